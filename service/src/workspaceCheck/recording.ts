/**
 * Records what a check asked of the workspace, with the answers it got, so a result can be
 * reused exactly when every answer is still the same (`docsite check --cache`), and the whole-site
 * pass knows which files a change makes stale (dependencies.ts). Page rules reach
 * other files only through the workspace (files that exist, folder listings, the text of docs.json
 * and of linked pages, real paths), so these answers are all a page's result depends on besides its
 * own text and the settings.
 *
 * A linked page's text is recorded twice: its hash, and the anchors it defines. A page whose text
 * changed but whose anchors did not leaves the pages linking to it valid.
 */
import { type DocsWorkspace, type Questions, WorkspaceMemos, isPagePath } from '../../../site/src';
import { BoundedCache, hashText } from '../../../common/src';

/**
 * One dependency: `op\0path` → the answer's signature. Ops: e exists, r read (text hash), l list,
 * p real path, a anchors (`hash\nanchors`: the same text hash means the same anchors), i the import
 * graph of the site whose docs root is `path`, m the agents' facts of that site's pages (title,
 * description, hidden, noindex: llms/pages.ts agentFactsSignature); see DocsWorkspace.summarize.
 */
export type Dependencies = [string, string][];

/**
 * How answers that summarize more than one file's bytes are worked out (the caller parses; this
 * module stays free of the parser): a page's anchors fingerprint, a site's import graph, and its
 * pages' facts as agents' view reads them.
 */
export interface Summaries {
  anchorsOf(path: string, text: string): string;
  importsOf(docsRoot: string): string;
  agentFactsOf(docsRoot: string): string;
}

/**
 * Hashes texts once per distinct string (docs.json is read once per page checked). Bounded like
 * every cache: more files than the largest corpus site has, and its text several times over.
 */
export class TextHasher {
  private readonly memo = new BoundedCache<string, { text: string; hash: string }>({ maxEntries: 20_000, maxWeight: 32_000_000, weigh: (entry) => entry.text.length });

  hash(path: string, text: string | undefined): string {
    if (text === undefined) return '-';
    const hit = this.memo.get(path);
    if (hit && hit.text === text) return hit.hash;
    return this.memo.set(path, { text, hash: hashText(text) }).hash;
  }
}

/** The answers a dependency signature is made of. */
export function signature(workspace: DocsWorkspace, hasher: TextHasher, op: string, path: string, summaries: Summaries): string {
  switch (op) {
    case 'e':
      return workspace.fileExists(path) ? '1' : '0';
    case 'r':
      return hasher.hash(path, workspace.readFile(path));
    case 'a': {
      const text = workspace.readFile(path);
      return text === undefined ? '-' : hasher.hash(path, text) + '\n' + summaries.anchorsOf(path, text);
    }
    case 'i':
      return summaries.importsOf(path);
    case 'm':
      return summaries.agentFactsOf(path);
    case 'l':
      return hashText(workspace.listFiles(path).join('\n'));
    case 'p':
      return workspace.realPath(path) ?? '-';
    default:
      return '?';
  }
}

/** A workspace that records every question asked between `start` and `stop`. */
export class RecordingWorkspace implements DocsWorkspace {
  private deps: Map<string, string> | undefined;
  private self = '';
  private readonly hasher = new TextHasher();
  /** Its own memos (DocsWorkspace.memos): what they hold was worked out through this workspace's answers. */
  readonly memos = new WorkspaceMemos();
  /** The questions of the memos being worked out (see recordQuestions), innermost last. */
  private readonly memoQuestions: Map<string, string>[] = [];

  constructor(
    private readonly base: DocsWorkspace,
    private readonly summaries: Summaries,
  ) {}

  get generation(): number | undefined {
    return this.base.generation;
  }

  /** Starts recording the check of `path` (its own text is its cache key, not a dependency). */
  start(path: string): void {
    this.deps = new Map();
    this.self = path;
  }

  recordQuestions<T>(compute: () => T): { value: T; questions: Questions } {
    const questions = new Map<string, string>();
    this.memoQuestions.push(questions);
    try {
      return { value: compute(), questions: [...questions] };
    } finally {
      this.memoQuestions.pop();
    }
  }

  /** A memo answered from what it worked out earlier, maybe for another page: its questions count here too. */
  replayQuestions(questions: Questions): void {
    if (!this.deps) return;
    for (const [key, answer] of questions) if (key !== 'r\0' + this.self && key !== 'a\0' + this.self) this.deps.set(key, answer);
  }

  summarize<T>(op: string, path: string, compute: () => { value: T; answer: string }): T {
    // Nothing `compute` asks is noted: the one summary question stands for all of it.
    const deps = this.deps;
    const memos = this.memoQuestions.splice(0);
    this.deps = undefined;
    let result: { value: T; answer: string };
    try {
      result = compute();
    } finally {
      this.deps = deps;
      this.memoQuestions.push(...memos);
    }
    this.note(op + '\0' + path, result.answer);
    return result.value;
  }

  /** Notes one answer for the page being checked and for every memo being worked out. */
  private note(key: string, answer: string, ofSelf = false): void {
    if (!ofSelf) this.deps?.set(key, answer);
    for (const memo of this.memoQuestions) memo.set(key, answer);
  }

  stop(): Dependencies {
    const deps = [...(this.deps ?? [])];
    this.deps = undefined;
    return deps;
  }

  fileExists(path: string): boolean {
    const exists = this.base.fileExists(path);
    this.note('e\0' + path, exists ? '1' : '0');
    return exists;
  }

  readFile(path: string): string | undefined {
    const text = this.base.readFile(path);
    // Worked out only when someone keeps it: a page's own text is no dependency of its own check
    // (and its anchors would cost a parse), unless a memo being worked out asked for it.
    if ((this.deps && path !== this.self) || this.memoQuestions.length > 0) {
      // Another page's text is read for its anchors only: depend on those, not on every word.
      // Its hash is kept too, so a later run tells "unchanged" without parsing the page again.
      // A page's own text is its cache key, not a dependency.
      if (isPagePath(path)) this.note('a\0' + path, text === undefined ? '-' : this.hasher.hash(path, text) + '\n' + this.summaries.anchorsOf(path, text), path === this.self);
      else this.note('r\0' + path, this.hasher.hash(path, text), path === this.self);
    }
    return text;
  }

  listFiles(dir: string): readonly string[] {
    const files = this.base.listFiles(dir);
    if (this.deps || this.memoQuestions.length > 0) this.note('l\0' + dir, hashText(files.join('\n')));
    return files;
  }

  realPath(path: string): string | undefined {
    const real = this.base.realPath(path);
    this.note('p\0' + path, real ?? '-');
    return real;
  }
}
