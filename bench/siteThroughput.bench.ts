// Benchmark 4: whole-site check throughput (docs.json + every page, as `docsite check` runs it) on the
// corpus and on a generated 10,000-page site, with markdownlint-cli2 on the same pages as a familiar
// reference (it parses with micromark too).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generateSite } from './generatedSite';
import { elapsedMs, fmt } from './stats';

/** `docsite check` as users run it (dist/cli.js), with `jobs` worker threads; files counted from its JSON. */
function ours(dir: string, jobs: number): { pages: number; ms: number } {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [path.resolve('dist/cli.js'), 'check', dir, '--format', 'json', '--jobs', String(jobs)], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = elapsedMs(t);
  const summary = (JSON.parse(r.stdout) as { summary?: { files?: number } }).summary;
  return { pages: summary?.files ?? 0, ms };
}

function markdownlint(dir: string): number | undefined {
  const bin = path.resolve('node_modules/.bin/markdownlint-cli2');
  if (!fs.existsSync(bin)) return undefined;
  const t = process.hrtime.bigint();
  spawnSync(bin, ['**/*.{md,mdx}', '#node_modules'], { cwd: dir, stdio: 'ignore' });
  return elapsedMs(t);
}

export async function run(): Promise<string[]> {
  const cores = os.availableParallelism();
  const lines = [
    `### 4. Whole-site check throughput: \`docsite check\` on one worker and on all ${cores} cores`,
    '',
    '| site | files | ours, --jobs 1 (s) | pages/s | ours, --jobs ' + cores + ' (s) | pages/s | markdownlint-cli2 (s) | markdownlint (pages/s) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const cases: [string, string, boolean][] = [
    ['corpus (11 sites)', path.resolve('..', 'shared', 'corpus'), false],
    ['corpus-modern (11 sites)', path.resolve('..', 'shared', 'corpus-modern'), false],
    ['generated 10,000 pages', generateSite(10_000), true],
  ];
  for (const [label, dir, temporary] of cases) {
    const one = ours(dir, 1);
    const all = ours(dir, cores);
    const m = markdownlint(dir);
    const rate = (ms: number) => Math.round(one.pages / (ms / 1000));
    lines.push(`| ${label} | ${one.pages} | ${fmt(one.ms / 1000)} | ${rate(one.ms)} | ${fmt(all.ms / 1000)} | ${rate(all.ms)} | ${m === undefined ? 'n/a' : fmt(m / 1000)} | ${m === undefined ? 'n/a' : rate(m)} |`);
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
