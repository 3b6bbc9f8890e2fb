/**
 * Issue 22, item 1: every check sees the same text. Not only docs.json: a page's unsaved headings,
 * an unsaved snippet and an unsaved `.mintignore` are what the open pages are checked against, and
 * a change to any of them checks the open pages again, without a save.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';

const CONFIG = JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['index', 'guide', 'snippet-user'] } }, null, 2);
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: The ${title} page.\n---\n\n${body}\n`;
const GUIDE = page('Guide', '## Setup\n\nText.');
const GUIDE_RENAMED = page('Guide', '## Install\n\nText.');
const INDEX = page('Home', 'Read [how to install](/guide#install).');
const SNIPPET = '## Note\n\nShared text.\n';
const SNIPPET_WITH_HEADING = '## Note\n\nShared text.\n\n## From the snippet\n\nMore.\n';
const SNIPPET_USER = page('Snippet user', "import Note from '/snippets/note.mdx';\n\n<Note />\n\nSee [below](#from-the-snippet).");

describe('LSP server: open pages checked against the unsaved texts of other files', () => {
  let client: LspTestClient;
  let dir: string;
  const uriOf = (name: string) => 'file://' + path.join(dir, name);
  const coded = (code: string) => (d: Diagnostic[]) => d.filter((x) => x.code === code);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-unsaved-pages-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), CONFIG);
    fs.writeFileSync(path.join(dir, 'index.mdx'), INDEX);
    fs.writeFileSync(path.join(dir, 'guide.mdx'), GUIDE);
    fs.writeFileSync(path.join(dir, 'snippet-user.mdx'), SNIPPET_USER);
    fs.mkdirSync(path.join(dir, 'snippets'));
    fs.writeFileSync(path.join(dir, 'snippets', 'note.mdx'), SNIPPET);
    fs.writeFileSync(path.join(dir, '.mintignore'), '');
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('a heading typed in another open page serves the link at once, and undoing it breaks the link again', async () => {
    const anchors = coded('broken-anchor');
    client.open(uriOf('index.mdx'), INDEX, 'mdx');
    assert.equal(anchors(await client.waitForDiagnostics(uriOf('index.mdx'), (d) => anchors(d).length > 0)).length, 1, 'the heading on disk is "Setup"');
    client.open(uriOf('guide.mdx'), GUIDE, 'mdx');
    await client.waitForDiagnostics(uriOf('guide.mdx'));
    client.forgetDiagnostics(uriOf('index.mdx'));
    client.change(uriOf('guide.mdx'), GUIDE_RENAMED, 2);
    assert.deepEqual(anchors(await client.waitForDiagnostics(uriOf('index.mdx'))), [], 'checked again against the unsaved heading "Install"');
    client.forgetDiagnostics(uriOf('index.mdx'));
    client.change(uriOf('guide.mdx'), GUIDE, 3);
    assert.equal(anchors(await client.waitForDiagnostics(uriOf('index.mdx'))).length, 1, 'the heading is "Setup" again');
    client.close(uriOf('guide.mdx'));
    client.close(uriOf('index.mdx'));
  });

  it('a heading renamed re-checks exactly the open pages that link to it, not the others (issue 39)', async () => {
    const anchors = coded('broken-anchor');
    const PLAIN = page('Plain', 'Nothing here links to the guide.');
    const MARKER = page('Marker', 'Edited to know the server has caught up.');
    fs.writeFileSync(path.join(dir, 'marker.mdx'), MARKER);
    client.open(uriOf('index.mdx'), INDEX, 'mdx');
    await client.waitForDiagnostics(uriOf('index.mdx'), (d) => anchors(d).length > 0);
    for (const [name, text] of [['snippet-user.mdx', PLAIN], ['guide.mdx', GUIDE], ['marker.mdx', MARKER]]) {
      client.open(uriOf(name), text, 'mdx');
      await client.waitForDiagnostics(uriOf(name));
    }
    // Checks are answered in the order they are asked: once the marker's edit is published, every
    // check asked before it has been published too.
    let markerVersion = 1;
    const caughtUp = async () => {
      client.change(uriOf('marker.mdx'), MARKER + '\n'.repeat(markerVersion), ++markerVersion);
      await client.waitForDiagnostics(uriOf('marker.mdx'));
    };
    await caughtUp();
    const before = (name: string) => client.publications.get(uriOf(name)) ?? 0;
    const [indexBefore, plainBefore] = [before('index.mdx'), before('snippet-user.mdx')];
    client.change(uriOf('guide.mdx'), GUIDE_RENAMED, 2);
    assert.deepEqual(anchors(await client.waitForDiagnostics(uriOf('index.mdx'))), [], 'the linking page is checked against "Install"');
    await caughtUp();
    assert.equal(client.publications.get(uriOf('index.mdx')), indexBefore + 1, 'the linking page is checked once');
    assert.equal(client.publications.get(uriOf('snippet-user.mdx')), plainBefore, 'the page that does not link to the guide is not checked again');
    client.change(uriOf('guide.mdx'), GUIDE, 3);
    for (const name of ['index.mdx', 'snippet-user.mdx', 'guide.mdx', 'marker.mdx']) client.close(uriOf(name));
  });

  it('a heading typed in an open snippet is an anchor of the page showing it, unsaved', async () => {
    const anchors = coded('broken-anchor');
    client.open(uriOf('snippet-user.mdx'), SNIPPET_USER, 'mdx');
    assert.equal(anchors(await client.waitForDiagnostics(uriOf('snippet-user.mdx'), (d) => anchors(d).length > 0)).length, 1);
    client.open(uriOf('snippets/note.mdx'), SNIPPET, 'mdx');
    await client.waitForDiagnostics(uriOf('snippets/note.mdx'));
    client.forgetDiagnostics(uriOf('snippet-user.mdx'));
    client.change(uriOf('snippets/note.mdx'), SNIPPET_WITH_HEADING, 2);
    assert.deepEqual(anchors(await client.waitForDiagnostics(uriOf('snippet-user.mdx'))), []);
    client.close(uriOf('snippets/note.mdx'));
    client.close(uriOf('snippet-user.mdx'));
  });

  it('a page left out by an unsaved .mintignore is missing from the open docs.json at once, and is back once the line goes', async () => {
    const missing = coded('missing-page');
    client.open(uriOf('docs.json'), CONFIG, 'json');
    assert.deepEqual(missing(await client.waitForDiagnostics(uriOf('docs.json'))), []);
    client.open(uriOf('.mintignore'), '', 'plaintext');
    await client.waitForDiagnostics(uriOf('.mintignore'));
    client.forgetDiagnostics(uriOf('docs.json'));
    client.change(uriOf('.mintignore'), 'guide.mdx\n', 2);
    const found = missing(await client.waitForDiagnostics(uriOf('docs.json'), (d) => missing(d).length > 0));
    assert.equal(found.length, 1);
    assert.match(String(found[0].message), /left out of the build by \.mintignore/);
    client.forgetDiagnostics(uriOf('docs.json'));
    client.change(uriOf('.mintignore'), '', 3);
    assert.deepEqual(missing(await client.waitForDiagnostics(uriOf('docs.json'))), []);
  });
});
