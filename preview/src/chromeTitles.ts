/**
 * The frontmatter of the site's pages as the chrome needs it (titles for the sidebar and the
 * previous/next links, the current page's settings), each page file read at most once per chrome build,
 * and across builds only when it changed (chromeCache.ts).
 */
import { ChromeCache, type PageFacts } from './chromeCache';
import type { ChromeContext } from './chromeParts';

export class PageTitles {
  /** The page's frontmatter (empty when the file is missing or has none), and whether its file exists. */
  readonly facts: (id: string) => PageFacts;

  /** `cache`: the caller's cache across builds; without one each page is read once in this build. */
  constructor(ctx: Pick<ChromeContext, 'model' | 'workspace'>, cache: ChromeCache = new ChromeCache()) {
    this.facts = cache.pageFacts.reader(ctx.model.docsRoot, ctx.workspace, cache.frontmatter);
  }

  /** The sidebar's label: `sidebarTitle`, else `title`, else the file name. */
  sidebar(id: string): { title: string; exists: boolean } {
    const { data, exists } = this.facts(id);
    return { title: stringOf(data.sidebarTitle) ?? stringOf(data.title) ?? id.split('/').pop() ?? id, exists };
  }

  /** The page's own title, as the previous/next links name it: `title`, else `sidebarTitle`, else the page id. */
  title(id: string): string {
    const { data } = this.facts(id);
    return stringOf(data.title) ?? stringOf(data.sidebarTitle) ?? id;
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}
