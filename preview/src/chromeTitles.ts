/**
 * The frontmatter of the site's pages as the chrome needs it (titles for the sidebar and the
 * previous/next links, the current page's settings), each page file read once per chrome build.
 */
import { readFrontmatter, resolvePage } from '../../service/src';
import type { ChromeContext } from './chromeParts';

interface PageFacts {
  data: Record<string, unknown>;
  exists: boolean;
}

export class PageTitles {
  private readonly cache = new Map<string, PageFacts>();

  constructor(private readonly ctx: Pick<ChromeContext, 'model' | 'workspace'>) {}

  /** The page's frontmatter (empty when the file is missing or has none). */
  facts(id: string): PageFacts {
    let facts = this.cache.get(id);
    if (!facts) {
      const { workspace, model } = this.ctx;
      const file = resolvePage(model.docsRoot, id, workspace);
      const data = file ? readFrontmatter(workspace.readFile(file) ?? '').frontmatter.data : {};
      facts = { data, exists: !!file };
      this.cache.set(id, facts);
    }
    return facts;
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
