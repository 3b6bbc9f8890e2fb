/**
 * `docsite check --base` lists the base's tree with `git ls-tree` once per run: the changed files
 * (workingChanges.ts) and each site's base routes (baseRoutes.ts) read the one listing (RefTree),
 * in the CLI and in the editor's `docsite.redirects.base` reader alike. git is counted by a `git`
 * first on PATH that logs each call and runs the real one.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { BaseRoutesReader } from '../../server/src/baseRoutesReader';
import { commitAll, git, writeFiles } from '../support/gitRepo';

const CLI = path.resolve('dist/cli.js');
const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\nText.\n`;
const config = (pages: string[]) => JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { groups: [{ group: 'G', pages }] } }, null, 2) + '\n';

/** The git executable the tests would run, found on PATH as execFile finds it. */
function realGit(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'git');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('no git on PATH');
}

describe('check --base: the base tree listed once', () => {
  let temp: string;
  let log: string;
  let counted: NodeJS.ProcessEnv;

  beforeEach(() => {
    temp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-ls-tree-')));
    const bin = path.join(temp, 'bin');
    fs.mkdirSync(bin);
    log = path.join(temp, 'git.log');
    fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${realGit()}' "$@"\n`, { mode: 0o755 });
    const { CI: _ci, ...env } = process.env;
    counted = { ...env, PATH: bin + path.delimiter + (process.env.PATH ?? '') };
  });
  afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

  /** A repository with a site in each of `roots` (relative folders), one page of each moved since the commit tagged `base`. */
  function repository(roots: string[]): string {
    const dir = path.join(temp, 'repo');
    for (const root of roots) writeFiles(path.join(dir, root), { 'docs.json': config(['intro', 'old']), 'intro.mdx': page('Intro'), 'old.mdx': page('Old') });
    commitAll(dir);
    for (const root of roots) {
      git(dir, 'mv', path.posix.join(root, 'old.mdx'), path.posix.join(root, 'new.mdx'));
      writeFiles(path.join(dir, root), { 'docs.json': config(['intro', 'new']) });
    }
    return dir;
  }

  const lsTrees = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter((line) => /(^| )ls-tree /.test(line)) : []);

  function check(dir: string) {
    const r = spawnSync(process.execPath, [CLI, 'check', '.', '--no-color', '--base', 'base'], { cwd: dir, encoding: 'utf8', env: counted });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    return r.stdout;
  }

  it('one site: the changed files and the base routes read one ls-tree', () => {
    const stdout = check(repository(['.']));
    assert.match(stdout, /missing-redirect +The page \/old is gone/);
    assert.equal(lsTrees().length, 1, lsTrees().join('\n'));
  });

  it('two sites below the checked folder: still one ls-tree, each site\'s routes taken from it', () => {
    const stdout = check(repository(['a', 'b']));
    assert.equal(stdout.split('\n').filter((line) => line.includes('missing-redirect')).length, 2, stdout);
    assert.equal(lsTrees().length, 1, lsTrees().join('\n'));
  });

  it('the editor\'s docsite.redirects.base reader: one ls-tree for a docs root', async () => {
    const dir = repository(['docs']);
    const before = process.env.PATH;
    process.env.PATH = counted.PATH;
    try {
      const base = await new BaseRoutesReader(() => 1).read(path.posix.join(dir, 'docs'), 'base');
      assert.deepEqual([...(base?.moves ?? [])], [['old', 'new']]);
    } finally {
      process.env.PATH = before;
    }
    assert.equal(lsTrees().length, 1, lsTrees().join('\n'));
  });
});
