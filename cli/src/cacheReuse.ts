/**
 * Whether a cached result (checkCache.ts) still holds, asked in a worker thread of `docsite check`
 * so it runs under the page's time budget like the check it saves: asking a recorded question again
 * may read a linked page and parse it for its anchors. Each answer is worked out once per worker,
 * however many pages depend on it.
 */
import type { DocsWorkspace } from '../../service/src';
import { TextHasher, signature } from '../../service/src';
import type { CacheEntry } from './checkCache';

export class CacheReuse {
  private readonly answers = new Map<string, string>();

  constructor(
    private readonly workspace: DocsWorkspace,
    private readonly hasher: TextHasher,
    private readonly anchorsOf: (path: string, text: string) => string,
  ) {}

  /** Whether `entry` is the result for a page whose text hashes to `hash`, with every answer unchanged. */
  holds(entry: CacheEntry, hash: string): boolean {
    if (entry.hash !== hash) return false;
    for (const [dep, sig] of entry.deps) if (!this.depHolds(dep, sig)) return false;
    return true;
  }

  /**
   * Whether a recorded answer still holds. A linked page's anchors are compared by its text's hash
   * first: only a page whose text changed is parsed again, to see whether its anchors did.
   */
  private depHolds(dep: string, sig: string): boolean {
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

  /** Today's answer to a recorded question. */
  private answer(dep: string): string {
    return this.memo(dep, () => {
      const sep = dep.indexOf('\0');
      return signature(this.workspace, this.hasher, dep.slice(0, sep), dep.slice(sep + 1), this.anchorsOf);
    });
  }
}
