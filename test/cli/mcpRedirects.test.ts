/**
 * `docsite mcp`'s resolve_link follows docs.json's redirects (issue 37 item 5): an MCP client from the
 * SDK drives dist/cli.js over stdio on a site whose redirects chain, loop and use wildcards; the
 * answer says where the link lands and the link to write instead.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, docsJsonText, makeTempFolder } from '../support/builtCli';

const FM = '---\ntitle: Page\ndescription: A page.\n---\n';

const SITE: Record<string, string> = {
  'docs.json': docsJsonText('Redirects', {
    navigation: { pages: ['index', 'guides/final', 'v2/intro'] },
    redirects: [
      { source: '/first', destination: '/second' },
      { source: '/second', destination: '/guides/final' },
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/loop-a', destination: '/loop-b' },
      { source: '/loop-b', destination: '/loop-a' },
    ],
  }),
  'index.mdx': FM,
  'guides/final.mdx': FM + '\n## Setup\n',
  'v2/intro.mdx': FM,
};

type Result = { isError?: boolean; content: { type: string; text: string }[] };

describe('docsite mcp resolve_link through redirects', () => {
  let dir: string;
  let client: Client;
  before(async () => {
    dir = makeTempFolder('docsite-mcp-redirects-', SITE);
    client = new Client({ name: 'docsite-test', version: '1' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', dir], stderr: 'pipe' }));
  });
  after(async () => {
    try {
      await client?.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  async function resolve(link: string): Promise<Record<string, any>> {
    const result = (await client.callTool({ name: 'resolve_link', arguments: { link, from: 'index.mdx' } })) as Result;
    assert.notEqual(result.isError, true, result.content[0]?.text);
    return JSON.parse(result.content[0].text);
  }

  it('follows a chain to where the reader lands, and says to update the link (the #anchor kept)', async () => {
    const answer = await resolve('/first#setup');
    assert.equal(answer.valid, true);
    assert.deepEqual(answer.redirect, { chain: ['/first', '/second', '/guides/final'], landsOn: '/guides/final', updateTo: '/guides/final#setup', advice: 'update the link to /guides/final#setup' });
    assert.deepEqual(answer.findings.map((f: { code: string; severity: string }) => [f.code, f.severity]), [['redirected-link', 'info']]);
  });

  it('fills a wildcard source into its destination', async () => {
    assert.equal((await resolve('/beta/intro')).redirect.updateTo, '/v2/intro');
  });

  it('reports a loop of redirects as invalid, with no link to write', async () => {
    const answer = await resolve('/loop-a');
    assert.equal(answer.valid, false);
    assert.equal(answer.redirect.cycle, true);
    assert.deepEqual(answer.redirect.chain, ['/loop-a', '/loop-b', '/loop-a']);
    assert.equal(answer.redirect.updateTo, undefined);
  });

  it('a link no redirect catches has no redirect', async () => {
    const answer = await resolve('/guides/final');
    assert.equal(answer.valid, true);
    assert.equal(answer.redirect, undefined);
  });
});
