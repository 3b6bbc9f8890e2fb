/**
 * The old layout's tabs and anchors (and the synthesised first one of each, `primaryTab` and
 * `topAnchor`), read once into today's item shape. An old tab or anchor with a local `url` holds
 * the pages under that URL prefix; one with a remote `url` is a link.
 */
import { iconOf } from './groups';
import { Json, JsonObject, UpgradeLog, childPath, dropOtherKeys, isObject, isRemoteUrl, nonEmptyString, normalizePath } from './types';

export type SectionKind = 'tab' | 'anchor';

export interface Section {
  kind: SectionKind;
  /** Where it is in the old file (`tabs[2]`, `topAnchor`). */
  path: string;
  /** Its own keys in today's shape: `tab`/`anchor`, `icon`, `color`, `hidden`, `href`, `openapi`. */
  item: JsonObject;
  /** The URL prefix of its pages (`api-reference`), for a local url. */
  prefix?: string;
  /** For a remote url: it is a link. */
  href?: string;
  /** The old `version`: shown only in that version. */
  version?: string;
  /** The first tab or anchor made up for the pages no other one holds. */
  synthesized?: boolean;
}

export const DEFAULT_PRIMARY_NAME = 'Documentation';
export const DEFAULT_TOP_ANCHOR_ICON = 'book-open';

/** The old top-level `tabs` or `anchors`. */
export function readSections(list: Json | undefined, kind: SectionKind, log: UpgradeLog): Section[] {
  const key = kind === 'tab' ? 'tabs' : 'anchors';
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    log.drop(key, 'expected an array');
    return [];
  }
  return list.flatMap((entry, i) => {
    const path = childPath(key, i);
    if (!isObject(entry)) {
      log.drop(path, `expected a ${kind} object`);
      return [];
    }
    const section = readSection(entry, kind, path, log);
    return section ? [section] : [];
  });
}

function readSection(entry: JsonObject, kind: SectionKind, path: string, log: UpgradeLog): Section | undefined {
  const name = nonEmptyString(entry.name);
  const url = nonEmptyString(entry.url);
  if (!name) {
    log.drop(path, `a ${kind} needs a name`);
    return undefined;
  }
  const remote = url !== undefined && isRemoteUrl(url);
  const prefix = url !== undefined && !remote ? normalizePath(url) : undefined;
  const item: JsonObject = { [kind]: name };
  const icon = iconOf(entry.icon, entry.iconType);
  if (icon !== undefined) item.icon = icon;
  if (kind === 'anchor' && entry.color !== undefined) {
    const color = anchorColor(entry.color, childPath(path, 'color'), log);
    if (color) item.color = color;
  }
  if (entry.isDefaultHidden === true) item.hidden = true;
  if (remote) item.href = url;
  if (entry.openapi !== undefined) item.openapi = divisionOpenapi(entry.openapi, prefix);
  if (url === undefined || prefix === '') {
    // Without a URL prefix it holds no pages, and without a full URL it links nowhere.
    log.drop(path, `a ${kind} without a url (or with "/") holds no pages and links nowhere`);
    return undefined;
  }
  const handled = ['name', 'url', 'icon', 'iconType', 'isDefaultHidden', 'openapi', 'version', ...(kind === 'anchor' ? ['color'] : [])];
  dropOtherKeys(log, entry, path, handled, `today's ${kind}s have no such key`);
  return { kind, path, item, prefix: prefix || undefined, href: remote ? url : undefined, version: nonEmptyString(entry.version) };
}

/** An old anchor colour (`"#hex"` or a gradient `{from, to}`) as today's `{light, dark}`. */
function anchorColor(color: Json, path: string, log: UpgradeLog): JsonObject | undefined {
  if (typeof color === 'string') return { light: color, dark: color };
  if (isObject(color) && typeof color.from === 'string') {
    // Today an anchor has one colour per mode, not a gradient: its start colour stands for it.
    dropOtherKeys(log, color, path, ['from'], 'today\'s anchor colour is one colour per mode, not a gradient; `from` was used for both');
    return { light: color.from, dark: color.from };
  }
  log.drop(path, 'expected a hex colour or {"from": …, "to": …}');
  return undefined;
}

/**
 * A tab's or anchor's OpenAPI source as a division's: the pages it generates went under the
 * division's URL prefix, which today is the source's `directory`.
 */
function divisionOpenapi(openapi: Json, prefix: string | undefined): Json {
  if (!prefix) return openapi;
  const withDirectory = (source: Json): Json => (typeof source === 'string' ? { source, directory: prefix } : source);
  return Array.isArray(openapi) ? openapi.map(withDirectory) : withDirectory(openapi);
}

/** The synthesised first tab (`primaryTab`): pages no tab holds. */
export function primaryTab(value: Json | undefined, log: UpgradeLog): Section {
  const item: JsonObject = { tab: DEFAULT_PRIMARY_NAME };
  if (isObject(value)) {
    if (nonEmptyString(value.name)) item.tab = value.name;
    if (value.isDefaultHidden === true) item.hidden = true;
    dropOtherKeys(log, value, 'primaryTab', ['name', 'isDefaultHidden'], 'today\'s tabs have no such key');
  } else if (value !== undefined) log.drop('primaryTab', 'expected an object');
  return { kind: 'tab', path: 'primaryTab', item, synthesized: true };
}

/** The synthesised first anchor (`topAnchor`): pages no anchor holds. */
export function topAnchor(value: Json | undefined, log: UpgradeLog): Section {
  const item: JsonObject = { anchor: DEFAULT_PRIMARY_NAME, icon: DEFAULT_TOP_ANCHOR_ICON };
  if (isObject(value)) {
    if (nonEmptyString(value.name)) item.anchor = value.name;
    item.icon = iconOf(value.icon ?? DEFAULT_TOP_ANCHOR_ICON, value.iconType) ?? DEFAULT_TOP_ANCHOR_ICON;
    dropOtherKeys(log, value, 'topAnchor', ['name', 'icon', 'iconType'], 'today\'s anchors have no such key');
  } else if (value !== undefined) log.drop('topAnchor', 'expected an object');
  return { kind: 'anchor', path: 'topAnchor', item, synthesized: true };
}

/** Whether a page path falls under the section's URL prefix. */
export function holds(section: Section, page: string): boolean {
  const p = normalizePath(page);
  return section.prefix !== undefined && (p === section.prefix || p.startsWith(section.prefix + '/'));
}

/** Whether one section's prefix lies within another's (`api/v2` within `api`). */
export function within(inner: Section, outer: Section): boolean {
  return inner.prefix !== undefined && outer.prefix !== undefined && (inner.prefix === outer.prefix || inner.prefix.startsWith(outer.prefix + '/'));
}
