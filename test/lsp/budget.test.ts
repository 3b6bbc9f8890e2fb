import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CompletionList, DocumentSymbol } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';
import { NORMAL_PAGE, NORMAL_POSITION } from './hostileSite';

/**
 * Issue 11: a time budget per check, over the real connection. The page below passes every static
 * bound (size, counts, nesting) yet takes seconds to parse; with the budget lowered to 300 ms for
 * the test, its check is stopped, it gets one page-not-checked notice, the main thread never
 * parses it, and the server goes on checking and answering for other pages.
 */
const BUDGET_MS = 300;
const PARAGRAPH = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
const SLOW_PAGE = '---\ntitle: Slow\ndescription: Long but legal.\n---\n\n' + PARAGRAPH.repeat(Math.floor(390_000 / PARAGRAPH.length));

describe('LSP server with a check that runs past its time budget', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-budget-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Budget', navigation: [{ group: 'G', pages: ['guide', 'slow'] }] }));
    fs.writeFileSync(path.join(dir, 'guide.mdx'), NORMAL_PAGE);
    fs.writeFileSync(path.join(dir, 'slow.mdx'), SLOW_PAGE);
    client = new LspTestClient({ DOCSITE_CHECK_BUDGET_MS: String(BUDGET_MS) });
    await client.initialize(dir);
  });

  after(async () => {
    await client.shutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops the check, says so on the first line, and keeps serving other pages', async () => {
    const slow = 'file://' + path.join(dir, 'slow.mdx');
    const guide = 'file://' + path.join(dir, 'guide.mdx');
    client.open(slow, SLOW_PAGE, 'mdx');
    const notice = await client.waitForDiagnostics(slow, (d) => d.length > 0, 20_000);
    assert.deepEqual(notice.map((d) => [d.code, d.range.start.line, d.range.start.character]), [['page-not-checked', 0, 0]]);
    assert.match(String(notice[0].message), /took longer than 300 ms/);

    // The main thread does not parse the stopped version: the outline answers at once, empty.
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: slow } });
    assert.deepEqual(symbols, []);

    // A fresh worker checks the next document, and completion answers there.
    client.open(guide, NORMAL_PAGE, 'mdx');
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: guide }, position: NORMAL_POSITION });
    assert.ok(list.items.some((i) => i.label === 'Steps'), 'completion lists components');
    const guideFindings = await client.waitForDiagnostics(guide, () => true, 20_000);
    assert.ok(!guideFindings.some((d) => d.code === 'page-not-checked'));

    // Once the page is small again, it is checked again: the notice goes, the outline comes back.
    const fixed = '---\ntitle: Slow\ndescription: Short now.\n---\n\n## Only heading\n\nText.\n';
    client.change(slow, fixed, 2);
    await client.waitForDiagnostics(slow, (d) => !d.some((x) => x.code === 'page-not-checked'), 20_000);
    const outline = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: slow } });
    assert.deepEqual(outline.map((s) => s.name), ['Only heading']);
    const logged = client.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);
    assert.ok(logged.some((m) => /slow\.mdx: check stopped after \d+ ms \(budget 300 ms\)/.test(m)), logged.join('\n'));
    assert.ok(client.alive);
  });
});

describe('whole-site check with a file that runs past the time budget', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-budget-ws-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Budget', navigation: [{ group: 'G', pages: ['a', 'slow', 'z'] }] }));
    fs.writeFileSync(path.join(dir, 'a.mdx'), '---\ntitle: A\ndescription: A page.\n---\n\n[broken](/nowhere)\n');
    fs.writeFileSync(path.join(dir, 'slow.mdx'), SLOW_PAGE);
    fs.writeFileSync(path.join(dir, 'z.mdx'), '---\ntitle: Z\ndescription: A page.\n---\n\n[broken](/missing)\n');
    client = new LspTestClient({ DOCSITE_CHECK_BUDGET_MS: String(BUDGET_MS) });
    await client.initialize(dir);
  });

  after(async () => {
    await client.shutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('publishes the notice on the stuck file and still checks every other file, none of them open', async () => {
    const uri = (rel: string) => 'file://' + path.join(dir, rel);
    const notice = await client.waitForDiagnostics(uri('slow.mdx'), (d) => d.length > 0, 30_000);
    assert.deepEqual(notice.map((d) => d.code), ['page-not-checked']);
    assert.match(String(notice[0].message), /took longer than 300 ms/);
    for (const page of ['a.mdx', 'z.mdx']) {
      const found = await client.waitForDiagnostics(uri(page), (d) => d.some((x) => x.code === 'broken-link'), 30_000);
      assert.ok(found.length > 0);
    }
    const logged = client.notifications.filter((n) => n.method === 'window/logMessage').map((n) => (n.params as { message: string }).message);
    assert.ok(logged.some((m) => /whole-site check: .*slow\.mdx took longer than 300 ms/.test(m)), logged.join('\n'));
    assert.ok(client.alive);
  });
});
