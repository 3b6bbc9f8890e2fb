// `npm run fuzz`: the long fuzz run (100,000 cases by default). Prints the count and the worst time,
// and records them in bench/RESULTS.md's fuzz section (bench/FUZZ.md).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const cases = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? Date.now() % 1_000_000);
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
const { runFuzz } = require(resolve('out/test/fuzz/fuzz.js'));
// The load beside the figures: times on a shared machine move with it.
const loadBefore = os.loadavg()[0].toFixed(2);
const started = Date.now();
const report = runFuzz(cases, seed);
const line = `${report.cases} cases (seed ${seed}), ${report.calls} calls in ${((Date.now() - started) / 1000).toFixed(0)} s; worst call ${report.worstMs.toFixed(1)} ms (${report.worstCall}), limit ${report.limitMs.toFixed(0)} ms; ${report.failures.length} failures; 1-minute load average ${loadBefore} at the start and ${os.loadavg()[0].toFixed(2)} at the end (${os.availableParallelism()} cores)`;
console.log(line);
for (const f of report.failures) console.log(`\nFAIL seed=${f.seed} ${f.call} on ${f.source} after ${f.applied.join('+')}\n${f.error}`);
writeFileSync('bench/FUZZ.md', `### Fuzzing\n\n\`npm run fuzz\`: ${line}.\n`);
process.exitCode = report.failures.length ? 1 : 0;
