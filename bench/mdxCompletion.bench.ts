// Benchmark 2d: completion on an idle MDX page over the real server (node dist/server.js --stdio),
// and where the round trip's time goes when the service itself answers in a fraction of it. Each
// row adds one layer to the one above it, so the differences between rows are the layers' costs:
//
//   service            DocsLanguageService.complete in this process (the server's own work)
//   worker hop         the same request through a ValidationThread in this process (postMessage to
//                      the worker the server answers completion on, structured clone both ways)
//   stdio, no work     an LSP request the server does not know: JSON-RPC over the pipes both ways,
//                      no handler (the transport's floor)
//   completion         the real round trip, back to back, and paced as a writer types (a pause
//                      between requests lets every thread go to sleep: each request wakes three)
//   after an edit      a didChange just before the request: the check of the new version is queued
//                      on the worker ahead of it
//
// The load average is printed with the figures: on a shared 2-core machine they move with it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from '../host/src';
import { ValidationThread } from '../server/src/validationThread';
import { createLanguageService, type DocsLanguageService } from '../service/src/languageService';
import { resolveSettings } from '../site/src/settings';
import { LspTestClient } from '../test/lsp/lspClient';
import { generateSite } from './generatedSite';
import { elapsedMs, fmt, percentile } from './stats';

/** The idle page of benchmark 7: a `<` where the writer asks for a component. */
const PAGE = '---\ntitle: Writing\ndescription: A page being written.\n---\n\n## Links\n\nSee [a page](/section-0/page-1) and <Note>a note</Note>.\n\n<\n';
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 400;
const WARM_UP = 30;

type Row = { what: string; samples: number[]; note?: string };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sample(count: number, pacedMs: number, once: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < WARM_UP + count; i++) {
    if (pacedMs > 0) await pause(pacedMs);
    const t = process.hrtime.bigint();
    await once(i);
    if (i >= WARM_UP) out.push(elapsedMs(t));
  }
  return out;
}

export async function run(): Promise<string[]> {
  const dir = generateSite(200);
  const file = path.join(dir, 'writing.mdx');
  fs.writeFileSync(file, PAGE);
  const uri = 'file://' + file;
  const lines = PAGE.split('\n');
  const position = { line: lines.length - 2, character: 1 };
  const settings = resolveSettings({});
  const rows: Row[] = [];
  const loads: number[] = [os.loadavg()[0]];
  let responseChars = 0;
  try {
    // 1. The service alone, on the disk the server reads.
    const service = createLanguageService(new FsWorkspace());
    const doc = TextDocument.create(uri, 'mdx', 1, PAGE);
    service.validate(doc);
    rows.push({ what: 'service (in process)', samples: await sample(SAMPLES, 0, async () => service.complete(doc, position)) });
    const list = service.complete(doc, position);
    responseChars = JSON.stringify(list).length;
    const serialize = await sample(SAMPLES, 0, async () => JSON.parse(JSON.stringify({ jsonrpc: '2.0', id: 1, result: list })));
    rows.push({ what: 'JSON of the answer (stringify + parse, one side)', samples: serialize });

    // 2. The worker hop: the thread the server answers completion on, in this process.
    const thread = new ValidationThread(60_000, () => {}, path.resolve('dist/validationWorker.js'));
    const snapshot = { uri, languageId: 'mdx', version: 1, text: PAGE };
    await thread.check({ ...snapshot, settings }, 60_000);
    const target = { scope: 'document' as const, document: snapshot, context: { settings, createFiles: false, extensionCommands: true } };
    const complete = () => thread.request('completion', target, { textDocument: { uri }, position }, 60_000);
    rows.push({ what: 'worker hop (ValidationThread, in process)', samples: await sample(SAMPLES, 0, complete) });
    rows.push({ what: 'worker hop, paced 5 ms', samples: await sample(SAMPLES, 5, complete) });
    thread.dispose();
    loads.push(os.loadavg()[0]);

    // 3. The real server over stdio, scope openFiles: nothing runs but what the client asks.
    const client = new LspTestClient();
    client.settings = { validation: { scope: 'openFiles' } };
    try {
      await client.initialize(dir);
      client.open(uri, PAGE, 'mdx');
      await client.waitForDiagnostics(uri, () => true, 60_000);
      await pause(500);
      const unknown = () => client.request('docsite/benchNoSuchMethod', {}).catch(() => undefined);
      const completion = () => client.request('textDocument/completion', { textDocument: { uri }, position });
      rows.push({ what: 'stdio, no work (unknown method)', samples: await sample(SAMPLES, 0, unknown) });
      rows.push({ what: 'stdio, no work, paced 5 ms', samples: await sample(SAMPLES, 5, unknown) });
      rows.push({ what: 'completion, back to back', samples: await sample(SAMPLES, 0, completion) });
      rows.push({ what: 'completion, paced 5 ms (benchmark 7)', samples: await sample(SAMPLES, 5, completion) });
      // The client's own share: serializing and writing the request (the synchronous part of sendRequest).
      const sends: number[] = [];
      await sample(SAMPLES, 0, async () => {
        const t = process.hrtime.bigint();
        const answer = completion();
        sends.push(elapsedMs(t));
        await answer;
      });
      rows.push({ what: "client's send (serialize + write, synchronous part)", samples: sends.slice(WARM_UP) });
      loads.push(os.loadavg()[0]);
      // 4. Typing: each request right after an edit (a new version whose check is queued first).
      let version = 1;
      const edited = await sample(Math.min(SAMPLES, 200), 5, async (i) => {
        client.change(uri, PAGE.replace('a note', `a note ${i}`), ++version);
        return completion();
      });
      rows.push({ what: 'completion right after an edit, paced 5 ms', samples: edited, note: 'waits for the check of the new version' });
    } finally {
      await client.shutdown();
    }
    loads.push(os.loadavg()[0]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const out = [
    `### 2d. Completion on an idle MDX page: where the round trip's time goes (${SAMPLES} requests a row after ${WARM_UP} not counted; answer ${(responseChars / 1024).toFixed(1)} KB of JSON)`,
    '',
    `Load average (1 min) during the run: ${loads.map((l) => l.toFixed(2)).join(', ')} (${os.availableParallelism()} cores).`,
    '',
    '| layer | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |',
    '|---|---|---|---|---|',
  ];
  for (const r of rows) out.push(`| ${r.what}${r.note ? ` (${r.note})` : ''} | ${fmt(percentile(r.samples, 50))} | ${fmt(percentile(r.samples, 95))} | ${fmt(percentile(r.samples, 99))} | ${fmt(Math.max(...r.samples))} |`);
  return out;
}

if (require.main === module) void run().then((lines) => console.log(lines.join('\n')));
