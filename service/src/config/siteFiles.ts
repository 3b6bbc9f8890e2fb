import { siteIgnore, PAGE_EXTENSIONS, isSnippetPath, listPages, normalizePageId, type DocsWorkspace, configAssetPath } from '../../../site/src';
import { childPath } from '../../../common/src';

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

  /**
   * Page id (`guides/intro`) → file path, for every page under the docs root. Not the files of the
   * snippets folder (site/src/pages.ts isSnippetPath): the build makes snippets of them, never pages, so
   * navigation cannot list them.
   */
  get pages(): Map<string, string> {
    this.pageMap ??= new Map([...listPages(this.docsRoot, this.workspace)].filter(([, file]) => !isSnippetPath(file, this.docsRoot)));
    return this.pageMap;
  }

  /** The snippet file a navigation entry names (`snippets/intro`), which is no page. */
  snippetFile(entry: string): string | undefined {
    const file = listPages(this.docsRoot, this.workspace).get(normalizePageId(entry));
    return file !== undefined && isSnippetPath(file, this.docsRoot) ? file : undefined;
  }

  /** The file of a navigation entry, or undefined when no such page exists. */
  resolvePage(entry: string): string | undefined {
    return this.pages.get(normalizePageId(entry));
  }

  /**
   * The file of a navigation entry that exists but that the build leaves out (`.mintignore`, or its
   * default ignores such as README.md), for messages saying why the page is missing.
   */
  ignoredPage(entry: string): string | undefined {
    const id = normalizePageId(entry);
    const ignore = siteIgnore(this.docsRoot, this.workspace);
    for (const ext of PAGE_EXTENSIONS) {
      const file = childPath(this.docsRoot, id + ext);
      if (this.workspace.fileExists(file) && ignore.ignores(file)) return file;
    }
    return undefined;
  }

  /** Whether `.mintignore` itself (not a default of the build) leaves `file` out. */
  ignoredByMintignore(file: string): boolean {
    return siteIgnore(this.docsRoot, this.workspace).byMintignore(file);
  }

  /** The absolute path of a local asset reference (`/logo/dark.svg` or `logo/dark.svg`). */
  assetPath(ref: string): string {
    return configAssetPath(ref, this.docsRoot);
  }

  assetExists(ref: string): boolean {
    return this.workspace.fileExists(this.assetPath(ref));
  }
}
