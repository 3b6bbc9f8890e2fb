/**
 * What the chrome shows of the navigation for one page, from the site model's division tree: the
 * switchers (product, language, version), the tab bar, the anchors, the sidebar selects (dropdowns,
 * menu) and the groups of the current section. Both layouts end in the same `NavView`, so the top
 * bar and the sidebar are drawn once; only the way the context is found differs:
 * - today's layout: the divisions on the path from the root to the page (defaults when the page is
 *   not in the navigation), each level's siblings offered with the one on the path selected;
 * - the spec's layout: its tabs and anchors by URL prefix (already placed by the model), the first
 *   section standing for the top anchor, the `versions` dropdown with version-tied anchors.
 */
import { configColor, underPrefix, Division, PageEntry, SiteModel, isPageEntry, firstPageOf, languageIndex } from '../../site/src';

/** A link of the tab bar, the anchors or the navbar. */
export interface NavLinkItem {
  label: string;
  icon?: string;
  /** The icon's Font Awesome style, when the configuration names one. */
  iconStyle?: string;
  /** For `data-ds-color`: a hex colour, or `from,to` for a gradient. */
  color?: string;
  /** The first page of the division the link opens. */
  page?: string;
  /** An external link (a division with `href`). */
  href?: string;
  active: boolean;
  /** A tab with `align: "end"`: drawn at the far end of the tab bar. */
  alignEnd?: boolean;
}

export type SwitcherKind = 'product' | 'language' | 'version' | 'dropdown' | 'menu';

/**
 * A select of the chrome. `version` is the spec's layout version dropdown (it changes which anchors
 * show, not the page); `page` opens the chosen division's first page (its value is `/page-id`, or
 * the division's external `href`).
 */
export interface Switcher {
  kind: SwitcherKind;
  select: 'version' | 'page';
  options: { label: string; value: string; selected: boolean }[];
}

export interface NavView {
  /** Top bar selects: products, languages, versions, outermost first. */
  switchers: Switcher[];
  tabs: NavLinkItem[];
  anchors: NavLinkItem[];
  /** Sidebar selects: dropdowns and menus. */
  sidebarSwitchers: Switcher[];
  /** `global` link items that are neither tabs nor anchors: shown with the navbar links. */
  globalLinks: NavLinkItem[];
  /** The sidebar's content: the groups (and loose pages) of the current section. */
  groups: readonly (Division | PageEntry)[];
  versions: string[];
  version?: string;
}

export type AnchorColor = { kind: 'solid'; value: string } | { kind: 'gradient'; from: string; to: string };

/**
 * An anchor's colour for the icon badge. The spec's layout wrote a gradient `{ from, to }`, which the
 * model keeps as `{ light: from, dark: to }`; a plain colour has both the same. Today's `{ light, dark }`
 * is one colour per mode, and the badge takes the light one. A colour docs.json does not accept is
 * dropped, as the site build drops it (and the value ends up in CSS).
 */
export function anchorColor(color: Division['color'], layout: SiteModel['layout']): AnchorColor | undefined {
  const light = configColor(color?.light);
  const dark = configColor(color?.dark);
  if (layout === 'legacy' && color?.light !== color?.dark) return light && dark ? { kind: 'gradient', from: light, to: dark } : undefined;
  const value = light ?? dark;
  return value ? { kind: 'solid', value } : undefined;
}

function colorData(color: AnchorColor | undefined): string | undefined {
  return color?.kind === 'solid' ? color.value : color ? `${color.from},${color.to}` : undefined;
}


/**
 * How the chrome names a navigation entry as "the page on show": its page id, or for an OpenAPI
 * operation entry (which has no file) `operation:` and the entry as written (`operation:GET /users`).
 * The preview shows such an entry's generated page when it is clicked.
 */
export function entryKey(entry: PageEntry): string {
  return entry.operation ? OPERATION_KEY_PREFIX + entry.value : entry.id;
}

export const OPERATION_KEY_PREFIX = 'operation:';

/** The divisions from `division` down to the one whose pages (or group `root`) hold the page. */
export function pathToPage(division: Division, pageId: string): Division[] | undefined {
  if (division.root?.id === pageId) return [division];
  for (const item of division.items) {
    if (isPageEntry(item)) {
      if (entryKey(item) === pageId) return [division];
    } else {
      const below = pathToPage(item, pageId);
      if (below) return [division, ...below];
    }
  }
  return undefined;
}

