/**
 * Repositories whose configuration names programs for git to run (issue 36, item 1), for the CLI and
 * LSP tiers. Each program only appends its name to a log, so a test asserts the log stays empty.
 *
 * - `downloadedGit`: a site whose `.git` (as a downloaded archive or a hostile clone could carry) sets
 *   `core.fsmonitor`, a clean filter that a committed `.gitattributes` applies to every file,
 *   `diff.external` and a textconv, `core.pager`, and `gpg.program` with `log.showSignature` on a HEAD
 *   commit that carries a signature; the work tree differs from the base.
 * - `committedGitDir`: a checkout whose `docs/` folder is itself shaped like a git directory (HEAD,
 *   config, objects/, refs/: ordinary files a repository can commit) with the same configuration and
 *   `core.worktree = .`, so that git run in `docs/` takes `docs/config` for the repository's.
 *
 * The programs are set only after the commits are made, so making the fixture runs none of them.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { commitAll, git, writeFiles as write } from './gitRepo';

export interface HostileRepository {
  /** The folder to check (the docs root). */
  docsRoot: string;
  /** Every program git ran, as `<name> <arguments>` lines. */
  ran(): string[];
  remove(): void;
}


const page = (title: string, extra = '') => `---\ntitle: ${title}\ndescription: ${title}.\n${extra}---\n\nText of ${title}.\n`;

/** A two-language site: `de/intro` names the base commit it was reviewed against (translation staleness asks git). */
function siteFiles(): Record<string, string> {
  const navigation = {
    languages: [
      { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/old'] }] },
      { language: 'de', groups: [{ group: 'Start', pages: ['de/intro'] }] },
    ],
  };
  return {
    'docs.json': JSON.stringify({ name: 'Hostile', theme: 'mint', colors: { primary: '#123456' }, navigation }, null, 2) + '\n',
    'en/intro.mdx': page('Intro'),
    'en/old.mdx': page('Old'),
    'de/intro.mdx': page('Einführung'),
    '.gitattributes': '* filter=docsite-test diff=docsite-test\n',
  };
}

/** Writes the logging programs and returns the settings that name them. */
function programs(root: string, log: string): Record<string, string> {
  const bin = path.join(root, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  const program = (name: string, passThrough: boolean) => {
    const file = path.join(bin, name);
    fs.writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> '${log}'\n${passThrough ? 'cat\n' : 'exit 0\n'}`, { mode: 0o755 });
    return file;
  };
  return {
    'core.fsmonitor': program('fsmonitor', false),
    'core.pager': program('pager', true),
    'filter.docsite-test.clean': program('clean-filter', true),
    'filter.docsite-test.smudge': program('smudge-filter', true),
    'diff.external': program('external-diff', false),
    'diff.docsite-test.textconv': program('textconv', true),
    'gpg.program': program('gpg', false),
    'log.showSignature': 'true',
  };
}

/** A repository holding the site, tagged `base`, whose HEAD is a commit with a signature, and the base's reviewed-against line. */
function repositoryWithSite(dir: string): void {
  write(dir, siteFiles());
  commitAll(dir);
  const base = git(dir, 'rev-parse', 'HEAD');
  write(dir, { 'de/intro.mdx': page('Einführung', `reviewedAgainst: ${base}\n`), 'en/intro.mdx': page('Intro', '') + '\nMore.\n' });
  git(dir, 'add', '-A');
  const tree = git(dir, 'write-tree');
  // A commit carrying a signature, written as an object: showing it runs gpg.program to verify it.
  const commit = `tree ${tree}\nparent ${base}\nauthor Docsite Test <test@docsite.invalid> 1700000000 +0000\ncommitter Docsite Test <test@docsite.invalid> 1700000000 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\nsigned\n`;
  const signed = spawnSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin'], { cwd: dir, input: commit, encoding: 'utf8' }).stdout.trim();
  git(dir, 'update-ref', 'HEAD', signed);
  // The work tree moves on: a page renamed and edited, so git would compare it with the base.
  fs.renameSync(path.join(dir, 'en/old.mdx'), path.join(dir, 'en/moved.mdx'));
  // Its broken link is a finding the whole-site pass publishes, which tells a test the pass reached it.
  fs.appendFileSync(path.join(dir, 'en/moved.mdx'), '\nSee [the gone page](/en/nowhere).\n');
}

function hostile(make: (root: string, settings: Record<string, string>) => string): HostileRepository {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-hostile-git-')));
  const log = path.join(root, 'ran.log');
  const docsRoot = make(root, programs(root, log));
  return {
    docsRoot,
    ran: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

function configure(gitDir: string, settings: Record<string, string>): void {
  for (const [key, value] of Object.entries(settings)) git(gitDir, 'config', '-f', path.join(gitDir, 'config'), key, value);
}

export function downloadedGit(): HostileRepository {
  return hostile((root, settings) => {
    const site = path.join(root, 'site');
    fs.mkdirSync(site);
    repositoryWithSite(site);
    configure(path.join(site, '.git'), settings);
    return site;
  });
}

export function committedGitDir(): HostileRepository {
  return hostile((root, settings) => {
    const made = path.join(root, 'made');
    fs.mkdirSync(made);
    repositoryWithSite(made);
    // The checkout: docs/ holds the site and, beside it, what a git directory holds.
    const docs = path.join(root, 'checkout', 'docs');
    fs.mkdirSync(docs, { recursive: true });
    fs.cpSync(path.join(made, '.git'), docs, { recursive: true });
    for (const entry of fs.readdirSync(made)) if (entry !== '.git') fs.cpSync(path.join(made, entry), path.join(docs, entry), { recursive: true });
    configure(docs, { ...settings, 'core.worktree': '.', 'core.bare': 'false' });
    return docs;
  });
}
