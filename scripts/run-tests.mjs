// Compiles the TypeScript sources and tests with tsc (which also type-checks), then runs one test
// tier with node's own test runner. Usage: node scripts/run-tests.mjs unit|corpus|lsp|cli|fuzz [--write-tables]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
rmSync('out', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
// The webview script is bundled by esbuild, which does not type-check: check it here.
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'webview/tsconfig.json'], { stdio: 'inherit' });
const dir = join('out', 'test', tier);
const files = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.js'))
  .map((f) => join(dir, f));
execFileSync(process.execPath, ['--test', '--test-reporter=spec', ...files], { stdio: 'inherit' });
