/**
 * The site chrome around a previewed page, from docs.json: top bar (logo or name, links, CTA,
 * version dropdown, mode toggle), tabs, anchors, sidebar navigation, feedback buttons and footer
 * socials, plus the theme (colors, background image) and the mode-toggle settings. The HTML goes
 * through the same sanitizer as pages: docs.json is workspace content too.
 */
import { parse, type ParseError, printParseErrorCode } from 'jsonc-parser';
import type { Element, ElementContent, Properties, Root } from 'hast';
import { readFrontmatter } from '../page/frontmatter';
import { resolvePage } from '../site';
import type { DocsWorkspace } from '../workspace';
import { resolveAsset } from './assets';
import { el, text } from './hast';
import { namedIcon } from './icons';
import { isMode, type ModeConfig } from './mode';
import { sanitizeToHtml } from './safeHtml';

export interface ChromeOptions {
  docsRoot: string;
  /** The previewed page's id (`guides/intro`), when it is a page of the site. */
  pageId: string | undefined;
  /** The version chosen in the dropdown; the first version when unset. */
  version?: string;
  workspace: DocsWorkspace;
  assetUrl(path: string): string;
}

export interface Theme {
  primary?: string;
  light?: string;
  dark?: string;
  backgroundLight?: string;
  backgroundDark?: string;
  backgroundImage?: string;
}

export interface ChromeModel {
  name: string;
  topbar: string;
  sidebar: string;
  footer: string;
  theme: Theme;
  modeToggle: ModeConfig;
  versions: string[];
  version?: string;
}

export type ChromeResult = { ok: true; chrome: ChromeModel } | { ok: false; error: string };

type Json = Record<string, unknown>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const SOCIAL_LABELS: Record<string, string> = {
  website: 'Website', facebook: 'Facebook', x: 'X', discord: 'Discord', slack: 'Slack', github: 'GitHub',
  linkedin: 'LinkedIn', instagram: 'Instagram', 'hacker-news': 'Hacker News',
};

