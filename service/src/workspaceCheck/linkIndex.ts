/**
 * The reverse link index of the whole-site check: for each link target, the pages that link to it
 * and the anchors they ask for. When a page appears, disappears or changes its headings, only the
 * pages found here are checked again.
 *
 * A target is keyed by its absolute path without a page extension, in lower case: a link to
 * `/site/Guides/Intro` and the page `/site/guides/intro.mdx` share a key, because the broken-link
 * message names a page that differs only in letter case. That over-approximates a little (a case
 * twin re-checks its linkers), never under-approximates.
 */
export class LinkIndex {
  /** target key → linking page → fragments it uses ('' for a link without one). */
  private readonly byTarget = new Map<string, Map<string, Set<string>>>();
  /** linking page → the target keys it was last indexed under, to drop them on re-index. */
  private readonly bySource = new Map<string, string[]>();

  /** Replaces what `source` links to. */
  set(source: string, links: Iterable<{ key: string; fragment: string }>): void {
    this.remove(source);
    const keys: string[] = [];
    for (const { key, fragment } of links) {
      let sources = this.byTarget.get(key);
      if (!sources) this.byTarget.set(key, (sources = new Map()));
      let fragments = sources.get(source);
      if (!fragments) {
        sources.set(source, (fragments = new Set()));
        keys.push(key);
      }
      fragments.add(fragment);
    }
    if (keys.length) this.bySource.set(source, keys);
  }

  /** Forgets the links of a page that is gone. */
  remove(source: string): void {
    for (const key of this.bySource.get(source) ?? []) {
      const sources = this.byTarget.get(key);
      sources?.delete(source);
      if (sources?.size === 0) this.byTarget.delete(key);
    }
    this.bySource.delete(source);
  }

  /** Pages linking to `key`; with `anchorsOnly`, only those whose link names an anchor. */
  linkersOf(key: string, anchorsOnly = false): string[] {
    const sources = this.byTarget.get(key);
    if (!sources) return [];
    const out: string[] = [];
    for (const [source, fragments] of sources) {
      if (!anchorsOnly || fragments.size > 1 || !fragments.has('')) out.push(source);
    }
    return out;
  }

  /** How many pages have links indexed (for tests and benchmarks). */
  get size(): number {
    return this.bySource.size;
  }
}

/** The index key of a link target or of a file (see LinkIndex). */
export function targetKey(path: string): string {
  return path.replace(/\.(mdx|md)$/, '').toLowerCase();
}

/**
 * The key under which the pages of a docs root that name an API operation in their frontmatter
 * (`openapi:`, `api:`) are indexed: a JSON/YAML file of the site that changes, appears or goes may
 * change which operations exist, so those pages, and only those, are checked again. No file path
 * holds a NUL, so it never meets a link target's key.
 */
export function apiOperationsKey(docsRoot: string): string {
  return 'api-operations\0' + docsRoot.toLowerCase();
}

/**
 * The keys a file created or deleted at `path` may change the meaning of: the file itself, the page
 * it is (with and without `/index`), and every folder above it up to the docs root, since a link to
 * a folder is judged by the pages inside it (folder-link) and by an index page.
 */
export function keysTouchedBy(path: string, docsRoot: string): string[] {
  const keys = new Set<string>([path.toLowerCase(), targetKey(path)]);
  let dir = targetKey(path);
  const root = docsRoot.toLowerCase();
  while (dir.length > root.length) {
    dir = dir.slice(0, dir.lastIndexOf('/'));
    keys.add(dir);
  }
  return [...keys];
}
