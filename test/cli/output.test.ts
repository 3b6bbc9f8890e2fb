import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const run = (cwd: string, ...args: string[]) => runCli(args, { cwd });

const temps = new TempFolders();
afterEach(() => temps.removeAll());

/** A repository with the site in docs/, and a page in a subfolder. */
function repo(): string {
  return temps.make('docsite-out-', {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'docs/docs.json': JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro', 'guides/deep', 'gone'] }] }, null, 2),
    'docs/intro.mdx': '---\ntitle: Intro\ndescription: D.\n---\n\nText.\n',
    'docs/guides/deep.mdx': '---\ntitle: Deep\n---\n\nText.\n',
  }, { realPath: true });
}

describe('docsite check output', () => {
  it('prints paths relative to the current folder, with aligned columns', () => {
    const dir = repo();
    const r = run(dir, 'check', 'docs', '--no-color');
    assert.equal(r.code, 1, r.stderr);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('  '));
    assert.deepEqual(
      lines.map((l) => l.split(/ {2,}/)[1]),
      ['docs/docs.json:9:9', 'docs/guides/deep.mdx:1:1'],
    );
    // Every severity, code and message starts in the same column.
    for (const word of ['error|warning', 'missing-page|frontmatter-description']) {
      const columns = new Set(lines.map((l) => l.search(new RegExp(`(${word})`))));
      assert.equal(columns.size, 1, `${word} not aligned:\n${lines.join('\n')}`);
    }
    assert.match(r.stdout, /^docs\/guides\/deep\.mdx$/m);
  });

  it('SARIF URIs are relative to the git root, through SRCROOT', () => {
    const dir = repo();
    const r = run(path.join(dir, 'docs'), 'check', '.', '--format', 'sarif');
    const run0 = (JSON.parse(r.stdout) as { runs: { originalUriBaseIds: { SRCROOT: { uri: string } }; results: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string } } }[] }[] }[] }).runs[0];
    assert.equal(run0.originalUriBaseIds.SRCROOT.uri, `file://${dir}/`);
    const uris = run0.results.map((x) => x.locations[0].physicalLocation.artifactLocation);
    assert.deepEqual([...new Set(uris.map((u) => `${u.uriBaseId}:${u.uri}`))], ['SRCROOT:docs/docs.json', 'SRCROOT:docs/guides/deep.mdx']);
  });

  it('SARIF URIs are relative to the checked folder outside a repository', () => {
    const dir = repo();
    fs.rmSync(path.join(dir, '.git'), { recursive: true });
    const r = run(dir, 'check', 'docs', '--format', 'sarif');
    const run0 = (JSON.parse(r.stdout) as { runs: { originalUriBaseIds: { SRCROOT: { uri: string } }; results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }).runs[0];
    assert.equal(run0.originalUriBaseIds.SRCROOT.uri, `file://${dir}/docs/`);
    assert.equal(run0.results[0].locations[0].physicalLocation.artifactLocation.uri, 'docs.json');
  });
});

describe('docsite check usage', () => {
  it('check --help prints the usage of check, and exits 0', () => {
    const r = run(os.tmpdir(), 'check', '--help');
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^Usage:\n {2}docsite check \[dir\]/);
    assert.match(r.stdout, /--max-warnings/);
    assert.doesNotMatch(r.stdout, /docsite upgrade/);
  });

  it('a misspelt flag gets a did-you-mean, not the parser error', () => {
    const r = run(os.tmpdir(), 'check', '--formt', 'json');
    assert.equal(r.code, 2);
    assert.match(r.stderr, /^docsite: unknown option --formt for "docsite check"; did you mean --format\?\n/);
    assert.match(r.stderr, /Run "docsite check --help" for more/);
    assert.doesNotMatch(r.stderr, /ERR_PARSE_ARGS|TypeError/);
    assert.match(run(os.tmpdir(), 'check', '--no-colour').stderr, /did you mean --no-color\?/);
    assert.doesNotMatch(run(os.tmpdir(), 'check', '--zzzzzz').stderr, /did you mean/);
    assert.match(run(os.tmpdir(), 'check', '--strict=yes').stderr, /^docsite: --strict takes no value/);
    assert.match(run(os.tmpdir(), 'check', '--format').stderr, /^docsite: --format needs a value/);
  });

  it('a missing folder gets a plain message', () => {
    const r = run(os.tmpdir(), 'check', 'no-such-folder-here');
    assert.equal(r.code, 2);
    assert.equal(r.stderr, 'docsite: no-such-folder-here: no such file or folder\n');
  });
});
