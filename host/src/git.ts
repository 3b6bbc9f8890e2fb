/**
 * Everything Docsite reads from git (the CLI, and the language server's validation worker for stale
 * translations), through the `git` executable: run with execFile (no shell, so no name or ref is ever
 * read as shell syntax), `-z` output (no quoting of odd file names), output bounded by
 * MAX_OUTPUT_BYTES (or less, per question), histories by MAX_HISTORY_COMMITS, a time limit besides,
 * and one error type for every failure. Paths are returned as absolute service paths (forward
 * slashes). Never called on the server's or the extension host's main thread.
 *
 * A repository's own configuration can name programs for git to run (`core.fsmonitor` when the
 * index is read, clean filters and `diff.external`/textconv when work-tree files are compared,
 * `gpg.program` when signatures are shown, `core.pager`, a transport's command on a lazy fetch), and
 * git finds a repository in any committed folder shaped like a git directory. So every git command
 * here runs with those switched off on the command line (which outranks every configuration file),
 * without the system configuration, asks only about commits and trees (never the work tree: changed
 * files are listed and hashed by Docsite itself, workingChanges.ts), and refuses a bare repository
 * or a git directory that lies inside the folder being checked. In an untrusted workspace the
 * editor's language server runs no git at all (DOCSITE_GIT=off, set by the client).
 * git-config(1): core.fsmonitor, safe.bareRepository, log.showSignature, protocol.allow;
 * git(1): --no-pager, GIT_CONFIG_NOSYSTEM.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { toServicePath } from './fsWorkspace';

/** The most git may print for one question (a file's text, a tree's names). */
export const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** The most commits one history question reads: older ones are not looked at. */
export const MAX_HISTORY_COMMITS = 20_000;
/** A git that has not answered by then is stopped (besides the bounds above, for a hung process): well inside a check's budget. */
const GIT_TIMEOUT_MS = 30_000;

/**
 * Set on the language server's process by the VS Code client while the workspace is not trusted
 * (Restricted Mode): no git command runs at all; the client restarts the server once trust is granted.
 */
export const GIT_OFF_ENV = 'DOCSITE_GIT';

/**
 * Settings that keep git from running anything the repository names, given on the command line so
 * they outrank the repository's (and the user's) configuration files.
 */
export const HARDENING_ARGS: readonly string[] = [
  '-c', 'core.fsmonitor=false',
  '-c', 'safe.bareRepository=explicit',
  '-c', 'log.showSignature=false',
  // A missing object in a partial clone is fetched lazily from its remote, whose transport may be a
  // command the configuration names (core.sshCommand, a remote helper): no transport at all.
  '-c', 'protocol.allow=never',
  '-c', 'core.quotepath=off',
  '-c', 'color.ui=false',
  '--no-pager',
];

/** git is missing, the folder is no repository, a ref is unknown, or git failed or printed too much. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly kind: 'no-git' | 'no-repository' | 'unknown-ref' | 'failed',
  ) {
    super(message);
  }
}

/** How a file differs between a ref and the working tree. */
export type FileChange =
  | { kind: 'added' | 'modified' | 'deleted'; path: string }
  /** `from` is the path at the ref; the file has the same content (renamed, not edited). */
  | { kind: 'renamed'; from: string; path: string };

/** Runs git in `cwd` and returns what it printed, or throws a GitError. */
function git(cwd: string, args: readonly string[], maxBytes = MAX_OUTPUT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (process.env[GIT_OFF_ENV] === 'off') return reject(new GitError('git is not run in an untrusted workspace (Restricted Mode)', 'no-git'));
    const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
    const options = { cwd, encoding: 'buffer' as const, maxBuffer: maxBytes, timeout: GIT_TIMEOUT_MS, windowsHide: true, env };
    execFile('git', [...HARDENING_ARGS, ...args], options, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const e = error as NodeJS.ErrnoException & { code?: string | number };
      if (e.code === 'ENOENT') return reject(new GitError('git is not installed (or not on PATH)', 'no-git'));
      if (e.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') return reject(new GitError(`git printed more than ${maxBytes} bytes for "git ${args[0]}"`, 'failed'));
      const said = stderr.toString('utf8').trim().split('\n')[0] ?? '';
      if (/not a git repository/i.test(said)) return reject(new GitError(`${cwd} is not in a git repository`, 'no-repository'));
      if (/cannot use bare repository/i.test(said)) return reject(new GitError(`${cwd} lies in a folder shaped like a git directory (a bare repository), which Docsite does not read`, 'no-repository'));
      reject(new GitError(`git ${args[0]} failed${said ? `: ${said}` : ''}`, 'failed'));
    });
  });
}

/** A ref git could read as an option is refused: refs come from the command line. */
function assertRef(ref: string): void {
  if (ref === '' || ref.startsWith('-') || /[\0\s]/.test(ref)) throw new GitError(`"${ref}" is not a git ref`, 'unknown-ref');
}