/** A hidden group stays out of the sidebar (and the page order), unless the reader is on one of its pages. */
export function isDivisionShown(division: Division, pageId: string | undefined): boolean {
  return !division.hidden || (pageId !== undefined && pathToPage(division, pageId) !== undefined);
}

// ---- the spec's layout -----------------------------------------------------------------------------

/** The anchors of the spec's layout (the model's anchor sections, not the synthesised top one). */
export function anchorsOf(model: SiteModel): Division[] {
  return legacySections(model).sections.filter((d) => d.kind === 'anchor');
}

/** Anchors shown for a page and version: `version` ones only for that version; `isDefaultHidden` ones only on their own pages. */
export function visibleAnchors(anchors: readonly Division[], pageId: string | undefined, version: string | undefined): Division[] {
  return anchors.filter(
    (a) => (a.version === undefined || a.version === version) && (!a.hidden || (pageId !== undefined && a.urlPrefix !== undefined && underPrefix(pageId, a.urlPrefix))),
  );
}

/**
 * The model maps the spec's tabs and anchors to the root's items, the first standing for the top
 * anchor (or primary tab) that holds every group no URL prefix claims. Without tabs and anchors the
 * root holds the groups themselves.
 */
function legacySections(model: SiteModel): { primary?: Division; sections: Division[] } {
  const [first, ...rest] = model.navigation.items;
  if (!first || isPageEntry(first) || first.kind === 'group') return { sections: [] };
  return { primary: first, sections: rest.filter((d): d is Division => !isPageEntry(d)) };
}

export function legacyView(model: SiteModel, pageId: string | undefined, chosenVersion: string | undefined): NavView {
  const versions = model.versions.map((v) => v.name);
  const version = chosenVersion && versions.includes(chosenVersion) ? chosenVersion : versions[0];
  const { primary, sections } = legacySections(model);
  const current = (pageId !== undefined && [primary, ...sections].find((s) => s && pathToPage(s, pageId))) || primary;
  const tabs: NavLinkItem[] = [];
  if (primary && sections.some((s) => s.kind === 'tab')) {
    // The spec's primary tab is always called "Documentation" in the tab bar (topAnchor names the
    // anchor). It holds the groups no tab claims; when there are none, the site shows no such tab.
    const primaryPage = firstPageOf(primary);
    if (primaryPage !== undefined || current === primary) tabs.push({ label: 'Documentation', page: primaryPage, active: current === primary });
    for (const tab of sections.filter((s) => s.kind === 'tab')) tabs.push({ label: tab.name, page: firstPageOf(tab), href: tab.href, active: tab === current });
  }
  const inAnchor = current !== primary && current?.kind === 'anchor';
  const anchors: NavLinkItem[] = [
    { label: primary?.name ?? 'Documentation', icon: primary?.icon ?? 'book-open', iconStyle: primary?.iconStyle, page: primary ? firstPageOf(primary) : firstPageOf(model.navigation), active: !inAnchor },
    ...visibleAnchors(sections.filter((s) => s.kind === 'anchor'), pageId, version).map((a) => ({
      label: a.name,
      icon: a.icon ?? 'link',
      iconStyle: a.iconStyle,
      color: colorData(anchorColor(a.color, 'legacy')),
      page: firstPageOf(a),
      href: a.href,
      active: a === current,
    })),
  ];
  const held = current ? current.items : model.navigation.items;
  const everyGroup = primary ? [primary, ...sections].flatMap((s) => s.items) : model.navigation.items;
  return {
    switchers: versions.length
      ? [{ kind: 'version', select: 'version', options: versions.map((v) => ({ label: v, value: v, selected: v === version })) }]
      : [],
    tabs,
    anchors,
    sidebarSwitchers: [],
    globalLinks: [],
    groups: held.length ? held : everyGroup,
    versions,
    version,
  };
}

// ---- today's layout --------------------------------------------------------------------------------

const LOCALE_NAMES: Record<string, string> = {
  en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español', it: 'Italiano', ja: '日本語', ko: '한국어', zh: '中文',
  'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', 'pt-BR': 'Português (Brasil)', pt: 'Português', ru: 'Русский', nl: 'Nederlands',
  tr: 'Türkçe', id: 'Bahasa Indonesia', ar: 'العربية', he: 'עברית', hi: 'हिन्दी', sv: 'Svenska', pl: 'Polski', vi: 'Tiếng Việt',
};

function labelOf(division: Division): string {
  return division.kind === 'language' ? LOCALE_NAMES[division.name] ?? division.name : division.name;
}

