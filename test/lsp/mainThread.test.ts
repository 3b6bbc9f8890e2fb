import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CodeAction, CompletionList } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';
import { NORMAL_PAGE, NORMAL_POSITION, bigSpec, mainThreadProbe } from './hostileSite';

/**
 * Issue 26, item 2: the server's main thread parses no workspace content. Quick fixes and rename
 * edits are worked out on worker threads under the budget, so a slow page costs that answer and
 * never the main thread, and a rename (on its own thread) never holds up completion; a check whose thread dies is "not checked", never redone on the main
 * thread; a spec over the size Docsite reads is parsed nowhere, and the whole-site check goes on.
 */
const BUDGET_MS = 300;
const PARAGRAPH = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
/** Passes every static bound yet takes seconds to parse (as in budget.test.ts). */
const SLOW_BODY = PARAGRAPH.repeat(Math.floor(380_000 / PARAGRAPH.length));
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const logged = (client: LspTestClient) => client.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);

/** Runs two requests at once and resolves with their answers and which one came back first. */
async function race<A, B>(first: Promise<A>, second: Promise<B>): Promise<{ a: A; b: B; order: string[] }> {
  const order: string[] = [];
  const [a, b] = await Promise.all([first.then((r) => (order.push('a'), r)), second.then((r) => (order.push('b'), r))]);
  return { a, b, order };
}

describe('LSP server: quick fixes and rename edits on slow pages run off the main thread', () => {
  let client: LspTestClient;
  let dir: string;
  const uri = (rel: string) => 'file://' + path.join(dir, rel);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-main-thread-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Main', navigation: [{ group: 'G', pages: ['guide', 'linking', 'slow', 'slow-too'] }] }));
    fs.writeFileSync(path.join(dir, 'guide.mdx'), NORMAL_PAGE);
    // `/slo` is no page; the fix's candidate `/slow` is parsed for its headings (to keep `#intro`).
    fs.writeFileSync(path.join(dir, 'linking.mdx'), page('Linking', 'See [the intro](/slo#intro).'));
    // Both slow pages link to the guide: a rename of the guide parses them for their links.
    fs.writeFileSync(path.join(dir, 'slow.mdx'), page('Slow', '## Intro\n\n[guide](/guide)\n\n' + SLOW_BODY));
    fs.writeFileSync(path.join(dir, 'slow-too.mdx'), page('Slow too', '[guide](/guide)\n\n' + SLOW_BODY));
    client = new LspTestClient({ DOCSITE_CHECK_BUDGET_MS: String(BUDGET_MS) });
    // Open files only: the whole-site check would parse the slow pages too (in its own thread).
    client.settings = { validation: { scope: 'openFiles' } };
    await client.initialize(dir);
    client.open(uri('linking.mdx'), fs.readFileSync(path.join(dir, 'linking.mdx'), 'utf8'), 'mdx');
    client.open(uri('guide.mdx'), NORMAL_PAGE, 'mdx');
    await client.waitForDiagnostics(uri('guide.mdx'), () => true, 20_000);
  });

  after(() => stopAndRemove(client, dir));

  it('answers a quick fix that would parse a slow page within the budget, and the main thread meanwhile', async () => {
    const [broken] = (await client.waitForDiagnostics(uri('linking.mdx'), (d) => d.some((x) => x.code === 'broken-link'), 20_000)).filter((d) => d.code === 'broken-link');
    const order: string[] = [];
    const answered = <R>(name: string, request: Promise<R>) => request.then((r) => (order.push(name), r));
    const [actions, completion] = await Promise.all([
      answered('fix', client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uri('linking.mdx') }, range: broken.range, context: { diagnostics: [broken] } })),
      answered('completion', client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uri('guide.mdx') }, position: NORMAL_POSITION })),
      answered('probe', mainThreadProbe(client, dir)),
    ]);
    // The main thread answers while the worker parses; completion, on the worker, comes once the fix stops.
    assert.deepEqual(order, ['probe', 'fix', 'completion']);
    assert.ok(completion.items.some((i) => i.label === 'Steps'));
    // Stopped at the budget: no fix rather than a frozen server.
    assert.deepEqual(actions, []);
    assert.ok(logged(client).some((m) => /linking\.mdx: quick fixes stopped after \d+ ms \(budget 300 ms\)/.test(m)), logged(client).join('\n'));
  });

  it('answers a rename whose link edits would parse slow pages within the budget, and completion first', async () => {
    const { a: edit, b: completion, order } = await race(
      client.request<unknown>('workspace/willRenameFiles', { files: [{ oldUri: uri('guide.mdx'), newUri: uri('guide-new.mdx') }] }),
      client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uri('guide.mdx') }, position: NORMAL_POSITION }),
    );
    assert.deepEqual(order, ['b', 'a'], 'completion did not wait for the rename edits');
    assert.ok(completion.items.some((i) => i.label === 'Steps'));
    assert.equal(edit, null);
    assert.ok(logged(client).some((m) => /rename edits not made: working them out took longer than \d+ ms/.test(m)), logged(client).join('\n'));
    const shown = client.notifications.filter((n) => n.method === 'window/showMessage').map((n) => (n.params as { message: string }).message);
    assert.ok(shown.some((m) => /did not update navigation and links for this rename/.test(m)), shown.join('\n'));
  });

  it('still makes the rename edits of a site without slow pages, on the worker', async () => {
    client.settings = { redirects: { onMove: 'never' } }; // the navigation's edit alone (redirects.test.ts has the redirect)
    const edit = await client.request<{ changes: Record<string, { newText: string }[]> }>('workspace/willRenameFiles', {
      files: [{ oldUri: uri('linking.mdx'), newUri: uri('linked.mdx') }],
    });
    assert.deepEqual(edit.changes[uri('docs.json')].map((e) => e.newText), ['linked']);
  });
});

