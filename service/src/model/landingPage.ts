import { listPages, resolvePage } from '../site';
import { DocsWorkspace } from '../workspace';
import { SiteModel } from './types';
import { pageEntries } from './walk';

/**
 * The page a reader lands on at the site's root: the root `index` page when there is one, else the
 * first page of the navigation that exists (what the site's home shows), else, for a site whose
 * navigation lists no page yet, the first page by path. Its path, or undefined for a site with no page.
 */
export function landingPage(model: SiteModel, workspace: DocsWorkspace): string | undefined {
  const index = resolvePage(model.docsRoot, 'index', workspace);
  if (index) return index;
  for (const { entry } of pageEntries(model.navigation)) {
    const file = entry.operation ? undefined : resolvePage(model.docsRoot, entry.id, workspace);
    if (file) return file;
  }
  const pages = [...listPages(model.docsRoot, workspace).entries()].sort(([a], [b]) => a.localeCompare(b));
  return pages[0]?.[1];
}
