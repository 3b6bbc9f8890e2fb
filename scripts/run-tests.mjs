// Compiles the TypeScript sources and tests with tsc (which also type-checks), then runs one test
// tier with node's own test runner. Usage: node scripts/run-tests.mjs unit|corpus|lsp|cli|fuzz [--write-tables]
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const tier = process.argv[2];
if (!['unit', 'corpus', 'lsp', 'cli', 'fuzz'].includes(tier)) throw new Error(`unknown test tier ${tier}`);
// These tiers run on the real sites beside the repository: without them they fail at once, saying
// why, rather than skip (a skipped corpus would pass a run that checked nothing real).
if (['corpus', 'lsp', 'cli', 'fuzz'].includes(tier)) {
  const missing = ['corpus', 'corpus-modern'].map((name) => resolve('..', 'shared', name)).filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    console.error(`The ${tier} tests need the real sites beside the repository, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: clone the shared folder next to this one (CI does).`);
    process.exit(1);
  }
}
// `corpus --write-tables` writes the generated corpus tables in docs/ (tests never rewrite them).
if (process.argv.includes('--write-tables')) process.env.DOCSITE_WRITE_TABLES = '1';

/**
 * Deletes what tsc once wrote to out/ from a source that is gone (a test moved or deleted), so no
 * stale compiled test runs: out/ is kept between runs for the incremental compile, not wiped.
 */
function removeOrphans(outDir) {
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const compiled = join(entry.parentPath ?? entry.path, entry.name);
    const relative = compiled.slice(outDir.length + 1);
    const source = relative.endsWith('.js') ? relative.slice(0, -3) + '.ts' : relative.endsWith('.js.map') ? relative.slice(0, -7) + '.ts' : relative.endsWith('.json') ? relative : undefined;
    if (source !== undefined && !existsSync(source)) rmSync(compiled);
  }
}

// Everything is type-checked on every run; tsc's build info (in out/) lets it re-check and re-emit
// only what changed since the last run. The webview script is bundled by esbuild, which does not
// type-check: it is checked here too, at the same time.
if (existsSync('out')) removeOrphans('out');
const tsc = (...args) => promisify(execFile)(process.execPath, ['node_modules/typescript/bin/tsc', ...args], { maxBuffer: 64 * 1024 * 1024 });
const checks = await Promise.allSettled([
  tsc('-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'out/tsconfig.tsbuildinfo'),
  tsc('-p', 'webview/tsconfig.json', '--incremental', '--tsBuildInfoFile', 'out/webview.tsbuildinfo'),
]);
for (const check of checks) {
  const { stdout, stderr } = check.status === 'fulfilled' ? check.value : check.reason;
  process.stdout.write(stdout ?? '');
  process.stderr.write(stderr ?? '');
}
if (checks.some((check) => check.status === 'rejected')) process.exit(1);

const dir = join('out', 'test', tier);
const files = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.js'))
  .map((f) => join(dir, f));
// Unit test files run one per core (node's default leaves one core idle); the other tiers keep the
// default, as their budget and ratio tests time work that must not compete with another file.
const concurrency = tier === 'unit' ? [`--test-concurrency=${availableParallelism()}`] : [];
execFileSync(process.execPath, ['--test', '--test-reporter=spec', ...concurrency, ...files], { stdio: 'inherit' });