/** The server process's peak resident memory (Linux), in MB. */
function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * A 15 MB spec on disk (the whole-site check reads files up to 16 MB) and the same file open in the
 * editor at 31 MB: before, the first ended the whole-site check (its worker ran out of memory) and
 * the second killed the check's worker, then was parsed on the main thread (29.5 s, 2.6 GB).
 */
describe('LSP server with OpenAPI files of 15 MB on disk and 31 MB in the editor', () => {
  let client: LspTestClient;
  let dir: string;
  const uri = (rel: string) => 'file://' + path.join(dir, rel);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-big-spec-'));
    fs.writeFileSync(path.join(dir, 'big.json'), bigSpec(15 * 1024 * 1024));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Big', theme: 'mint', colors: { primary: '#112233' }, api: { openapi: 'big.json' }, navigation: { groups: [{ group: 'G', pages: ['api', 'guide', 'z'] }] } }));
    fs.writeFileSync(path.join(dir, 'api.mdx'), page('Api', 'Calls.').replace('---\n\n', 'openapi: GET /things/1\n---\n\n'));
    fs.writeFileSync(path.join(dir, 'guide.mdx'), NORMAL_PAGE);
    fs.writeFileSync(path.join(dir, 'z.mdx'), page('Z', '[broken](/missing)'));
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('parses the one on disk in no thread: the whole-site check says so and goes on to the other files', async () => {
    const config = await client.waitForDiagnostics(uri('docs.json'), (d) => d.some((x) => x.code === 'invalid-api-source'), 60_000);
    const entry = config.filter((d) => d.code === 'invalid-api-source');
    assert.deepEqual(entry.map((d) => d.severity), [2]);
    assert.match(String(entry[0].message), /is not checked: The file is larger than 4 MB/);
    await client.waitForDiagnostics(uri('z.mdx'), (d) => d.some((x) => x.code === 'broken-link'), 60_000);
    assert.ok(!logged(client).some((m) => /whole-site check stopped|ran out of memory/.test(m)), logged(client).join('\n'));
  });

  it('answers for the one open in the editor without parsing it, and completion goes on', async () => {
    client.open(uri('big.json'), bigSpec(31 * 1024 * 1024), 'json');
    const open = await client.waitForDiagnostics(uri('big.json'), (d) => d.length > 0, 60_000);
    assert.deepEqual(open.map((d) => d.code), ['invalid-api-source']);
    assert.match(String(open[0].message), /^The file is larger than 4 MB/);
    client.open(uri('guide.mdx'), NORMAL_PAGE, 'mdx');
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uri('guide.mdx') }, position: NORMAL_POSITION });
    assert.ok(list.items.some((i) => i.label === 'Steps'));
    assert.ok(!logged(client).some((m) => /checked here instead|not checked\)|ran out of memory/.test(m)), logged(client).join('\n'));
    // Threads hold copies of the text (the editor's, the check's, the whole-site check's); no parse
    // of it (2.6 GB before) ever ran.
    assert.ok(peakMemoryMb(client.pid) < 1024, `peak ${peakMemoryMb(client.pid)} MB`);
    assert.ok(client.alive);
  });
});

