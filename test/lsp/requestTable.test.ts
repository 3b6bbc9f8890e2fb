/**
 * Issue 39, item 2: every row of the request table (server/src/requestTable.ts) is registered by
 * the real server and answered on its worker, and the server declares each row's capability; no
 * request is wired by hand. A method the table does not hold is not found.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REQUEST_NAMES, WORKER_REQUESTS } from '../../server/src/requestTable';
import { LspTestClient, stopAndRemove } from './lspClient';

const PAGE = '---\ntitle: Start\ndescription: Start here.\n---\n\n## Install\n\nSee [the guide](/guide).\n\n<Note>Read me.</Note>\n';
const logged = (client: LspTestClient) => client.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);

describe('LSP server: the request table', () => {
  let client: LspTestClient;
  let dir: string;
  let capabilities: Record<string, unknown>;
  const uri = (rel: string) => 'file://' + path.join(dir, rel);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-request-table-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Table', navigation: [{ group: 'G', pages: ['index', 'guide'] }] }));
    fs.writeFileSync(path.join(dir, 'index.mdx'), PAGE);
    fs.writeFileSync(path.join(dir, 'guide.mdx'), '---\ntitle: Guide\ndescription: The guide.\n---\n\nText.\n');
    client = new LspTestClient();
    client.settings = { validation: { scope: 'openFiles' } };
    ({ capabilities } = (await client.initialize(dir)) as { capabilities: Record<string, unknown> });
    client.open(uri('index.mdx'), PAGE, 'mdx');
    await client.waitForDiagnostics(uri('index.mdx'));
  });

  after(() => stopAndRemove(client, dir));

  it('answers every row, on the open page or its site, without a failure on the worker', async () => {
    const documentParams = { textDocument: { uri: uri('index.mdx') }, position: { line: 9, character: 2 }, range: { start: { line: 7, character: 0 }, end: { line: 7, character: 10 } }, context: { diagnostics: [] } };
    const siteParams = { configUri: uri('docs.json') };
    for (const name of REQUEST_NAMES) {
      const row = WORKER_REQUESTS[name];
      const answer = await client.request<unknown>(row.method, row.scope === 'document' ? documentParams : siteParams);
      assert.notEqual(answer, undefined, `${row.method}: no answer`);
    }
    assert.deepEqual(logged(client).filter((m) => / failed: /.test(m)), []);
    // Answers of the worker, not fallbacks: the page's outline, the site's landing page.
    assert.deepEqual((await client.request<{ name: string }[]>(WORKER_REQUESTS.documentSymbols.method, documentParams)).map((s) => s.name), ['Install']);
    assert.equal(await client.request(WORKER_REQUESTS.landingPage.method, siteParams), uri('index.mdx'));
  });

  it("declares each row's capability in its initialize answer", () => {
    for (const name of REQUEST_NAMES) {
      for (const [key, value] of Object.entries(WORKER_REQUESTS[name].capability ?? {})) assert.deepEqual(capabilities[key], value, `${name}: ${key}`);
    }
  });

  it('answers a method the table does not hold with "method not found"', async () => {
    await assert.rejects(client.request('docsite/noSuchRequest', { textDocument: { uri: uri('index.mdx') } }), (e: { code?: number }) => e.code === -32601);
  });
});
