// Benchmark 2: completion and hover latency on a 200 KB docs.json, over the real LSP connection
// (round trip) and inside the service (the server's own time).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Position } from 'vscode-languageserver-types';
import { LspTestClient } from '../test/lsp/lspClient';
import { createLanguageService } from '../service/src/languageService';
import { InMemoryWorkspace } from '../test/support/inMemoryWorkspace';
import { elapsedMs, fmt, percentile } from './stats';

function bigConfig(): string {
  const groups = Array.from({ length: 250 }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: 20 }, (_, p) => `g${g}/page-${p}`) }));
  return JSON.stringify({ name: 'Big', colors: { primary: '#000000' }, modeToggle: { default: 'dark' }, navigation: groups }, null, 2);
}

/** Positions that exercise the interesting paths: a key, a value, an enum value, a page entry. */
function positions(text: string): Position[] {
  const doc = TextDocument.create('file:///x', 'json', 1, text);
  const at = (needle: string, delta: number) => doc.positionAt(text.indexOf(needle) + delta);
  return [at('"name"', 2), at('"dark"', 2), at('"g100/page-3"', 4), at('"Group 200"', 3), at('"colors"', 1)];
}

export async function run(): Promise<string[]> {
  const text = bigConfig();
  const points = positions(text);
  const lines = [`### 2. Completion and hover latency (docs.json of ${(text.length / 1024).toFixed(0)} KB)`, '', '| request | where | p50 (ms) | p95 (ms) |', '|---|---|---|---|'];

  // Server time: the service alone, with the parse cached as the server caches it per version.
  const ws = new InMemoryWorkspace({ '/b/docs.json': text });
  const service = createLanguageService(ws);
  const doc = TextDocument.create('file:///b/docs.json', 'json', 1, text);
  service.validate(doc);
  for (const [name, call] of [
    ['completion', (p: Position) => service.complete(doc, p)],
    ['hover', (p: Position) => service.hover(doc, p)],
  ] as const) {
    const samples: number[] = [];
    for (let i = 0; i < 400; i++) {
      const t = process.hrtime.bigint();
      call(points[i % points.length]);
      samples.push(elapsedMs(t));
    }
    lines.push(`| ${name} | service (server time) | ${fmt(percentile(samples, 50))} | ${fmt(percentile(samples, 95))} |`);
  }

  // Round trip through the real server process over stdio.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-'));
  fs.writeFileSync(path.join(dir, 'docs.json'), text);
  const client = new LspTestClient();
  try {
    await client.initialize(dir);
    const uri = 'file://' + path.join(dir, 'docs.json');
    client.open(uri, text);
    await client.waitForDiagnostics(uri);
    for (const method of ['textDocument/completion', 'textDocument/hover']) {
      const samples: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t = process.hrtime.bigint();
        await client.request(method, { textDocument: { uri }, position: points[i % points.length] });
        samples.push(elapsedMs(t));
      }
      lines.push(`| ${method.split('/')[1]} | LSP round trip | ${fmt(percentile(samples, 50))} | ${fmt(percentile(samples, 95))} |`);
    }
  } finally {
    await client.shutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
