/**
 * Replacements for a broken link: the site's pages whose id is closest to the one the link names
 * (a typo, a moved page). Computed when the quick fix is asked for, not when the page is checked, so
 * a page created since the last check is offered too and a check pays nothing for it.
 */
import { listPages, type DocsWorkspace, type LanguageRank, resolveLink } from '../../../site/src';
import { closestPaths } from '../../../common/src';
import type { AnchorCache } from './anchorCache';
import { anchorMatches } from '../../../mdx/src';
import { rewriteLink } from './renameLinks';

export interface LinkReplacement {
  /** The page id offered (`guides/install`). */
  pageId: string;
  /** The URL to write instead, in the style of the broken one (absolute or relative). */
  url: string;
}

/** At most this many replacements: more would be a list to read, not a fix to pick. */
const MAX_REPLACEMENTS = 3;

/**
 * Up to three replacements for the broken link `url` on page `pagePath`, best first. `caseTwin` is the
 * page that differs only in letter case, when the rule found one: it is always the best. The link's
 * `#anchor` is kept when the offered page has that heading; otherwise it would only trade a broken
 * link for a broken anchor, so it is dropped.
 */
export function linkReplacements(url: string, pageId: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, anchors: AnchorCache, caseTwin?: string, language?: LanguageRank): LinkReplacement[] {
  const pages = listPages(docsRoot, workspace);
  const ids = [...pages.keys()];
  // The same closest pages, the reader's language first (a stable sort keeps the distance order within).
  const ranked = closestPaths(pageId, ids, MAX_REPLACEMENTS)
    .map((id, i) => ({ id, i, rank: language?.(id) ?? 0 }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((c) => c.id);
  const offered = caseTwin && pages.has(caseTwin) ? [caseTwin, ...ranked.filter((id) => id !== caseTwin)] : ranked;
  const trimmed = url.trim();
  const hash = trimmed.indexOf('#');
  const fragment = hash >= 0 ? trimmed.slice(hash + 1) : '';
  const withoutFragment = hash >= 0 ? trimmed.slice(0, hash) : trimmed;
  return offered.slice(0, MAX_REPLACEMENTS).map((id) => {
    const file = pages.get(id)!;
    const keepAnchor = fragment !== '' && anchorMatches(fragment, anchors.of(file, docsRoot));
    const written = rewriteLink(keepAnchor ? trimmed : withoutFragment, pagePath, file, docsRoot);
    return { pageId: id, url: written };
  }).filter((r) => resolveLink(r.url, pagePath, docsRoot, workspace).kind === 'page');
}
