/**
 * Each site's settings in `docsite check`: the checked folder's `.vscode/settings.json`, then the
 * `.docsiterc.json` nearest to the site's docs root, up to the checked folder and never above it
 * (host/src/settingsFiles.ts, the editor's finder). `docsite check .` at a repository's root once read
 * only `<root>/.docsiterc.json`, so CI ignored the `docs/.docsiterc.json` the editor honoured.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const CLI = path.resolve('dist/cli.js');

/** Runs the CLI with its user cache folder in `cacheHome` (for --cache). */
function run(cacheHome: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cacheHome } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function temp(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function write(root: string, files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** A site whose docs.json lists a page that does not exist: one missing-page error. */
const config = JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro', 'gone'] }] }, null, 2);
const page = '---\ntitle: Intro\ndescription: The introduction.\n---\n\n## Start\n\nText.\n';
const site = (folder: string) => ({ [`${folder}/docs.json`]: config, [`${folder}/intro.mdx`]: page });
const rc = (severity: string) => `{ "docsite.rules.missing-page": "${severity}" }`;

/** The severity of each missing-page finding, by the relative path of its file. */
function missingPage(r: { stdout: string; stderr: string }): Record<string, string> {
  const report = JSON.parse(r.stdout) as { files: { path: string; diagnostics: { code: string; severity: string }[] }[] };
  const found: Record<string, string> = {};
  for (const file of report.files) for (const d of file.diagnostics) if (d.code === 'missing-page') found[file.path] = d.severity;
  return found;
}

describe('docsite check: each site with its own settings', () => {
  it('docsite check <repo> honours docs/.docsiterc.json, as the editor does (it read only <repo>/.docsiterc.json)', () => {
    const repo = write(temp('docsite-repo-'), { ...site('docs'), 'docs/.docsiterc.json': rc('off') });
    const r = run(temp('docsite-home-'), 'check', repo, '--format', 'json');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.deepEqual(missingPage(r), {});
    // The docs folder checked by itself reads the same file, and so does its docs.json checked alone.
    assert.equal(run(temp('docsite-home-'), 'check', path.join(repo, 'docs')).code, 0);
    assert.equal(run(temp('docsite-home-'), 'check', path.join(repo, 'docs', 'docs.json')).code, 0);
  });

  it('docsite mcp <repo>: the check tool takes the site\'s docs/.docsiterc.json too, for a page and for the whole site', async () => {
    const repo = write(temp('docsite-repo-'), { ...site('docs'), 'docs/.docsiterc.json': rc('warning') });
    const client = new Client({ name: 'docsite-test', version: '1' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', repo], stderr: 'pipe' }));
    try {
      const check = async (args: Record<string, unknown>) => {
        const result = (await client.callTool({ name: 'check', arguments: args })) as { content: { text: string }[] };
        return missingPage({ stdout: result.content[0].text, stderr: '' });
      };
      assert.deepEqual(await check({ path: 'docs/docs.json' }), { 'docs/docs.json': 'warning' });
      assert.deepEqual(await check({}), { 'docs/docs.json': 'warning' });
    } finally {
      await client.close();
    }
  });

  it('the nearest .docsiterc.json wins, over the checked folder\'s .vscode/settings.json; none above the checked folder is read', () => {
    const repo = write(temp('docsite-repo-'), {
      ...site('a/docs'),
      ...site('b'),
      '.vscode/settings.json': rc('info'),
      '.docsiterc.json': rc('warning'),
      'a/.docsiterc.json': rc('off'),
    });
    const home = temp('docsite-home-');
    // a/docs: a/.docsiterc.json (the nearest); b: the root's.
    assert.deepEqual(missingPage(run(home, 'check', repo, '--format', 'json')), { 'b/docs.json': 'warning' });
    // Checking b alone: the root's .docsiterc.json is above it, not read; neither is the root's .vscode/settings.json.
    assert.deepEqual(missingPage(run(home, 'check', path.join(repo, 'b'), '--format', 'json')), { 'docs.json': 'error' });
    // Without a .docsiterc.json on the way, the checked folder's .vscode/settings.json holds.
    fs.rmSync(path.join(repo, '.docsiterc.json'));
    assert.deepEqual(missingPage(run(home, 'check', repo, '--format', 'json')), { 'b/docs.json': 'info' });
  });

  it('--config FILE replaces every site\'s .docsiterc.json', () => {
    const repo = write(temp('docsite-repo-'), { ...site('a'), ...site('b'), 'a/.docsiterc.json': rc('off'), 'shared.json': rc('warning') });
    const r = run(temp('docsite-home-'), 'check', repo, '--format', 'json', '--config', path.join(repo, 'shared.json'));
    assert.deepEqual(missingPage(r), { 'a/docs.json': 'warning', 'b/docs.json': 'warning' });
  });

  it('--cache: a changed .docsiterc.json of any site checks that site again', () => {
    const repo = write(temp('docsite-repo-'), { ...site('a'), ...site('b'), 'a/.docsiterc.json': rc('warning'), 'b/.docsiterc.json': rc('warning') });
    const home = temp('docsite-home-');
    const check = () => missingPage(run(home, 'check', repo, '--format', 'json', '--cache'));
    assert.deepEqual(check(), { 'a/docs.json': 'warning', 'b/docs.json': 'warning' });
    fs.writeFileSync(path.join(repo, 'b', '.docsiterc.json'), rc('error'));
    assert.deepEqual(check(), { 'a/docs.json': 'warning', 'b/docs.json': 'error' });
  });

  it('check --help says where each site\'s settings come from', () => {
    const r = run(temp('docsite-home-'), 'check', '--help');
    assert.match(r.stdout.replace(/\s+/g, ' '), /Each site's settings: dir's \.vscode\/settings\.json, under the \.docsiterc\.json nearest to its docs root up to dir \(never above\)/);
  });

  it('a broken .docsiterc.json of a site stops the run, naming the file', () => {
    const repo = write(temp('docsite-repo-'), { ...site('docs'), 'docs/.docsiterc.json': '{ "docsite.__proto__.missing-page": "off" }' });
    const r = run(temp('docsite-home-'), 'check', repo);
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(r.stderr, /docs[\\/]\.docsiterc\.json: the key ".*" is not allowed/);
  });
});
