import { isExternalReference } from '../pages';
import { readApiSources } from './apiSources';
import { ConfigReader, Val, booleanOf, nonEmptyString } from './configReader';
import { pageEntry } from './pageEntry';
import { emptyRoot } from './todayNavigation';
import { Division, Loc, PageEntry } from './types';
import { firstPageOf } from './walk';

const MAX_DEPTH = 48;

/**
 * The spec's layout mapped onto the division tree: its top-level tabs and anchors become tab and
 * anchor divisions (the first one of each standing for `primaryTab` / `topAnchor`), and each group
 * goes to the one whose `url` is the longest prefix of the group's first page, as the site build
 * assigns them. Each group is placed once; a group's `version` is kept on it.
 */
export function readLegacyNavigation(reader: ConfigReader, config: Val | undefined, fallback: Loc): Division {
  const navigation = reader.get(config, 'navigation');
  const root = emptyRoot(navigation ? reader.loc(navigation) : fallback);
  const groups = reader.items(navigation).filter((g) => g.node.type === 'object').map((g) => readGroup(reader, g, 0));
  const anchors = readSections(reader, reader.get(config, 'anchors'), 'anchor');
  const tabs = readSections(reader, reader.get(config, 'tabs'), 'tab');
  const sections = [...anchors, ...tabs];
  if (sections.length === 0) return { ...root, items: groups };

  const topAnchor = reader.get(config, 'topAnchor');
  const primary: Division = {
    ...emptyRoot(root.loc),
    kind: anchors.length ? 'anchor' : 'tab',
    name: nonEmptyString(reader.get(topAnchor, 'name')) ?? 'Documentation',
    icon: anchors.length ? nonEmptyString(reader.get(topAnchor, 'icon')) ?? 'book-open' : undefined,
    iconStyle: anchors.length ? nonEmptyString(reader.get(topAnchor, 'iconType')) : undefined,
  };
  const buckets = new Map<Division, Division[]>([[primary, []], ...sections.map((s) => [s, []] as [Division, Division[]])]);
  for (const group of groups) {
    const first = firstPageOf(group);
    let best: Division | undefined;
    for (const s of sections) {
      if (s.urlPrefix !== undefined && first !== undefined && underPrefix(first, s.urlPrefix) && (!best || s.urlPrefix.length > best.urlPrefix!.length)) best = s;
    }
    buckets.get(best ?? primary)!.push(group);
  }
  const items = [...buckets].map(([section, held]) => ({ ...section, items: held }));
  return { ...root, items };
}

/** Tabs or anchors of the spec's layout: `{ name, url, icon?, color?, version?, isDefaultHidden?, openapi? }`. */
function readSections(reader: ConfigReader, list: Val | undefined, kind: 'tab' | 'anchor'): Division[] {
  return reader.items(list).flatMap((item): Division[] => {
    const name = nonEmptyString(reader.get(item, 'name'));
    const urlValue = reader.get(item, 'url');
    const url = nonEmptyString(urlValue);
    const versionValue = reader.get(item, 'version');
    if (!name || item.node.type !== 'object') return [];
    const external = url !== undefined && isExternalReference(url);
    const prefix = url && !external ? url.replace(/^\/+|\/+$/g, '') : undefined;
    return [{
      ...emptyRoot(reader.loc(item)),
      kind,
      name,
      icon: nonEmptyString(reader.get(item, 'icon')),
      iconStyle: nonEmptyString(reader.get(item, 'iconType')),
      hidden: booleanOf(reader.get(item, 'isDefaultHidden')) ?? false,
      href: external ? url : undefined,
      color: legacyColor(reader, reader.get(item, 'color')),
      apis: readApiSources(reader, reader.get(item, 'openapi'), 'openapi', prefix),
      urlPrefix: prefix,
      urlLoc: urlValue && reader.loc(urlValue),
      version: nonEmptyString(versionValue),
      versionLoc: versionValue && reader.loc(versionValue),
    }];
  });
}

function readGroup(reader: ConfigReader, value: Val, depth: number): Division {
  const versionValue = reader.get(value, 'version');
  const items: (Division | PageEntry)[] = [];
  for (const page of reader.items(reader.get(value, 'pages'))) {
    if (page.node.type === 'string') {
      const text = page.node.value as string;
      if (text.trim()) items.push(pageEntry(text, reader.loc(page)));
    } else if (page.node.type === 'object' && depth < MAX_DEPTH) {
      items.push(readGroup(reader, page, depth + 1));
    }
  }
  return {
    ...emptyRoot(reader.loc(value)),
    kind: 'group',
    name: nonEmptyString(reader.get(value, 'group')) ?? '',
    icon: nonEmptyString(reader.get(value, 'icon')),
    iconStyle: nonEmptyString(reader.get(value, 'iconType')),
    items,
    version: nonEmptyString(versionValue),
    versionLoc: versionValue && reader.loc(versionValue),
  };
}

/** An anchor colour: a hex string, or a gradient `{ from, to }` (its `from` stands for it). */
function legacyColor(reader: ConfigReader, value: Val | undefined): { light?: string; dark?: string } | undefined {
  const c = nonEmptyString(value) ?? nonEmptyString(reader.get(value, 'from'));
  return c ? { light: c, dark: nonEmptyString(reader.get(value, 'to')) ?? c } : undefined;
}

/** Whether a page id falls under a URL prefix (`guides` covers `guides/x`, not `guidesx`). */
export function underPrefix(pageId: string, prefix: string): boolean {
  const p = prefix.replace(/^\/+|\/+$/g, '');
  return p !== '' && (pageId === p || pageId.startsWith(p + '/'));
}
