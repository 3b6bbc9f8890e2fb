/**
 * Issue 22, bug 1: open and closed pages disagreed. With a redirect removed from docs.json but not
 * saved, a closed page linking to the old path got `broken-link` from the whole-site check while the
 * same page, open, stayed clean until docs.json was saved: the worker that checks open pages read
 * docs.json from disk and checked nothing again when it changed. Now the open page gets the finding
 * from the unsaved docs.json, and loses it when the edit is undone.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';

const CONFIG = (redirects: { source: string; destination: string }[]) =>
  JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['index', 'guide'] }, redirects }, null, 2);
const WITH = CONFIG([{ source: '/old-guide', destination: '/guide' }]);
const WITHOUT = CONFIG([]);
const PAGE = '---\ntitle: Home\ndescription: The home page.\n---\n\nRead [the guide](/old-guide).\n';

describe('LSP server: an open page checked against the unsaved docs.json', () => {
  let client: LspTestClient;
  let dir: string;
  const uriOf = (name: string) => 'file://' + path.join(dir, name);
  const brokenLinks = (d: Diagnostic[]) => d.filter((x) => x.code === 'broken-link');

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-unsaved-config-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), WITH);
    fs.writeFileSync(path.join(dir, 'index.mdx'), PAGE);
    fs.writeFileSync(path.join(dir, 'guide.mdx'), '---\ntitle: Guide\ndescription: The guide.\n---\n\nText.\n');
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('the open page gets broken-link when the redirect is removed without saving, and loses it on undo', async () => {
    client.open(uriOf('index.mdx'), PAGE, 'mdx');
    assert.deepEqual(brokenLinks(await client.waitForDiagnostics(uriOf('index.mdx'))), [], 'the redirect on disk serves the link');
    client.open(uriOf('docs.json'), WITH, 'json');
    await client.waitForDiagnostics(uriOf('docs.json'));
    client.forgetDiagnostics(uriOf('index.mdx'));
    client.change(uriOf('docs.json'), WITHOUT, 2);
    const broken = brokenLinks(await client.waitForDiagnostics(uriOf('index.mdx'), (d) => brokenLinks(d).length > 0));
    assert.equal(broken.length, 1);
    assert.match(String(broken[0].message), /old-guide/);
    // Undo: the same text as on disk again.
    client.forgetDiagnostics(uriOf('index.mdx'));
    client.change(uriOf('docs.json'), WITH, 3);
    assert.deepEqual(brokenLinks(await client.waitForDiagnostics(uriOf('index.mdx'))), []);
  });
});
