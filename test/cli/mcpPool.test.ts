/**
 * Issue 36, item 2: `docsite mcp` answers calls concurrently, and every check of a page, a link or
 * the site used to start threads of its own: 32 calls at once started 39 threads and took 4.7 GB.
 * Its checks now share one pool. An MCP client from the SDK fires 32 calls at once at the server,
 * built as `docsite mcp` builds it (createMcpServer) and connected in this process over the SDK's
 * in-memory transport, so the threads are counted where they are made: node's Worker, wrapped here.
 */
import assert from 'node:assert/strict';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import workerThreads = require('node:worker_threads');
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from '../../cli/src/mcp/server';
import { mcpThreads } from '../../cli/src/workerPolicy';
import { resolveSettings } from '../../site/src/settings';

const SAMPLE = path.resolve('examples');

/** Worker threads started, alive now and alive at most at once, counted from construction to exit. */
const threads = { started: 0, alive: 0, peak: 0 };
const RealWorker = workerThreads.Worker;

type Result = { isError?: boolean; content: { type: string; text: string }[] };

describe('docsite mcp: concurrent calls share one bounded pool of threads', () => {
  let client: Client;
  before(async () => {
    workerThreads.Worker = class CountedWorker extends RealWorker {
      constructor(...args: ConstructorParameters<typeof RealWorker>) {
        super(...args);
        threads.started++;
        threads.peak = Math.max(threads.peak, ++threads.alive);
        this.once('exit', () => threads.alive--);
      }
    };
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(SAMPLE, resolveSettings({}), 'test').connect(serverSide);
    client = new Client({ name: 'docsite-test', version: '1' });
    await client.connect(clientSide);
  });
  after(async () => {
    await client.close();
    workerThreads.Worker = RealWorker;
  });

  const call = async (name: string, args: Record<string, unknown>) => {
    // Queued calls wait for the pool: no request timeout of the SDK's default minute on a loaded machine.
    const result = (await client.callTool({ name, arguments: args }, undefined, { timeout: 30 * 60_000 })) as Result;
    assert.notEqual(result.isError, true, `${name} ${JSON.stringify(args)}: ${result.content[0]?.text}`);
    return result.content[0].text;
  };
  const draft = (i: number) => `---\ntitle: Draft ${i}\ndescription: A draft.\n---\n\nSee [it](/missing-${i}).\n`;

  it('32 checks at once never have more threads alive than the bound, and answer as one at a time', async () => {
    // One of each other kind of call, alone first: what the burst must answer.
    const others: [string, Record<string, unknown>][] = [
      ['check', {}],
      ['check', { path: 'quickstart.mdx' }],
      ['resolve_link', { link: '/guides/authentcation', from: 'quickstart.mdx' }],
      ['resolve_link', { link: '../quickstart', from: 'guides/webhooks.mdx' }],
    ];
    const alone = [];
    for (const [name, args] of others) alone.push(await call(name, args));
    const bound = mcpThreads(os.availableParallelism());
    assert.ok(threads.started >= others.length, 'the counting sees the server start its threads');
    Object.assign(threads, { started: 0, peak: threads.alive });

    const drafts = Array.from({ length: 28 }, (_, i) => call('check', { path: `guides/draft-${i}.mdx`, text: draft(i) }));
    const burst = others.map(([name, args]) => call(name, args));
    const [draftAnswers, burstAnswers] = await Promise.all([Promise.all(drafts), Promise.all(burst)]);

    assert.ok(threads.peak <= bound, `${threads.peak} threads alive at once, over the bound of ${bound}`);
    assert.equal(threads.peak, bound, 'the burst uses the whole pool');
    assert.ok(threads.started >= 32, `${threads.started} threads started: one per call at least`);
    assert.deepEqual(burstAnswers, alone);
    draftAnswers.forEach((text, i) => {
      const report = JSON.parse(text) as { files: { path: string; diagnostics: { line: number; code: string; message: string }[] }[] };
      assert.deepEqual(report.files, [{ path: `guides/draft-${i}.mdx`, diagnostics: [{ line: 6, column: 10, endLine: 6, endColumn: 19 + String(i).length, severity: 'error', code: 'broken-link', message: `No page or file \`missing-${i}\` exists in this site.` }] }]);
    });
  });
});
