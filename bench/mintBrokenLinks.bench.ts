// Benchmark 9: wall time of `docsite check` (all rules, every core) against `mint broken-links` (the
// vendor's link check only) on three corpus sites of different sizes. The npm package `mint` is not
// a dependency of this project: set MINT_BIN to its binary (or install it into node_modules).
// mint runs as a user would run it in CI: telemetry off (with it on, mint waits up to 10 s at exit to
// send it). A run where mint stopped without checking the links (a page it cannot parse) is shown as
// mint's failure with its message, not timed as if it had checked.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { elapsedMs, fmt } from './stats';

// AgentOps-AI__agentops is one where mint stops at a page it cannot parse (a syntax error in
// local_clickhouse_setup.md, exit code 1): the table shows that as mint's failure, not a time.
const SITES = [path.join('corpus', 'Scale3-Labs__langtrace-docs'), path.join('corpus', 'AgentOps-AI__agentops'), path.join('corpus-modern', 'pipecat-ai__docs'), path.join('corpus-modern', 'langgenius__dify-docs')];

function timed(command: string, args: string[], cwd?: string): { ms: number; output: string; stopped?: string } {
  const t = process.hrtime.bigint();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, MINTLIFY_TELEMETRY_DISABLED: '1' } });
  const ms = elapsedMs(t);
  // A run that did not start, or was killed (the 300 s timeout), is a failure whatever it printed.
  const stopped = run.error ? `did not run: ${run.error.message}` : run.signal ? `killed by ${run.signal}` : undefined;
  return { ms, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''), stopped };
}

/** Why mint did not finish its link check, from its output; undefined when it reported on the links. */
export function mintFailure(output: string): string | undefined {
  if (/no broken links found|found \d+ broken links?/.test(output)) return undefined;
  // mint's error: the line after `erro`, and the indented lines that continue it.
  const lines = output.split('\n');
  const at = lines.findIndex((line) => /^\s*erro\s/.test(line));
  const end = at < 0 ? -1 : lines.findIndex((line, i) => i > at && !/^\s/.test(line));
  const error = at >= 0 ? lines.slice(at, end < 0 ? undefined : end).join(' ').replace(/^\s*erro\s+/, '') : (lines.filter(Boolean).pop() ?? 'no output');
  return error.replace(/\s+/g, ' ').trim().slice(0, 160);
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
      const ours = timed(process.execPath, [path.resolve('dist/cli.js'), 'check', dir, '--format', 'json']).ms;
      const mint = timed(bin, ['broken-links'], dir);
      const failed = mint.stopped ?? mintFailure(mint.output);
      lines.push(
        failed
          ? `| ${path.basename(rel)} | ${pages} | ${fmt(ours / 1000)} | failed after ${fmt(mint.ms / 1000)} s: ${failed.replace(/\|/g, '\\|')} | — |`
          : `| ${path.basename(rel)} | ${pages} | ${fmt(ours / 1000)} | ${fmt(mint.ms / 1000)} | ${(ours / mint.ms).toFixed(2)} |`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return lines;
}
