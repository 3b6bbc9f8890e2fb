/**
 * Issue 36, item 2: seven files of a few hundred bytes that each `$ref` the next one ten times
 * describe 10^6 groups. `docsite check` took 45 s and 3.6 GB on them and passed (10^7 groups: out of
 * memory after 111 s). Now the `$ref` that would expand the configuration past the bound is an
 * error at that `$ref`, and nothing after it is expanded.
 *
 * The work is held to a count, not a clock: the process runs with a 512 MB heap, which the old
 * expansion overran (a crash, no report); the time guard is generous (the measurement is in
 * bench/NOTES.md).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { refFanOutFiles } from '../support/refFanOut';
import { CLI, makeTempFolder } from '../support/builtCli';

interface JsonReport {
  files: { path: string; diagnostics: { code: string; severity: string; message: string; line: number; column: number }[] }[];
  unchecked: unknown[];
  summary: { errors: number; unchecked: number; files: number };
}

describe('docsite check on a $ref fan-out of 10^6 groups', () => {
  let dir = '';
  before(() => {
    dir = makeTempFolder('docsite-ref-fan-out-', refFanOutFiles(6), { realPath: true });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('exits 1 with the one error at the $ref that crosses the bound, in the part that holds it, within a 512 MB heap', () => {
    const r = spawnSync(process.execPath, ['--max-old-space-size=512', CLI, 'check', '.', '--format', 'json'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
    });
    assert.equal(r.signal, null, `stopped by ${r.signal}: ${r.stderr}`);
    assert.equal(r.status, 1, r.stderr);
    const report = JSON.parse(r.stdout) as JsonReport;
    assert.equal(report.summary.unchecked, 0, 'every file checked, none ran out of memory or time');
    assert.equal(report.summary.files, 8, 'docs.json, six parts and the page');
    const errors = report.files.flatMap((f) => f.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ path: f.path, ...d })));
    assert.equal(errors.length, 1, JSON.stringify(errors));
    const [error] = errors;
    assert.equal(error.code, 'invalid-ref');
    assert.match(error.path, /^part\d\.json$/);
    assert.match(error.message, /^"\$ref" to "\.\/part\d\.json" is not followed: .*more than 100,000 JSON values/);
    // The error points at the `$ref` value in that file.
    const line = fs.readFileSync(path.join(dir, error.path), 'utf8').split('\n')[error.line - 1];
    assert.match(line.slice(error.column - 1), /^"\.\/part\d\.json"/);
  });
});
