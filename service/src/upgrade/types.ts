/** A parsed JSON value. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** An old field that the new layout has no place for; `path` names it as in the old file (`api.auth.inputPrefix`, `tabs[2]`). */
export interface DroppedField {
  path: string;
  reason: string;
}

export interface UpgradeResult {
  /** The config in today's layout. */
  config: JsonObject;
  /** Old fields with no new home, in the order they appear in the old file. Never left out silently. */
  dropped: DroppedField[];
  /** Choices the converter made that the user may want to review (defaults written, lists moved). */
  notes: string[];
}

export interface UpgradeOptions {
  /**
   * Map the old `theme`/`layout` to the look-alike theme of today (venus → palm, quill → willow,
   * sidenav → maple, solidSidenav → willow). Off by default: `mint` is written, as the site
   * generator's own upgrade does, and the old values are listed as dropped with the look-alike named.
   */
  upgradeTheme?: boolean;
}

/** Collects what the conversion could not carry over, and what it decided. */
export class UpgradeLog {
  readonly dropped: DroppedField[] = [];
  readonly notes: string[] = [];

  /** Lists an old field once, however often the conversion meets it (once per version, say). */
  drop(path: string, reason: string): void {
    if (!this.dropped.some((d) => d.path === path && d.reason === reason)) this.dropped.push({ path, reason });
  }

  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text);
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `parent.key`, or `parent[3]` for an index; keys that are not identifiers are quoted. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  return parent ? `${parent}.${name}` : name;
}

/** Lists every key of `value` other than `handled` as dropped, with one reason. */
export function dropOtherKeys(log: UpgradeLog, value: JsonObject, path: string, handled: readonly string[], reason: string): void {
  for (const key of Object.keys(value)) {
    if (!handled.includes(key)) log.drop(childPath(path, key), reason);
  }
}

/**
 * A URL that leaves the site (`https://…`, `mailto:…`, `//host`): such tabs, anchors and versions
 * become links (`href`) rather than holders of pages.
 */
export function isRemoteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** An old URL prefix or page path as a path relative to the docs root (`/guides/` → `guides`). */
export function normalizePath(path: string): string {
  return path.replace(/^(\.\/|\/)+/, '').replace(/\/+$/, '');
}
