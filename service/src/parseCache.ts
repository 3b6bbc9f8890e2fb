/**
 * Keeps one parse per document URI and version. Every feature asks this cache, so a keystroke
 * causes one parse however many requests (diagnostics, hover, links, colors) follow it.
 */
export class ParseCache<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(private readonly limit = 200) {}

  get(uri: string, version: number, parse: () => T): T {
    const hit = this.entries.get(uri);
    if (hit && hit.version === version) {
      // Re-insert so the Map's order tracks recent use and the oldest entry is evicted first.
      this.entries.delete(uri);
      this.entries.set(uri, hit);
      return hit.value;
    }
    const value = parse();
    this.entries.delete(uri);
    this.entries.set(uri, { version, value });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  forget(uri: string): void {
    this.entries.delete(uri);
  }
}
