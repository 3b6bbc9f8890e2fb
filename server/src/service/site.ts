import { DocsWorkspace, dirname } from './workspace';

/** The file name that defines a site; its folder is the docs root. */
export const CONFIG_FILE_NAME = 'docs.json';
/** File extensions of pages, in the order the site build prefers them. */
export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/**
 * The docs root of the site that `path` belongs to: the nearest folder at or above it that holds a
 * docs.json. Undefined when the file is not inside any site.
 */
export function findDocsRoot(path: string, workspace: DocsWorkspace): string | undefined {
  let dir = dirname(path);
  for (;;) {
    if (workspace.fileExists(joinRoot(dir, CONFIG_FILE_NAME))) return dir;
    if (dir === '/') return undefined;
    dir = dirname(dir);
  }
}

function joinRoot(dir: string, name: string): string {
  return dir === '/' ? '/' + name : dir + '/' + name;
}

/** Whether a path names a page file (by extension). */
export function isPagePath(path: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * The navigation form of a page file: its path relative to the docs root without the extension
 * (`/site/guides/intro.mdx` → `guides/intro`). Undefined when the file is not a page under the root.
 */
export function pageIdOf(path: string, docsRoot: string): string | undefined {
  const prefix = docsRoot === '/' ? '/' : docsRoot + '/';
  if (!path.startsWith(prefix) || !isPagePath(path)) return undefined;
  const rel = path.slice(prefix.length);
  return rel.replace(/\.(mdx|md)$/, '');
}

/**
 * Every page of a site, keyed by page id. When both `x.mdx` and `x.md` exist the first extension in
 * PAGE_EXTENSIONS wins, as in the site build.
 */
export function listPages(docsRoot: string, workspace: DocsWorkspace): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of workspace.listFiles(docsRoot)) {
    const id = pageIdOf(file, docsRoot);
    if (id === undefined) continue;
    const existing = pages.get(id);
    if (!existing || (existing.endsWith('.md') && file.endsWith('.mdx'))) pages.set(id, file);
  }
  return pages;
}

/** Resolves a page id (as written in navigation or a link) to its file, trying each extension. */
export function resolvePage(docsRoot: string, pageId: string, workspace: DocsWorkspace): string | undefined {
  const clean = pageId.replace(/^\/+/, '').replace(/\/+$/, '');
  for (const ext of PAGE_EXTENSIONS) {
    const candidate = joinRoot(docsRoot, clean + ext);
    if (workspace.fileExists(candidate)) return candidate;
  }
  return undefined;
}
