/**
 * The sidebar: anchors, the dropdown and menu selects, then the groups of the current section with
 * their pages (titles from each page's frontmatter) and the current page highlighted.
 */
import type { Element, ElementContent } from 'hast';
import { Division, PageEntry, isPageEntry } from '../../site/src';
import { el, text } from './hast';
import { type ChromeContext, anchorIcon, navIcon, navLink, pageLink, switcherSelect } from './chromeParts';
import { type NavView, entryKey, isDivisionShown } from './chromeNavigation';
import type { PageTitles } from './chromeTitles';
import type { BlockListing, SidebarBlock, SidebarBlocks } from './chromeCache';
import type { SidebarParts } from './chromePatch';
import { sanitizeToHtml } from './safeHtml';

/**
 * The sidebar's HTML, in parts (joinSidebar joins them). Each block of the page list (a top-level group, or a run of pages outside any
 * group) is sanitized on its own and kept while what it shows is unchanged (`blocks`), so retitling
 * one page sanitizes one block again. Joining them is safe: each is a whole element the sanitizer
 * returned, placed inside a `<nav>` the sanitizer returned empty.
 */
export function sidebarParts(ctx: ChromeContext, view: NavView, titles: PageTitles, blocks: SidebarBlocks): SidebarParts {
  const nav = sanitizeToHtml({ type: 'root', children: [pageList([])] });
  const close = '</nav>';
  if (!nav.endsWith(close)) throw new Error(`the sanitizer changed the page list's <nav>: ${nav}`);
  return {
    open: sanitizeToHtml({ type: 'root', children: sidebarHead(ctx, view) }) + nav.slice(0, -close.length),
    blocks: pageBlocks(ctx, titles, view.groups).map((block) => blocks.html(block, ctx.pageId, ctx.icons.source, (id) => titles.facts(id))),
    close,
  };
}

/** The whole sidebar as one tree, as sidebarParts gives it block by block (for tests). */
export function sidebarTree(ctx: ChromeContext, view: NavView, titles: PageTitles): ElementContent[] {
  return [...sidebarHead(ctx, view), pageList(pageBlocks(ctx, titles, view.groups).map((block) => block.tree()))];
}

function pageList(blocks: Element[]): Element {
  return el('nav', { className: ['ds-nav'], ariaLabel: 'Pages' }, blocks);
}

/** The anchors and the switchers above the page list. */
function sidebarHead(ctx: ChromeContext, view: NavView): ElementContent[] {
  const out: ElementContent[] = [];
  if (view.anchors.length) {
    out.push(
      el('nav', { className: ['ds-anchors'], ariaLabel: 'Anchors' }, view.anchors.map((a) =>
        navLink(a, ['ds-anchor', a.active ? 'is-active' : ''], [anchorIcon(ctx, a.icon ?? 'link', a.iconStyle, a.color), el('span', {}, [text(a.label)])]))),
    );
  }
  if (view.sidebarSwitchers.length) out.push(el('div', { className: ['ds-sidebar-switchers'] }, view.sidebarSwitchers.map(switcherSelect)));
  return out;
}

/** The page list's blocks: groups as titled blocks; pages listed outside any group gathered in untitled ones. */
function pageBlocks(ctx: ChromeContext, titles: PageTitles, items: readonly (Division | PageEntry)[]): SidebarBlock[] {
  const out: SidebarBlock[] = [];
  let loose: PageEntry[] = [];
  const flush = () => {
    if (!loose.length) return;
    const pages = loose;
    out.push({
      key: pages[0],
      items: pages,
      listing: () => listed(pages),
      tree: () => el('div', { className: ['ds-navgroup'] }, [el('ul', {}, pages.map((p) => el('li', {}, [pageItem(ctx, titles, p)])))]),
    });
    loose = [];
  };
  for (const item of items) {
    if (isPageEntry(item)) loose.push(item);
    else if (isShown(ctx, item)) {
      flush();
      out.push({ key: item, items: [item], listing: () => listed([item]), tree: () => renderGroup(ctx, titles, item, 0) });
    }
  }
  flush();
  return out;
}

/** What a block lists, which decides when it must be built again (see SidebarBlocks). */
function listed(items: readonly (Division | PageEntry)[]): BlockListing {
  const keys = new Set<string>();
  const pageIds: string[] = [];
  let hasHidden = false;
  const visit = (item: Division | PageEntry) => {
    if (isPageEntry(item)) {
      keys.add(entryKey(item));
      if (!item.operation) pageIds.push(item.id);
      return;
    }
    hasHidden ||= item.hidden;
    if (item.root) keys.add(item.root.id);
    item.items.forEach(visit);
  };
  items.forEach(visit);
  return { keys, hasHidden, pageIds };
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
    // A generated page is listed by its title, as the site lists it; an entry as written by its path.
    const label = entry.generated ? entry.generated.title : entry.operation.path;
    const link = pageLink(key, ['ds-navpage', 'ds-navop', current ? 'is-current' : ''], [
      el('span', { className: ['ds-navop-method', 'ds-method-' + entry.operation.method.toLowerCase()] }, [text(entry.operation.method)]),
      text(' ' + label),
    ], current);
    link.properties.title = entry.generated ? `/${entry.generated.id}` : entry.value;
    return link;
  }
  const { title, exists } = titles.sidebar(entry.id);
  const current = entry.id === ctx.pageId;
  return pageLink(entry.id, ['ds-navpage', current ? 'is-current' : '', exists ? '' : 'is-missing'], [text(title)], current);
}
