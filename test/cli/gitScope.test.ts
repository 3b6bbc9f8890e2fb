/**
 * `docsite check --base` (the missing-redirect guard), `--changed` and `--baseline`, on temporary
 * git repositories made here with the `git` executable.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { runCheck } from '../../cli/src/check';
import { addMissingRedirects, readGitScope } from '../../cli/src/changeScope';
import { resolveSettings } from '../../site/src/settings';
import { commitAll, git, writeFiles as write } from '../support/gitRepo';
import { TempFolders, runCli } from '../support/builtCli';

const temps = new TempFolders();
afterEach(() => temps.removeAll());

/** The environment of this process without `CI`: runs outside CI, wherever the tests run (CI sets it). */
const { CI: _ci, ...notCi } = process.env;

function run(cwd: string, ...args: string[]) {
  return runIn(notCi, cwd, ...args);
}

function runIn(env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) {
  return runCli(['check', '.', '--no-color', ...args], { cwd, env });
}


/** A folder with the files, without git. */
function folder(files: Record<string, string>): string {
  return temps.make('docsite-git-', files);
}

/** A repository whose one commit (tagged `base`) holds the files. */
function repository(files: Record<string, string>): string {
  const dir = folder(files);
  commitAll(dir);
  return dir;
}


const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const config = (pages: string[], redirects?: { source: string; destination: string }[]) =>
  JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { groups: [{ group: 'G', pages }] }, ...(redirects && { redirects }) }, null, 2) + '\n';
const missingRedirects = (stdout: string) => stdout.split('\n').filter((l) => l.includes('missing-redirect')).map((l) => /The page (\S+) is gone/.exec(l)?.[1]);

describe('docsite check --base', () => {
  it('reports a page moved without a redirect, naming the old route and where it went', () => {
    const dir = repository({ 'docs.json': config(['intro', 'old']), 'intro.mdx': page('Intro'), 'old.mdx': page('Old') });
    git(dir, 'mv', 'old.mdx', 'new.mdx');
    write(dir, { 'docs.json': config(['intro', 'new']) });
    const r = run(dir, '--base', 'base');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.deepEqual(missingRedirects(r.stdout), ['/old']);
    assert.match(r.stdout, /docs\.json:\d+:\d+ +error +missing-redirect +The page \/old is gone .* It moved to \/new/);
  });

  it('passes when a redirect of the working tree covers the moved page', () => {
    const dir = repository({ 'docs.json': config(['intro', 'old']), 'intro.mdx': page('Intro'), 'old.mdx': page('Old') });
    git(dir, 'mv', 'old.mdx', 'new.mdx');
    write(dir, { 'docs.json': config(['intro', 'new'], [{ source: '/old', destination: '/new' }]) });
    const r = run(dir, '--base', 'base');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.deepEqual(missingRedirects(r.stdout), []);
  });

  it('gives the quick fix the new route of a rename git saw, and of a page moved by hand with the same title', async () => {
    const dir = repository({ 'docs.json': config(['a', 'b']), 'a.mdx': page('Alpha'), 'b.mdx': page('Beta', 'Old words.') });
    git(dir, 'mv', 'a.mdx', 'alpha.mdx'); // a rename git records
    fs.mkdirSync(path.join(dir, 'guide'));
    fs.renameSync(path.join(dir, 'b.mdx'), path.join(dir, 'guide', 'beta.mdx')); // untracked: no rename in git
    write(dir, { 'guide/beta.mdx': page('Beta', 'New words.'), 'docs.json': config(['alpha', 'guide/beta']) });
    const settings = resolveSettings({});
    const result = await runCheck({ dir, settings });
    await addMissingRedirects(result, settings, await readGitScope(dir, 'base', '--base'));
    const found = result.files.flatMap((f) => f.diagnostics).filter((d) => d.code === 'missing-redirect');
    assert.deepEqual(found.map((d) => d.data), [{ route: 'a', to: 'alpha' }, { route: 'b', to: 'guide/beta' }]);
  });

  it('reports a deleted page, with no new route to offer, and keeps quiet about pages that stayed', () => {
    const dir = repository({ 'docs.json': config(['intro', 'gone', 'orphan']), 'intro.mdx': page('Intro'), 'gone.mdx': page('Gone'), 'orphan.mdx': page('Orphan') });
    fs.rmSync(path.join(dir, 'gone.mdx'));
    // Out of navigation, a page is still published at its URL: no finding for it.
    write(dir, { 'docs.json': config(['intro']) });
    const r = run(dir, '--base', 'base');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.deepEqual(missingRedirects(r.stdout), ['/gone']);
    assert.match(r.stdout, /Add a redirect from it to the page that replaces it/);
  });

  it('a folder moved is covered by a wildcard redirect, `/old/:slug*` or `/old/*`; without one, each old route is reported once', () => {
    const files = { 'docs.json': config(['old/a', 'old/b', 'old/deep/c']), 'old/a.mdx': page('A'), 'old/b.mdx': page('B'), 'old/deep/c.mdx': page('C') };
    const dir = repository(files);
    git(dir, 'mv', 'old', 'new');
    write(dir, { 'docs.json': config(['new/a', 'new/b', 'new/deep/c']) });
    const bare = run(dir, '--base', 'base');
    assert.equal(bare.code, 1);
    assert.deepEqual(missingRedirects(bare.stdout), ['/old/a', '/old/b', '/old/deep/c']);
    for (const [source, destination] of [['/old/:slug*', '/new/:slug*'], ['/old/*', '/new/a']]) {
      write(dir, { 'docs.json': config(['new/a', 'new/b', 'new/deep/c'], [{ source, destination }]) });
      const r = run(dir, '--base', 'base');
      assert.equal(r.code, 0, source + '\n' + r.stdout + r.stderr);
    }
    // `:slug` is one segment: the deeper page is still missing.
    write(dir, { 'docs.json': config(['new/a', 'new/b', 'new/deep/c'], [{ source: '/old/:slug', destination: '/new/:slug' }]) });
    assert.deepEqual(missingRedirects(run(dir, '--base', 'base').stdout), ['/old/deep/c']);
  });

  it('prints GitHub annotations on docs.json with --format github', () => {
    const dir = repository({ 'docs.json': config(['intro', 'old']), 'intro.mdx': page('Intro'), 'old.mdx': page('Old') });
    fs.rmSync(path.join(dir, 'old.mdx'));
    write(dir, { 'docs.json': config(['intro']) });
    const r = run(dir, '--base', 'base', '--format', 'github');
    assert.equal(r.code, 1);
    assert.match(r.stdout, /^::error file=docs\.json,line=1,col=1,.*title=missing-redirect::The page \/old is gone/m);
  });

  it('exits 2 with a clear message outside a repository and on an unknown ref', () => {
    const plain = folder({ 'docs.json': config(['intro']), 'intro.mdx': page('Intro') });
    const outside = run(plain, '--base', 'main');
    assert.equal(outside.code, 2);
    assert.match(outside.stderr, /--base: .* is not in a git repository/);
    assert.equal(outside.stdout, '');
    const dir = repository({ 'docs.json': config(['intro']), 'intro.mdx': page('Intro') });
    for (const ref of ['no-such-branch', '--output=x']) {
      const r = run(dir, `--base=${ref}`);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, /--base: .*(is no commit of the repository|is not a git ref)/);
    }
    assert.equal(fs.existsSync(path.join(dir, 'x')), false);
    const changed = run(plain, '--changed', 'HEAD');
    assert.equal(changed.code, 2);
    assert.match(changed.stderr, /--changed: .* is not in a git repository/);
  });
});

