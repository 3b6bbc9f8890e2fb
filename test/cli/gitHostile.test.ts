/**
 * git never runs a repository's own commands (issue 36, item 1): the README's pull-request command
 * (`check --base … --changed …`) and `docsite translations`, on a site whose `.git` names programs,
 * and on a checkout whose docs folder is shaped like a git directory. Each program logs that it ran.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { commitInfo, commitsSince, fileHistory } from '../../host/src/git';
import { committedGitDir, downloadedGit, type HostileRepository } from '../support/hostileGit';
import { commitAll, git, writeFiles } from '../support/gitRepo';
import { makeTempFolder, runCli } from '../support/builtCli';

const made: HostileRepository[] = [];
afterEach(() => {
  for (const repository of made.splice(0)) repository.remove();
});

function docsite(cwd: string, ...args: string[]) {
  const r = runCli(args, { cwd });
  return { code: r.code, out: r.stdout + r.stderr };
}

function fixture(make: () => HostileRepository): HostileRepository {
  const repository = make();
  made.push(repository);
  return repository;
}

describe("git runs nothing the repository's configuration names", () => {
  it('a downloaded .git: check --base --changed compares the work tree itself, and finds the move', () => {
    const repository = fixture(downloadedGit);
    const r = docsite(repository.docsRoot, 'check', '.', '--no-color', '--base', 'base', '--changed', 'base');
    assert.deepEqual(repository.ran(), []);
    // The comparison still works without git's help: the moved page is a missing redirect.
    assert.equal(r.code, 1, r.out);
    assert.match(r.out, /missing-redirect +The page \/en\/old is gone/);
  });

  it('a downloaded .git: translations reads the history and the reviewed commit', () => {
    const repository = fixture(downloadedGit);
    const r = docsite(repository.docsRoot, 'translations', '.', '--format', 'json');
    assert.deepEqual(repository.ran(), []);
    assert.equal(r.code, 0, r.out);
    // Read without the programs: de/intro was reviewed against the base, and en/intro changed since.
    const [de] = JSON.parse(r.out).sites[0].languages;
    assert.deepEqual(de.stale.map((s: { translation: string; commits: { subject: string }[] }) => [s.translation, s.commits.map((c) => c.subject)]), [['de/intro', ['signed']]]);
  });

  it('a docs folder shaped like a git directory is refused, and runs nothing', () => {
    const repository = fixture(committedGitDir);
    const check = docsite(repository.docsRoot, 'check', '.', '--no-color', '--base', 'base', '--changed', 'base');
    assert.deepEqual(repository.ran(), []);
    assert.equal(check.code, 2, check.out);
    assert.match(check.out, /--base: .*shaped like a git directory/);
    const translations = docsite(repository.docsRoot, 'translations', '.');
    assert.deepEqual(repository.ran(), []);
    assert.match(translations.out, /Staleness not reported: .*shaped like a git directory/);
  });

  it('the fixtures are hostile: plain git run the way Docsite ran it before runs their programs', () => {
    // Guards the tests above: without the hardening these commands run the logged programs.
    const downloaded = fixture(downloadedGit);
    // A tracked file edited after the index was written: git must read it, so the clean filter runs
    // whatever the clock (a file git takes as unchanged by its stat is not filtered, and whether
    // the fixture's files were "racily clean" depended on the machine's speed).
    fs.appendFileSync(path.join(downloaded.docsRoot, 'en/intro.mdx'), '\nEdited after the index.\n');
    spawnSync('git', ['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', 'base', '--'], { cwd: downloaded.docsRoot });
    spawnSync('git', ['--no-pager', 'show', '-s', '--format=%H', 'HEAD'], { cwd: downloaded.docsRoot });
    const ran = downloaded.ran().map((line) => line.split(' ')[0]);
    for (const program of ['fsmonitor', 'clean-filter', 'gpg']) assert.ok(ran.includes(program), `${program} did not run: ${ran.join(', ')}`);
    const committed = fixture(committedGitDir);
    spawnSync('git', ['ls-files', '--others', '-z'], { cwd: committed.docsRoot });
    assert.ok(committed.ran().some((line) => line.startsWith('fsmonitor')), committed.ran().join(', '));
    assert.ok(fs.existsSync(path.join(committed.docsRoot, 'HEAD')));
  });
});

describe('git output is read by NUL separators', () => {
  let dir: string;
  before(() => {
    dir = makeTempFolder('docsite-git-subject-', {}, { realPath: true });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a subject holding git's record and field separators forges no sha, date or subject", async () => {
    const run = (...args: string[]) => git(dir, ...args);
    writeFiles(dir, { 'a.mdx': 'one\n' });
    commitAll(dir);
    const first = run('rev-parse', 'HEAD');
    writeFiles(dir, { 'a.mdx': 'two\n' });
    const forged = `real\x1e${'0'.repeat(40)}\x1f1999-01-01T00:00:00Z\x1fforged`;
    run('commit', '-qam', forged);
    const second = run('rev-parse', 'HEAD');
    const since = await commitsSince(dir, first, path.posix.join(dir, 'a.mdx'));
    assert.deepEqual(since.map((c) => [c.sha, c.subject]), [[second, forged]]);
    assert.equal((await commitInfo(dir, 'HEAD'))?.subject, forged);
    const history = await fileHistory(dir, dir);
    assert.deepEqual([...history.commits.keys()], [second, first]);
    assert.deepEqual(history.byFile.get(path.posix.join(dir, 'a.mdx'))?.map((c) => c.sha), [second, first]);
  });
});
