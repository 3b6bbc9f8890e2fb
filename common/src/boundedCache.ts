/**
 * The one store of every per-key cache in the tree: the service's (a parse per document, a site
 * model per docs.json, a spec per path, a page's anchors, a page's frontmatter facts, ...), the
 * preview's (chunks and their HTML, the chrome's page frontmatter, a panel's last chrome), the slug
 * memo of mdx/, the hosts' (icon buckets, folder listings, the validation thread's last findings):
 * least recently used first out, bounded by a count of entries and, where entries can be large, by
 * their weight (characters of text they keep). Every cache evicting its own way made some unbounded
 * and others start over from nothing when full (issue 39): one type keeps the bound in one place,
 * where a test pins it.
 */
export interface CacheBounds<K, V> {
  /** The most entries kept. */
  readonly maxEntries: number;
  /** The most weight kept, all entries together; with `weigh`. */
  readonly maxWeight?: number;
  /** An entry's weight (e.g. the length of the text it keeps); 0 when not given. */
  readonly weigh?: (value: V, key: K) => number;
}

export class BoundedCache<K, V> {
  /** In order of use, oldest first: a Map iterates in insertion order, and a use re-inserts. */
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weightKept = 0;

  constructor(private readonly bounds: CacheBounds<K, V>) {}

  /** The entry of `key`, now the most recently used; undefined when none is kept. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Whether an entry of `key` is kept (one kept as `undefined` too), without counting it as a use. */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The entry of `key` without counting it as a use (it keeps its place in the eviction order). */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps `value` under `key` as the most recently used entry, then evicts the least recently used
   * until both bounds hold. The entry just kept is never evicted, even when it alone weighs more
   * than the bound: the caller is about to read it, and the next entry pushes it out.
   */
  set(key: K, value: V): V {
    this.delete(key);
    const weight = this.bounds.weigh?.(value, key) ?? 0;
    this.entries.set(key, { value, weight });
    this.weightKept += weight;
    const maxWeight = this.bounds.maxWeight ?? Infinity;
    for (const oldest of this.entries.keys()) {
      if (oldest === key || (this.entries.size <= this.bounds.maxEntries && this.weightKept <= maxWeight)) break;
      this.delete(oldest);
    }
    return value;
  }

  /** Forgets the entry of `key`; returns it, if one was kept. */
  delete(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.weightKept -= entry.weight;
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
    this.weightKept = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The weight of the entries kept, together. */
  get weight(): number {
    return this.weightKept;
  }

  /** The keys kept, least recently used first. */
  keys(): IterableIterator<K> {
    return this.entries.keys();
  }

  /** The values kept, least recently used first (reading them counts as no use). */
  *values(): IterableIterator<V> {
    for (const entry of this.entries.values()) yield entry.value;
  }
}
