import { BoundedCache } from '../../common/src';

/**
 * Keeps one parse per document URI and version. Every feature asks this cache, so a keystroke
 * causes one parse however many requests (diagnostics, hover, links, colors) follow it.
 */
export class ParseCache<T> {
  private readonly entries: BoundedCache<string, { version: number; value: T }>;

  constructor(limit = 200) {
    this.entries = new BoundedCache({ maxEntries: limit });
  }

  get(uri: string, version: number, parse: () => T): T {
    const hit = this.entries.get(uri);
    if (hit && hit.version === version) return hit.value;
    return this.entries.set(uri, { version, value: parse() }).value;
  }

  forget(uri: string): void {
    this.entries.delete(uri);
  }
}
