/**
 * What the preview's chrome keeps between builds, owned by whoever builds it again and again (the
 * render thread): the pages' frontmatter by content, where each listed page's file is, and the
 * sanitized HTML of each block of the sidebar. A keystroke in one page's title on a 10,000-page site
 * then reads one file and sanitizes the one block that lists the page, not the whole sidebar
 * (issue 22: keystroke → painted within 50 ms).
 */
import type { Element } from 'hast';
import { resolvePage, siteIgnore, type DocsWorkspace } from '../../site/src';
import { BoundedCache, hashText } from '../../common/src';
import { readFrontmatter } from '../../mdx/src';
import { sanitizeToHtml } from './safeHtml';

export class ChromeCache {
  readonly frontmatter = new FrontmatterCache();
  readonly pageFacts = new PageFactsCache();
  readonly blocks = new SidebarBlocks();

  /** The file's text may differ from what was read: its frontmatter is read again. */
  changed(path: string): void {
    this.frontmatter.changed(path);
  }
}

/** The frontmatter of a page with none, or of a missing file: one object, so what was built from it still holds. */
const NO_FRONTMATTER: Record<string, unknown> = Object.freeze({});

/** The most pages whose facts are kept: a bigger site is still cached, its least recently read pages out first. */
const MAX_CACHED_FILES = 100_000;

/**
 * Page frontmatter kept across chrome builds by whoever owns the instance (the preview's render
 * thread). A build reads only the files `changed` named since they were last read (an editor's text
 * changed, the file watcher saw the file change): a keystroke in one page re-reads that one page,
 * not every page of the navigation. A file read again parses again only when its content differs
 * (by a hash of the text), so an edit below the frontmatter costs one read and one hash.
 */
export class FrontmatterCache {
  private readonly files = new BoundedCache<string, { hash: string; data: Record<string, unknown>; stale: boolean }>({ maxEntries: MAX_CACHED_FILES });

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
    const parsed = readFrontmatter(text).frontmatter.data;
    // The same object while the frontmatter reads the same (an edit below it): what was built from it still holds.
    const data = hit && JSON.stringify(hit.data) === JSON.stringify(parsed) ? hit.data : Object.keys(parsed).length ? parsed : NO_FRONTMATTER;
    this.files.set(path, { hash, data, stale: false });
    return data;
  }

  /** The file's text may differ from what was read: the next build reads it again. */
  changed(path: string): void {
    const hit = this.files.peek(path);
    if (hit) hit.stale = true;
  }
}

/**
 * Each listed page's facts (its file, whether it exists, its frontmatter), kept across builds while
 * nothing can change them: page ids resolve to the same files while the docs root, the workspace's
 * file index (its generation: no file created or deleted since) and `.mintignore` are the same, and
 * the facts object stays the same while its frontmatter object does (FrontmatterCache). A workspace
 * without generations gets no reuse across builds.
 */
export class PageFactsCache {
  private stamp: { docsRoot: string; generation: number; ignore: object } | undefined;
  private readonly known = pageFiles();

  /** The facts of the site's pages for one build, read through `frontmatter`. */
  reader(docsRoot: string, workspace: DocsWorkspace, frontmatter: FrontmatterCache): (pageId: string) => PageFacts {
    const generation = workspace.generation;
    let known = this.known;
    if (generation === undefined) {
      this.stamp = undefined;
      this.known.clear();
      known = pageFiles();
    } else {
      const ignore = siteIgnore(docsRoot, workspace);
      const stamp = this.stamp;
      if (!stamp || stamp.docsRoot !== docsRoot || stamp.generation !== generation || stamp.ignore !== ignore) {
        this.known.clear();
        this.stamp = { docsRoot, generation, ignore };
      }
    }
    return (pageId) => {
      let entry = known.get(pageId);
      if (!entry) {
        entry = { file: resolvePage(docsRoot, pageId, workspace) };
        known.set(pageId, entry);
      }
      const data = entry.file === undefined ? NO_FRONTMATTER : frontmatter.data(entry.file, workspace);
      if (entry.facts?.data !== data) entry.facts = { data, exists: entry.file !== undefined };
      return entry.facts;
    };
  }
}

