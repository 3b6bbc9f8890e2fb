// Benchmark 4: whole-site check throughput (docs.json + every page, as `docsite check` runs it) on the
// corpus and on a generated 10,000-page site, with markdownlint-cli2 on the same pages as a familiar
// reference (it parses with micromark too).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCheck } from '../server/src/cli/check';
import { resolveSettings } from '../server/src/service/settings';
import { corpusPages } from './corpusPages';
import { elapsedMs, fmt } from './stats';

/** A site of `count` pages made from corpus pages, spread over folders, with a docs.json listing them. */
function generateSite(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-site-'));
  const sources = corpusPages().filter((p) => p.text.length < 20_000);
  const groups: { group: string; pages: string[] }[] = [];
  for (let i = 0; i < count; i++) {
    const folder = `section-${Math.floor(i / 100)}`;
    const id = `${folder}/page-${i}`;
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    fs.writeFileSync(path.join(dir, id + '.mdx'), sources[i % sources.length].text);
    if (i % 100 === 0) groups.push({ group: `Section ${i / 100}`, pages: [] });
    groups[groups.length - 1].pages.push(id);
  }
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Generated', navigation: groups }, null, 2));
  return dir;
}

function ours(dir: string): { pages: number; ms: number } {
  const t = process.hrtime.bigint();
  const result = runCheck({ dir, settings: resolveSettings({}) });
  return { pages: result.checkedFiles, ms: elapsedMs(t) };
}

function markdownlint(dir: string): number | undefined {
  const bin = path.resolve('node_modules/.bin/markdownlint-cli2');
  if (!fs.existsSync(bin)) return undefined;
  const t = process.hrtime.bigint();
  spawnSync(bin, ['**/*.{md,mdx}', '#node_modules'], { cwd: dir, stdio: 'ignore' });
  return elapsedMs(t);
}

export async function run(): Promise<string[]> {
  const lines = ['### 4. Whole-site check throughput (one process, one core for the checks)', '', '| site | files | ours (s) | ours (pages/s) | markdownlint-cli2 (s) | markdownlint (pages/s) |', '|---|---|---|---|---|---|'];
  const cases: [string, string, boolean][] = [['corpus (11 sites)', path.resolve('..', 'shared', 'corpus'), false], ['generated 10,000 pages', generateSite(10_000), true]];
  for (const [label, dir, temporary] of cases) {
    const o = ours(dir);
    const m = markdownlint(dir);
    lines.push(`| ${label} | ${o.pages} | ${fmt(o.ms / 1000)} | ${Math.round(o.pages / (o.ms / 1000))} | ${m === undefined ? 'n/a' : fmt(m / 1000)} | ${m === undefined ? 'n/a' : Math.round(o.pages / (m / 1000))} |`);
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
