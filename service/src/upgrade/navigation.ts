/**
 * The old navigation (groups, plus the top-level tabs, anchors, topAnchor, primaryTab and versions
 * that sorted them) as today's navigation object. Pages go to the tab or anchor whose `url` is
 * their path prefix, as the old site showed them; pages under no prefix go to the synthesised first
 * tab/anchor. Each version gets its own copy of the tree with the groups, tabs and anchors of that
 * version.
 */
import { OldGroup, groupsAsChildren, groupsInVersion, readGroups, splitGroups } from './groups';
import { Section, holds, primaryTab, readSections, topAnchor, within } from './sections';
import { Json, JsonObject, UpgradeLog, childPath, isObject, isRemoteUrl, nonEmptyString } from './types';

export function navigation(old: JsonObject, log: UpgradeLog): JsonObject {
  const groups = readGroups(old.navigation, log);
  const tabs = readSections(old.tabs, 'tab', log);
  const anchors = readSections(old.anchors, 'anchor', log);
  const primary = { tab: primaryTab(old.primaryTab, log), anchor: topAnchor(old.topAnchor, log) };

  // Tabs or anchors that are all links are shown on every page today: `navigation.global`.
  const global: JsonObject = {};
  const tabsAreLinks = tabs.length > 0 && tabs.every((t) => t.href);
  const anchorsAreLinks = anchors.length > 0 && anchors.every((a) => a.href);
  if (tabsAreLinks) global.tabs = tabs.map((t) => globalLink(t, log));
  if (anchorsAreLinks) global.anchors = anchors.map((a) => globalLink(a, log));
  const trees = { tabs: tabsAreLinks ? [] : tabs, anchors: anchorsAreLinks ? [] : anchors, hadAnchors: anchors.length > 0 };

  const versions = readVersions(old.versions, log);
  if (!versions) {
    for (const item of [...groups, ...tabs, ...anchors]) ignoreVersion(item, log);
    const tree = buildTree(groups, trees.tabs, trees.anchors, trees.hadAnchors, primary, log, undefined);
    return { ...(Object.keys(global).length ? { global } : {}), ...(tree ?? emptyNavigation(log)) };
  }

  reportUnknownVersions([...groups, ...tabs, ...anchors], versions, log);
  const asLanguages = versions.every((v) => v.locale !== undefined);
  const items = versions.map((v) => {
    const item: JsonObject = asLanguages ? { language: v.locale! } : { version: v.name };
    if (v.default) item.default = true;
    if (v.href) return { ...item, href: v.href };
    const tree = buildTree(
      groupsInVersion(groups, v.name),
      trees.tabs.filter((t) => t.version === undefined || t.version === v.name),
      trees.anchors.filter((a) => a.version === undefined || a.version === v.name),
      trees.hadAnchors,
      primary,
      log,
      v.name,
    );
    if (!tree) log.note(`Version ${v.name} has no pages.`);
    return { ...item, ...(tree ?? {}) };
  });
  if (asLanguages) log.note('versions: every version has a locale, so they became navigation.languages.');
  return { ...(Object.keys(global).length ? { global } : {}), [asLanguages ? 'languages' : 'versions']: items };
}

interface OldVersion {
  name: string;
  locale?: string;
  default?: boolean;
  href?: string;
}

function readVersions(value: Json | undefined, log: UpgradeLog): OldVersion[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    log.drop('versions', 'expected an array of version names');
    return undefined;
  }
  const versions = value.flatMap((entry, i): OldVersion[] => {
    const path = childPath('versions', i);
    if (typeof entry === 'string' && entry.trim()) return [{ name: entry }];
    if (!isObject(entry) || !nonEmptyString(entry.name)) {
      log.drop(path, 'a version needs a name');
      return [];
    }
    const version: OldVersion = { name: entry.name as string };
    if (typeof entry.locale === 'string') version.locale = entry.locale;
    if (entry.default === true) version.default = true;
    const url = nonEmptyString(entry.url);
    if (url && isRemoteUrl(url)) version.href = url;
    else if (url) log.drop(childPath(path, 'url'), 'a version links to another site (a full URL); a local url has no counterpart');
    for (const key of Object.keys(entry)) {
      if (!['name', 'locale', 'default', 'url'].includes(key)) log.drop(childPath(path, key), 'today\'s versions have no such key');
    }
    return [version];
  });
  if (versions.length && !versions.every((v) => v.locale !== undefined)) {
    versions.forEach((v, i) => {
      if (v.locale !== undefined) log.drop(childPath(childPath('versions', i), 'locale'), 'only when every version has a locale do they become languages');
    });
  }
  return versions.length ? versions : undefined;
}

/** With no `versions` list, an old `version` on a group, tab or anchor hid it for good; it is shown today. */
function ignoreVersion(item: OldGroup | Section, log: UpgradeLog): void {
  if (item.version !== undefined) log.drop(childPath(item.path, 'version'), 'there is no `versions` list, so it is shown in the only version');
  if ('entries' in item) for (const e of item.entries) if (typeof e !== 'string') ignoreVersion(e, log);
}

/** A group, tab or anchor whose `version` names no version appears in none: its pages are lost. */
function reportUnknownVersions(items: readonly (OldGroup | Section)[], versions: readonly OldVersion[], log: UpgradeLog): void {
  for (const item of items) {
    if (item.version !== undefined && !versions.some((v) => v.name === item.version)) {
      log.drop(item.path, `its version ${JSON.stringify(item.version)} is not in \`versions\`, so it is in no version`);
    }
    if ('entries' in item) reportUnknownVersions(item.entries.filter((e): e is OldGroup => typeof e !== 'string'), versions, log);
  }
}

