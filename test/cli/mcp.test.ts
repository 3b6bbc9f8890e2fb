/**
 * `docsite mcp` (issue 25 item 4): an MCP client from the same SDK drives dist/cli.js over stdio on
 * the sample site (examples/, the one `npm start` opens) through every tool, and through paths
 * outside the docs root (by `..`, absolute, and through a symlink in a copy of the site).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, makeTempFolder, runCli } from '../support/builtCli';

const SAMPLE = path.resolve('examples');

async function connect(dir: string): Promise<Client> {
  const client = new Client({ name: 'docsite-test', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', dir], stderr: 'pipe' }));
  return client;
}

type Result = { isError?: boolean; content: { type: string; text: string }[] };

/** Calls a tool and returns its text, asserting whether it was an error. */
async function call(client: Client, name: string, args: Record<string, unknown>, { error = false } = {}): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as Result;
  assert.equal(result.isError === true, error, `${name} ${JSON.stringify(args)}: ${result.content[0]?.text}`);
  return result.content[0].text;
}
const callJson = async (client: Client, name: string, args: Record<string, unknown>) => JSON.parse(await call(client, name, args));

describe('docsite mcp on the sample site', () => {
  let client: Client;
  before(async () => {
    client = await connect(SAMPLE);
  });
  after(async () => {
    await client.close();
  });

  it('lists exactly the four tools, each with an object input schema and read-only', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['check', 'components', 'navigation', 'resolve_link']);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object');
      assert.ok(tool.description && tool.description.length > 40, tool.name);
      assert.equal(tool.annotations?.readOnlyHint, true);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual(Object.keys(byName.get('check')!.inputSchema.properties ?? {}), ['path', 'text']);
    assert.deepEqual(byName.get('resolve_link')!.inputSchema.required, ['link']);
  });

  it('components: the catalog with examples, one component in full, a did-you-mean for a typo', async () => {
    const { components } = await callJson(client, 'components', {});
    const steps = components.find((c: { name: string }) => c.name === 'Steps');
    assert.match(steps.example, /<Steps>[\s\S]*<Step title=/);
    assert.ok(!components.some((c: { name: string }) => c.name === 'CheckList'), 'undocumented components are not offered');
    const card = await callJson(client, 'components', { name: 'Card' });
    assert.deepEqual(card.attributes.find((a: { name: string }) => a.name === 'horizontal'), { name: 'horizontal', type: 'boolean', default: 'false', doc: card.attributes.find((a: { name: string }) => a.name === 'horizontal').doc });
    assert.ok(card.attributes.some((a: { name: string }) => a.name === 'href'));
    const step = await callJson(client, 'components', { name: 'Step' });
    assert.deepEqual(step.parents, ['Steps']);
    assert.match(await call(client, 'components', { name: 'Accordian' }, { error: true }), /No component "Accordian".*Did you mean "Accordion"\?/);
  });

  it('navigation: the tree, and where a page sits with its neighbours', async () => {
    const { sites } = await callJson(client, 'navigation', {});
    assert.equal(sites.length, 1);
    assert.equal(sites[0].name, 'Acme Weather API');
    assert.match(JSON.stringify(sites[0].navigation), /"group","name":"Get Started","items":\["introduction","quickstart"\]/);
    const place = await callJson(client, 'navigation', { page: 'quickstart.mdx' });
    assert.equal(place.listed, true);
    assert.deepEqual(place.places, [{ trail: ['navigation', 'anchor "Documentation"', 'group "Get Started"'], position: '2 of 2', previous: 'introduction', next: null }]);
    const nested = await callJson(client, 'navigation', { page: 'guides/advanced/errors' });
    assert.deepEqual(nested.places[0].trail.slice(-2), ['group "Guides"', 'group "Advanced"']);
    const unlisted = await callJson(client, 'navigation', { page: 'guides/not-written-yet.mdx' });
    assert.equal(unlisted.listed, false);
    assert.match(unlisted.hint, /Add it to the pages of a group in docs\.json/);
  });

  it('resolve_link: a valid link, where it leads; a broken one with the nearest valid links', async () => {
    const valid = await callJson(client, 'resolve_link', { link: '../quickstart', from: 'guides/webhooks.mdx' });
    assert.equal(valid.valid, true);
    assert.deepEqual(valid.leadsTo, { page: 'quickstart.mdx' });
    assert.deepEqual(valid.findings, []);
    const broken = await callJson(client, 'resolve_link', { link: '/guides/authentcation', from: 'quickstart.mdx' });
    assert.equal(broken.valid, false);
    assert.deepEqual(broken.findings, [{ severity: 'error', code: 'broken-link', message: 'No page or file `guides/authentcation` exists in this site.' }]);
    assert.deepEqual(broken.suggestions, ['/guides/authentication']);
    const anchor = await callJson(client, 'resolve_link', { link: '/quickstart#no-such-heading' });
    assert.equal(anchor.valid, false);
    assert.equal(anchor.findings[0].code, 'broken-anchor');
    const external = await callJson(client, 'resolve_link', { link: 'https://example.com/x' });
    assert.equal(external.valid, null);
  });

  it('check: unsaved text at a path gives its findings with exact ranges, and nothing is written', async () => {
    const draft = '---\ntitle: Alerts\ndescription: Get told when the weather turns.\n---\n\nSee [the quickstart](/quickstrat).\n';
    const report = await callJson(client, 'check', { path: 'guides/alerts.mdx', text: draft });
    assert.deepEqual(report.files, [
      { path: 'guides/alerts.mdx', diagnostics: [{ line: 6, column: 22, endLine: 6, endColumn: 33, severity: 'error', code: 'broken-link', message: 'No page or file `quickstrat` exists in this site.' }] },
    ]);
    assert.equal(report.summary.errors, 1);
    assert.equal(fs.existsSync(path.join(SAMPLE, 'guides', 'alerts.mdx')), false);
    const fixed = await callJson(client, 'check', { path: 'guides/alerts.mdx', text: draft.replace('quickstrat', 'quickstart') });
    assert.deepEqual(fixed.files, []);
    assert.equal(fixed.summary.errors, 0);
  });

  it('check: hostile text is answered, listed as not checked, and over-long text refused', async () => {
    const nested = await callJson(client, 'check', { path: 'deep.mdx', text: '<Card>'.repeat(50000) });
    assert.equal(nested.summary.unchecked, 1);
    assert.equal(nested.unchecked[0].code, 'page-not-checked');
    assert.match(await call(client, 'check', { path: 'big.mdx', text: 'x'.repeat(3 * 1024 * 1024) }, { error: true }), /at most 2097152 are read/);
  });

  it('check: a saved page, and the whole site in the shape of docsite check --format json', async () => {
    const page = await callJson(client, 'check', { path: 'introduction.mdx' });
    assert.equal(page.summary.files, 1);
    const site = await callJson(client, 'check', {});
    const cli = runCli(['check', SAMPLE, '--format', 'json']);
    const expected = JSON.parse(cli.stdout);
    assert.deepEqual(site.summary, expected.summary);
    assert.deepEqual(site.files, expected.files);
    assert.ok(site.files.length > 0, 'the sample site has warnings to compare');
  });

  it('refuses paths outside the docs root, by .. or absolute, in every tool that takes one', async () => {
    for (const [tool, args] of [
      ['check', { path: '../package.json' }],
      ['check', { path: path.resolve('README.md') }],
      ['check', { path: 'guides/../../CHANGELOG.md', text: 'x' }],
      ['navigation', { page: '../README' }],
      ['resolve_link', { link: '/quickstart', from: '../../x.mdx' }],
    ] as const) {
      assert.match(await call(client, tool, args, { error: true }), /outside the docs root/, `${tool} ${JSON.stringify(args)}`);
    }
    assert.match(await call(client, 'check', { path: 'docs.json', bogus: 1 }, { error: true }), /takes no argument "bogus"/);
    assert.match(await call(client, 'check', { path: 'docs.json', constructor: 'x' }, { error: true }), /takes no argument "constructor"/);
    assert.match(await call(client, 'check', { path: 'favicon.svg' }, { error: true }), /neither a page/);
    assert.match(await call(client, 'resolve_link', { link: '/quickstart', from: 'docs.json' }, { error: true }), /a \.mdx or \.md path/);
    assert.match(await call(client, 'check', { path: 'guides/not-there.mdx' }, { error: true }), /Cannot read guides\/not-there\.mdx: it does not exist/);
  });
});

