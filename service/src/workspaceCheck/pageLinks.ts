/**
 * What one page's links depend on, from the same ParsedPage the link rule reads: for each internal
 * link, the index keys (see linkIndex.ts) of the target it resolved to and of the path it literally
 * names (`fr/guides/intro` may resolve to `guides/intro`, and stops doing so once a French page
 * exists; `/docs/guide` may resolve to `guide` until a `docs` folder exists), with the anchor it asks for.
 * A page that names an API operation is indexed under its docs root's apiOperationsKey too.
 */
import { shownSnippets } from '../page/anchorCache';
import { pageAnchors } from '../page/linkTargets';
import { linkDependencies, resolveLink, splitLink } from '../references/resolve';
import type { ParsedPage } from '../page/types';
import type { SlugMemo } from '../page/slug';
import type { SiteModel } from '../model/types';
import type { DocsWorkspace } from '../workspace';
import { pageOperationEntry } from '../page/operationRef';
import { apiOperationsKey, targetKey } from './linkIndex';

export function pageLinkKeys(page: ParsedPage, path: string, docsRoot: string, workspace: DocsWorkspace, model: SiteModel | undefined): { key: string; fragment: string }[] {
  const out: { key: string; fragment: string }[] = [];
  for (const link of page.links) {
    const split = splitLink(link.url);
    // A link to this page's own anchor is checked with the page itself.
    if (!split || split.path === '') continue;
    const fragment = split.fragment ?? '';
    for (const dependency of linkDependencies(link.url, path, docsRoot)) out.push({ key: targetKey(dependency), fragment });
    const target = resolveLink(link.url, path, docsRoot, workspace, model);
    if (target.kind === 'page' || target.kind === 'file' || target.kind === 'outside') out.push({ key: targetKey(target.path), fragment });
  }
  // A page generated from an API operation depends on the site's OpenAPI files (see apiOperationsKey).
  if (pageOperationEntry(page)?.ref) out.push({ key: apiOperationsKey(docsRoot), fragment: '' });
  return out;
}

/** The anchors of a page as one comparable string: when it changes, links to the page need a new look. */
export function anchorFingerprint(page: ParsedPage, slugs?: SlugMemo): string {
  // The snippets a page shows add their headings (AnchorCache.of): showing another one changes them.
  return [...pageAnchors(page, slugs)].sort().join('\n') + '\n\0' + shownSnippets(page).join('\n');
}
