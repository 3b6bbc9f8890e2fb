import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CompletionList, DocumentLink, DocumentSymbol, Hover, MarkupContent } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';
import { NORMAL_PAGE, NORMAL_POSITION, bigSpec, mainThreadProbe } from './hostileSite';

/**
 * Issue 26, item 2: completion and hover read beyond the open version (a page's `openapi:` value is
 * completed from, and hovered with, the site's specs), so they are answered on the worker thread
 * under the page's budget, like quick fixes; the main thread answers other requests meanwhile. So
 * is the name of a site, which needs its docs.json parsed.
 * Before, both parsed the specs on the main thread: a spec of 3 MB (under the 4 MB Docsite reads)
 * froze the server for seconds.
 */
const BUDGET_MS = 300;
const page = (title: string, frontmatter = '') => `---\ntitle: ${title}\ndescription: ${title}.\n${frontmatter}---\n\nCalls.\n`;
const logged = (client: LspTestClient) => client.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);

/** Starts a server on a site of three pages and the given spec (found under the docs root), pages open and checked. */
async function startOn(spec: string, env: Record<string, string>): Promise<{ client: LspTestClient; dir: string; uri: (rel: string) => string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-worker-requests-'));
  const uri = (rel: string) => 'file://' + path.join(dir, rel);
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Requests', navigation: [{ group: 'G', pages: ['guide', 'ops', 'api'] }] }));
  fs.writeFileSync(path.join(dir, 'spec.json'), spec);
  fs.writeFileSync(path.join(dir, 'guide.mdx'), NORMAL_PAGE);
  // Without `openapi:` on disk: the pages' checks never read the spec, only the requests below do.
  for (const name of ['ops', 'api']) fs.writeFileSync(path.join(dir, `${name}.mdx`), page(name));
  const client = new LspTestClient(env);
  // Open files only: the whole-site check would parse the spec too (in its own thread).
  client.settings = { validation: { scope: 'openFiles' } };
  await client.initialize(dir);
  for (const name of ['guide', 'ops', 'api']) client.open(uri(`${name}.mdx`), fs.readFileSync(path.join(dir, `${name}.mdx`), 'utf8'), 'mdx');
  for (const name of ['guide', 'ops', 'api']) await client.waitForDiagnostics(uri(`${name}.mdx`), () => true, 30_000);
  return { client, dir, uri };
}

/** Runs requests at once; resolves with their answers and the order their answers came in. */
async function race<T extends Record<string, Promise<unknown>>>(requests: T): Promise<{ answers: { [K in keyof T]: Awaited<T[K]> }; order: string[] }> {
  const order: string[] = [];
  const entries = await Promise.all(Object.entries(requests).map(([name, request]) => request.then((answer) => (order.push(name), [name, answer] as const))));
  return { answers: Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> }, order };
}

describe('LSP server: completion and hover that would parse a 3 MB spec, with a budget of 300 ms', () => {
  let client: LspTestClient;
  let dir: string;
  let uri: (rel: string) => string;

  before(async () => {
    ({ client, dir, uri } = await startOn(bigSpec(3 * 1024 * 1024), { DOCSITE_CHECK_BUDGET_MS: String(BUDGET_MS) }));
  });

  after(() => stopAndRemove(client, dir));

  it('answers completion of an `openapi:` value empty within the budget; the main thread and completion elsewhere go on', async () => {
    // A small edit of a page checked in time: the gate lets requests on it through at once.
    client.change(uri('ops.mdx'), page('ops', 'openapi: \n'), 2);
    const { answers, order } = await race({
      operations: client.request<CompletionList | null>('textDocument/completion', { textDocument: { uri: uri('ops.mdx') }, position: { line: 3, character: 9 } }),
      components: client.request<CompletionList | null>('textDocument/completion', { textDocument: { uri: uri('guide.mdx') }, position: NORMAL_POSITION }),
      probe: mainThreadProbe(client, dir),
    });
    // Before, the spec was parsed on the main thread (seconds), and every other request waited.
    assert.equal(order[0], 'probe', order.join(', '));
    assert.equal(answers.operations, null);
    assert.ok(logged(client).some((m) => /ops\.mdx: completion stopped after \d+ ms \(budget 300 ms\)/.test(m)), logged(client).join('\n'));
    // The next request on the worker is answered once the slow one is stopped, by a fresh thread.
    assert.ok(answers.components?.items.some((i) => i.label === 'Steps'));
  });

  it('answers hover on an `openapi:` reference empty within the budget, and the main thread meanwhile', async () => {
    client.change(uri('api.mdx'), page('api', 'openapi: GET /things/1\n'), 2);
    const { answers, order } = await race({
      hover: client.request<Hover | null>('textDocument/hover', { textDocument: { uri: uri('api.mdx') }, position: { line: 3, character: 12 } }),
      probe: mainThreadProbe(client, dir),
    });
    assert.deepEqual(order, ['probe', 'hover']);
    assert.equal(answers.hover, null);
    assert.ok(logged(client).some((m) => /api\.mdx: hover stopped after \d+ ms \(budget 300 ms\)/.test(m)), logged(client).join('\n'));
    assert.ok(client.alive);
  });
});