describe('docsite mcp on a copy of the sample site with a symlink out of it', () => {
  const temp = makeTempFolder('docsite-mcp-');
  after(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('refuses a path through a symlink that leaves the root', async () => {
    const site = path.join(temp, 'site');
    fs.cpSync(SAMPLE, site, { recursive: true });
    fs.mkdirSync(path.join(temp, 'secret'));
    fs.writeFileSync(path.join(temp, 'secret', 'page.mdx'), '---\ntitle: Secret\n---\n');
    fs.symlinkSync(path.join(temp, 'secret'), path.join(site, 'outside'));
    const client = await connect(site);
    try {
      assert.match(await call(client, 'check', { path: 'outside/page.mdx' }, { error: true }), /outside the docs root/);
      assert.match(await call(client, 'check', { path: 'outside/new.mdx', text: '# x' }, { error: true }), /outside the docs root/);
      assert.match(await call(client, 'navigation', { page: 'outside/page' }, { error: true }), /outside the docs root/);
    } finally {
      await client.close();
    }
  });

  it('sees a page the agent saved after the server started', async () => {
    const site = path.join(temp, 'saved');
    fs.cpSync(SAMPLE, site, { recursive: true });
    const client = await connect(site);
    try {
      assert.equal((await callJson(client, 'resolve_link', { link: '/guides/later' })).valid, false);
      fs.writeFileSync(path.join(site, 'guides', 'later.mdx'), '---\ntitle: Later\n---\n');
      const now = await callJson(client, 'resolve_link', { link: '/guides/later' });
      assert.equal(now.valid, true);
      assert.deepEqual(now.leadsTo, { page: 'guides/later.mdx' });
      const typo = await callJson(client, 'resolve_link', { link: '/guides/latr' });
      assert.deepEqual(typo.suggestions, ['/guides/later']);
    } finally {
      await client.close();
    }
  });

  it('exits with 2 and says why when the folder holds no site', () => {
    const empty = path.join(temp, 'empty');
    fs.mkdirSync(empty);
    const result = runCli(['mcp', empty], { input: '' });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /no docs\.json \(or mint\.json\) found under/);
    const file = runCli(['mcp', path.join(SAMPLE, 'docs.json')], { input: '' });
    assert.equal(file.code, 2);
    assert.match(file.stderr, /is a file; docsite mcp serves a folder/);
    const usage = runCli(['mcp', 'a', 'b'], { input: '' });
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /docsite mcp takes one folder/);
  });
});
