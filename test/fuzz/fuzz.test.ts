import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CALL_LIMIT_RATIO, runFuzz } from './fuzz';

/** CI's share: 10,000 cases with a fixed seed, so a failure replays exactly. `npm run fuzz` runs more. */
const CASES = Number(process.env.DOCSITE_FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.DOCSITE_FUZZ_SEED ?? 20261123);

it(`fuzz: ${CASES} mutated real inputs through every service entry point`, () => {
  const report = runFuzz(CASES, SEED);
  console.log(`fuzz: ${report.cases} cases, ${report.calls} calls, worst ${report.worstMs.toFixed(1)} ms (${report.worstCall}); limit ${report.limitMs.toFixed(0)} ms (${CALL_LIMIT_RATIO}× checking 400 KB of prose, ${report.calibrationMs.toFixed(0)} ms)`);
  assert.deepEqual(report.failures.slice(0, 5), []);
});