describe('LSP server: completion, hover, outline and links answered on the worker, as before', () => {
  let client: LspTestClient;
  let dir: string;
  let uri: (rel: string) => string;

  before(async () => {
    ({ client, dir, uri } = await startOn(bigSpec(2_000), {}));
  });

  after(() => stopAndRemove(client, dir));

  it('completes an `openapi:` value to the operations of the spec, and components in a page', async () => {
    client.change(uri('ops.mdx'), page('ops', 'openapi: \n'), 2);
    const operations = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uri('ops.mdx') }, position: { line: 3, character: 9 } });
    assert.deepEqual(operations.items.slice(0, 2).map((i) => [i.label, i.detail]), [['GET /things/0', 'A thing'], ['GET /things/1', 'A thing']]);
    const components = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uri('guide.mdx') }, position: NORMAL_POSITION });
    assert.ok(components.items.some((i) => i.label === 'Steps'));
  });

  it('hovers an `openapi:` reference with its operation', async () => {
    client.change(uri('api.mdx'), page('api', 'openapi: GET /things/1\n'), 2);
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri: uri('api.mdx') }, position: { line: 3, character: 12 } });
    assert.match((hover.contents as MarkupContent).value, /A thing/);
  });

  it("gives a page's outline and docs.json's links", async () => {
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: uri('guide.mdx') } });
    assert.deepEqual(symbols.map((s) => s.name), ['Start']);
    client.open(uri('docs.json'), fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'));
    const links = await client.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: uri('docs.json') } });
    assert.deepEqual(links.map((l) => l.target), ['guide.mdx', 'ops.mdx', 'api.mdx'].map(uri));
  });
});

describe('LSP server: the list of sites with a 10 MB docs.json open', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-worker-sites-'));
    client = new LspTestClient();
    client.settings = { validation: { scope: 'openFiles' } };
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('names the site from a model built on the worker, and the main thread answers meanwhile', async () => {
    const pages = Array.from({ length: 600_000 }, (_, i) => `"d${i % 1000}/p${i % 100}-missing"`);
    const text = `{\n  "name": "Huge",\n  "navigation": [{ "group": "All", "pages": [${pages.join(', ')}] }]\n}`;
    assert.ok(text.length > 10_000_000);
    const uri = 'file://' + path.join(dir, 'docs.json');
    fs.writeFileSync(path.join(dir, 'docs.json'), '{ "name": "Small", "navigation": [] }');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri, type: 1 }] });
    client.open(uri, text);
    const { answers, order } = await race({
      sites: client.request<{ name: string; layout: string }[]>('docsite/listSites', {}),
      probe: mainThreadProbe(client, dir),
    });
    // Before, the main thread built the model of the editor's 10 MB text (seconds) first.
    assert.deepEqual(order, ['probe', 'sites']);
    assert.deepEqual(answers.sites.map((s) => [s.name, s.layout]), [['Huge', 'legacy']]);
  });
});
