// Benchmark 2b (issue 11, finding 2): the four deeply nested pages of the report. Each is timed in
// the service (validate), the preview renderer and `docsite check`, and completion latency on a
// normal page is measured over the real LSP connection while they are open and being re-checked.
// The goal: each page well under 1 s everywhere, completion p95 ≤ 50 ms.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from '../host/src/fsWorkspace';
import { createLanguageService } from '../service/src/languageService';
import { renderPage } from '../preview/src/render';
import { LspTestClient } from '../test/lsp/lspClient';
import { HOSTILE_PAGES, NORMAL_PAGE, NORMAL_POSITION, writeHostileSite } from '../test/lsp/hostileSite';
import { elapsedMs, fmt, percentile } from './stats';

/** The report's times before the nesting bounds, for comparison. */
const BEFORE: Record<string, string> = { 'dashes.mdx': '15.4 s / 12.7 s / 13.1 s', 'stars.mdx': '70 s / 68.9 s / –', 'braces.mdx': '47 s / 37 s / –', 'quotes.mdx': '51.5 s / – / –' };

function worstOf(runs: number, f: () => unknown): number {
  let worst = 0;
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    f();
    worst = Math.max(worst, elapsedMs(t));
  }
  return worst;
}

export async function run(): Promise<string[]> {
  const dir = writeHostileSite();
  const lines = [
    '### 2b. Deeply nested pages (issue 11): worst of 20 runs, and completion while they are open',
    '',
    '| page | service validate (ms) | preview render (ms) | `docsite check` of the page, whole process (ms) | before: server / preview / check |',
    '|---|---|---|---|---|',
  ];
  try {
    const workspace = new FsWorkspace();
    const service = createLanguageService(workspace);
    let version = 0;
    for (const [file, text] of Object.entries(HOSTILE_PAGES)) {
      const pagePath = path.join(dir, file);
      const validate = worstOf(20, () => service.validate(TextDocument.create('file://' + pagePath, 'mdx', ++version, text)));
      const render = worstOf(20, () => renderPage(text, { pagePath, docsRoot: dir, workspace, assetUrl: (p) => p }));
      const single = fs.mkdtempSync(path.join(dir, 'one-'));
      fs.writeFileSync(path.join(single, 'docs.json'), JSON.stringify({ name: 'One', navigation: [{ group: 'G', pages: ['page'] }] }));
      fs.writeFileSync(path.join(single, 'page.mdx'), text);
      const t = process.hrtime.bigint();
      try {
        execFileSync(process.execPath, [path.resolve('dist/cli.js'), 'check', single], { stdio: 'ignore' });
      } catch {
        // Findings make the exit code non-zero; only the time matters here.
      }
      const check = elapsedMs(t);
      lines.push(`| ${file} | ${fmt(validate)} | ${fmt(render)} | ${fmt(check)} | ${BEFORE[file]} |`);
    }

    // Completion on guide.mdx over stdio while the four pages are open and edited (each edit makes
    // the server check that page again).
    const client = new LspTestClient();
    try {
      await client.initialize(dir);
      const hostile = Object.entries(HOSTILE_PAGES).map(([file, text]) => ({ uri: 'file://' + path.join(dir, file), text }));
      for (const page of hostile) client.open(page.uri, page.text, 'mdx');
      await Promise.all(hostile.map((page) => client.waitForDiagnostics(page.uri, (d) => d.length > 0)));
      const guide = 'file://' + path.join(dir, 'guide.mdx');
      client.open(guide, NORMAL_PAGE, 'mdx');
      const samples: number[] = [];
      for (let i = 0; i < 300; i++) {
        const page = hostile[i % hostile.length];
        client.change(page.uri, page.text + (i % 2 ? ' ' : ''), i + 2);
        const t = process.hrtime.bigint();
        await client.request('textDocument/completion', { textDocument: { uri: guide }, position: NORMAL_POSITION });
        samples.push(elapsedMs(t));
      }
      lines.push('', `Completion on a normal page while the four are open and re-checked (300 requests, LSP round trip): p50 ${fmt(percentile(samples, 50))} ms, p95 ${fmt(percentile(samples, 95))} ms (goal: p95 ≤ 50 ms).`);
    } finally {
      await client.shutdown();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
