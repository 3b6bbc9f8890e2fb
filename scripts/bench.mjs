// Runs every benchmark in bench/ (compiled by tsc), prints the figures and writes bench/RESULTS.md.
// The figures are for reading, not for passing or failing: absolute times on shared machines are noise,
// so each benchmark runs ours and a peer side by side and reports the ratio.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
/** The benchmarks in the order the issue numbers them. */
const ORDER = ['docsJson', 'lspLatency', 'mdxCompletion', 'hostileLatency', 'pageDiagnostics', 'siteThroughput', 'workerCrossover', 'serverMemory', 'workspacePass', 'checkCache', 'mintBrokenLinks', 'openapi', 'previewChrome'];
const byNumber = (a, b) => ORDER.findIndex((n) => a.startsWith(n)) - ORDER.findIndex((n) => b.startsWith(n));
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
const only = process.argv[2];
const files = readdirSync('out/bench').filter((f) => f.endsWith('.bench.js') && (!only || f.includes(only))).sort(byNumber);
const sections = [];
/** Each section states the load it was measured under: figures on a shared machine move with it. */
const load = () => os.loadavg()[0].toFixed(2);
const withLoad = (lines, before) => [...lines, '', `_Measured under a 1-minute load average of ${before} at the start and ${load()} at the end (${os.availableParallelism()} cores; the benchmark's own work counts in it)._`];
for (const file of files) {
  const mod = require(resolve('out/bench', file));
  const before = load();
  const lines = withLoad(await mod.run(), before);
  console.log(lines.join('\n') + '\n');
  sections.push(lines.join('\n'));
}
// 6. The preview numbers come from a browser benchmark of its own (Chromium via playwright-core).
if (!only || only === 'preview') {
  const before = load();
  const out = execFileSync(process.execPath, ['bench/preview.mjs'], { encoding: 'utf8' });
  const lines = withLoad(['### 6. Preview: render time of a 500-line page, keystroke → painted in Chromium', '', '```', out.trim(), '```'], before);
  console.log(lines.join('\n') + '\n');
  sections.push(lines.join('\n'));
}
const notesFile = 'bench/NOTES.md';
const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : '';
// The long fuzz run (`npm run fuzz`) records its count and worst time in bench/FUZZ.md.
const fuzzFile = 'bench/FUZZ.md';
if (existsSync(fuzzFile)) sections.push(readFileSync(fuzzFile, 'utf8').trim());
const header = `# Benchmark results\n\nMachine: ${process.platform} ${process.arch}, ${os.availableParallelism()} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. Written by \`npm run bench\`.\n`;
if (!only) writeFileSync('bench/RESULTS.md', [header, ...sections, notes].join('\n\n') + '\n');
