import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { runCheck } from '../../cli/src/check';
import { BYTES_PER_WORKER, defaultJobs, FILES_PER_WORKER } from '../../cli/src/workerPolicy';
import { resolveSettings } from '../../site/src/settings';
import { runCli } from '../support/builtCli';

/** The smallest corpus site the default starts a second worker on (871 files, 6.62 MB; cli/src/workerPolicy.ts). */
const BIG_SITE = path.resolve('..', 'shared', 'corpus-modern', 'langgenius__dify-docs');

const CACHE_HOME = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-policy-home-'));
after(() => fs.rmSync(CACHE_HOME, { recursive: true, force: true }));

function check(...args: string[]) {
  return runCli(['check', BIG_SITE, '--format', 'json', ...args], { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, XDG_CACHE_HOME: CACHE_HOME } });
}

describe('the default --jobs', () => {
  it('starts one worker per measured share of files and bytes, never more than the cores', () => {
    const share = { files: FILES_PER_WORKER, bytes: BYTES_PER_WORKER };
    assert.equal(defaultJobs(2, { files: 2 * share.files - 1, bytes: 10 * share.bytes }), 1, 'too few files for two');
    assert.equal(defaultJobs(2, { files: 10 * share.files, bytes: 2 * share.bytes - 1 }), 1, 'too few bytes for two');
    assert.equal(defaultJobs(2, { files: 2 * share.files, bytes: 2 * share.bytes }), 2);
    assert.equal(defaultJobs(2, { files: 100 * share.files, bytes: 100 * share.bytes }), 2, 'no more than the cores');
    assert.equal(defaultJobs(4, { files: 3 * share.files, bytes: 100 * share.bytes }), 3);
    assert.equal(defaultJobs(1, { files: 100 * share.files, bytes: 100 * share.bytes }), 1);
    assert.equal(defaultJobs(8, { files: 0, bytes: 0 }), 1, 'at least one');
  });

  it('uses two workers on a site past the crossover, and the report is byte-identical with --jobs 1, the default and --jobs 4', async () => {
    assert.ok(os.availableParallelism() >= 2, 'this test needs two cores to see the default start a second worker');
    // In process, the default's choice on this site (the CLI's own run does not tell it).
    const result = await runCheck({ dir: BIG_SITE, settings: resolveSettings({}) });
    assert.equal(result.workers, 2, 'the default starts a second worker on this site');
    const one = check('--jobs', '1');
    const byDefault = check();
    const four = check('--jobs', '4');
    assert.ok(JSON.parse(one.stdout).files.length > 0, 'the site has findings to compare');
    assert.equal(byDefault.code, one.code);
    assert.equal(four.code, one.code);
    assert.equal(byDefault.stdout, one.stdout);
    assert.equal(four.stdout, one.stdout);
  });
});
