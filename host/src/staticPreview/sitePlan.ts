/**
 * Which pages a static copy of the preview holds (`docsite preview --out`) and where each is written:
 * every page the navigation lists whose file exists (group roots included, every language and
 * version), every OpenAPI operation entry, and every page the build generates from a division's
 * OpenAPI file (service/src/openapi/generatedPages.ts), listed where the sidebar lists it. A page
 * `guides/intro` is `guides/intro.html`; a generated page is at the build's path; an operation entry
 * of the navigation, whose page the build files under a path of its own, goes under `_operations/`.
 */
import { withGeneratedPages, type SpecReader } from '../../../service/src';
import { pageEntries, resolvePage, type DocsWorkspace, type SiteModel } from '../../../site/src';

/** The chrome's name of an operation on show (preview/src/chromeNavigation.ts `OPERATION_KEY_PREFIX`). */
export const OPERATION_KEY = 'operation:';

export interface StaticPage {
  /** The chrome's key of the page: its id, or `operation:` and the entry naming the operation. */
  key: string;
  /** The output file, relative to the output folder, with `/`. */
  out: string;
  /** The page file (absolute); absent for an operation's page. */
  pagePath?: string;
  /** The entry naming the operation (`openapi.json GET /users`), for an operation's page. */
  operation?: string;
}

export interface StaticSitePlan {
  pages: StaticPage[];
  /** Each page's key → its output file: how links between the pages are written. */
  routes: Record<string, string>;
}

export function planStaticSite(model: SiteModel, workspace: DocsWorkspace, readSpec: SpecReader): StaticSitePlan {
  const navigation = withGeneratedPages(model.navigation, model.docsRoot, workspace, readSpec);
  const pages: StaticPage[] = [];
  const routes: Record<string, string> = {};
  const taken = new Set<string>();
  const add = (page: StaticPage): void => {
    // Only plain relative names: a `..` or empty segment (from a page id or a `directory`) would write outside the folder.
    if (!isPlainRelative(page.out)) return;
    if (Object.hasOwn(routes, page.key) || taken.has(page.out.toLowerCase())) return;
    routes[page.key] = page.out;
    taken.add(page.out.toLowerCase());
    pages.push(page);
  };
  for (const { entry } of pageEntries(navigation)) {
    if (entry.operation) {
      const out = entry.generated ? entry.generated.id : `_operations/${slugOf(entry.value)}`;
      add({ key: OPERATION_KEY + entry.value, out: out + '.html', operation: entry.value });
      continue;
    }
    const pagePath = entry.id ? resolvePage(model.docsRoot, entry.id, workspace) : undefined;
    if (pagePath) add({ key: entry.id, out: entry.id + '.html', pagePath });
  }
  return { pages, routes };
}

function isPlainRelative(out: string): boolean {
  return !/^_(docsite|assets)\//.test(out) && !out.includes('\\') && out.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\0'));
}

/** A file name for an operation entry: `GET /users/{id}` → `get-users-id`. */
function slugOf(entry: string): string {
  return entry.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'operation';
}
