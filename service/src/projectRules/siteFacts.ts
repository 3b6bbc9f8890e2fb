/**
 * The facts about one site that the rules file is tailored to, read from the site model (either
 * layout, docs.json or mint.json). The model reads tolerantly: a configuration with mistakes still
 * yields whatever can be read, because the rules file is useful even while it is being fixed.
 */
import { type ConfigLayout, Division, DivisionKind, PageEntry, SiteModel, isPageEntry, type IconLibrary, type DocsWorkspace, defaultOf } from '../../../site/src';
import { siteOperations, type SpecReader } from '../openapi/scope';

export type AuthMethod = 'bearer' | 'basic' | 'key';

/** A group of the navigation. */
export interface NavigationSection {
  group: string;
  /** Page ids directly in the group (the group's `root` page first). */
  pages: string[];
  /** `METHOD /path` entries directly in the group: pages generated from an OpenAPI operation. */
  endpoints: string[];
  /** Nested groups. */
  groups: NavigationSection[];
}

/** A division that is not a group: a tab, anchor, dropdown, product, menu item, version or language. */
export interface SiteSection {
  kind: Exclude<DivisionKind, 'root' | 'group'>;
  name: string;
  /** An external link instead of content. */
  href?: string;
  hidden: boolean;
  isDefault: boolean;
  /** The spec's layout: the URL prefix of a tab or anchor. */
  url?: string;
  /** The spec's layout: an anchor tied to one version. */
  version?: string;
  groups: NavigationSection[];
  /** Pages and endpoints listed in the section outside any group. */
  pages: string[];
  endpoints: string[];
  sections: SiteSection[];
}

export interface SiteFacts {
  layout: ConfigLayout;
  name: string | undefined;
  /** Every group, outermost first, whatever section holds it (sections are in `sections`). */
  navigation: NavigationSection[];
  /** The sections at the top of the navigation, each with its groups and nested sections. */
  sections: SiteSection[];
  /** The spec's tabs and anchors (today's layout keeps them in `sections`). */
  tabs: { name: string; url: string }[];
  anchors: { name: string; url: string; version?: string; hidden: boolean }[];
  /** Version names: the spec's `versions`, or every version division. */
  versions: string[];
  defaultVersion?: string;
  /** Languages of today's layout: locale codes, the default one marked, with the folder their pages share. */
  languages: { code: string; isDefault: boolean; folder: string }[];
  /** Present when the configuration sets API options for hand-written API pages. */
  api?: {
    baseUrls: string[];
    auth?: { method?: AuthMethod; name?: string; inputPrefix?: string };
    /**
     * The playground: the spec's `show`/`simple`/`hide` (`show` when `api` is present without a
     * mode), or today's `interactive`/`simple`/`none`/`auth`.
     */
    playgroundMode: string;
  };
  /** OpenAPI sources (top level and divisions), as written. */
  openapi: string[];
  asyncapi: string[];
  /** The operations of the local OpenAPI files, in file order, with their summaries. */
  endpoints: SiteEndpoint[];
  /** docs.json `icons.library` (today's layout): the names an `icon` takes; Font Awesome when unset. */
  iconLibrary: IconLibrary;
}

/**
 * One operation of the site's OpenAPI files. Its method and path are carried as read from the spec,
 * never split back out of `key`: a path may hold a space (`/files/{file name}`).
 */
export interface SiteEndpoint {
  /** `GET /users` (or `WEBHOOK name`): the value `openapi:` frontmatter takes. */
  readonly key: string;
  /** `GET`, `POST`, … (`WEBHOOK` for a webhook). */
  readonly method: string;
  /** The path as the spec writes it (a webhook's name). */
  readonly path: string;
  readonly summary?: string;
  readonly source: string;
}

/** The operations of the site's OpenAPI files, as the rules file names them. */
export function siteEndpoints(model: SiteModel, workspace: DocsWorkspace, read: SpecReader): SiteEndpoint[] {
  return siteOperations(model, workspace, read).map(({ source, operation: { key, method, path, summary } }) => ({ key, method, path, summary, source }));
}

const LEGACY_PLAYGROUND: Record<string, string> = { interactive: 'show', simple: 'simple', none: 'hide' };

