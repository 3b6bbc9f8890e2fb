/**
 * The frontmatter of the site's pages as the chrome needs it (titles for the sidebar and the
 * previous/next links, the current page's settings), each page file read at most once per chrome build.
 */
import { hashText, readFrontmatter, resolvePage, type DocsWorkspace } from '../../service/src';
import type { ChromeContext } from './chromeParts';

interface PageFacts {
  data: Record<string, unknown>;
  exists: boolean;
}

/** A site of more pages than this is still cached, but starts over rather than grow without bound. */
const MAX_CACHED_FILES = 100_000;

/**
 * Page frontmatter kept across chrome builds by whoever owns the instance (the preview's render
 * thread). A build reads only the files `changed` named since they were last read (an editor's text
 * changed, the file watcher saw the file change): a keystroke in one page re-reads that one page,
 * not every page of the navigation. A file read again parses again only when its content differs
 * (by a hash of the text), so an edit below the frontmatter costs one read and one hash.
 */
export class FrontmatterCache {
  private readonly files = new Map<string, { hash: string; data: Record<string, unknown>; stale: boolean }>();

  /** The frontmatter of `path`, read through `workspace` when it is new or changed. */
  data(path: string, workspace: DocsWorkspace): Record<string, unknown> {
    const hit = this.files.get(path);
    if (hit && !hit.stale) return hit.data;
    const text = workspace.readFile(path) ?? '';
    const hash = hashText(text);
    if (hit && hit.hash === hash) {
      hit.stale = false;
      return hit.data;
    }
    const data = readFrontmatter(text).frontmatter.data;
    if (this.files.size >= MAX_CACHED_FILES) this.files.clear();
    this.files.set(path, { hash, data, stale: false });
    return data;
  }

  /** The file's text may differ from what was read: the next build reads it again. */
  changed(path: string): void {
    const hit = this.files.get(path);
    if (hit) hit.stale = true;
  }
}

export class PageTitles {
  private readonly cache = new Map<string, PageFacts>();

  /** `frontmatter`: the caller's cache across builds; without one each page is read once in this build. */
  constructor(
    private readonly ctx: Pick<ChromeContext, 'model' | 'workspace'>,
    private readonly frontmatter: FrontmatterCache = new FrontmatterCache(),
  ) {}

  /** The page's frontmatter (empty when the file is missing or has none). */
  facts(id: string): PageFacts {
    let facts = this.cache.get(id);
    if (!facts) {
      const { workspace, model } = this.ctx;
      const file = resolvePage(model.docsRoot, id, workspace);
      facts = { data: file ? this.frontmatter.data(file, workspace) : {}, exists: !!file };
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