/** Where each page id's file is, and its facts as last read. */
function pageFiles() {
  return new BoundedCache<string, { file: string | undefined; facts?: PageFacts }>({ maxEntries: MAX_CACHED_FILES });
}

/** A block of the sidebar as built for one page, with what it showed of each listed page. */
interface BuiltBlock {
  html: string;
  /** The page the block was built for: it marks that page as current, and may show a hidden group holding it. */
  pageId: string | undefined;
  icons: unknown;
  items: readonly object[];
  listing: BlockListing;
  /** The facts of each listed page as read for this build (objects kept while unchanged). */
  facts: readonly (readonly [string, PageFacts])[];
}

export interface PageFacts {
  data: Record<string, unknown>;
  exists: boolean;
}

/** What a block needs to be rebuilt, and what tells whether the last build of it still holds. */
export interface SidebarBlock {
  /** The model's own object for the block (a group, or the first page of a run outside groups). */
  key: object;
  /** The model's items the block holds (a run's length depends on which hidden groups between runs show). */
  items: readonly object[];
  /** What it lists; worked out only when the block is built (the same items list the same). */
  listing(): BlockListing;
  tree(): Element;
}

export interface BlockListing {
  /** Every page key the block lists (page ids, group roots, operation keys). */
  keys: ReadonlySet<string>;
  /** Whether a group in it is hidden: shown only while the current page is inside it. */
  hasHidden: boolean;
  /** Every listed page's id, whose facts the block shows. */
  pageIds: readonly string[];
}

/**
 * The sanitized HTML of each block of the sidebar, kept by the model's object for the block (so a
 * new model, after a docs.json edit, starts over, and old models' blocks are collected with them).
 * A block is built and sanitized again only when what it shows changed: a listed page's frontmatter
 * or existence, the icons, or the current page where the block lists it (or has a hidden group). A
 * keystroke in one page's title on a 10,000-page site then sanitizes the one block listing it.
 * Two variants per block are kept, so two panels showing pages of one site do not evict each other.
 */
export class SidebarBlocks {
  private readonly built = new WeakMap<object, BuiltBlock[]>();

  html(block: SidebarBlock, pageId: string | undefined, icons: unknown, facts: (id: string) => PageFacts): string {
    const variants = this.built.get(block.key) ?? [];
    const hit = variants.find((b) => b.icons === icons && sameItems(b.items, block.items) && fitsPage(b, pageId) && b.facts.every(([id, f]) => sameFacts(f, facts(id))));
    if (hit) return hit.html;
    const html = sanitizeToHtml({ type: 'root', children: [block.tree()] });
    const listing = block.listing();
    const built: BuiltBlock = { html, pageId, icons, items: block.items, listing, facts: listing.pageIds.map((id) => [id, facts(id)] as const) };
    this.built.set(block.key, [built, ...variants.filter((b) => b.pageId !== pageId)].slice(0, 2));
    return html;
  }
}

/** Whether a block built for one page shows the same for `pageId`. */
function fitsPage(built: BuiltBlock, pageId: string | undefined): boolean {
  if (built.pageId === pageId) return true;
  const { hasHidden, keys } = built.listing;
  const listed = (id: string | undefined) => id !== undefined && keys.has(id);
  return !hasHidden && !listed(built.pageId) && !listed(pageId);
}

function sameItems(a: readonly object[], b: readonly object[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Facts are kept as one object while they hold (PageFactsCache), so the same object means the same facts. */
function sameFacts(a: PageFacts, b: PageFacts): boolean {
  return a === b || (a.data === b.data && a.exists === b.exists);
}
