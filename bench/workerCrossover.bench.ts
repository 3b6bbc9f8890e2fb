// Benchmark 4b: where a second worker pays. `docsite check` (dist/cli.js, as users run it) with
// `--jobs 1` and `--jobs 2` on every real site of the corpora, the runs interleaved so that machine
// noise hits both alike, with the CPU time and peak memory each run cost and the load average at the
// time. From the table it derives the smallest site (files and bytes) from which the second worker
// won on every site measured: the thresholds of the default `--jobs` (cli/src/workerPolicy.ts).
//
//   node out/bench/workerCrossover.bench.js [REPS]     (after tsc -p tsconfig.json and npm run build)
//
// Each run's CPU time (user + system, all threads) and peak RSS are the CLI process's own
// process.resourceUsage(), written at exit by a preloaded script.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FsWorkspace } from '../host/src';
import { discoverSites, listPages } from '../site/src';
import { FILES_PER_WORKER, BYTES_PER_WORKER } from '../cli/src/workerPolicy';
import { elapsedMs, median } from './stats';

/** A second worker "pays" when it makes the check at least this much faster (it costs 10–50 % more CPU and memory). */
const PAYS = 1.1;

interface Site {
  name: string;
  dir: string;
  files: number;
  bytes: number;
}

interface Sample {
  s: number;
  cpu: number;
  rssMb: number;
  load: number;
}

const PRELOAD = `process.on('exit', () => { const u = process.resourceUsage(); require('fs').writeSync(2, '\\nRUSAGE ' + JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, rssMb: u.maxRSS / 1024 }) + '\\n'); });\n`;

/** The sites of both corpora, with the files `docsite check` reads (docs.json and its pages) and their bytes. */
function corpusSites(): Site[] {
  const workspace = new FsWorkspace();
  const sites: Site[] = [];
  for (const corpus of ['corpus', 'corpus-modern']) {
    const root = path.resolve('..', 'shared', corpus);
    if (!fs.existsSync(root)) continue;
    for (const name of fs.readdirSync(root).sort()) {
      const dir = path.join(root, name);
      if (!fs.statSync(dir).isDirectory()) continue;
      let files = 0;
      let bytes = 0;
      for (const { docsRoot, configPath } of discoverSites(dir, workspace)) {
        for (const file of [configPath, ...listPages(docsRoot, workspace).values()]) {
          files++;
          bytes += fs.statSync(file).size;
        }
      }
      if (files > 0) sites.push({ name: `${corpus === 'corpus' ? '' : 'modern/'}${name}`, dir, files, bytes });
    }
  }
  return sites.sort((a, b) => a.files - b.files);
}

function check(preload: string, dir: string, jobs: number): Sample {
  const load = os.loadavg()[0];
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['-r', preload, path.resolve('dist/cli.js'), 'check', dir, '--format', 'json', '--jobs', String(jobs)], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const s = elapsedMs(t) / 1000;
  const usage = /RUSAGE (.*)/.exec(r.stderr ?? '');
  if (!usage || r.status === 2) throw new Error(`docsite check ${dir} --jobs ${jobs} failed (exit ${r.status}): ${r.stderr}`);
  const { cpu, rssMb } = JSON.parse(usage[1]) as { cpu: number; rssMb: number };
  return { s, cpu, rssMb, load };
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

/**
 * The thresholds (files, bytes) that start the second worker on the most sites where it paid and on
 * none where it did not: every candidate pair is a site's own figures.
 */
export function crossover(rows: { files: number; bytes: number; speedup: number }[]): { files: number; bytes: number; paid: number; lost: number } | undefined {
  let best: { files: number; bytes: number; paid: number; lost: number } | undefined;
  for (const a of rows) {
    for (const b of rows) {
      const chosen = rows.filter((r) => r.files >= a.files && r.bytes >= b.bytes);
      const lost = chosen.filter((r) => r.speedup < PAYS).length;
      const paid = chosen.length - lost;
      if (lost > 0 || paid === 0) continue;
      // Of the pairs that choose the same sites, the tightest: the smallest chosen site's own figures.
      if (!best || paid > best.paid) best = { files: Math.min(...chosen.map((r) => r.files)), bytes: Math.min(...chosen.map((r) => r.bytes)), paid, lost };
    }
  }
  return best;
}

export async function run(reps = Number(process.env.BENCH_REPS) || 2): Promise<string[]> {
  const preload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-crossover-')), 'rusage.cjs');
  fs.writeFileSync(preload, PRELOAD);
  const sites = corpusSites();
  const samples = new Map<string, { 1: Sample[]; 2: Sample[] }>(sites.map((s) => [s.name, { 1: [], 2: [] }]));
  const started = process.hrtime.bigint();
  for (let rep = 0; rep < reps; rep++) {
    for (const site of sites) {
      // Interleaved, and the order flips every repetition: neither side always runs on a warm cache.
      const order = rep % 2 === 0 ? [1, 2] : [2, 1];
      for (const jobs of order as (1 | 2)[]) samples.get(site.name)![jobs].push(check(preload, site.dir, jobs));
      process.stderr.write(`  ${site.name} rep ${rep + 1}/${reps}\n`);
    }
  }
  const cores = os.availableParallelism();
  const loads = [...samples.values()].flatMap((s) => [...s[1], ...s[2]].map((x) => x.load));
  const lines = [
    `### 4b. Worker crossover: \`docsite check --jobs 1\` against \`--jobs 2\` per site (${cores} cores, median of ${reps} interleaved runs)`,
    '',
    `Load average (1 min) during the runs: ${f2(Math.min(...loads))}–${f2(Math.max(...loads))}, median ${f2(median(loads))}; ${f1(elapsedMs(started) / 1000)} s in all.`,
    '',
    '| site | files | MB | jobs 1 (s) | jobs 2 (s) | speedup (1 ÷ 2) | CPU s (1 / 2) | peak RSS MB (1 / 2) | load |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const rows: { files: number; bytes: number; speedup: number }[] = [];
  for (const site of sites) {
    const { 1: one, 2: two } = samples.get(site.name)!;
    const m = (xs: Sample[], k: keyof Sample) => median(xs.map((x) => x[k]));
    const speedup = m(one, 's') / m(two, 's');
    rows.push({ files: site.files, bytes: site.bytes, speedup });
    lines.push(
      `| ${site.name} | ${site.files} | ${mb(site.bytes)} | ${f2(m(one, 's'))} | ${f2(m(two, 's'))} | ${f2(speedup)}× | ${f1(m(one, 'cpu'))} / ${f1(m(two, 'cpu'))} | ${Math.round(m(one, 'rssMb'))} / ${Math.round(m(two, 'rssMb'))} | ${f1(median([...one, ...two].map((x) => x.load)))} |`,
    );
  }
  const c = crossover(rows);
  const policy = `The default now (cli/src/workerPolicy.ts): a second worker from ${2 * FILES_PER_WORKER} files and ${mb(2 * BYTES_PER_WORKER)} MB.`;
  lines.push('');
  lines.push(
    c
      ? `Crossover: the second worker paid (≥ ${PAYS}× faster) on every site from ${c.files} files and ${mb(c.bytes)} MB (${c.paid} sites) and on ${rows.filter((r) => r.speedup >= PAYS).length - c.paid} of the ${rows.filter((r) => r.files < c.files || r.bytes < c.bytes).length} below. ${policy}`
      : `Crossover: no threshold starts the second worker only where it paid (≥ ${PAYS}×) on this run. ${policy}`,
  );
  return lines;
}

if (require.main === module) void run(Number(process.argv[2]) || undefined).then((lines) => console.log(lines.join('\n')));
