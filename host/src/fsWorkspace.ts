import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { isSpecCandidate } from '../../service/src';
import { DocsWorkspace, MINTIGNORE_FILE, WorkspaceMemos } from '../../site/src';
import { BoundedCache, isWithin } from '../../common/src';
import { readTextFile } from './readText';

/** Folders never scanned: dependencies, and every dot folder (.git, .vscode, …). */
const IGNORED_DIRS = new Set(['node_modules']);
/** A workspace larger than this is indexed only up to the limit, so the scan stays bounded. */
export const MAX_INDEXED_FILES = 200_000;

/**
 * The real file system behind the DocsWorkspace interface. Each folder is scanned once into an index
 * and then kept current by `fileCreated`/`fileDeleted`/`fileChanged` (the server feeds it watcher
 * events), so a cross-file check per keystroke never re-scans the disk. Symlinks are followed only
 * when their real path stays inside the real path of the scanned root (a link to `/` must not index
 * the whole disk), and each folder once: a folder whose real path was already visited is skipped,
 * which ends loops.
 */
export class FsWorkspace implements DocsWorkspace {
  private readonly indexes = new Map<string, Set<string>>();
  /** Texts read, kept until a watcher event says the file changed (see the constructor). */
  private readonly texts = new Map<string, string | undefined>();
  private keptBytes = 0;
  /** Bumped on every change to an index (see DocsWorkspace.generation). */
  generation = 0;
  /**
   * The memos of what the service works out from this index per generation (DocsWorkspace.memos:
   * a site's pages, its `.mintignore` compiled), for every reader of this object, also those
   * without a language service (the static preview's plan, `docsite translations`): compiling a
   * `.mintignore` per resolved page cost 0.27 ms each.
   */
  readonly memos = new WorkspaceMemos();
  private readonly subfolderCache = new BoundedCache<string, { generation: number; files: string[] }>({ maxEntries: 2000 });
  /** Called when a scan was cut short, so the caller can tell the user once. */
  onTruncated: (dir: string) => void = () => {};

  fileExists(path: string): boolean {
    const index = this.indexFor(path);
    if (index) return index.has(path);
    try {
      return fs.statSync(path).isFile();
    } catch {
      return false;
    }
  }

  /**
   * `keepTextBytes`: how much text (UTF-16 in memory) to keep between reads, 0 to read the disk each
   * time. Only for an owner that feeds every change to it (the watcher's events, or nothing at all in
   * a one-off CLI run, where files do not change): a whole-site check reads every page once per
   * snippet to see whether the import graph is current, and from the disk that is quadratic.
   */
  constructor(private readonly keepTextBytes = 0) {}

  readFile(path: string): string | undefined {
    if (this.texts.has(path)) return this.texts.get(path);
    const read = readTextFile(path);
    const text = read.ok ? read.text : undefined;
    const bytes = (text?.length ?? 0) * 2 + path.length * 2;
    if (this.keptBytes + bytes <= this.keepTextBytes) {
      this.texts.set(path, text);
      this.keptBytes += bytes;
    }
    return text;
  }

  /** Forgets the kept text of `path` and of every file below it. */
  private forgetTexts(path: string): void {
    if (this.texts.size === 0) return;
    const prefix = path + '/';
    for (const [kept, text] of this.texts) {
      if (kept !== path && !kept.startsWith(prefix)) continue;
      this.texts.delete(kept);
      this.keptBytes -= (text?.length ?? 0) * 2 + kept.length * 2;
    }
  }

  realPath(path: string): string | undefined {
    try {
      return toServicePath(fs.realpathSync.native(path));
    } catch {
      return undefined;
    }
  }

  /** Indexes `dir` as a root when nothing indexes it yet (listFiles without copying the list). */
  index(dir: string): void {
    if (!this.indexes.has(dir) && !this.indexFor(dir.endsWith('/') ? dir : dir + '/')) this.listFiles(dir);
  }

  listFiles(dir: string): readonly string[] {
    const prefix = dir.endsWith('/') ? dir : dir + '/';
    const own = this.indexes.get(dir);
    if (own) return [...own];
    const covering = this.indexFor(prefix);
    if (covering) {
      // Folders inside an indexed root are asked for repeatedly (link checks); filtering the whole
      // index each time would cost a pass over every file of the site per question.
      const hit = this.subfolderCache.get(dir);
      if (hit && hit.generation === this.generation) return hit.files;
      const files = [...covering].filter((p) => p.startsWith(prefix));
      this.subfolderCache.set(dir, { generation: this.generation, files });
      return files;
    }
    const index = this.scan(dir);
    this.indexes.set(dir, index);
    this.generation++;
    return [...index];
  }

