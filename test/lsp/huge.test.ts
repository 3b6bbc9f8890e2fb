import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Hover, MarkupContent } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';

/** Huge inputs over the real connection: the server answers, diagnostics are capped, nothing dies. */
describe('LSP server with huge inputs', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-huge-'));
    // A workspace of 10,000 files (file creation is slow on CI disks; bench/ measures larger ones).
    for (let d = 0; d < 100; d++) {
      fs.mkdirSync(path.join(dir, `d${d}`));
      for (let f = 0; f < 100; f++) fs.writeFileSync(path.join(dir, `d${d}`, `p${f}.mdx`), '');
    }
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('a 10 MB docs.json gets capped diagnostics, and hover still answers', async () => {
    const pages = Array.from({ length: 600_000 }, (_, i) => `"d${i % 1000}/p${i % 100}-missing"`);
    const text = `{\n  "name": "Huge",\n  "navigation": [{ "group": "All", "pages": [${pages.join(', ')}] }]\n}`;
    assert.ok(text.length > 10_000_000);
    const uri = 'file://' + path.join(dir, 'docs.json');
    fs.writeFileSync(path.join(dir, 'docs.json'), text);
    // As an editor's file watcher would: the server indexes the workspace folder at start-up.
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri, type: 1 }] });
    client.open(uri, text);
    const diagnostics = await client.waitForDiagnostics(uri, (d) => d.length > 0, 60_000);
    assert.equal(diagnostics.length, 500);
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 4 } });
    assert.match((hover.contents as MarkupContent).value, /Name of the project/);
    assert.ok(client.alive);
  });

  it('a 5 MB page is reported as not checked, not parsed', async () => {
    fs.writeFileSync(path.join(dir, 'docs.json'), '{ "name": "H", "navigation": [] }');
    const uri = 'file://' + path.join(dir, 'd0', 'big.mdx');
    const text = '---\ntitle: Big\ndescription: Big.\n---\n\n' + 'word '.repeat(1_000_000);
    client.open(uri, text, 'mdx');
    const diagnostics = await client.waitForDiagnostics(uri, (d) => d.length > 0, 60_000);
    assert.deepEqual(diagnostics.map((d) => d.code), ['page-not-checked']);
  });
});
