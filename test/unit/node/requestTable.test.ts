/**
 * Issue 39, item 2: the requests the server answers on its validation worker are one table
 * (server/src/requestTable.ts). The worker's dispatch runs the row a job names and refuses any other
 * name; the real worker script refuses a job it has no case for. (The server's registration of every
 * row: test/lsp/requestTable.test.ts.)
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createLanguageService } from '../../../service/src';
import { resolveSettings } from '../../../site/src';
import { BudgetedWorker } from '../../../host/src/budgetedWorker';
import { REQUEST_NAMES, WORKER_REQUESTS, answerRequest, type RequestJob } from '../../../server/src/requestTable';
import type { RequestContext, RequestTarget, RequestWorker } from '../../../server/src/requestRow';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const PAGE = '---\ntitle: Start\n---\n\n## Install\n\nSee [the guide](/guide).\n\n<Note>Read me.</Note>\n';
const context: RequestContext = { settings: resolveSettings({}), createFiles: false, extensionCommands: true };
const document = { uri: 'file:///s/index.mdx', languageId: 'mdx', version: 1, text: PAGE };
const onPage: RequestTarget = { scope: 'document', document, context };
const onSite: RequestTarget = { scope: 'site', configPath: '/s/docs.json' };
/** Params every document request of the table reads its own fields from (position, range, context). */
const documentParams = { textDocument: { uri: document.uri }, position: { line: 8, character: 2 }, range: { start: { line: 6, character: 0 }, end: { line: 6, character: 10 } }, context: { diagnostics: [] } };
const siteParams = { configUri: 'file:///s/docs.json' };

function inMemoryWorker(): RequestWorker {
  const service = createLanguageService(new InMemoryWorkspace({ '/s/docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['index', 'guide'] }] }), '/s/index.mdx': PAGE, '/s/guide.mdx': '---\ntitle: Guide\n---\n\nText.\n' }));
  return { service, findingsOf: () => undefined, translations: async (configPath) => service.translations(configPath) };
}

describe('the request table: the dispatch', () => {
  it('answers every row from the row itself, on a page or a site as the row says', async () => {
    const worker = inMemoryWorker();
    for (const name of REQUEST_NAMES) {
      const row = WORKER_REQUESTS[name];
      const job: RequestJob = { name, target: row.scope === 'document' ? onPage : onSite, params: row.scope === 'document' ? documentParams : siteParams };
      const answer = await answerRequest(worker, job);
      assert.notEqual(answer, undefined, name);
    }
    // A real answer, not a fallback: the outline of the page and the landing page of the site.
    assert.deepEqual((await answerRequest(worker, { name: 'documentSymbols', target: onPage, params: documentParams }))?.map((s) => s.name), ['Install']);
    assert.equal(await answerRequest(worker, { name: 'landingPage', target: onSite, params: siteParams }), 'file:///s/index.mdx');
  });

  it('refuses a name the table does not hold, inherited names included', () => {
    const worker = inMemoryWorker();
    for (const name of ['noSuchRequest', 'toString', '__proto__', 'constructor']) {
      // A job from a server of another build: what the worker receives is not checked by the compiler.
      const job: RequestJob = JSON.parse(JSON.stringify({ name, target: onPage, params: documentParams }));
      assert.throws(() => answerRequest(worker, job), new RegExp(`unknown request "${name}"`), name);
    }
  });

  it('refuses a job about a site for a document request, and the other way round', () => {
    const worker = inMemoryWorker();
    assert.throws(() => answerRequest(worker, { name: 'hover', target: onSite, params: documentParams }), /textDocument\/hover is about a document, not a site/);
    assert.throws(() => answerRequest(worker, { name: 'landingPage', target: onPage, params: siteParams }), /docsite\/landingPage is about a site, not a document/);
  });

  it('has one row per method: a second row of the same method would silently replace the first', () => {
    const methods = REQUEST_NAMES.map((name) => WORKER_REQUESTS[name].method);
    assert.equal(new Set(methods).size, methods.length, methods.join(', '));
    assert.deepEqual([...REQUEST_NAMES], Object.keys(WORKER_REQUESTS));
  });
});

describe('the validation worker script: jobs it has no case for', () => {
  let dir: string;
  let worker: BudgetedWorker<unknown, unknown>;

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-request-table-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['index'] }] }));
    fs.writeFileSync(path.join(dir, 'index.mdx'), PAGE);
    // The compiled worker (out/server/src/), as dist/validationWorker.js bundles it.
    worker = new BudgetedWorker<unknown, unknown>(path.join(__dirname, '../../../server/src/validationWorker.js'), {}, () => {});
  });

  after(async () => {
    await worker.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails a job of an unknown kind and a request of an unknown name, and still answers a known one', async () => {
    const uri = 'file://' + path.join(dir, 'index.mdx');
    const target = { scope: 'document', document: { ...document, uri }, context };
    const params = { ...documentParams, textDocument: { uri } };
    const unknownKind = await worker.run('a', { kind: 'noSuchJob', job: {} }, 30_000);
    assert.equal(unknownKind.kind, 'failed');
    assert.match(unknownKind.kind === 'failed' ? unknownKind.message : '', /unknown job "noSuchJob"/);
    const unknownName = await worker.run('b', { kind: 'request', job: { name: 'noSuchRequest', target, params } }, 30_000);
    assert.match(unknownName.kind === 'failed' ? unknownName.message : unknownName.kind, /unknown request "noSuchRequest"/);
    const known = await worker.run('c', { kind: 'request', job: { name: 'documentSymbols', target, params } }, 30_000);
    assert.equal(known.kind, 'done');
    assert.deepEqual(known.kind === 'done' ? (known.result as { name: string }[]).map((s) => s.name) : [], ['Install']);
  });
});