function globalLink(section: Section, log: UpgradeLog): JsonObject {
  const { openapi, ...link } = section.item;
  if (openapi !== undefined) log.drop(childPath(section.path, 'openapi'), 'a link shown on every page (navigation.global) holds no API pages');
  if (section.version !== undefined) log.drop(childPath(section.path, 'version'), 'links shown on every page (navigation.global) are not per version');
  return link;
}

function emptyNavigation(log: UpgradeLog): JsonObject {
  log.note('navigation: the old config lists no pages; an empty page list was written.');
  return { pages: [] };
}

/** Where a division's pages go: a key of outer and inner division, `-1` for the synthesised first one. */
type Place = string;

/**
 * The division tree of one version: the child collection of the navigation root (or of a version
 * item), or undefined when there is nothing to show.
 */
function buildTree(
  groups: readonly OldGroup[],
  tabs: readonly Section[],
  anchors: readonly Section[],
  hadAnchors: boolean,
  primary: { tab: Section; anchor: Section },
  log: UpgradeLog,
  version: string | undefined,
): JsonObject | undefined {
  let outer: readonly Section[] = [];
  let inner: readonly Section[] = [];
  if (tabs.length && anchors.length) {
    // The division whose URLs contain the other's is the outer level: tabs hold anchors only when
    // every anchor with a URL prefix lies within a tab.
    const anchorsWithinTabs = anchors.filter((a) => a.prefix !== undefined).every((a) => tabs.some((t) => within(a, t)));
    [outer, inner] = anchorsWithinTabs ? [tabs, anchors] : [anchors, tabs];
  } else {
    outer = tabs.length ? tabs : anchors;
  }
  // With every anchor a link (moved to navigation.global) and no tabs, the old sidebar still showed
  // the top anchor above them, so it stays as the one anchor holding the pages.
  const outerPrimary = outer.length ? (outer[0].kind === 'tab' ? primary.tab : primary.anchor) : hadAnchors ? primary.anchor : undefined;
  if (!outerPrimary) return groups.length ? groupsAsChildren([...splitGroups(groups, () => 'root', 'root').values()].flat(), log) : undefined;
  const innerPrimary = inner.length ? (inner[0].kind === 'tab' ? primary.tab : primary.anchor) : undefined;

  // The inner divisions of each outer one: those within its URL prefix (the longest one).
  const ownerOf = (s: Section): number => longestMatch(outer, (o) => within(s, o));
  const placeOf = (page: string): Place => {
    const o = longestMatch(outer, (s) => holds(s, page));
    if (!inner.length) return `${o}`;
    const i = longestMatch(inner, (s, index) => ownerOf(inner[index]) === o && holds(s, page));
    return `${o}/${i}`;
  };
  const buckets = splitGroups(groups, placeOf, inner.length ? '-1/-1' : '-1');
  const where = version === undefined ? '' : ` in version ${version}`;

  const divisionItems = (sections: readonly { section: Section; index: number }[], children: (index: number) => JsonObject | undefined): JsonObject[] =>
    sections.flatMap(({ section, index }) => {
      if (section.href) return [section.item];
      const content = children(index);
      if (content) return [{ ...section.item, ...content }];
      if (section.item.openapi !== undefined) return [section.item]; // its pages come from the OpenAPI file
      if (!section.synthesized) log.drop(section.path, `no navigation page is under its url "${section.prefix ?? ''}"${where}, so it would be an empty ${section.kind}`);
      return [];
    });

  const outerSections = [{ section: outerPrimary, index: -1 }, ...outer.map((section, index) => ({ section, index }))];
  const items = divisionItems(outerSections, (o) => {
    if (!inner.length) {
      const held = buckets.get(`${o}`);
      return held ? groupsAsChildren(held, log) : undefined;
    }
    // Links (remote urls) among the inner divisions have no prefix: they stay in the first outer one.
    const mine = inner.map((section, index) => ({ section, index })).filter(({ section }) => (section.href ? o === -1 : ownerOf(section) === o));
    const innerItems = divisionItems([{ section: innerPrimary!, index: -1 }, ...mine], (i) => {
      const held = buckets.get(`${o}/${i}`);
      return held ? groupsAsChildren(held, log) : undefined;
    });
    if (!innerItems.length) return undefined;
    // An outer division holding only the pages of its own prefix needs no inner level.
    if (innerItems.length === 1 && mine.length === 0 && buckets.has(`${o}/-1`)) return groupsAsChildren(buckets.get(`${o}/-1`)!, log);
    return { [inner[0].kind === 'tab' ? 'tabs' : 'anchors']: innerItems };
  });
  if (!items.length) return undefined;
  return { [outerPrimary.kind === 'tab' ? 'tabs' : 'anchors']: items };
}

/** The index of the matching section with the longest URL prefix, or -1. */
function longestMatch(sections: readonly Section[], matches: (s: Section, index: number) => boolean): number {
  let best = -1;
  sections.forEach((s, index) => {
    if (s.prefix !== undefined && matches(s, index) && (best < 0 || s.prefix.length > sections[best].prefix!.length)) best = index;
  });
  return best;
}
