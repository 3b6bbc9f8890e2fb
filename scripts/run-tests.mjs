// Compiles the TypeScript sources and tests with tsc (which also type-checks), then runs one test
// tier with node's own test runner. Usage: node scripts/run-tests.mjs unit|lsp|cli|fuzz
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const tier = process.argv[2];
if (!['unit', 'lsp', 'cli', 'fuzz'].includes(tier)) throw new Error(`unknown test tier ${tier}`);
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
