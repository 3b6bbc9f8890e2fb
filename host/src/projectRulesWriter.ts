/**
 * The node side of "Create Project Rules", shared by the VS Code command and `docsite rules`:
 * find the site(s) and the repository root, and write `.<editor_dir>/rules.md` atomically without
 * ever overwriting a file unless asked to.
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { randomBytes } from 'node:crypto';
import { projectRulesForSite } from '../../service/src';
import { buildSiteModel, discoverSites, findSite, type SiteLocation } from '../../site/src';
import { FsWorkspace } from './fsWorkspace';
import { staysInside } from './diskContainment';

/** A failure the user can act on; `message` says what happened and where. */
export class ProjectRulesError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProjectRulesError';
  }
}

export interface ProjectRulesSiteCandidate {
  /** docs.json of the site, or mint.json for a site that still keeps its configuration under the old name. */
  configPath: string;
  /** Folder of the configuration. */
  docsRoot: string;
  /**
   * Where `.<editor_dir>/` goes: the git root holding docs.json, else the fallback folder; with
   * `confine`, the fallback folder also when the git root is above it (outside the workspace).
   */
  repoRoot: string;
  /** The git root, when the file goes elsewhere because that root is outside the workspace folder. */
  outsideGitRoot?: string;
  /** `name` from docs.json, when readable. */
  name?: string;
}

/**
 * The sites a rules file can be made for, starting at `dir`: every site below it (docs.json, or
 * mint.json for a site still in the old layout; a configuration nested in another site is no second
 * site; dependencies and dot folders skipped), or else the site `dir` is in. `fallbackRoot` (the
 * workspace folder, or the CLI's dir) is the repository root when the site is in no git repository.
 */
export function findProjectRulesSites(dir: string, fallbackRoot: string = dir, options: { confine?: boolean } = {}): ProjectRulesSiteCandidate[] {
  const start = nodePath.resolve(dir);
  const workspace = new FsWorkspace();
  const below = discoverSites(start, workspace);
  const around = below.length ? [] : [findSite(nodePath.join(start, 'any'), workspace)].filter((s): s is SiteLocation => !!s);
  return [...below, ...around].map(({ configPath, docsRoot }) => {
    const fallback = nodePath.resolve(fallbackRoot);
    const git = gitRoot(docsRoot);
    const local = isInside(docsRoot, fallback) ? fallback : docsRoot;
    // In the editor, a file above the workspace folder would be invisible in the Explorer.
    const outside = options.confine && git !== undefined && !isInside(git, fallback) ? git : undefined;
    const repoRoot = outside ? local : (git ?? local);
    // An unreadable configuration is still a candidate (with no name); generating reports the problem.
    const name = buildSiteModel(configPath, workspace).name;
    return { configPath, docsRoot, repoRoot, name, ...(outside ? { outsideGitRoot: outside } : {}) };
  });
}

/** The nearest folder at or above `dir` holding `.git` (a folder, or a file in worktrees/submodules). */
export function gitRoot(dir: string): string | undefined {
  for (let d = nodePath.resolve(dir); ; d = nodePath.dirname(d)) {
    if (fs.existsSync(nodePath.join(d, '.git'))) return d;
    if (nodePath.dirname(d) === d) return undefined;
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = nodePath.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !nodePath.isAbsolute(rel));
}


/** The rules file's content for a site, read from its docs.json on disk. */
export function buildProjectRulesContent(site: ProjectRulesSiteCandidate): string {
  let text: string;
  try {
    text = fs.readFileSync(site.configPath, 'utf8');
  } catch (e) {
    throw new ProjectRulesError(`Can't read ${site.configPath}: ${(e as Error).message}`, (e as NodeJS.ErrnoException).code);
  }
  return projectRulesForSite(site, site.repoRoot, new FsWorkspace(), text);
}

/** The file system calls the writer makes; tests pass a stand-in to simulate failures. */
export type WriterFs = Pick<
  typeof fs,
  'mkdirSync' | 'statSync' | 'lstatSync' | 'readlinkSync' | 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'linkSync' | 'unlinkSync' | 'chmodSync'
>;

export interface WriteProjectRulesOptions {
  /** Replace an existing file. Without it an existing file is never touched. */
  force?: boolean;
  /**
   * The folder the file must stay inside (the repository root). The real path is checked before
   * and after folders are created, so a symlinked `.cursor` never sends the write elsewhere.
   */
  root?: string;
  fs?: WriterFs;
}

export interface WriteProjectRulesOutcome {
  path: string;
  written: boolean;
  /** Whether a file was already there (replaced when `written`, untouched otherwise). */
  existed: boolean;
}

/**
 * Writes `content` to `path`, creating missing folders as `mkdir -p` does. The text goes to a
 * temporary file in the same folder first, then takes the final name in one step, so a crash never
 * leaves half a file. Without `force` an existing file is left exactly as it is, even when it
 * appears between the check and the write (the final step refuses to replace it).
 */
