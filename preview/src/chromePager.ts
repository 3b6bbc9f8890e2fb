/**
 * The previous / next links at the bottom of a page: its neighbours in the order the sidebar lists
 * the current section (groups, their `root` pages, nested groups, depth first), from the model's
 * navigation walk. OpenAPI operation entries have no page file and are passed over, and so are the
 * pages of hidden groups the reader is not in, as the sidebar does. A page listed twice takes its
 * first place. The page's `hideFooterPagination` frontmatter hides the links.
 */
import type { ElementContent } from 'hast';
import { type Division, type PageEntry, isPageEntry, pageEntries } from '../../site/src';
import { el, text } from './hast';
import { type ChromeContext, pageLink } from './chromeParts';
import { type NavView, isDivisionShown } from './chromeNavigation';
import type { PageTitles } from './chromeTitles';

export interface Neighbours {
  previous?: string;
  next?: string;
}

/** The page ids of the sidebar's groups, in the order the sidebar shows them. */
export function pageOrder(groups: readonly (Division | PageEntry)[], pageId: string | undefined): string[] {
  const ids: string[] = [];
  for (const item of groups) {
    if (isPageEntry(item)) {
      if (item.id) ids.push(item.id);
      continue;
    }
    for (const { entry, ancestors } of pageEntries(item)) {
      if (entry.id && ancestors.every((d) => isDivisionShown(d, pageId))) ids.push(entry.id);
    }
  }
  return ids;
}

/** The pages before and after `pageId` in `order` (none at the ends, none for a page not listed). */
export function neighboursOf(order: readonly string[], pageId: string | undefined): Neighbours {
  const at = pageId === undefined ? -1 : order.indexOf(pageId);
  if (at < 0) return {};
  // A page may be listed twice in a row (under two groups): skip over itself.
  const previous = order.slice(0, at).reverse().find((id) => id !== pageId);
  const next = order.slice(at + 1).find((id) => id !== pageId);
  return { previous, next };
}

export function pager(ctx: ChromeContext, view: NavView, titles: PageTitles): ElementContent[] {
  if (ctx.pageId === undefined || titles.facts(ctx.pageId).data.hideFooterPagination === true) return [];
  const { previous, next } = neighboursOf(pageOrder(view.groups, ctx.pageId), ctx.pageId);
  if (!previous && !next) return [];
  const link = (id: string, rel: 'prev' | 'next', label: string) =>
    pageLink(id, ['ds-pager-link', 'ds-pager-' + rel], [
      el('span', { className: ['ds-pager-label'] }, [text(label)]),
      el('span', { className: ['ds-pager-title'] }, [text(titles.title(id))]),
    ]);
  return [
    el('nav', { className: ['ds-pager'], ariaLabel: 'Previous and next pages' }, [
      previous ? link(previous, 'prev', 'Previous') : el('span', { className: ['ds-pager-gap'] }),
      next ? link(next, 'next', 'Next') : undefined,
    ]),
  ];
}
