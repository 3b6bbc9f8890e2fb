/** Small pieces shared by the chrome's areas: page links, icons, selects, asset URLs. */
import type { Element, ElementContent, Properties } from 'hast';
import { resolveAsset, type SiteModel, type DocsWorkspace } from '../../site/src';
import { el, text } from './hast';
import { drawnIcon, libraryIcon } from './icons';
import type { IconContext } from './iconSources';
import type { NavLinkItem, Switcher } from './chromeNavigation';

export interface ChromeContext {
  model: SiteModel;
  pageId: string | undefined;
  workspace: DocsWorkspace;
  /** A local file named by the configuration (logo, image) as a URL the webview may load. */
  asset(ref: string | undefined): string | undefined;
  icons: IconContext;
}

export function assetResolver(model: SiteModel, workspace: DocsWorkspace, assetUrl: (path: string) => string): ChromeContext['asset'] {
  return (ref) => {
    if (!ref) return undefined;
    const target = resolveAsset(ref, model.configPath, model.docsRoot, workspace);
    return target.kind === 'local' ? assetUrl(target.path) : target.kind === 'external' ? target.url : undefined;
  };
}

/** A link to a page of the site (the webview opens it in the editor), or a plain anchor without a target. */
export function pageLink(pageId: string | undefined, className: string[], children: ElementContent[], current = false): Element {
  const props: Properties = { className: className.filter(Boolean) };
  if (pageId !== undefined) {
    props.href = '/' + pageId;
    props.dataDsPage = pageId;
  }
  if (current) props.ariaCurrent = 'page';
  return el('a', props, children);
}

/** A tab, anchor or navbar link: to its division's first page, or to its external `href`. */
export function navLink(item: NavLinkItem, className: string[], children: ElementContent[]): Element {
  if (item.href) return el('a', { className: className.filter(Boolean), href: item.href }, children);
  return pageLink(item.page, className, children);
}

export function anchorIcon(ctx: ChromeContext, icon: string, style: string | undefined, color: string | undefined): Element {
  const props: Properties = { className: ['ds-anchor-icon'], title: icon };
  if (color) props.dataDsColor = color;
  return el('span', props, libraryIcon(icon, ctx.icons, { style }).children);
}

/**
 * A tab's or group's own icon before its label, when it names one the library draws. No letter
 * badge here: in a row of tabs or group titles it would read as part of the label.
 */
export function navIcon(ctx: ChromeContext, icon: string | undefined, style: string | undefined): Element[] {
  const drawn = icon ? drawnIcon(icon, ctx.icons, { style }) : undefined;
  return drawn ? [drawn] : [];
}

const SWITCHER_LABELS: Record<Switcher['kind'], string> = {
  product: 'Product',
  language: 'Language',
  version: 'Documentation version',
  dropdown: 'Section',
  menu: 'Menu',
};

/**
 * A switcher as a select. The spec's version dropdown keeps its old markup (`ds-version`, value = the
 * version name); the others carry the page to open as their value.
 */
export function switcherSelect(switcher: Switcher): Element {
  const className = switcher.select === 'version' ? ['ds-version'] : ['ds-switch', 'ds-switch-' + switcher.kind];
  return el(
    'select',
    { className, dataDsSelect: switcher.select, ariaLabel: SWITCHER_LABELS[switcher.kind] },
    switcher.options.map((o) => el('option', { value: o.value, selected: o.selected }, [text(o.label)])),
  );
}