  /**
   * A file appeared on disk (watcher event). Folders are re-scanned into the index. Every index
   * covering the path learns of it: a subfolder may have been indexed on its own before its site's
   * root was, and both are asked later.
   */
  fileCreated(path: string): void {
    this.forgetTexts(path);
    const roots = this.rootsFor(path);
    if (roots.length === 0) return;
    this.generation++;
    for (const root of roots) {
      const index = this.indexes.get(root)!;
      try {
        const realRoot = this.realPath(root) ?? root;
        const real = this.realPath(path);
        if (real === undefined || !isWithin(real, realRoot)) continue; // a link out of the root: never indexed
        const stat = fs.statSync(path);
        if (stat.isFile()) index.add(path);
        else if (stat.isDirectory()) for (const f of this.scan(path, realRoot)) index.add(f);
      } catch {
        // Gone again before we looked: nothing to index.
      }
    }
  }

  /** A file or folder disappeared (watcher event), from every index that held it. */
  fileDeleted(path: string): void {
    this.forgetTexts(path);
    // The indexed folder itself (or a folder above it) went away: everything in it is gone.
    for (const [dir, index] of this.indexes) {
      if (dir === path || dir.startsWith(path + '/')) {
        index.clear();
        this.generation++;
      }
    }
    const prefix = path + '/';
    for (const root of this.rootsFor(path)) {
      const index = this.indexes.get(root)!;
      this.generation++;
      index.delete(path);
      for (const p of index) if (p.startsWith(prefix)) index.delete(p);
    }
  }

  /**
   * A file's text changed on disk (watcher event). The index holds names only, so it stays; but a
   * JSON or YAML file may have become, or stopped being, an OpenAPI description, and the OpenAPI
   * files found under a docs root are kept per generation (see DocsWorkspace.generation). Only an
   * indexed file counts: one in node_modules or a dot folder is never a candidate. A `.mintignore`
   * decides which files its site has at all (see siteIgnore.ts), so its changes count too.
   */
  fileChanged(path: string): void {
    this.forgetTexts(path);
    // docs.json, package.json and the like never change discovery.
    if (!isSpecCandidate(path) && !path.endsWith('/' + MINTIGNORE_FILE)) return;
    if (this.rootsFor(path).some((root) => this.indexes.get(root)!.has(path))) this.generation++;
  }

  /** Drops every index, e.g. after the watcher reports more changes than it can describe. */
  reset(): void {
    this.texts.clear();
    this.keptBytes = 0;
    this.generation++;
    this.indexes.clear();
  }

  private indexFor(path: string): Set<string> | undefined {
    const root = this.rootFor(path);
    return root === undefined ? undefined : this.indexes.get(root);
  }

  /** Every indexed folder that `path` lies below. */
  private rootsFor(path: string): string[] {
    return [...this.indexes.keys()].filter((dir) => path.startsWith(dir + '/'));
  }

  /** The indexed folder that `path` lies below, if any. */
  private rootFor(path: string): string | undefined {
    for (const dir of this.indexes.keys()) {
      if (path.startsWith(dir + '/')) return dir;
    }
    return undefined;
  }

  /**
   * Every file below `root`. `realRoot` is the real path everything found must stay inside: the
   * root's own, or for a folder created later inside an index, that index's root.
   */
  private scan(root: string, realRoot: string | undefined = this.realPath(root)): Set<string> {
    const files = new Set<string>();
    if (realRoot === undefined) return files;
    const visited = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const dir = stack.pop()!;
      const real = this.realPath(dir);
      if (real === undefined || !isWithin(real, realRoot)) continue;
      if (visited.has(real)) continue;
      visited.add(real);
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        continue; // unreadable folder: skip it, never fail the whole scan
      }
      for (const entry of entries) {
        const full = dir === '/' ? '/' + entry.name : dir + '/' + entry.name;
        if (entry.isDirectory()) {
          if (!entry.name.startsWith('.') && !IGNORED_DIRS.has(entry.name)) stack.push(full);
        } else if (entry.isFile()) {
          files.add(full);
        } else if (entry.isSymbolicLink()) {
          const target = this.realPath(full);
          if (target === undefined || !isWithin(target, realRoot)) continue; // dangling, or leaves the root
          try {
            const stat = fs.statSync(full);
            if (stat.isFile()) files.add(full);
            else if (stat.isDirectory() && !entry.name.startsWith('.')) stack.push(full);
          } catch {
            // dangling link
          }
        }
        if (files.size >= MAX_INDEXED_FILES) {
          this.onTruncated(root);
          return files;
        }
      }
    }
    return files;
  }
}

/** Converts a native path to the service's absolute forward-slash form. */
export function toServicePath(nativePath: string): string {
  return nodePath.resolve(nativePath).replace(/\\/g, '/');
}
