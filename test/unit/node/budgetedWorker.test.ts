/**
 * The order BudgetedWorker runs its jobs in: a request someone waits on (completion, hover on the
 * language server's worker) goes before queued checks, in the order asked among requests.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BudgetedWorker } from '../../../host/src/budgetedWorker';

/** A worker that answers each job with the job itself, speaking the protocol of serveBudgetedJobs. */
const ECHO_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => { if (m.type === 'job') parentPort.postMessage({ type: 'result', id: m.id, result: m.job }); });
parentPort.postMessage({ type: 'ready' });
`;

describe('BudgetedWorker: job order', () => {
  let dir: string;
  let script: string;

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-budgeted-worker-'));
    script = path.join(dir, 'echo.js');
    fs.writeFileSync(script, ECHO_WORKER);
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs `ahead` jobs before queued ones that are not, in the order they were asked', async () => {
    const worker = new BudgetedWorker<string, string>(script, {}, (where, e) => assert.fail(`${where}: ${e}`));
    const finished: string[] = [];
    const run = (key: string, ahead: boolean) => worker.run(key, key, 10_000, { ahead }).then((outcome) => finished.push(outcome.kind === 'done' ? outcome.result : outcome.kind));
    try {
      // The thread is still starting: every job waits in the queue until it is ready.
      await Promise.all([run('check a', false), run('check b', false), run('completion', true), run('hover', true), run('check c', false)]);
      assert.deepEqual(finished, ['completion', 'hover', 'check a', 'check b', 'check c']);
    } finally {
      worker.dispose();
    }
  });

  it('still supersedes a queued job of the same key, ahead or not', async () => {
    const worker = new BudgetedWorker<string, string>(script, {}, (where, e) => assert.fail(`${where}: ${e}`));
    try {
      const outcomes = await Promise.all([worker.run('check', 'first', 10_000), worker.run('completion', 'old', 10_000, { ahead: true }), worker.run('completion', 'new', 10_000, { ahead: true })]);
      assert.deepEqual(outcomes.map((o) => (o.kind === 'done' ? o.result : o.kind)), ['first', 'superseded', 'new']);
    } finally {
      worker.dispose();
    }
  });
});
