/**
 * The sidebar: anchors, the dropdown and menu selects, then the groups of the current section with
 * their pages (titles from each page's frontmatter) and the current page highlighted.
 */
import type { Element, ElementContent } from 'hast';
import { Division, PageEntry, isPageEntry } from '../model/types';
import { readFrontmatter } from '../page/frontmatter';
import { resolvePage } from '../site';
import { el, text } from './hast';
import { type ChromeContext, anchorIcon, navIcon, navLink, pageLink, switcherSelect } from './chromeParts';
import { type NavView, pathToPage } from './chromeNavigation';

export function sidebar(ctx: ChromeContext, view: NavView): ElementContent[] {
  const out: ElementContent[] = [];
  if (view.anchors.length) {
    out.push(
      el('nav', { className: ['ds-anchors'], ariaLabel: 'Anchors' }, view.anchors.map((a) =>
        navLink(a, ['ds-anchor', a.active ? 'is-active' : ''], [anchorIcon(ctx, a.icon ?? 'link', a.iconStyle, a.color), el('span', {}, [text(a.label)])]))),
    );
  }
  if (view.sidebarSwitchers.length) out.push(el('div', { className: ['ds-sidebar-switchers'] }, view.sidebarSwitchers.map(switcherSelect)));
  out.push(el('nav', { className: ['ds-nav'], ariaLabel: 'Pages' }, groupsOf(ctx, view.groups)));
  return out;
}

/** Groups as titled blocks; pages listed outside any group are gathered in untitled blocks. */
function groupsOf(ctx: ChromeContext, items: readonly (Division | PageEntry)[]): Element[] {
  const titles = new PageTitles(ctx);
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

/** A hidden group stays out of the sidebar, unless the reader is on one of its pages. */
function isShown(ctx: ChromeContext, division: Division): boolean {
  return !division.hidden || (ctx.pageId !== undefined && pathToPage(division, ctx.pageId) !== undefined);
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

/** A page of the sidebar; an OpenAPI operation entry has no file and is shown as its method and path. */
function pageItem(ctx: ChromeContext, titles: PageTitles, entry: PageEntry): Element {
  if (entry.operation) {
    return el('span', { className: ['ds-navpage', 'ds-navop'], title: entry.value }, [
      el('span', { className: ['ds-navop-method', 'ds-method-' + entry.operation.method.toLowerCase()] }, [text(entry.operation.method)]),
      text(' ' + entry.operation.path),
    ]);
  }
  const { title, exists } = titles.of(entry.id);
  const current = entry.id === ctx.pageId;
  return pageLink(entry.id, ['ds-navpage', current ? 'is-current' : '', exists ? '' : 'is-missing'], [text(title)], current);
}

/** Sidebar titles: `sidebarTitle`, else `title`, else the file name; each page read once per build. */
class PageTitles {
  private readonly cache = new Map<string, { title: string; exists: boolean }>();

  constructor(private readonly ctx: ChromeContext) {}

  of(id: string): { title: string; exists: boolean } {
    let t = this.cache.get(id);
    if (!t) {
      const { workspace, model } = this.ctx;
      const file = resolvePage(model.docsRoot, id, workspace);
      const data = file ? readFrontmatter(workspace.readFile(file) ?? '').frontmatter.data : {};
      const title = typeof data.sidebarTitle === 'string' ? data.sidebarTitle : typeof data.title === 'string' ? data.title : id.split('/').pop() ?? id;
      t = { title, exists: !!file };
      this.cache.set(id, t);
    }
    return t;
  }
}
