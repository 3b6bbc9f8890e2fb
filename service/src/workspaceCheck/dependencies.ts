/**
 * The one dependency model of a check's result, for the editor's whole-site pass (checker.ts) and
 * `docsite check --cache` alike: what a file's check asked the workspace, with the answers it got
 * (recorded by RecordingWorkspace), and whether those answers still hold. The pass keeps the
 * records in memory and asks, after a change, which files it made stale; the CLI keeps them in its
 * cache file and asks, per file, whether its result may be reused.
 */
import type { DocsWorkspace } from '../../../site/src';
import { type Dependencies, type Summaries, TextHasher, signature } from './recording';

/**
 * Today's answers to recorded questions, each worked out once. Files must not change while one is
 * in use: make a new one after a change.
 */
export class DependencyAnswers {
  private readonly answers = new Map<string, string>();

  constructor(
    private readonly workspace: DocsWorkspace,
    private readonly hasher: TextHasher,
    private readonly summaries: Summaries,
  ) {}

  /** Whether every recorded answer is still the answer. */
  holdAll(deps: Dependencies): boolean {
    for (const [dep, answer] of deps) if (!this.holds(dep, answer)) return false;
    return true;
  }

  /**
   * Whether a recorded answer still holds. A linked page's anchors are compared by its text's hash
   * first: only a page whose text changed is parsed again, to see whether its anchors did.
   */
  holds(dep: string, answer: string): boolean {
    if (!dep.startsWith('a\0') || answer === '-') return this.answer(dep) === answer;
    const file = dep.slice(2);
    const newline = answer.indexOf('\n');
    const hash = this.memo('h\0' + file, () => this.hasher.hash(file, this.workspace.readFile(file)));
    if (hash === '-') return false;
    if (hash === answer.slice(0, newline)) return true;
    const anchors = this.memo('A\0' + file, () => {
      const text = this.workspace.readFile(file);
      return text === undefined ? '-' : this.summaries.anchorsOf(file, text);
    });
    return anchors === answer.slice(newline + 1);
  }

  /**
   * The record as it would be written today, for a result whose answers all hold: a linked page
   * whose text changed but whose anchors did not gets its new text hash, so the next run compares
   * hashes again instead of parsing that page once more. Undefined when every answer is as recorded.
   */
  refreshed(deps: Dependencies): Dependencies | undefined {
    let changed = false;
    const out = deps.map(([dep, answer]): [string, string] => {
      if (!dep.startsWith('a\0') || answer === '-') return [dep, answer];
      const file = dep.slice(2);
      const hash = this.memo('h\0' + file, () => this.hasher.hash(file, this.workspace.readFile(file)));
      const newline = answer.indexOf('\n');
      if (hash === '-' || hash === answer.slice(0, newline)) return [dep, answer];
      changed = true;
      return [dep, hash + answer.slice(newline)];
    });
    return changed ? out : undefined;
  }

  private memo(key: string, compute: () => string): string {
    let value = this.answers.get(key);
    if (value === undefined) this.answers.set(key, (value = compute()));
    return value;
  }

  /** Today's answer to a recorded question. */
  private answer(dep: string): string {
    return this.memo(dep, () => {
      const sep = dep.indexOf('\0');
      return signature(this.workspace, this.hasher, dep.slice(0, sep), dep.slice(sep + 1), this.summaries);
    });
  }
}

/**
 * The questions whose answers a change at `path` may alter: whether it exists, its text, its
 * anchors, its real path, the import graph and the agents' page facts of any site it may be in
 * (every folder above it), and
 * (when it came or went) the listing of every folder above it, since a listing holds the files of
 * the whole tree below a folder.
 */
export function questionsAbout(path: string, cameOrWent: boolean): string[] {
  const questions = ['e', 'r', 'a', 'p'].map((op) => op + '\0' + path);
  for (let dir = path.slice(0, path.lastIndexOf('/')); ; dir = dir.slice(0, dir.lastIndexOf('/'))) {
    questions.push('i\0' + (dir || '/'), 'm\0' + (dir || '/'));
    if (cameOrWent) questions.push('l\0' + (dir || '/'));
    if (!dir) break;
  }
  return questions;
}

/** What each checked file's result depends on, indexed both ways. */
export class DependencyRecord {
  /** file → question → the answer its result was worked out with. */
  private readonly byFile = new Map<string, Map<string, string>>();
  /** question → the files whose result recorded an answer to it. */
  private readonly byQuestion = new Map<string, Set<string>>();

  /** Replaces what `file`'s result depends on. */
  set(file: string, deps: Dependencies): void {
    this.remove(file);
    this.byFile.set(file, new Map(deps));
    for (const [question] of deps) {
      let files = this.byQuestion.get(question);
      if (!files) this.byQuestion.set(question, (files = new Set()));
      files.add(file);
    }
  }

  /** Forgets a file that is gone or left out. */
  remove(file: string): void {
    for (const question of this.byFile.get(file)?.keys() ?? []) {
      const files = this.byQuestion.get(question);
      files?.delete(file);
      if (files?.size === 0) this.byQuestion.delete(question);
    }
    this.byFile.delete(file);
  }

  /** What `file`'s last result depends on (undefined: none recorded). */
  of(file: string): Dependencies | undefined {
    const deps = this.byFile.get(file);
    return deps && [...deps];
  }

  /**
   * The files whose recorded answer to a question about `paths` no longer holds (see
   * questionsAbout), in the order they were first recorded. A file whose answers all hold keeps its
   * result: a page body edit that leaves its anchors alone checks none of the pages linking to it.
   */
  stale(paths: readonly string[], cameOrWent: boolean, answers: DependencyAnswers): string[] {
    const out = new Set<string>();
    for (const path of paths) {
      for (const question of questionsAbout(path, cameOrWent)) {
        for (const file of this.byQuestion.get(question) ?? []) {
          if (out.has(file)) continue;
          const recorded = this.byFile.get(file)?.get(question);
          if (recorded !== undefined && !answers.holds(question, recorded)) out.add(file);
        }
      }
    }
    return [...out];
  }

  /**
   * The files whose result asked any question about `paths` (see questionsAbout), whatever the
   * answer is now: what a change may have reached (`docsite check --changed`), in the order they
   * were first recorded.
   */
  dependents(paths: readonly string[], cameOrWent: boolean): string[] {
    const out = new Set<string>();
    for (const path of paths) for (const question of questionsAbout(path, cameOrWent)) for (const file of this.byQuestion.get(question) ?? []) out.add(file);
    return [...out];
  }

  /** How many files have a record (for tests and benchmarks). */
  get size(): number {
    return this.byFile.size;
  }
}