export function parseConfig(textValue: string): { config?: Json; error?: string } {
  const errors: ParseError[] = [];
  const value = parse(textValue, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length) {
    const e = errors[0];
    const line = textValue.slice(0, e.offset).split('\n').length;
    return { error: `docs.json: ${printParseErrorCode(e.error)} at line ${line}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'docs.json: the top level is not an object' };
  return { config: value as Json };
}

export function buildChrome(configText: string, options: ChromeOptions): ChromeResult {
  const { config, error } = parseConfig(configText);
  if (!config) return { ok: false, error: error! };
  return { ok: true, chrome: chromeFromConfig(config, options) };
}

// ---- rules (exported for the tests) ----------------------------------------------------------------

export interface AnchorInfo {
  name: string;
  url: string;
  icon?: string;
  color?: { kind: 'solid'; value: string } | { kind: 'gradient'; from: string; to: string };
  version?: string;
  isDefaultHidden: boolean;
}

export function anchorsOf(config: Json): AnchorInfo[] {
  const anchors = Array.isArray(config.anchors) ? config.anchors : [];
  const out: AnchorInfo[] = [];
  for (const a of anchors) {
    if (!a || typeof a !== 'object') continue;
    const o = a as Json;
    if (typeof o.name !== 'string' || typeof o.url !== 'string') continue;
    out.push({
      name: o.name,
      url: o.url,
      icon: typeof o.icon === 'string' ? o.icon : undefined,
      color: anchorColor(o.color),
      version: typeof o.version === 'string' ? o.version : undefined,
      isDefaultHidden: o.isDefaultHidden === true,
    });
  }
  return out;
}

export function anchorColor(value: unknown): AnchorInfo['color'] {
  if (typeof value === 'string' && HEX.test(value)) return { kind: 'solid', value };
  if (value && typeof value === 'object') {
    const { from, to } = value as Json;
    if (typeof from === 'string' && typeof to === 'string' && HEX.test(from) && HEX.test(to)) return { kind: 'gradient', from, to };
  }
  return undefined;
}

/** Whether a page id falls under a URL prefix (`guides` covers `guides/x`, not `guidesx`). */
export function underPrefix(pageId: string | undefined, prefix: string): boolean {
  if (pageId === undefined) return false;
  const p = prefix.replace(/^\/+|\/+$/g, '');
  return p !== '' && (pageId === p || pageId.startsWith(p + '/'));
}

/** Anchors shown for a page and version: `version` ones only for that version; `isDefaultHidden` only on their own pages. */
export function visibleAnchors(anchors: readonly AnchorInfo[], pageId: string | undefined, version: string | undefined): AnchorInfo[] {
  return anchors.filter((a) => (a.version === undefined || a.version === version) && (!a.isDefaultHidden || underPrefix(pageId, a.url)));
}

export function versionsOf(config: Json): string[] {
  if (!Array.isArray(config.versions)) return [];
  return config.versions
    .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as Json).name === 'string' ? ((v as Json).name as string) : undefined))
    .filter((v): v is string => v !== undefined);
}

export function modeConfigOf(config: Json): ModeConfig {
  const m = config.modeToggle && typeof config.modeToggle === 'object' ? (config.modeToggle as Json) : {};
  return { default: isMode(m.default) ? m.default : undefined, isHidden: m.isHidden === true };
}

/** The CTA: a `link` button with its name, or for `github` the repository (`owner/repo`) from the URL. */
export function ctaOf(config: Json): { kind: 'link' | 'github'; label: string; url: string } | undefined {
  const c = config.topbarCtaButton;
  if (!c || typeof c !== 'object') return undefined;
  const o = c as Json;
  if (typeof o.url !== 'string') return undefined;
  if (o.type === 'github') {
    const m = /^https?:\/\/(?:www\.)?github\.com\/([^/?#]+)(?:\/([^/?#]+))?/i.exec(o.url);
    const label = m ? (m[2] ? `${m[1]}/${m[2].replace(/\.git$/, '')}` : m[1]) : o.url.replace(/^https?:\/\//, '');
    return { kind: 'github', label, url: o.url };
  }
  return { kind: 'link', label: typeof o.name === 'string' ? o.name : o.url, url: o.url };
}

// ---- building ------------------------------------------------------------------------------------

interface NavGroup {
  group: string;
  pages: (string | NavGroup)[];
}

function navigationOf(config: Json): NavGroup[] {
  const read = (g: unknown): NavGroup | undefined => {
    if (!g || typeof g !== 'object') return undefined;
    const o = g as Json;
    if (typeof o.group !== 'string' || !Array.isArray(o.pages)) return undefined;
    const pages: (string | NavGroup)[] = [];
    for (const p of o.pages) {
      if (typeof p === 'string') pages.push(p.trim().replace(/^\/+|\/+$/g, ''));
      else {
        const nested = read(p);
        if (nested) pages.push(nested);
      }
    }
    return { group: o.group, pages };
  };
  return (Array.isArray(config.navigation) ? config.navigation : []).map(read).filter((g): g is NavGroup => !!g);
}

function pagesIn(group: NavGroup): string[] {
  return group.pages.flatMap((p) => (typeof p === 'string' ? [p] : pagesIn(p)));
}

/** The section a page belongs to: an anchor's or a tab's URL prefix, or '' for the top anchor. */
function sectionOf(pageId: string | undefined, prefixes: readonly string[]): string {
  return prefixes.find((p) => underPrefix(pageId, p)) ?? '';
}

function chromeFromConfig(config: Json, options: ChromeOptions): ChromeModel {
  const versions = versionsOf(config);
  const version = options.version && versions.includes(options.version) ? options.version : versions[0];
  const name = typeof config.name === 'string' ? config.name : 'Documentation';
  const nav = navigationOf(config);
  const anchors = anchorsOf(config);
  const tabs = (Array.isArray(config.tabs) ? config.tabs : [])
    .filter((t): t is Json => !!t && typeof t === 'object' && typeof (t as Json).name === 'string' && typeof (t as Json).url === 'string')
    .map((t) => ({ name: t.name as string, url: t.url as string }));
  const prefixes = [...anchors.map((a) => a.url), ...tabs.map((t) => t.url)];
  const section = sectionOf(options.pageId, prefixes);
  const allPages = nav.flatMap(pagesIn);
  const firstPageOf = (prefix: string): string | undefined => allPages.find((p) => (prefix === '' ? sectionOf(p, prefixes) === '' : underPrefix(p, prefix)));
  const asset = (ref: unknown): string | undefined => {
    if (typeof ref !== 'string') return undefined;
    const t = resolveAsset(ref, options.docsRoot + '/docs.json', options.docsRoot, options.workspace);
    return t.kind === 'local' ? options.assetUrl(t.path) : t.kind === 'external' ? t.url : undefined;
  };

  // Top bar.
  const top: ElementContent[] = [];
  const logo = config.logo;
  let logoLight: string | undefined;
  let logoDark: string | undefined;
  let logoHref = '/';
  if (typeof logo === 'string') logoLight = logoDark = asset(logo);
  else if (logo && typeof logo === 'object') {
    const l = logo as Json;
    logoLight = asset(l.light) ?? asset(l.dark);
    logoDark = asset(l.dark) ?? logoLight;
    if (typeof l.href === 'string') logoHref = l.href;
  }
  const brand: ElementContent[] = logoLight
    ? [el('img', { className: ['ds-logo', 'ds-logo-light'], src: logoLight, alt: name }), el('img', { className: ['ds-logo', 'ds-logo-dark'], src: logoDark!, alt: name })]
    : [el('span', { className: ['ds-site-name'] }, [text(name)])];
  top.push(el('a', { className: ['ds-brand'], href: logoHref, title: name }, brand));
  const right: ElementContent[] = [];
  for (const link of Array.isArray(config.topbarLinks) ? config.topbarLinks : []) {
    const o = link as Json;
    if (o && typeof o.name === 'string' && typeof o.url === 'string') right.push(el('a', { className: ['ds-topbar-link'], href: o.url }, [text(o.name)]));
  }
  if (versions.length) {
    right.push(
      el('select', { className: ['ds-version'], dataDsSelect: 'version', ariaLabel: 'Documentation version' },
        versions.map((v) => el('option', { value: v, selected: v === version }, [text(v)]))),
    );
  }
  const cta = ctaOf(config);
  if (cta) {
    right.push(
      el('a', { className: ['ds-cta', 'ds-cta-' + cta.kind], href: cta.url }, cta.kind === 'github'
        ? [el('span', { className: ['ds-cta-github-mark'], ariaHidden: 'true' }, [text('★')]), text(' ' + cta.label)]
        : [text(cta.label)]),
    );
  }
  const modeToggle = modeConfigOf(config);
  right.push(
    el('button', { type: 'button', className: ['ds-mode-toggle'], dataDsAction: 'toggle-mode', ariaLabel: 'Toggle light and dark mode', title: 'Toggle light and dark mode', hidden: modeToggle.isHidden === true }, [
      el('span', { className: ['ds-mode-icon-light'], ariaHidden: 'true' }, [text('☀')]),
      el('span', { className: ['ds-mode-icon-dark'], ariaHidden: 'true' }, [text('☾')]),
    ]),
  );
  const topChildren: ElementContent[] = [el('div', { className: ['ds-topbar-row'] }, [...top, el('div', { className: ['ds-topbar-right'] }, right)])];
  if (tabs.length) {
    const tabLinks: ElementContent[] = [pageLink(firstPageOf(''), ['ds-navtab', section === '' || !tabs.some((t) => t.url === section) && !anchors.some((a) => a.url === section) ? 'is-active' : ''], [text('Documentation')])];
    for (const t of tabs) tabLinks.push(pageLink(firstPageOf(t.url), ['ds-navtab', t.url === section ? 'is-active' : ''], [text(t.name)]));
    topChildren.push(el('nav', { className: ['ds-navtabs'], ariaLabel: 'Tabs' }, tabLinks));
  }

  // Sidebar: anchors, then the groups of the current section.
  const side: ElementContent[] = [];
  const topAnchor = config.topAnchor && typeof config.topAnchor === 'object' ? (config.topAnchor as Json) : {};
  const anchorItems: ElementContent[] = [];
  const inAnchor = anchors.some((a) => a.url === section);
  anchorItems.push(
    pageLink(firstPageOf(''), ['ds-anchor', !inAnchor ? 'is-active' : ''], [
      anchorIcon(typeof topAnchor.icon === 'string' ? topAnchor.icon : 'book-open', undefined),
      el('span', {}, [text(typeof topAnchor.name === 'string' ? topAnchor.name : 'Documentation')]),
    ]),
  );
  for (const a of visibleAnchors(anchors, options.pageId, version)) {
    anchorItems.push(pageLink(firstPageOf(a.url), ['ds-anchor', a.url === section ? 'is-active' : ''], [anchorIcon(a.icon ?? 'link', a.color), el('span', {}, [text(a.name)])]));
  }
  side.push(el('nav', { className: ['ds-anchors'], ariaLabel: 'Anchors' }, anchorItems));
  const titleCache = new Map<string, { title: string; exists: boolean }>();
  const pageTitle = (id: string): { title: string; exists: boolean } => {
    let t = titleCache.get(id);
    if (!t) {
      const file = resolvePage(options.docsRoot, id, options.workspace);
      const data = file ? readFrontmatter(options.workspace.readFile(file) ?? '').frontmatter.data : {};
      const title = typeof data.sidebarTitle === 'string' ? data.sidebarTitle : typeof data.title === 'string' ? data.title : id.split('/').pop() ?? id;
      t = { title, exists: !!file };
      titleCache.set(id, t);
    }
    return t;
  };
  const renderGroup = (g: NavGroup, depth: number): Element => {
    const items: ElementContent[] = g.pages.map((p) => {
      if (typeof p !== 'string') return el('li', {}, [renderGroup(p, depth + 1)]);
      const { title, exists } = pageTitle(p);
      const current = p === options.pageId;
      return el('li', {}, [pageLink(p, ['ds-navpage', current ? 'is-current' : '', exists ? '' : 'is-missing'], [text(title)], current)]);
    });
    return el('div', { className: ['ds-navgroup', depth ? 'ds-navgroup-nested' : ''] }, [
      el('div', { className: ['ds-navgroup-title'] }, [text(g.group)]),
      el('ul', {}, items),
    ]);
  };
  const groups = nav.filter((g) => pagesIn(g).some((p) => sectionOf(p, prefixes) === section));
  side.push(el('nav', { className: ['ds-nav'], ariaLabel: 'Pages' }, (groups.length ? groups : nav).map((g) => renderGroup(g, 0))));

  // Footer: feedback and socials.
  const foot: ElementContent[] = [];
  const feedback = config.feedback && typeof config.feedback === 'object' ? (config.feedback as Json) : {};
  const fbButtons: ElementContent[] = [];
  if (feedback.suggestEdit === true) fbButtons.push(el('button', { type: 'button', className: ['ds-feedback'], dataDsAction: 'suggest-edit' }, [text('✎ Suggest edits')]));
  if (feedback.raiseIssue === true) fbButtons.push(el('button', { type: 'button', className: ['ds-feedback'], dataDsAction: 'raise-issue' }, [text('⚑ Raise issue')]));
  if (fbButtons.length) foot.push(el('div', { className: ['ds-feedback-row'] }, fbButtons));
  const socials = config.footerSocials && typeof config.footerSocials === 'object' ? Object.entries(config.footerSocials as Json) : [];
  const socialLinks = socials
    .filter(([, url]) => typeof url === 'string')
    .map(([platform, url]) => el('a', { className: ['ds-social', 'ds-social-' + platform.replace(/[^a-z-]/g, '')], href: url as string, title: SOCIAL_LABELS[platform] ?? platform }, [text(SOCIAL_LABELS[platform] ?? platform)]));
  if (socialLinks.length) foot.push(el('div', { className: ['ds-socials'] }, socialLinks));

  const colors = config.colors && typeof config.colors === 'object' ? (config.colors as Json) : {};
  const bg = colors.background && typeof colors.background === 'object' ? (colors.background as Json) : {};
  const hex = (v: unknown): string | undefined => (typeof v === 'string' && HEX.test(v) ? v : undefined);
  const theme: Theme = {
    primary: hex(colors.primary),
    light: hex(colors.light),
    dark: hex(colors.dark),
    backgroundLight: hex(bg.light),
    backgroundDark: hex(bg.dark),
    backgroundImage: asset(config.backgroundImage),
  };

  return {
    name,
    topbar: html(topChildren),
    sidebar: html(side),
    footer: html(foot),
    theme,
    modeToggle,
    versions,
    version,
  };
}

function anchorIcon(icon: string, color: AnchorInfo['color']): Element {
  const props: Properties = { className: ['ds-anchor-icon'], title: icon };
  if (color?.kind === 'solid') props.dataDsColor = color.value;
  else if (color?.kind === 'gradient') props.dataDsColor = `${color.from},${color.to}`;
  const badge = namedIcon(icon);
  return el('span', props, badge.children);
}

function pageLink(pageId: string | undefined, className: string[], children: ElementContent[], current = false): Element {
  const props: Properties = { className: className.filter(Boolean) };
  if (pageId !== undefined) {
    props.href = '/' + pageId;
    props.dataDsPage = pageId;
  }
  if (current) props.ariaCurrent = 'page';
  return el('a', props, children);
}

function html(children: ElementContent[]): string {
  const root: Root = { type: 'root', children };
  return sanitizeToHtml(root);
}
