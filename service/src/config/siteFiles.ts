import { listPages, normalizePageId } from '../site';
import { configAssetPath } from '../references/resolve';
import { DocsWorkspace } from '../workspace';

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
    this.pageMap ??= listPages(this.docsRoot, this.workspace);
    return this.pageMap;
  }

  /** The file of a navigation entry, or undefined when no such page exists. */
  resolvePage(entry: string): string | undefined {
    return this.pages.get(normalizePageId(entry));
  }

  /** The absolute path of a local asset reference (`/logo/dark.svg` or `logo/dark.svg`). */
  assetPath(ref: string): string {
    return configAssetPath(ref, this.docsRoot);
  }

  assetExists(ref: string): boolean {
    return this.workspace.fileExists(this.assetPath(ref));
  }
}
