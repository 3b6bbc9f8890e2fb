/**
 * The old layout's navigation groups, read once (with every unconvertible key logged) and then
 * filtered by version and split between divisions by URL prefix.
 */
import { Json, JsonObject, UpgradeLog, childPath, isObject, nonEmptyString } from './types';

export interface OldGroup {
  /** Where it is in the old file (`navigation[2]`, `navigation[2].pages[1]`). */
  path: string;
  /** The group's own keys in today's shape (name, icon, …), without `pages`. */
  own: JsonObject;
  /** The old `version`: the group shows only in that version. */
  version?: string;
  entries: (string | OldGroup)[];
}

/** Keys a group may have today besides `group` and `pages`; an old group's other keys are listed as dropped. */
const TODAY_GROUP_KEYS = ['icon', 'public', 'hidden', 'root', 'tag', 'expanded', 'boost', 'searchable', 'directory', 'openapi', 'asyncapi'];

/** Reads the old `navigation` array. Entries that are not groups are listed as dropped. */
export function readGroups(navigation: Json | undefined, log: UpgradeLog): OldGroup[] {
  if (navigation === undefined) return [];
  if (!Array.isArray(navigation)) {
    log.drop('navigation', 'expected an array of groups');
    return [];
  }
  return navigation.flatMap((entry, i) => {
    const path = childPath('navigation', i);
    if (isObject(entry)) return [readGroup(entry, path, log)];
    log.drop(path, 'the old layout lists groups at the top of navigation, not pages; put it in a group');
    return [];
  });
}

function readGroup(group: JsonObject, path: string, log: UpgradeLog): OldGroup {
  const own: JsonObject = { group: typeof group.group === 'string' ? group.group : '' };
  const icon = iconOf(group.icon, group.iconType);
  if (icon !== undefined) own.icon = icon;
  for (const [key, value] of Object.entries(group)) {
    if (key === 'group' || key === 'pages' || key === 'icon' || key === 'iconType' || key === 'version') continue;
    if (TODAY_GROUP_KEYS.includes(key)) own[key] = value;
    else log.drop(childPath(path, key), 'today\'s groups have no such key');
  }
  if (group.iconType !== undefined && icon === undefined) log.drop(childPath(path, 'iconType'), 'an icon style without an icon');
  const entries: (string | OldGroup)[] = [];
  const pages = group.pages;
  if (Array.isArray(pages)) {
    pages.forEach((page, i) => {
      const pagePath = childPath(childPath(path, 'pages'), i);
      if (typeof page === 'string' && page.trim() !== '') entries.push(page);
      else if (isObject(page)) entries.push(readGroup(page, pagePath, log));
      else log.drop(pagePath, 'a page entry is a page path or a group');
    });
  } else if (pages !== undefined) log.drop(childPath(path, 'pages'), 'expected an array of pages');
  return { path, own, version: nonEmptyString(group.version), entries };
}

/** The old icon and its `iconType` as today's icon: the name alone, or `{name, style}`. */
export function iconOf(icon: Json | undefined, iconType: Json | undefined): Json | undefined {
  if (icon === undefined) return undefined;
  return typeof icon === 'string' && typeof iconType === 'string' ? { name: icon, style: iconType } : icon;
}

/** The groups (and nested groups) shown in `version`: those with no version or that one. */
export function groupsInVersion(groups: readonly OldGroup[], version: string | undefined): OldGroup[] {
  if (version === undefined) return [...groups];
  return groups.flatMap((g) => (g.version === undefined || g.version === version ? [{ ...g, entries: g.entries.filter((e) => typeof e === 'string' || e.version === undefined || e.version === version).map((e) => (typeof e === 'string' ? e : groupsInVersion([e], version)[0])) }] : []));
}

/** Every page path of the groups, in order. */
export function pagesOf(groups: readonly OldGroup[]): string[] {
  return groups.flatMap((g) => g.entries.flatMap((e) => (typeof e === 'string' ? [e] : pagesOf([e]))));
}

/**
 * Splits groups between divisions: each page goes to the division `placeOf` names for it, and a
 * group shows (with the same name and keys) in each division that holds one of its pages, keeping
 * the old order. A group with no pages stays with `emptyPlace`.
 */
export function splitGroups(groups: readonly OldGroup[], placeOf: (page: string) => string, emptyPlace: string): Map<string, JsonObject[]> {
  const byPlace = new Map<string, JsonObject[]>();
  for (const group of groups) {
    for (const [place, part] of splitGroup(group, placeOf, emptyPlace)) {
      const list = byPlace.get(place) ?? [];
      list.push(part);
      byPlace.set(place, list);
    }
  }
  return byPlace;
}

function splitGroup(group: OldGroup, placeOf: (page: string) => string, emptyPlace: string): Map<string, JsonObject> {
  const pagesByPlace = new Map<string, Json[]>();
  const add = (place: string, entry: Json) => {
    const list = pagesByPlace.get(place) ?? [];
    list.push(entry);
    pagesByPlace.set(place, list);
  };
  for (const entry of group.entries) {
    if (typeof entry === 'string') add(placeOf(entry), entry);
    else for (const [place, part] of splitGroup(entry, placeOf, emptyPlace)) add(place, part);
  }
  if (pagesByPlace.size === 0) pagesByPlace.set(emptyPlace, []);
  return new Map([...pagesByPlace].map(([place, pages]) => [place, { ...group.own, pages }]));
}

/**
 * The child collection of a division holding these groups. A group without a name showed its pages
 * with no heading; today every group needs a name, so such pages are listed directly, which needs
 * `pages` (pages and groups mixed) instead of `groups`.
 */
export function groupsAsChildren(groups: readonly JsonObject[], log: UpgradeLog): JsonObject {
  if (!groups.some(hasUnnamedGroup)) return { groups: [...groups] };
  log.note('Groups without a name: today every group needs one, so their pages are listed directly (in `pages`, beside the named groups), which shows them without a heading as before.');
  return { pages: groups.flatMap(inlineUnnamed) };
}

function hasUnnamedGroup(group: JsonObject): boolean {
  return !nonEmptyString(group.group) || (Array.isArray(group.pages) && group.pages.some((p) => isObject(p) && hasUnnamedGroup(p)));
}

/** A group as page entries: its pages when it has no name, else itself with its unnamed subgroups inlined. */
function inlineUnnamed(group: JsonObject): Json[] {
  const pages = Array.isArray(group.pages) ? group.pages.flatMap((p) => (isObject(p) ? inlineUnnamed(p) : [p])) : [];
  return nonEmptyString(group.group) ? [{ ...group, pages }] : pages;
}