describe('docsite check --changed', () => {
  it('reports a page a snippet edit broke, though the page did not change, and not an old finding elsewhere', () => {
    const dir = repository({
      'docs.json': config(['intro', 'guide', 'other']),
      'snippets/setup.mdx': '## Setup\n\nSteps.\n',
      'intro.mdx': page('Intro', 'import Setup from "/snippets/setup.mdx";\n\n<Setup />'),
      'guide.mdx': page('Guide', 'Read [the setup](/intro#setup).'),
      'other.mdx': page('Other', 'An old [broken link](/nowhere).'),
    });
    const before = run(dir, '--changed', 'base');
    assert.equal(before.code, 0, before.stdout + before.stderr);
    write(dir, { 'snippets/setup.mdx': '## Installation\n\nSteps.\n' });
    const full = run(dir);
    assert.match(full.stdout, /other\.mdx.*broken-link/);
    const r = run(dir, '--changed', 'base');
    assert.match(r.stdout, /guide\.mdx:\d+:\d+ +warning +broken-anchor/);
    assert.doesNotMatch(r.stdout, /other\.mdx/);
  });

  it('reports every file a changed settings file governs: .docsiterc.json or .vscode/settings.json turning a rule back on', () => {
    for (const [file, off, on] of [
      ['.docsiterc.json', '{ "docsite.rules.code-block-language": "off" }', '{}'],
      ['.vscode/settings.json', '{ "docsite.rules.code-block-language": "off" }', '{}'],
    ]) {
      const dir = repository({ 'docs.json': config(['a']), 'a.mdx': page('A', '```\nnpm start\n```'), [file]: off });
      assert.doesNotMatch(run(dir).stdout, /code-block-language/, file);
      write(dir, { [file]: on });
      assert.match(run(dir, '--changed', 'base').stdout, /a\.mdx:\d+:\d+ +warning +code-block-language/, file);
    }
  });

  it('reports every page when docs.json changed', () => {
    const dir = repository({ 'docs.json': config(['a', 'b']), 'a.mdx': page('A', '[x](/nowhere)'), 'b.mdx': page('B') });
    write(dir, { 'docs.json': config(['a', 'b']).replace('"S"', '"T"') });
    assert.match(run(dir, '--changed', 'base').stdout, /a\.mdx:\d+:\d+ +error +broken-link/);
  });
});

