/**
 * The sidebar: anchors, the dropdown and menu selects, then the groups of the current section with
 * their pages (titles from each page's frontmatter) and the current page highlighted.
 */
import type { Element, ElementContent } from 'hast';
import { Division, PageEntry, isPageEntry } from '../../service/src';
import { el, text } from './hast';
import { type ChromeContext, anchorIcon, navIcon, navLink, pageLink, switcherSelect } from './chromeParts';
import { type NavView, entryKey, isDivisionShown } from './chromeNavigation';
import type { PageTitles } from './chromeTitles';

export function sidebar(ctx: ChromeContext, view: NavView, titles: PageTitles): ElementContent[] {
  const out: ElementContent[] = [];
  if (view.anchors.length) {
    out.push(
      el('nav', { className: ['ds-anchors'], ariaLabel: 'Anchors' }, view.anchors.map((a) =>
        navLink(a, ['ds-anchor', a.active ? 'is-active' : ''], [anchorIcon(ctx, a.icon ?? 'link', a.iconStyle, a.color), el('span', {}, [text(a.label)])]))),
    );
  }
  if (view.sidebarSwitchers.length) out.push(el('div', { className: ['ds-sidebar-switchers'] }, view.sidebarSwitchers.map(switcherSelect)));
  out.push(el('nav', { className: ['ds-nav'], ariaLabel: 'Pages' }, groupsOf(ctx, titles, view.groups)));
  return out;
}

/** Groups as titled blocks; pages listed outside any group are gathered in untitled blocks. */
function groupsOf(ctx: ChromeContext, titles: PageTitles, items: readonly (Division | PageEntry)[]): Element[] {
  const out: Element[] = [];
  let loose: PageEntry[] = [];
  const flush = () => {
    if (loose.length) out.push(el('div', { className: ['ds-navgroup'] }, [el('ul', {}, loose.map((p) => el('li', {}, [pageItem(ctx, titles, p)])))]));
    loose = [];
  };
  for (const item of items) {
    if (isPageEntry(item)) loose.push(item);
    else if (isShown(ctx, item)) {
      flush();
      out.push(renderGroup(ctx, titles, item, 0));
    }
  }
  flush();
  return out;
}

function isShown(ctx: ChromeContext, division: Division): boolean {
  return isDivisionShown(division, ctx.pageId);
}

function renderGroup(ctx: ChromeContext, titles: PageTitles, group: Division, depth: number): Element {
  const items: ElementContent[] = group.items.flatMap((item) => {
    if (isPageEntry(item)) return [el('li', {}, [pageItem(ctx, titles, item)])];
    return isShown(ctx, item) ? [el('li', {}, [renderGroup(ctx, titles, item, depth + 1)])] : [];
  });
  const label = [...navIcon(ctx, group.icon, group.iconStyle), text(group.name)];
  const title = group.root?.id
    ? pageLink(group.root.id, ['ds-navgroup-title', group.root.id === ctx.pageId ? 'is-current' : ''], label, group.root.id === ctx.pageId)
    : el('div', { className: ['ds-navgroup-title'] }, label);
  return el('div', { className: ['ds-navgroup', depth ? 'ds-navgroup-nested' : ''].filter(Boolean) }, [title, el('ul', {}, items)]);
}

/**
 * A page of the sidebar. An OpenAPI operation entry has no file: it shows its method and path, and
 * opens the page the site generates from the operation (see entryKey).
 */
function pageItem(ctx: ChromeContext, titles: PageTitles, entry: PageEntry): Element {
  if (entry.operation) {
    const key = entryKey(entry);
    const current = key === ctx.pageId;
    const link = pageLink(key, ['ds-navpage', 'ds-navop', current ? 'is-current' : ''], [
      el('span', { className: ['ds-navop-method', 'ds-method-' + entry.operation.method.toLowerCase()] }, [text(entry.operation.method)]),
      text(' ' + entry.operation.path),
    ], current);
    link.properties.title = entry.value;
    return link;
  }
  const { title, exists } = titles.sidebar(entry.id);
  const current = entry.id === ctx.pageId;
  return pageLink(entry.id, ['ds-navpage', current ? 'is-current' : '', exists ? '' : 'is-missing'], [text(title)], current);
}