export function writeProjectRulesFile(path: string, content: string, options: WriteProjectRulesOptions = {}): WriteProjectRulesOutcome {
  const f = options.fs ?? fs;
  const requested = nodePath.resolve(path);
  if (options.root !== undefined) assertProjectRulesPathInside(requested, options.root);
  // A symlinked file (AGENTS.md -> CLAUDE.md) is written where it leads: renaming onto the link
  // itself would replace the link with a copy.
  const target = linkTarget(requested, f);
  const dir = nodePath.dirname(target);
  try {
    f.mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw fsError(e, target, dir, f);
  }
  if (options.root !== undefined) assertProjectRulesPathInside(requested, options.root);
  const existing = statOrUndefined(f, target);
  if (existing?.isDirectory()) throw new ProjectRulesError(`Can't write ${target}: a folder has that name.`, 'EISDIR');
  if (existing && !options.force) return { path: requested, written: false, existed: true };

  const temp = nodePath.join(dir, `.${nodePath.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let tempCreated = false;
  try {
    const fd = f.openSync(temp, 'wx', existing ? existing.mode & 0o777 : 0o644);
    tempCreated = true;
    try {
      f.writeSync(fd, content);
      f.fsyncSync(fd);
    } finally {
      f.closeSync(fd);
    }
    if (existing && existing.mode) f.chmodSync(temp, existing.mode & 0o777);
    if (options.force) {
      f.renameSync(temp, target);
      tempCreated = false;
      return { path: requested, written: true, existed: !!existing };
    }
    // No-clobber: a hard link fails when the name is taken, atomically.
    try {
      f.linkSync(temp, target);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return { path: requested, written: false, existed: true };
      // File systems without hard links: check, then rename (the window is tiny and only our own).
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EXDEV' && code !== 'EOPNOTSUPP') throw e;
      if (statOrUndefined(f, target)) return { path: requested, written: false, existed: true };
      f.renameSync(temp, target);
      tempCreated = false;
    }
    return { path: requested, written: true, existed: false };
  } catch (e) {
    if (e instanceof ProjectRulesError) throw e;
    throw fsError(e, target, dir, f);
  } finally {
    if (tempCreated) {
      try {
        f.unlinkSync(temp);
      } catch {
        // Already gone.
      }
    }
  }
}

/**
 * Refuses a rules file whose real location leaves `root`: a `.cursor` (or rules.md) that is a
 * symlink to another folder. Neither written nor read (no diff, no open) in that case.
 */
export function assertProjectRulesPathInside(target: string, root: string): void {
  if (!staysInside(target, root)) {
    throw new ProjectRulesError(
      `Can't write ${target}: it leads outside ${root} through a symbolic link. Remove the link, or choose another editor directory.`,
      'EOUTSIDE',
    );
  }
}

function realFolder(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
}

/** As many links as Linux follows before ELOOP. */
const MAX_LINK_HOPS = 40;

/**
 * Where a write of `path` lands: the path itself, or for a symbolic link the file it leads to,
 * followed link by link (a link to a file not created yet included). A loop is refused.
 */
export function linkTarget(path: string, f: Pick<WriterFs, 'lstatSync' | 'readlinkSync'> = fs): string {
  let at = path;
  for (let hop = 0; hop <= MAX_LINK_HOPS; hop++) {
    let stat: fs.Stats;
    try {
      stat = f.lstatSync(at);
    } catch {
      return at; // nothing there yet: the file is created here
    }
    if (!stat.isSymbolicLink()) return at;
    // A relative link is relative to the folder the link really is in, as the system reads it.
    at = nodePath.resolve(realFolder(nodePath.dirname(at)), f.readlinkSync(at, 'utf8'));
  }
  throw new ProjectRulesError(`Can't write ${path}: its symbolic links go round in a loop.`, 'ELOOP');
}

function statOrUndefined(f: WriterFs, path: string): fs.Stats | undefined {
  try {
    return f.statSync(path);
  } catch {
    return undefined;
  }
}

/** A clear message for a failed write: which folder, and why. */
function fsError(e: unknown, target: string, dir: string, f: WriterFs): ProjectRulesError {
  const err = e as NodeJS.ErrnoException;
  const code = err.code;
  const where = err.path ? nodePath.resolve(err.path) : dir;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS': {
      const folder = nearestExisting(f, dir);
      const why = code === 'EROFS' ? 'is on a read-only file system' : 'is read-only (no permission to write there)';
      return new ProjectRulesError(`Can't write ${target}: the folder ${folder} ${why}. Check its permissions, or choose another folder.`, code);
    }
    case 'ENOTDIR':
    case 'EEXIST': {
      const blocker = firstNonFolder(f, dir);
      return new ProjectRulesError(
        `Can't create the folder ${dir}: ${blocker ?? where} is a file, not a folder. Rename or remove it, or choose another editor directory.`,
        code,
      );
    }
    case 'ENOSPC':
      return new ProjectRulesError(`Can't write ${target}: the disk is full.`, code);
    default:
      return new ProjectRulesError(`Can't write ${target}: ${err.message ?? String(e)}`, code);
  }
}

/** `dir` or its nearest ancestor that exists: the folder a failed mkdir or write was refused in. */
function nearestExisting(f: WriterFs, dir: string): string {
  for (let d = dir; ; d = nodePath.dirname(d)) {
    if (statOrUndefined(f, d) || nodePath.dirname(d) === d) return d;
  }
}

/** The first path on the way down to `dir` that exists but is not a folder. */
function firstNonFolder(f: WriterFs, dir: string): string | undefined {
  const parts: string[] = [];
  for (let d = dir; ; d = nodePath.dirname(d)) {
    parts.unshift(d);
    if (nodePath.dirname(d) === d) break;
  }
  for (const p of parts) {
    const st = statOrUndefined(f, p);
    if (!st) return undefined;
    if (!st.isDirectory()) return p;
  }
  return undefined;
}