describe('docsite check --baseline', () => {
  it('writes the findings, then fails only on new ones, whatever lines shift above an old one', () => {
    const dir = repository({ 'docs.json': config(['a']), 'a.mdx': page('A', 'An old [broken link](/nowhere).') });
    const baseline = path.join(dir, 'docsite-baseline.json');
    const first = run(dir, '--baseline', baseline);
    assert.equal(first.code, 0, first.stdout + first.stderr);
    assert.match(first.stderr, /wrote 1 finding to the baseline/);
    assert.equal(JSON.parse(fs.readFileSync(baseline, 'utf8')).findings.length, 1);
    // Lines added above the old finding: still the same finding.
    write(dir, { 'a.mdx': page('A', 'A new paragraph.\n\nAnother one.\n\nAn old [broken link](/nowhere).') });
    const shifted = run(dir, '--baseline', baseline);
    assert.equal(shifted.code, 0, shifted.stdout + shifted.stderr);
    assert.match(shifted.stdout, /0 errors/);
    // A new finding fails the run, and only it is reported.
    write(dir, { 'a.mdx': page('A', 'A new paragraph.\n\nAn old [broken link](/nowhere).\n\nA new [broken link](/elsewhere).') });
    const added = run(dir, '--baseline', baseline);
    assert.equal(added.code, 1, added.stdout + added.stderr);
    assert.match(added.stdout, /a\.mdx:\d+:\d+ +error +broken-link +No page or file `elsewhere`/);
    assert.doesNotMatch(added.stdout, /nowhere/);
    // --update-baseline takes the new one in.
    assert.equal(run(dir, '--baseline', baseline, '--update-baseline').code, 0);
    assert.equal(run(dir, '--baseline', baseline).code, 0);
  });

  it('in CI, a missing baseline fails the run (exit 2) and is not written, unless --update-baseline is given (issue 36, item 4)', () => {
    // A pull request that adds an error and deletes the baseline: outside CI it would be written anew, holding the error.
    const dir = repository({ 'docs.json': config(['a']), 'a.mdx': page('A', 'A new [broken link](/nowhere).') });
    const baseline = path.join(dir, 'docsite-baseline.json');
    const refused = runIn({ ...notCi, CI: 'true' }, dir, '--baseline', baseline);
    assert.equal(refused.code, 2, refused.stdout + refused.stderr);
    assert.match(refused.stderr, /the baseline .*docsite-baseline\.json does not exist; in CI \(CI=true\) it is not written anew.*--update-baseline/);
    assert.equal(fs.existsSync(baseline), false);
    const updated = runIn({ ...notCi, CI: 'true' }, dir, '--baseline', baseline, '--update-baseline');
    assert.equal(updated.code, 0, updated.stdout + updated.stderr);
    assert.equal(JSON.parse(fs.readFileSync(baseline, 'utf8')).findings.length, 1);
    // Once there, CI uses it as anywhere else.
    assert.equal(runIn({ ...notCi, CI: 'true' }, dir, '--baseline', baseline).code, 0);
  });

  it('refuses a file that is not a baseline (exit 2)', () => {
    const dir = folder({ 'docs.json': config(['a']), 'a.mdx': page('A'), 'b.json': '{"x": 1}' });
    const r = run(dir, '--baseline', path.join(dir, 'b.json'));
    assert.equal(r.code, 2);
    assert.match(r.stderr, /is not a Docsite baseline/);
  });
});

describe('docsite check --base on a real site (issue 23)', () => {
  it('a folder of pages moved in a copy of pipecat-ai__docs: every old route reported once, each with where it went', () => {
    const source = path.resolve('..', 'shared', 'corpus-modern', 'pipecat-ai__docs');
    assert.ok(fs.existsSync(source), `the corpus is missing: ${source} (../shared must be present)`);
    const dir = temps.make('docsite-git-corpus-');
    fs.cpSync(source, dir, { recursive: true });
    commitAll(dir);
    const before = fs.readdirSync(path.join(dir, 'pipecat', 'telephony')).filter((f) => /\.mdx?$/.test(f)).map((f) => 'pipecat/telephony/' + f.replace(/\.mdx?$/, ''));
    assert.equal(before.length, 9);
    git(dir, 'mv', 'pipecat/telephony', 'pipecat/phone');
    const result = run(dir, '--base', 'HEAD', '--format', 'json');
    const report = JSON.parse(result.stdout) as { files: { path: string; diagnostics: { code: string; message: string }[] }[] };
    const missing = report.files.flatMap((f) => f.diagnostics.filter((d) => d.code === 'missing-redirect').map((d) => d.message));
    const routes = before.map((id) => missing.filter((m) => m.startsWith(`The page /${id} is gone`)));
    assert.deepEqual(routes.map((found) => found.length), before.map(() => 1), missing.join('\n'));
    assert.equal(missing.length, before.length, missing.join('\n'));
    // git saw each rename: each finding names the new route for its quick fix.
    for (const [i, id] of before.entries()) assert.match(routes[i][0], new RegExp(`It moved to /${id.replace('telephony', 'phone')}: add a redirect`), routes[i][0]);
  });
});
