import { listPages } from '../site';
import { DocsWorkspace, joinPath } from '../workspace';

/** `https://…`, `mailto:…`, `//cdn…`: references that leave the site and are never checked on disk. */
export function isExternalReference(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//');
}

/**
 * The files of one site as the docs.json checks need them. The page list is computed at most once
 * per validation, and only when a rule asks for it.
 */
export class SiteFiles {
  private pageMap: Map<string, string> | undefined;

  constructor(
    readonly docsRoot: string,
    private readonly workspace: DocsWorkspace,
  ) {}

  /** Page id (`guides/intro`) → file path, for every page under the docs root. */
  get pages(): Map<string, string> {
    this.pageMap ??= cachedPages(this.docsRoot, this.workspace);
    return this.pageMap;
  }

  /** The file of a navigation entry, or undefined when no such page exists. */
  resolvePage(entry: string): string | undefined {
    return this.pages.get(normalizePageId(entry));
  }

  /** The absolute path of a local asset reference (`/logo/dark.svg` or `logo/dark.svg`). */
  assetPath(ref: string): string {
    return joinPath(this.docsRoot, ref.split(/[?#]/)[0]);
  }

  assetExists(ref: string): boolean {
    return this.workspace.fileExists(this.assetPath(ref));
  }
}

/** Navigation entries may carry a leading or trailing slash; the page id has neither. */
export function normalizePageId(entry: string): string {
  const first = entry.charCodeAt(0);
  const last = entry.charCodeAt(entry.length - 1);
  // Fast path: almost every entry is already clean, and this runs once per entry per keystroke.
  if (first !== 47 && last !== 47 && first > 32 && last > 32) return entry;
  return entry.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

const pageCache = new WeakMap<DocsWorkspace, Map<string, { generation: number; pages: Map<string, string> }>>();

/**
 * A site's pages, kept until the workspace reports a file created or deleted (its `generation`
 * changes). Without a generation the list is rebuilt every time.
 */
function cachedPages(docsRoot: string, workspace: DocsWorkspace): Map<string, string> {
  const generation = workspace.generation;
  if (generation === undefined) return listPages(docsRoot, workspace);
  let perRoot = pageCache.get(workspace);
  if (!perRoot) pageCache.set(workspace, (perRoot = new Map()));
  const hit = perRoot.get(docsRoot);
  if (hit && hit.generation === generation) return hit.pages;
  const pages = listPages(docsRoot, workspace);
  // listPages may itself have scanned (and so bumped the generation); record the value after it.
  perRoot.set(docsRoot, { generation: workspace.generation ?? generation, pages });
  return pages;
}
