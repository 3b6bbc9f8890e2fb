/**
 * Issue 21 item 8: the same files give the same report on an idle machine and under load. A real
 * site of ../shared/corpus-modern is checked twice, once while 8 busy processes per core compete for
 * the machine and once without them, and the two JSON reports must be byte-identical: what a page
 * may hold is bounded by counts before parsing, and the time budget is a last resort far above any
 * real page, so no page becomes page-not-checked because the machine was slow.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { CLI } from '../support/builtCli';

const SITE = path.resolve('../shared/corpus-modern/coinbase__x402');
const BUSY_PER_CORE = 8;

/** Runs `docsite check SITE --format json`; resolves with its stdout and exit code. */
async function checkSite(): Promise<{ stdout: string; status: number | null }> {
  const child = spawn(process.execPath, [CLI, 'check', SITE, '--format', 'json'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  return { stdout: Buffer.concat(chunks).toString('utf8'), status };
}

/** Starts `count` processes that spin forever; resolves once every one is running. */
async function startLoad(count: number, into: ChildProcess[]): Promise<void> {
  for (let i = 0; i < count; i++) into.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  await Promise.all(into.map((child) => once(child, 'spawn')));
}

async function stopLoad(load: ChildProcess[]): Promise<void> {
  const exits = load.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => once(child, 'exit'));
  for (const child of load) child.kill('SIGKILL');
  await Promise.all(exits);
}

describe('docsite check under load', () => {
  it(`gives the byte-identical report with ${BUSY_PER_CORE} busy processes per core and with none`, async () => {
    const load: ChildProcess[] = [];
    let loaded: { stdout: string; status: number | null };
    try {
      await startLoad(BUSY_PER_CORE * os.availableParallelism(), load);
      loaded = await checkSite();
    } finally {
      await stopLoad(load);
    }
    const idle = await checkSite();
    assert.ok(idle.stdout.length > 0 && JSON.parse(idle.stdout).summary.files > 10, idle.stdout.slice(0, 200));
    assert.doesNotMatch(loaded.stdout, /took longer than/);
    assert.equal(loaded.status, idle.status);
    assert.ok(loaded.stdout === idle.stdout, 'the loaded and the idle report differ');
  });
});
