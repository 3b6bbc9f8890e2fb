import { DocsWorkspace } from '../workspace';
import { childPath, dirname } from '../../../common/src';
import { CONFIG_FILE_NAMES, configFileNameOf } from './layout';
import { siteIgnore } from './siteIgnore';
import { isNotPageByName } from '../pages';

/** A site found on disk: its docs root and the configuration file that defines it. */
export interface SiteLocation {
  readonly docsRoot: string;
  /** docs.json, or mint.json when the folder has no docs.json. */
  readonly configPath: string;
  /** A mint.json beside a docs.json: the site build ignores it. */
  readonly ignoredConfig?: string;
}

/** The configuration file of a folder: docs.json wins over mint.json. */
export function configIn(dir: string, workspace: DocsWorkspace): string | undefined {
  for (const name of CONFIG_FILE_NAMES) {
    const path = childPath(dir, name);
    if (workspace.fileExists(path)) return path;
  }
  return undefined;
}

/**
 * The site that `path` belongs to. The site build reads the configuration at the docs root, so a
 * docs.json nested below another site's root (a stale copy in a language folder, say) does not start
 * a second site: the outermost folder holding a configuration wins.
 */
export function findSite(path: string, workspace: DocsWorkspace): SiteLocation | undefined {
  let found: SiteLocation | undefined;
  let dir = dirname(path);
  for (;;) {
    const config = configIn(dir, workspace);
    if (config) found = location(dir, config, workspace);
    if (dir === '/') return found;
    dir = dirname(dir);
  }
}

/** Every site below `dir` (or the site `dir` is in), without nested configurations. */
export function discoverSites(dir: string, workspace: DocsWorkspace): SiteLocation[] {
  const folders = new Set<string>();
  for (const file of workspace.listFiles(dir)) if (configFileNameOf(file)) folders.add(dirname(file));
  const roots = [...folders].sort();
  const sites: SiteLocation[] = [];
  for (const root of roots) {
    if (sites.some((s) => root.startsWith(s.docsRoot === '/' ? '/' : s.docsRoot + '/'))) continue;
    sites.push(location(root, configIn(root, workspace)!, workspace));
  }
  return sites;
}

function location(docsRoot: string, configPath: string, workspace: DocsWorkspace): SiteLocation {
  const mint = childPath(docsRoot, 'mint.json');
  const ignoredConfig = configPath !== mint && workspace.fileExists(mint) ? mint : undefined;
  return { docsRoot, configPath, ignoredConfig };
}

/**
 * The site a page file belongs to, or undefined when it is in none, sits in a dot folder below the
 * docs root (`.cursor/rules.md`, `.github/…`), is a file the build makes no page of by its name
 * (README.md, a skill file: pages.ts isNotPageByName) or is left out by the site's `.mintignore` (or
 * the build's default ignores): the site build skips those, and so does the listing of a site's pages
 * and the preview.
 */
export function siteOfPage(path: string, workspace: DocsWorkspace): SiteLocation | undefined {
  const site = findSite(path, workspace);
  if (!site || isNotPageByName(path, site.docsRoot)) return undefined;
  if (path.slice(site.docsRoot.length).split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return siteIgnore(site.docsRoot, workspace).ignores(path) ? undefined : site;
}