describe('LSP server whose check threads run out of memory', () => {
  let client: LspTestClient;
  let dir: string;
  const uri = (rel: string) => 'file://' + path.join(dir, rel);
  /** Under the size bound, over what a thread limited to 64 MB can parse. */
  const spec = bigSpec(3 * 1024 * 1024);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-oom-'));
    fs.writeFileSync(path.join(dir, 'big.json'), spec);
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Oom', theme: 'mint', colors: { primary: '#112233' }, api: { openapi: 'big.json' }, navigation: { groups: [{ group: 'G', pages: ['guide', 'z'] }] } }));
    fs.writeFileSync(path.join(dir, 'guide.mdx'), NORMAL_PAGE);
    fs.writeFileSync(path.join(dir, 'z.mdx'), page('Z', '[broken](/missing)'));
    client = new LspTestClient({ DOCSITE_WORKER_MEMORY_MB: '64' });
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('skips the file in the whole-site check, with a notice, and a fresh worker checks the rest', async () => {
    // docs.json's check reads the spec (its entry's operations): that is where the thread dies.
    const notice = await client.waitForDiagnostics(uri('docs.json'), (d) => d.length > 0, 60_000);
    assert.deepEqual(notice.map((d) => d.code), ['page-not-checked']);
    assert.match(String(notice[0].message), /stopped before it finished/);
    await client.waitForDiagnostics(uri('z.mdx'), (d) => d.some((x) => x.code === 'broken-link'), 60_000);
    assert.ok(logged(client).some((m) => /whole-site check: .*docs\.json the check ran out of memory/.test(m)), logged(client).join('\n'));
  });

  it('says "not checked" for an open file whose check died, never checks it on the main thread, and checks the next file', async () => {
    client.open(uri('big.json'), spec, 'json');
    const notice = await client.waitForDiagnostics(uri('big.json'), (d) => d.some((x) => x.code === 'page-not-checked'), 60_000);
    assert.equal(notice.length, 1);
    // The thread died (memory), not the clock: before, the main thread checked the file itself.
    assert.match(String(notice[0].message), /stopped before it finished/);
    assert.ok(logged(client).some((m) => /diagnostics \(worker thread; not checked\) failed/.test(m)), logged(client).join('\n'));
    client.open(uri('guide.mdx'), NORMAL_PAGE, 'mdx');
    const guide = await client.waitForDiagnostics(uri('guide.mdx'), () => true, 30_000);
    assert.ok(!guide.some((d) => d.code === 'page-not-checked'));
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uri('guide.mdx') }, position: NORMAL_POSITION });
    assert.ok(list.items.some((i) => i.label === 'Steps'));
    assert.ok(client.alive);
  });
});
