/**
 * `docsite check --cache`, in the manner of `eslint --cache`: the findings of each page, keyed by the
 * hash of its text, with what they depended on (recording.ts): docs.json and the files it `$ref`s,
 * the pages its links name and the anchors it looked up, the files and folders it asked about. A
 * warm run reuses a result only when the page and every one of those answers are unchanged, so its
 * report is the cold run's. Configuration files are always checked again (one per site, and their
 * checks read OpenAPI files through caches this recording does not see).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';
import { FsWorkspace } from '../../host/src';
import { Dependencies, TextHasher, hashText, signature } from '../../service/src';
import { anchorsOfText } from './checkItems';

const FORMAT = 1;

interface Entry {
  hash: string;
  diagnostics: Diagnostic[];
  deps: Dependencies;
}

export class CheckCache {
  private readonly entries: Map<string, Entry>;
  private readonly answers = new Map<string, string>();
  private readonly hasher = new TextHasher();
  private readonly anchorsOf = anchorsOfText();

  private constructor(
    private readonly location: string,
    private readonly key: string,
    entries: Record<string, Entry>,
    private readonly workspace: FsWorkspace,
  ) {
    this.entries = new Map(Object.entries(entries));
  }

  /**
   * The cache at `location` when it was written for the same tool version, settings and folder;
   * else an empty one (a stale or unreadable cache is never an error, it only costs a cold run).
   */
  static load(location: string, identity: unknown, workspace: FsWorkspace): CheckCache {
    const key = hashText(JSON.stringify(identity));
    try {
      const data = JSON.parse(fs.readFileSync(location, 'utf8')) as { format?: number; key?: string; files?: Record<string, Entry> };
      if (data.format === FORMAT && data.key === key && data.files && typeof data.files === 'object') return new CheckCache(location, key, data.files, workspace);
    } catch {
      // Missing or damaged: start empty.
    }
    return new CheckCache(location, key, {}, workspace);
  }

  /** The hash of a file's text, as entries are keyed. */
  hashOf(file: string, text: string): string {
    return this.hasher.hash(file, text);
  }

  /** The cached findings of `file` when its text and every answer it depended on are unchanged. */
  lookup(file: string, hash: string): Diagnostic[] | undefined {
    const entry = this.entries.get(file);
    if (!entry || entry.hash !== hash) return undefined;
    for (const [dep, sig] of entry.deps) if (!this.holds(dep, sig)) return undefined;
    return entry.diagnostics;
  }

  store(file: string, hash: string, diagnostics: Diagnostic[], deps: Dependencies): void {
    this.entries.set(file, { hash, diagnostics, deps });
  }

  /** Drops entries of files that were not part of this run (deleted pages). */
  retainOnly(files: ReadonlySet<string>): void {
    for (const file of this.entries.keys()) if (!files.has(file)) this.entries.delete(file);
  }

  save(): void {
    const data = JSON.stringify({ format: FORMAT, key: this.key, files: Object.fromEntries(this.entries) });
    fs.mkdirSync(path.dirname(this.location), { recursive: true });
    // Written beside and renamed, so an interrupted run never leaves half a cache.
    const temp = `${this.location}.${process.pid}.tmp`;
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, this.location);
  }

  /**
   * Whether a recorded answer still holds. A linked page's anchors are compared by its text's hash
   * first: only a page whose text changed is parsed again, to see whether its anchors did.
   */
  private holds(dep: string, sig: string): boolean {
    if (!dep.startsWith('a\0') || sig === '-') return this.answer(dep) === sig;
    const file = dep.slice(2);
    const newline = sig.indexOf('\n');
    const hash = this.memo('h\0' + file, () => this.hasher.hash(file, this.workspace.readFile(file)));
    if (hash === '-') return false;
    if (hash === sig.slice(0, newline)) return true;
    const anchors = this.memo('A\0' + file, () => {
      const text = this.workspace.readFile(file);
      return text === undefined ? '-' : this.anchorsOf(file, text);
    });
    return anchors === sig.slice(newline + 1);
  }

  private memo(key: string, compute: () => string): string {
    let value = this.answers.get(key);
    if (value === undefined) this.answers.set(key, (value = compute()));
    return value;
  }

  /** Today's answer to a recorded question, asked once per run however many pages depend on it. */
  private answer(dep: string): string {
    let sig = this.answers.get(dep);
    if (sig === undefined) {
      const sep = dep.indexOf('\0');
      sig = signature(this.workspace, this.hasher, dep.slice(0, sep), dep.slice(sep + 1), this.anchorsOf);
      this.answers.set(dep, sig);
    }
    return sig;
  }
}
