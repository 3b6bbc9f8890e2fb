/**
 * Everything Docsite reads from git (the CLI, and the language server's validation worker for stale
 * translations), through the `git` executable: run with execFile (no shell, so no name or ref is ever
 * read as shell syntax), `-z` output (no quoting of odd file names), output bounded by
 * MAX_OUTPUT_BYTES (or less, per question), histories by MAX_HISTORY_COMMITS, a time limit besides,
 * and one error type for every failure. Paths are returned as absolute service paths (forward
 * slashes). Never called on the server's or the extension host's main thread.
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
  /** `from` is the path at the ref; git saw the same (or nearly the same) content. */
  | { kind: 'renamed'; from: string; path: string };

/** Runs git in `cwd` and returns what it printed, or throws a GitError. */
function git(cwd: string, args: readonly string[], maxBytes = MAX_OUTPUT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Fixed, harmless settings: no pager, no colour, no path quoting, no external diff or text conversion.
    const fixed = ['-c', 'core.quotepath=off', '-c', 'color.ui=false', '--no-pager'];
    const options = { cwd, encoding: 'buffer' as const, maxBuffer: maxBytes, timeout: GIT_TIMEOUT_MS, windowsHide: true, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } };
    execFile('git', [...fixed, ...args], options, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const e = error as NodeJS.ErrnoException & { code?: string | number };
      if (e.code === 'ENOENT') return reject(new GitError('git is not installed (or not on PATH)', 'no-git'));
      if (e.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') return reject(new GitError(`git printed more than ${maxBytes} bytes for "git ${args[0]}"`, 'failed'));
      const said = stderr.toString('utf8').trim().split('\n')[0] ?? '';
      if (/not a git repository/i.test(said)) return reject(new GitError(`${cwd} is not in a git repository`, 'no-repository'));
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

/** The repository's top folder (service path) of a folder inside it. */
export async function repositoryRoot(dir: string): Promise<string> {
  const out = await git(dir, ['rev-parse', '--show-toplevel']);
  return toServicePath(out.toString('utf8').trim());
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

/**
 * The files that differ between `ref` and the working tree (staged or not), with renames detected,
 * plus untracked files that are not ignored (as `added`).
 */
export async function changedFiles(root: string, ref: string): Promise<FileChange[]> {
  assertRef(ref);
  const abs = (p: string) => path.posix.join(root, p);
  const diff = fields(await git(root, ['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', ref, '--']));
  const changes: FileChange[] = [];
  for (let i = 0; i < diff.length; ) {
    const status = diff[i++];
    if (status.startsWith('R')) {
      const from = diff[i++];
      changes.push({ kind: 'renamed', from: abs(from), path: abs(diff[i++]) });
    } else if (status.startsWith('C')) {
      i++; // a copy keeps its source: the new file is an addition
      changes.push({ kind: 'added', path: abs(diff[i++]) });
    } else {
      const kind = status === 'A' ? 'added' : status === 'D' ? 'deleted' : 'modified';
      changes.push({ kind, path: abs(diff[i++]) });
    }
  }
  for (const file of fields(await git(root, ['ls-files', '--others', '--exclude-standard', '-z']))) changes.push({ kind: 'added', path: abs(file) });
  return changes;
}

/** The text of `file` (absolute, inside `root`) at `ref`, or undefined when it did not exist there. */
export async function fileAtRef(root: string, ref: string, file: string, maxBytes = MAX_OUTPUT_BYTES): Promise<string | undefined> {
  assertRef(ref);
  try {
    return (await git(root, ['show', '--no-textconv', `${ref}:${relativeTo(root, file)}`], maxBytes)).toString('utf8');
  } catch (e) {
    if (e instanceof GitError && e.kind === 'failed') return undefined;
    throw e;
  }
}

/** Every file under `folder` (absolute, inside `root`) at `ref`, as absolute paths. */
export async function filesAtRef(root: string, ref: string, folder: string): Promise<string[]> {
  assertRef(ref);
  const rel = relativeTo(root, folder);
  const out = await git(root, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', ref, '--', ...(rel ? [rel] : [])]);
  return fields(out).map((p) => path.posix.join(root, p));
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
 * The history of the files under `folder` (absolute, inside `root`), read in one `git log`: each
 * file's commits, newest first, and each commit's place. Files are named as they are called in
 * each commit (no rename following).
 */
export async function fileHistory(root: string, folder: string): Promise<{ commits: Map<string, HistoryCommit>; byFile: Map<string, HistoryCommit[]> }> {
  const rel = relativeTo(root, folder) || '.';
  const out = (await git(root, ['log', '--topo-order', `--max-count=${MAX_HISTORY_COMMITS}`, '-z', '--name-only', '--no-renames', '--format=%x1e%H%x1f%cI%x1f%s', '--', rel])).toString('utf8');
  const commits = new Map<string, HistoryCommit>();
  const byFile = new Map<string, HistoryCommit[]>();
  for (const record of out.split('\x1e')) {
    const end = record.indexOf('\0');
    if (end < 0) continue;
    const [sha, date, subject = ''] = record.slice(0, end).split('\x1f');
    const commit = { sha, date, subject, index: commits.size };
    commits.set(sha, commit);
    for (const file of record.slice(end + 1).replace(/^\n/, '').split('\0')) {
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
    const [sha, date, subject = ''] = (await git(root, ['show', '-s', '--format=%H%x1f%cI%x1f%s', `${ref}^{commit}`])).toString('utf8').trim().split('\x1f');
    return sha ? { sha, date, subject } : undefined;
  } catch (e) {
    if (e instanceof GitError && e.kind === 'failed') return undefined;
    throw e;
  }
}

/** The commits after `since` (not reachable from it) that touched `file`, newest first. */
export async function commitsSince(root: string, since: string, file: string): Promise<Omit<HistoryCommit, 'index'>[]> {
  assertRef(since);
  const out = (await git(root, ['log', '--topo-order', `--max-count=${MAX_HISTORY_COMMITS}`, '-z', '--no-renames', '--format=%H%x1f%cI%x1f%s', `${since}..HEAD`, '--', relativeTo(root, file)])).toString('utf8');
  return fields(Buffer.from(out)).map((line) => {
    const [sha, date, subject = ''] = line.replace(/^\n/, '').split('\x1f');
    return { sha, date, subject };
  });
}

/** Where a folder's repository keeps its work tree and its state (a linked worktree has both a git dir and a common one). */
export interface RepositoryLocation {
  root: string;
  gitDir: string;
  commonDir: string;
}

export async function repositoryLocation(dir: string): Promise<RepositoryLocation> {
  const [root, gitDir, commonDir] = (await git(dir, ['rev-parse', '--show-toplevel', '--absolute-git-dir', '--git-common-dir'])).toString('utf8').trim().split('\n');
  if (!root || !gitDir || !commonDir) throw new GitError(`git rev-parse printed no repository for ${dir}`, 'failed');
  return { root: toServicePath(root), gitDir: toServicePath(gitDir), commonDir: toServicePath(path.resolve(dir, commonDir)) };
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
