import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LspTestClient, stopAndRemove } from './lspClient';

/**
 * The test client's waitForDiagnostics never answers with what the server published before the
 * test's last action: every other LSP test relies on it. Each case waits with no predicate at all,
 * so only the waiter's own rule keeps it from returning the earlier publication.
 */
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n\n${body}\n`;

describe('the LSP test client waits for what follows an action', () => {
  let client: LspTestClient;
  let dir: string;
  const uri = (rel: string) => 'file://' + path.join(dir, rel);
  const codes = (d: { code?: unknown }[]) => d.map((x) => x.code);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-client-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Waits', navigation: [{ group: 'G', pages: ['index', 'edited'] }] }));
    fs.writeFileSync(path.join(dir, 'index.mdx'), page('Index', '## Start\n\nSee [a page to come](/soon) and [nothing](/nowhere).'));
    fs.writeFileSync(path.join(dir, 'edited.mdx'), page('Edited', '## Start\n\nText.'));
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  // first: the whole-site check publishes index.mdx after `initialized`, and no action of this client has followed yet
  it('after a file event, a publication that came after it, not the one of the whole-site check before it', async () => {
    assert.deepEqual(codes(await client.waitForDiagnostics(uri('index.mdx'), () => true, 30_000)), ['broken-link', 'broken-link']);
    fs.writeFileSync(path.join(dir, 'soon.mdx'), page('Soon', '## Start\n\nText.'));
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri('soon.mdx'), type: 1 }] });
    assert.deepEqual(codes(await client.waitForDiagnostics(uri('index.mdx'), () => true, 30_000)), ['broken-link']);
  });

  it('after an edit, the publication of the new version, not the clean one before it', async () => {
    client.open(uri('edited.mdx'), page('Edited', '## Start\n\nText.'), 'mdx');
    assert.deepEqual(await client.waitForDiagnostics(uri('edited.mdx')), []);
    client.change(uri('edited.mdx'), page('Edited', '# A second title\n\nText.'), 2);
    assert.deepEqual(codes(await client.waitForDiagnostics(uri('edited.mdx'))), ['heading-h1']);
  });
});