/** The NUL-separated fields of `-z` output. */
function fields(out: Buffer): string[] {
  const parts = out.toString('utf8').split('\0');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/** Path relative to the repository root, with forward slashes, for `ref:path` and pathspecs. */
function relativeTo(root: string, p: string): string {
  return path.posix.relative(root, p);
}

/** The repository's top folder (service path) of a folder inside it (see repositoryLocation for what is refused). */
export async function repositoryRoot(dir: string): Promise<string> {
  return (await repositoryLocation(dir)).root;
}

/** Whether `ref` names a commit in the repository at `root`. */
export async function refExists(root: string, ref: string): Promise<boolean> {
  assertRef(ref);
  try {
    await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch (e) {
    if (e instanceof GitError && e.kind === 'failed') return false;
    throw e;
  }
}

/** A file of the tree at a ref: its mode (`100644`, `100755`, `120000` for a symbolic link) and object id. */
export interface TreeEntry {
  mode: string;
  id: string;
}

/**
 * The files under `folder` (absolute, inside `root`) in the tree of `ref`, by absolute path. Submodules
 * (commits inside the tree) are left out: their files are another repository's.
 */
export async function treeAtRef(root: string, ref: string, folder: string): Promise<Map<string, TreeEntry>> {
  assertRef(ref);
  const rel = relativeTo(root, folder);
  const out = await git(root, ['ls-tree', '-r', '-z', '--full-tree', ref, '--', ...(rel ? [rel] : [])]);
  const entries = new Map<string, TreeEntry>();
  for (const line of fields(out)) {
    // `<mode> SP <type> SP <object> TAB <path>`
    const tab = line.indexOf('\t');
    const [mode, type, id] = line.slice(0, tab).split(' ');
    if (tab < 0 || type !== 'blob' || !id) continue;
    entries.set(path.posix.join(root, line.slice(tab + 1)), { mode, id });
  }
  return entries;
}

/** The hash function of the repository's object names (`sha1`, or `sha256` in a SHA-256 repository). */
export async function objectFormat(root: string): Promise<'sha1' | 'sha256'> {
  const said = (await git(root, ['rev-parse', '--show-object-format'])).toString('utf8').trim();
  return said === 'sha256' ? 'sha256' : 'sha1';
}

/** The text of `file` (absolute, inside `root`) at `ref`, or undefined when it did not exist there. */
export async function fileAtRef(root: string, ref: string, file: string, maxBytes = MAX_OUTPUT_BYTES): Promise<string | undefined> {
  assertRef(ref);
  try {
    return (await git(root, ['show', '--no-textconv', '--no-ext-diff', '--no-show-signature', `${ref}:${relativeTo(root, file)}`], maxBytes)).toString('utf8');
  } catch (e) {
    if (e instanceof GitError && e.kind === 'failed') return undefined;
    throw e;
  }
}

/** A commit as the history lists it: newest first (`index` 0), in topological order. */
export interface HistoryCommit {
  sha: string;
  /** Committer date, ISO 8601. */
  date: string;
  subject: string;
  index: number;
}

/**
 * One commit per record of `git log -z` with COMMIT_FORMAT: every field ends in NUL, which no
 * subject, date or sha can hold, so a subject cannot forge another commit's fields (as a record or
 * field separator inside a subject could).
 */
const COMMIT_FORMAT = '--format=%x00%H%x00%cI%x00%s';
const LOG_SAFETY = ['--no-show-signature', '--no-ext-diff', '--no-textconv', '--no-renames', '-z'];

/**
 * The commits of `git log -z` with COMMIT_FORMAT, each with the names that follow it (with
 * `--name-only`). A record starts at an empty field: no name, sha or date is empty, and a subject
 * (which may be) is read by its place after the date.
 */
function commitRecords(out: Buffer): { commit: Omit<HistoryCommit, 'index'>; names: string[] }[] {
  const parts = out.toString('utf8').split('\0');
  const records: { commit: Omit<HistoryCommit, 'index'>; names: string[] }[] = [];
  const isSha = (s: string | undefined) => s !== undefined && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s);
  const isDate = (s: string | undefined) => s !== undefined && /^\d{4}-\d\d-\d\dT[\d:]+([+-][\d:]+|Z)$/.test(s);
  for (let i = 0; i < parts.length; ) {
    if (parts[i] !== '' || !isSha(parts[i + 1]) || !isDate(parts[i + 2])) {
      i++;
      continue;
    }
    const commit = { sha: parts[i + 1], date: parts[i + 2], subject: parts[i + 3] ?? '' };
    i += 4;
    const names: string[] = [];
    while (i < parts.length && parts[i] !== '') names.push(parts[i++].replace(/^\n/, ''));
    records.push({ commit, names });
  }
  return records;
}

/**
 * The history of the files under `folder` (absolute, inside `root`), read in one `git log`: each
 * file's commits, newest first, and each commit's place. Files are named as they are called in
 * each commit (no rename following).
 */
export async function fileHistory(root: string, folder: string): Promise<{ commits: Map<string, HistoryCommit>; byFile: Map<string, HistoryCommit[]> }> {
  const rel = relativeTo(root, folder) || '.';
  const out = await git(root, ['log', '--topo-order', `--max-count=${MAX_HISTORY_COMMITS}`, ...LOG_SAFETY, '--name-only', COMMIT_FORMAT, '--', rel]);
  const commits = new Map<string, HistoryCommit>();
  const byFile = new Map<string, HistoryCommit[]>();
  for (const record of commitRecords(out)) {
    const commit = { ...record.commit, index: commits.size };
    commits.set(commit.sha, commit);
    for (const file of record.names) {
      if (!file) continue;
      const at = path.posix.join(root, file);
      const list = byFile.get(at);
      if (list) list.push(commit);
      else byFile.set(at, [commit]);
    }
  }
  return { commits, byFile };
}

/** The commit a short or symbolic name stands for (full sha, date, subject), or undefined when it names none. */
export async function commitInfo(root: string, ref: string): Promise<Omit<HistoryCommit, 'index'> | undefined> {
  assertRef(ref);
  try {
    return commitRecords(await git(root, ['show', '-s', '-z', '--no-show-signature', COMMIT_FORMAT, `${ref}^{commit}`]))[0]?.commit;
  } catch (e) {
    if (e instanceof GitError && e.kind === 'failed') return undefined;
    throw e;
  }
}

/** The commits after `since` (not reachable from it) that touched `file`, newest first. */
export async function commitsSince(root: string, since: string, file: string): Promise<Omit<HistoryCommit, 'index'>[]> {
  assertRef(since);
  const out = await git(root, ['log', '--topo-order', `--max-count=${MAX_HISTORY_COMMITS}`, ...LOG_SAFETY, COMMIT_FORMAT, `${since}..HEAD`, '--', relativeTo(root, file)]);
  return commitRecords(out).map((r) => r.commit);
}

/** Where a folder's repository keeps its work tree and its state (a linked worktree has both a git dir and a common one). */
export interface RepositoryLocation {
  root: string;
  gitDir: string;
  commonDir: string;
}

/**
 * The repository of a folder, refused (a GitError of kind `no-repository`) when it is bare or when its
 * git directory lies inside `dir` anywhere but `<top folder>/.git`: a folder shaped like a git
 * directory, or a `.git` file pointing into the checkout, is content a repository can carry, and its
 * configuration would be the checkout's to write (safe.bareRepository refuses the first kind too;
 * this holds where git is older than 2.38 and ignores that setting).
 */
export async function repositoryLocation(dir: string): Promise<RepositoryLocation> {
  const [bare, root, gitDir, commonDir] = (await git(dir, ['rev-parse', '--is-bare-repository', '--show-toplevel', '--absolute-git-dir', '--git-common-dir'])).toString('utf8').trim().split('\n');
  if (bare === 'true') throw new GitError(`${dir} lies in a bare repository, which Docsite does not read`, 'no-repository');
  if (!root || !gitDir || !commonDir) throw new GitError(`git rev-parse printed no repository for ${dir}`, 'failed');
  const location = { root: toServicePath(root), gitDir: toServicePath(gitDir), commonDir: toServicePath(path.resolve(dir, commonDir)) };
  const folder = toServicePath(dir);
  const inside = (p: string) => p === folder || p.startsWith(folder.endsWith('/') ? folder : folder + '/');
  const standard = (p: string) => p === `${location.root}/.git` || !inside(p);
  if (!standard(location.gitDir) || !standard(location.commonDir)) throw new GitError(`the git directory of ${dir} (${location.gitDir}) lies inside the folder being checked, which Docsite does not read`, 'no-repository');
  return location;
}

/**
 * A value that changes whenever HEAD moves (a commit, a checkout, a reset, a fetch into the current
 * branch), read from the repository's files without running git, so a cache keyed by it costs no
 * process per keystroke: HEAD's text, the loose ref it names, and the size and time of packed-refs
 * (where a packed branch moves, git writes a loose ref or rewrites the file). Undefined when the files
 * cannot be read; the caller then asks git.
 */
export function headFingerprint(location: RepositoryLocation): string | undefined {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8').slice(0, 4096).trim();
    } catch {
      return undefined;
    }
  };
  const head = read(path.posix.join(location.gitDir, 'HEAD'));
  if (head === undefined) return undefined;
  const ref = /^ref: (refs\/[^\0\s]+)$/.exec(head)?.[1];
  if (!ref || ref.split('/').includes('..')) return head;
  const loose = read(path.posix.join(location.commonDir, ref)) ?? read(path.posix.join(location.gitDir, ref)) ?? '';
  let packed = '';
  try {
    const stat = fs.statSync(path.posix.join(location.commonDir, 'packed-refs'));
    packed = `${stat.size}:${stat.mtimeMs}`;
  } catch {
    // No packed refs.
  }
  return `${head}\0${loose}\0${packed}`;
}

/** The full sha HEAD names now. */
export async function headCommit(root: string): Promise<string> {
  return (await git(root, ['rev-parse', '--verify', 'HEAD^{commit}'])).toString('utf8').trim();
}
