import { isSnippetPath, listPages, resolvePage } from '../pages';
import { DocsWorkspace } from '../workspace';
import { SiteModel } from './types';
import { firstPageOf, pageEntries } from './walk';

/**
 * The page a reader lands on at the site's root: the root `index` page when there is one, else the
 * first page of the navigation (what the site's home shows), else, for a site whose
 * navigation lists no page yet, the first page by path. Its path, or undefined for a site with no page.
 */
export function landingPage(model: SiteModel, workspace: DocsWorkspace): string | undefined {
  const index = resolvePage(model.docsRoot, 'index', workspace);
  if (index) return index;
  // The page the site opens (a default version or language first, hidden divisions skipped), as the
  // preview's tab and switcher links do; while it is not written yet, the first page that is.
  const first = firstPageOf(model.navigation);
  const firstFile = first === undefined ? undefined : resolvePage(model.docsRoot, first, workspace);
  if (firstFile) return firstFile;
  for (const { entry } of pageEntries(model.navigation)) {
    const file = entry.operation ? undefined : resolvePage(model.docsRoot, entry.id, workspace);
    if (file) return file;
  }
  const pages = [...listPages(model.docsRoot, workspace).entries()]
    .filter(([, file]) => !isSnippetPath(file, model.docsRoot))
    .sort(([a], [b]) => a.localeCompare(b));
  return pages[0]?.[1];
}
