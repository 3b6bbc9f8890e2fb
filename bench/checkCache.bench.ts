// Benchmark 8: `docsite check --cache` on the largest corpus site: a cold run (no cache) against a
// warm run after one page was edited, both on every core, as CI or a pre-commit hook would run it.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { elapsedMs, fmt } from './stats';

function largestSite(): { dir: string; pages: number } {
  let best = { dir: '', pages: 0 };
  for (const corpus of ['corpus', 'corpus-modern']) {
    const root = path.resolve('..', 'shared', corpus);
    for (const site of fs.readdirSync(root)) {
      const dir = path.join(root, site);
      if (!fs.existsSync(path.join(dir, 'docs.json')) && !fs.existsSync(path.join(dir, 'mint.json'))) continue;
      const pages = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f) && !f.includes('node_modules')).length;
      if (pages > best.pages) best = { dir, pages };
    }
  }
  return best;
}

function check(dir: string, cache: string): { ms: number; stdout: string } {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [path.resolve('dist/cli.js'), 'check', dir, '--format', 'json', '--cache', '--cache-location', cache], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ms: elapsedMs(t), stdout: r.stdout };
}

export async function run(): Promise<string[]> {
  const { dir: source, pages } = largestSite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-cache-'));
  const cache = path.join(dir, '.docsitecache');
  const site = path.join(dir, 'site');
  fs.cpSync(source, site, { recursive: true });
  try {
    const cold = check(site, cache);
    // One page edited: a paragraph added to the first page of the site that has a heading.
    const page = (fs.readdirSync(site, { recursive: true }) as string[]).filter((f) => /\.mdx$/.test(f)).sort().find((f) => /^## /m.test(fs.readFileSync(path.join(site, f), 'utf8')))!;
    fs.appendFileSync(path.join(site, page), '\n\nOne more paragraph.\n');
    const warm = check(site, cache);
    fs.rmSync(cache);
    const coldAgain = check(site, cache);
    return [
      `### 8. \`docsite check --cache\`: cold against warm (one page edited) on ${path.basename(source)} (${pages} pages), every core`,
      '',
      '| run | time (s) | ratio to cold |',
      '|---|---|---|',
      `| cold (no cache yet) | ${fmt(cold.ms / 1000)} | 1 |`,
      `| warm, after editing ${page} | ${fmt(warm.ms / 1000)} | ${(warm.ms / cold.ms).toFixed(3)} |`,
      '',
      `Warm report identical to a cold run of the edited site: ${warm.stdout === coldAgain.stdout ? 'yes' : 'NO'}. Target: warm ≤ 0.1× cold.`,
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
