import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';

const EXAMPLES = path.resolve('examples');

type Edit = { changes: Record<string, TextEdit[]> } | null;

describe('redirects on move over LSP (docsite.redirects.onMove)', () => {
  let client: LspTestClient;
  let site: string;
  let configUri: string;
  let configText: string;
  const uri = (file: string) => 'file://' + path.join(site, file);
  const after_ = (edit: Edit) => parse(TextDocument.applyEdits(TextDocument.create(configUri, 'json', 0, configText), edit?.changes[configUri] ?? [])) as { redirects?: unknown[]; navigation: unknown };
  const move = { files: [{ oldUri: '', newUri: '' }] };

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-redirects-'));
    fs.cpSync(EXAMPLES, site, { recursive: true });
    configUri = uri('docs.json');
    configText = fs.readFileSync(path.join(site, 'docs.json'), 'utf8');
    move.files[0] = { oldUri: uri('quickstart.mdx'), newUri: uri('guides/quickstart.mdx') };
    client = new LspTestClient();
    await client.initialize(site);
  });

  after(() => stopAndRemove(client, site));

  it('"always": renaming a page through workspace/willRenameFiles adds the redirect to the navigation edit of docs.json', async () => {
    client.settings = { redirects: { onMove: 'always' } };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    const edit = await client.request<Edit>('workspace/willRenameFiles', move);
    const config = after_(edit);
    assert.deepEqual(config.redirects, [{ source: '/quickstart', destination: '/guides/quickstart' }]);
    assert.ok(JSON.stringify(config.navigation).includes('"guides/quickstart"'));
  });

  it('"never": the same rename brings the navigation edit and no redirect', async () => {
    client.settings = { redirects: { onMove: 'never' } };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    const edit = await client.request<Edit>('workspace/willRenameFiles', move);
    const config = after_(edit);
    assert.equal(config.redirects, undefined);
    assert.ok(JSON.stringify(config.navigation).includes('"guides/quickstart"'));
  });

  it('without the setting, as "always": the rename brings the redirect', async () => {
    client.settings = {};
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    assert.deepEqual(after_(await client.request<Edit>('workspace/willRenameFiles', move)).redirects, [{ source: '/quickstart', destination: '/guides/quickstart' }]);
  });

  it('"ask": no redirect in the rename; docsite/redirectEdits gives it alone once the user agreed, and for a deleted page the one picked', async () => {
    client.settings = { redirects: { onMove: 'ask' } };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    assert.equal(after_(await client.request<Edit>('workspace/willRenameFiles', move)).redirects, undefined);
    const alone = await client.request<Edit>('docsite/redirectEdits', move);
    assert.equal(alone?.changes[configUri].length, 1);
    assert.deepEqual(after_(alone).redirects, [{ source: '/quickstart', destination: '/guides/quickstart' }]);
    const deleted = await client.request<Edit>('docsite/redirectEdits', { files: [{ oldUri: uri('quickstart.mdx'), newUri: uri('introduction.mdx') }] });
    assert.deepEqual(after_(deleted).redirects, [{ source: '/quickstart', destination: '/introduction' }]);
    assert.ok(client.alive);
  });
});
