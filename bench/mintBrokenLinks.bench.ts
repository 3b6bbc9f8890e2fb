// Benchmark 9: wall time of `docsite check` (all rules, every core) against `mint broken-links` (the
// vendor's link check only) on three corpus sites of different sizes. The npm package `mint` is not
// a dependency of this project: set MINT_BIN to its binary (or install it into node_modules).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { elapsedMs, fmt } from './stats';

const SITES = [path.join('corpus', 'Scale3-Labs__langtrace-docs'), path.join('corpus-modern', 'pipecat-ai__docs'), path.join('corpus-modern', 'langgenius__dify-docs')];

function timed(command: string, args: string[], cwd?: string): number {
  const t = process.hrtime.bigint();
  spawnSync(command, args, { cwd, stdio: 'ignore', timeout: 300_000 });
  return elapsedMs(t);
}

export async function run(): Promise<string[]> {
  const bin = process.env.MINT_BIN ?? path.resolve('node_modules/.bin/mint');
  const lines = ['### 9. `docsite check` against `mint broken-links`, wall time', ''];
  if (!fs.existsSync(bin)) return [...lines, 'Not measured: the npm package `mint` is not installed (set MINT_BIN to its binary).'];
  lines.push('| site | pages | ours (s) | mint broken-links (s) | ratio |', '|---|---|---|---|---|');
  for (const rel of SITES) {
    const source = path.resolve('..', 'shared', rel);
    if (!fs.existsSync(source)) continue;
    // mint writes into the site folder: it runs on a copy.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-mint-'));
    fs.cpSync(source, dir, { recursive: true });
    try {
      const pages = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).length;
      const ours = timed(process.execPath, [path.resolve('dist/cli.js'), 'check', dir, '--format', 'json']);
      const mint = timed(bin, ['broken-links'], dir);
      lines.push(`| ${path.basename(rel)} | ${pages} | ${fmt(ours / 1000)} | ${fmt(mint / 1000)} | ${(ours / mint).toFixed(2)} |`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return lines;
}
