import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { BoundedCache } from '../../common/src';
import { ICON_SETS, isIconName, type IconSet, type IconSource } from '../../preview/src';

const SETS: ReadonlySet<string> = new Set(ICON_SETS);
/** Buckets kept parsed; one is at most a few hundred KB, and a site uses a handful. */
const CACHE_LIMIT = 24;

/**
 * The icon files the build wrote (scripts/buildIcons.mjs: `<dir>/<set>/<first character>.json`),
 * read on demand: the first icon of a bucket reads and parses that one file, later ones are lookups.
 * The extension reads `dist/icons` of its install; tests read the same folder of the repository.
 */
export class IconFiles implements IconSource {
  private readonly buckets = new BoundedCache<string, Record<string, unknown> | undefined>({ maxEntries: CACHE_LIMIT });

  constructor(private readonly dir: string) {}

  shape(set: IconSet, name: string): unknown {
    // The renderer checks names before asking; this is the second lock on the same door.
    if (!SETS.has(set) || !isIconName(name)) return undefined;
    const bucket = this.bucket(`${set}/${name[0]}`);
    return bucket && Object.hasOwn(bucket, name) ? bucket[name] : undefined;
  }

  private bucket(key: string): Record<string, unknown> | undefined {
    if (this.buckets.has(key)) return this.buckets.get(key);
    let parsed: Record<string, unknown> | undefined;
    try {
      const value: unknown = JSON.parse(fs.readFileSync(nodePath.join(this.dir, key + '.json'), 'utf8'));
      parsed = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    } catch {
      parsed = undefined; // no icon of this set starts with that character
    }
    this.buckets.set(key, parsed);
    return parsed;
  }
}
