// Benchmark 8: `docsite check --cache` on the corpus: a cold run (no cache) against a warm run with
// nothing changed and a warm run after one page was edited, all on every core, as CI or a
// pre-commit hook would run it. On the largest site (pages) and on the site with the largest
// OpenAPI files, whose docs.json check parses them (issue 27: warm runs skip unchanged specs).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { isSpecCandidate, looksLikeOpenApi } from '../service/src/openapi/scope';
import { elapsedMs, fmt } from './stats';

interface Site {
  dir: string;
  pages: number;
  /** Bytes of its OpenAPI files. */
  specBytes: number;
}

function corpusSites(): Site[] {
  const sites: Site[] = [];
  for (const corpus of ['corpus', 'corpus-modern']) {
    const root = path.resolve('..', 'shared', corpus);
    for (const site of fs.readdirSync(root)) {
      const dir = path.join(root, site);
      if (!fs.existsSync(path.join(dir, 'docs.json')) && !fs.existsSync(path.join(dir, 'mint.json'))) continue;
      const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.includes('node_modules'));
      const pages = files.filter((f) => /\.mdx?$/.test(f)).length;
      let specBytes = 0;
      for (const f of files.filter((f) => isSpecCandidate(f))) {
        const text = fs.readFileSync(path.join(dir, f), 'utf8');
        if (looksLikeOpenApi(text)) specBytes += Buffer.byteLength(text);
      }
      sites.push({ dir, pages, specBytes });
    }
  }
  return sites;
}

function check(dir: string, cache: string): { ms: number; stdout: string } {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [path.resolve('dist/cli.js'), 'check', dir, '--format', 'json', '--cache', '--cache-location', cache], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ms: elapsedMs(t), stdout: r.stdout };
}

function measure(source: Site, why: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-cache-'));
  const cache = path.join(dir, '.docsitecache');
  const site = path.join(dir, 'site');
  fs.cpSync(source.dir, site, { recursive: true });
  try {
    const cold = check(site, cache);
    const unchanged = check(site, cache);
    // One page edited: a paragraph added to the first page of the site that has a heading.
    const page = (fs.readdirSync(site, { recursive: true }) as string[]).filter((f) => /\.mdx$/.test(f)).sort().find((f) => /^## /m.test(fs.readFileSync(path.join(site, f), 'utf8')))!;
    fs.appendFileSync(path.join(site, page), '\n\nOne more paragraph.\n');
    const edited = check(site, cache);
    fs.rmSync(cache);
    const coldAgain = check(site, cache);
    const ratio = (ms: number) => (ms / cold.ms).toFixed(3);
    return [
      `#### ${path.basename(source.dir)} (${why}: ${source.pages} pages, ${fmt(source.specBytes / 1e6)} MB of OpenAPI files)`,
      '',
      '| run | time (s) | ratio to cold |',
      '|---|---|---|',
      `| cold (no cache yet) | ${fmt(cold.ms / 1000)} | 1 |`,
      `| warm, nothing changed | ${fmt(unchanged.ms / 1000)} | ${ratio(unchanged.ms)} |`,
      `| warm, after editing ${page} | ${fmt(edited.ms / 1000)} | ${ratio(edited.ms)} |`,
      '',
      `Warm reports identical to cold runs: nothing changed ${unchanged.stdout === cold.stdout ? 'yes' : 'NO'}, page edited ${edited.stdout === coldAgain.stdout ? 'yes' : 'NO'}. Load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}.`,
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<string[]> {
  const sites = corpusSites();
  const largest = sites.reduce((a, b) => (b.pages > a.pages ? b : a));
  const specs = sites.reduce((a, b) => (b.specBytes > a.specBytes ? b : a));
  // DOCSITE_BENCH_SPECS_ONLY=1: only the site with the largest OpenAPI files (the quicker figures).
  const chosen: [Site, string][] = process.env.DOCSITE_BENCH_SPECS_ONLY ? [[specs, 'largest OpenAPI files']] : [[largest, 'most pages'], ...(specs === largest ? [] : [[specs, 'largest OpenAPI files'] as [Site, string]])];
  return [
    '### 8. `docsite check --cache`: cold against warm (nothing changed, one page edited), every core',
    '',
    ...chosen.flatMap(([site, why]) => [...measure(site, why), '']),
    'Target: warm (one page edited) ≤ 0.1× cold on the largest site, ≤ 0.03× cold on the site with the largest OpenAPI files.',
  ];
}