/** The child a reader lands on when nothing chose one: the default, else the first shown. */
function defaultChild(children: readonly Division[]): Division | undefined {
  return children.find((c) => c.isDefault) ?? children.find((c) => !c.hidden) ?? children[0];
}

function childDivisions(division: Division): Division[] {
  return division.items.filter((i): i is Division => !isPageEntry(i) && i.kind !== 'group');
}

/**
 * The chain of divisions (no groups) from the root to the current section: the one that holds the
 * page, or, for a page outside the navigation, the defaults all the way down.
 */
function sectionChain(root: Division, pageId: string | undefined): Division[] {
  const path = pageId !== undefined ? pathToPage(root, pageId) : undefined;
  const chain = path ? path.filter((d) => d.kind !== 'group') : [root];
  for (let children = childDivisions(chain[chain.length - 1]); children.length; children = childDivisions(chain[chain.length - 1])) {
    chain.push(defaultChild(children)!);
  }
  return chain;
}

function linkOf(division: Division, active: boolean): NavLinkItem {
  return {
    label: labelOf(division),
    icon: division.icon,
    iconStyle: division.iconStyle,
    color: colorData(anchorColor(division.color, 'today')),
    page: division.href ? undefined : firstPageOf(division),
    href: division.href,
    active,
    alignEnd: division.alignEnd,
  };
}

/**
 * `counterpartOf`: for the language switcher, the page that is the current page in a language (a
 * string), none (null: the option opens the language's first page and says the page is not
 * translated), or unknown (undefined: the language's first page).
 */
function switcherOf(kind: SwitcherKind, siblings: readonly Division[], current: Division, counterpartOf?: (division: Division) => string | null | undefined): Switcher {
  return {
    kind,
    select: 'page',
    options: siblings
      .filter((s) => !s.hidden || s === current)
      .flatMap((s) => {
        const counterpart = counterpartOf?.(s);
        const page = s.href ? undefined : (counterpart ?? firstPageOf(s));
        const value = s.href ?? (page !== undefined ? '/' + page : undefined);
        // A division with no page and no link cannot be switched to; the current one is still named.
        if (value === undefined && s !== current) return [];
        return [{ label: labelOf(s) + (counterpart === null ? ' (not translated)' : ''), value: value ?? '', selected: s === current }];
      }),
  };
}

export function todayView(model: SiteModel, pageId: string | undefined): NavView {
  const chain = sectionChain(model.navigation, pageId);
  const view: NavView = { switchers: [], tabs: [], anchors: [], sidebarSwitchers: [], globalLinks: [], groups: [], versions: [] };
  for (let i = 0; i + 1 < chain.length; i++) {
    const current = chain[i + 1];
    const siblings = childDivisions(chain[i]);
    switch (current.kind) {
      case 'language': {
        // The switcher opens this page in the other language, where it has one (site/src/translations/languageIndex.ts).
        const counterparts = pageId !== undefined ? languageIndex(model).counterparts(pageId) : undefined;
        view.switchers.push(switcherOf(current.kind, siblings, current, counterparts && ((s) => counterparts.get(s.name))));
        break;
      }
      case 'product':
      case 'version':
        view.switchers.push(switcherOf(current.kind, siblings, current));
        if (current.kind === 'version') {
          view.versions = siblings.map((s) => s.name);
          view.version = current.name;
        }
        break;
      case 'tab':
        view.tabs = siblings.filter((s) => !s.hidden || s === current).map((s) => linkOf(s, s === current));
        break;
      case 'anchor':
        view.anchors = siblings.filter((s) => !s.hidden || s === current).map((s) => linkOf(s, s === current));
        break;
      case 'dropdown':
      case 'menu':
        view.sidebarSwitchers.push(switcherOf(current.kind, siblings, current));
        break;
    }
  }
  // `global` link items of the root and of every division on the way show on all its pages.
  for (const division of chain) {
    for (const link of division.global) {
      if (link.kind === 'tab') view.tabs.push(linkOf(link, false));
      else if (link.kind === 'anchor') view.anchors.push(linkOf(link, false));
      else view.globalLinks.push(linkOf(link, false));
    }
  }
  view.groups = chain[chain.length - 1].items;
  return view;
}

export function navigationView(model: SiteModel, pageId: string | undefined, version: string | undefined): NavView {
  return model.layout === 'legacy' ? legacyView(model, pageId, version) : todayView(model, pageId);
}