export function siteFacts(model: SiteModel, endpoints: readonly SiteEndpoint[] = []): SiteFacts {
  const legacy = model.layout === 'legacy';
  const sections = childSections(model.navigation);
  // The spec's layout: the first section is the synthesised top anchor (or primary tab) that holds
  // the groups no URL prefix claims; it is no tab or anchor of docs.json.
  const written = legacy && sections.length ? sections.slice(1) : sections;
  const versionDivisions = legacy ? [] : divisionsOfKind(model.navigation, 'version');
  const languages = legacy ? [] : uniqueByName(divisionsOfKind(model.navigation, 'language'));
  const facts: SiteFacts = {
    layout: model.layout,
    name: model.name,
    navigation: allGroups(model.navigation),
    sections: legacy ? written.map((s) => ({ ...s, groups: [], sections: [] })) : sections,
    tabs: legacy ? written.filter((s) => s.kind === 'tab').map((s) => ({ name: s.name, url: s.url ?? s.href ?? '' })) : [],
    anchors: legacy ? written.filter((s) => s.kind === 'anchor').map((s) => ({ name: s.name, url: s.url ?? s.href ?? '', version: s.version, hidden: s.hidden })) : [],
    versions: legacy ? model.versions.map((v) => v.name) : uniqueByName(versionDivisions).map((v) => v.name),
    defaultVersion: legacy ? model.versions[0]?.name : defaultOf(versionDivisions)?.name,
    languages: languages.map((l, i) => ({
      code: l.name,
      isDefault: l.isDefault || (i === 0 && !languages.some((x) => x.isDefault)),
      folder: commonFolder(pagesUnder(l)),
    })),
    openapi: unique(model.apis.filter((a) => a.kind === 'openapi').map((a) => a.source)),
    asyncapi: unique(model.apis.filter((a) => a.kind === 'asyncapi').map((a) => a.source)),
    endpoints: [...endpoints],
    iconLibrary: model.iconLibrary ?? 'fontawesome',
  };
  const { auth, servers, playground } = model.api;
  if (legacy ? playground !== undefined : auth || servers.length || playground) {
    const method = auth?.method;
    facts.api = {
      baseUrls: [...servers],
      auth: auth && { method: method === 'bearer' || method === 'basic' || method === 'key' ? method : undefined, name: auth.name, inputPrefix: auth.inputPrefix },
      playgroundMode: legacy ? LEGACY_PLAYGROUND[playground ?? 'interactive'] ?? 'show' : playground ?? 'interactive',
    };
  }
  return facts;
}

function childSections(division: Division): SiteSection[] {
  return division.items.filter((i): i is Division => !isPageEntry(i) && i.kind !== 'group' && i.kind !== 'root').map((d) => {
    const loose = d.items.filter(isPageEntry);
    return {
      kind: d.kind as SiteSection['kind'],
      name: d.name,
      href: d.href,
      hidden: d.hidden,
      isDefault: d.isDefault,
      url: d.urlPrefix,
      version: d.version,
      groups: d.items.filter((i): i is Division => !isPageEntry(i) && i.kind === 'group').map(groupOf),
      pages: loose.filter((p) => !p.operation).map((p) => p.id),
      endpoints: loose.filter((p) => p.operation).map((p) => p.value.trim()),
      sections: childSections(d),
    };
  });
}

function groupOf(group: Division): NavigationSection {
  const entries = group.items.filter(isPageEntry);
  return {
    group: group.name,
    pages: [...(group.root?.id ? [group.root.id] : []), ...entries.filter((p) => !p.operation).map((p) => p.id)],
    endpoints: entries.filter((p) => p.operation).map((p) => p.value.trim()),
    groups: group.items.filter((i): i is Division => !isPageEntry(i)).map(groupOf),
  };
}

/** The outermost groups of the whole tree, in document order. */
function allGroups(division: Division): NavigationSection[] {
  return division.items.flatMap((i) => (isPageEntry(i) ? [] : i.kind === 'group' ? [groupOf(i)] : allGroups(i)));
}

function divisionsOfKind(division: Division, kind: DivisionKind): Division[] {
  return division.items.flatMap((i) => (isPageEntry(i) ? [] : [...(i.kind === kind ? [i] : []), ...divisionsOfKind(i, kind)]));
}

function pagesUnder(item: Division | PageEntry): string[] {
  if (isPageEntry(item)) return item.id ? [item.id] : [];
  return [...(item.root?.id ? [item.root.id] : []), ...item.items.flatMap(pagesUnder)];
}

function uniqueByName(divisions: Division[]): Division[] {
  const seen = new Map<string, Division>();
  for (const d of divisions) if (d.name && (!seen.has(d.name) || (d.isDefault && !seen.get(d.name)!.isDefault))) seen.set(d.name, d);
  return divisions.filter((d) => seen.get(d.name) === d);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Every page id of a group and its nested groups. */
export function allPages(section: NavigationSection): string[] {
  return [...section.pages, ...section.groups.flatMap(allPages)];
}

/** Every endpoint of a group and its nested groups. */
export function allEndpoints(section: NavigationSection): string[] {
  return [...section.endpoints, ...section.groups.flatMap(allEndpoints)];
}

/** Every page id of a section: its loose pages, its groups' and its nested sections'. */
export function sectionPages(section: SiteSection): string[] {
  return [...section.pages, ...section.groups.flatMap(allPages), ...section.sections.flatMap(sectionPages)];
}

export function sectionEndpoints(section: SiteSection): string[] {
  return [...section.endpoints, ...section.groups.flatMap(allEndpoints), ...section.sections.flatMap(sectionEndpoints)];
}

/** The folder all the pages share (`guides/advanced`), or '' when they share none. */
export function commonFolder(pages: string[]): string {
  if (!pages.length) return '';
  const split = pages.map((p) => p.replace(/^\/+/, '').split('/').slice(0, -1));
  let common = split[0];
  for (const parts of split.slice(1)) {
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join('/');
}
