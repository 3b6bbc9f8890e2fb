/**
 * The anchors of other pages, which link checks and link fixes look up: read through the workspace
 * and kept per path and text, so a page full of links to one page parses that page once. Owned by
 * a DocsLanguageService (or by one request when there is none), never shared between services.
 */
import { type DocsWorkspace, MAX_SNIPPET_DEPTH, resolveImport } from '../../../site/src';
import { BoundedCache } from '../../../common/src';
import { pageAnchors } from './linkTargets';
import { parsePage, slugMemo, type SlugMemo, type ParsedPage } from '../../../mdx/src';

/**
 * Beyond this many pages, or this much text (the entries keep their page's text to compare), the
 * oldest entries go: a bound on memory for huge sites. A whole-site check keeps every page it
 * checked (remember), and the largest corpus site (3,832 files, 8.4 MB) fits whole.
 */
const MAX_ENTRIES = 10_000;
const MAX_TEXT_LENGTH = 16_000_000;

interface Entry {
  text: string;
  anchors: Set<string>;
  /** The sources of the Markdown snippets the page imports and shows (`<Name />`). */
  snippets: string[];
  /** What a file importing this one may take from it (exportsOf). */
  exports: SnippetExports;
  /** fingerprintOf(anchors, snippets, exports), made when first asked. */
  fingerprint?: string;
}

export class AnchorCache {
  private readonly byPath = new BoundedCache<string, Entry>({ maxEntries: MAX_ENTRIES, maxWeight: MAX_TEXT_LENGTH, weigh: (entry) => entry.text.length });
  /** How many pages this cache has parsed. */
  parses = 0;
  /** Heading texts slugged so far: slugging is slow, and sites repeat their headings. */
  readonly slugs: SlugMemo = slugMemo();

  /** `onParsed`: each page parsed here for its anchors, offered to whoever may check it next. */
  constructor(
    private readonly workspace: DocsWorkspace,
    private readonly onParsed: (path: string, page: ParsedPage) => void = () => {},
  ) {}

  /**
   * The anchors of the page at `path` as the workspace reads it now, with the headings of the
   * snippets it imports and shows, which the build inlines into the page (a link to a heading that
   * comes from a snippet lands on it). A snippet's ids are its own: where one repeats a heading of
   * the page the build numbers it (`-2`), which is not modelled; that only accepts one id more.
   */
  of(path: string, docsRoot?: string): Set<string> {
    return this.withSnippets(path, this.entry(path), docsRoot, new Set([path]), 0);
  }

  /** The anchors of an already parsed page (the one being checked) with those of its snippets. */
  ofParsed(page: ParsedPage, path: string, docsRoot?: string): Set<string> {
    return this.withSnippets(path, this.entryFrom(page), docsRoot, new Set([path]), 0);
  }

  /**
   * The anchors fingerprint (see anchorFingerprint) of the page at `path` with text `text`, from the
   * same parse link checks use: what a dependency on another page's anchors records. Reads nothing.
   */
  fingerprint(path: string, text: string): string {
    const entry = this.entryOf(path, text);
    return (entry.fingerprint ??= fingerprintOf(entry.anchors, entry.snippets, entry.exports));
  }

  /**
   * What the Markdown file at `path` exports to a page importing it, as the workspace reads it now:
   * read like a linked page, so the record of the importer's check depends on it (the fingerprint
   * holds the exports), and an edit that drops an export checks the importers again.
   */
  exportsOf(path: string): SnippetExports {
    return this.entry(path).exports;
  }

  /**
   * Keeps what links to the page at `path` read of it, from a parse made for another reason (its own
   * check): a later page linking to it finds its anchors without parsing it again. Kept by text like
   * any entry, so it serves only while the workspace reads that same text.
   */
  remember(path: string, page: ParsedPage): void {
    if (this.byPath.get(path)?.text === page.text) return;
    this.byPath.set(path, this.entryFrom(page));
  }

  /** The entry's anchors, and those of the snippets it shows (the entry's own set when it shows none). */
  private withSnippets(path: string, entry: Entry, docsRoot: string | undefined, seen: Set<string>, depth: number): Set<string> {
    if (entry.snippets.length === 0) return entry.anchors;
    const all = new Set(entry.anchors);
    if (depth >= MAX_SNIPPET_DEPTH) return all;
    for (const source of entry.snippets) {
      const snippet = resolveImport(source, path, docsRoot, this.workspace);
      if (!snippet || !/\.mdx?$/i.test(snippet) || seen.has(snippet)) continue;
      seen.add(snippet);
      for (const id of this.withSnippets(snippet, this.entry(snippet), docsRoot, seen, depth + 1)) all.add(id);
    }
    return all;
  }

  private entry(path: string): Entry {
    return this.entryOf(path, this.workspace.readFile(path) ?? '');
  }

  private entryOf(path: string, text: string): Entry {
    const cached = this.byPath.get(path);
    if (cached && cached.text === text) return cached;
    const page = parsePage(text);
    this.parses++;
    this.onParsed(path, page);
    return this.byPath.set(path, this.entryFrom(page));
  }

  /** What other pages read of a parsed page. */
  private entryFrom(page: ParsedPage): Entry {
    return { text: page.text, anchors: pageAnchors(page, this.slugs), snippets: shownSnippets(page), exports: snippetExports(page) };
  }
}

/**
 * The anchors of a page as one comparable string: when it changes, links to the page need a new
 * look. The snippets a page shows add their headings (AnchorCache.of): showing another one changes them.
 */
export function anchorFingerprint(page: ParsedPage, slugs?: SlugMemo): string {
  return fingerprintOf(pageAnchors(page, slugs), shownSnippets(page), snippetExports(page));
}

/** Everything another file's check reads of a page: its anchors, the snippets it shows, and what it exports to an importer. */
function fingerprintOf(anchors: ReadonlySet<string>, snippets: readonly string[], exports: SnippetExports): string {
  return [...anchors].sort().join('\n') + '\n\0' + snippets.join('\n') + '\n\0' + [...exports.names].sort().join(' ') + (exports.contentless ? '\n\0-' : '') + (exports.known ? '' : '\n\0?');
}

/** What an importer may take from a Markdown file: its exported names, and whether it is exports and nothing else. */
export interface SnippetExports {
  /** The `export`ed names (`default` for `export default`), as the build's export map has them. */
  names: readonly string[];
  /** Whether the file parsed strictly: otherwise its exports are not known, and nothing is judged by them. */
  known: boolean;
  /**
   * Exports and nothing to show (its parse had no content besides ESM): the build's default import
   * of it has nothing to render. False when the file did not parse strictly (not known).
   */
  contentless: boolean;
}

export function snippetExports(page: ParsedPage): SnippetExports {
  const contentless = page.mdast !== undefined && page.mdast.children.every((node) => node.type === 'mdxjsEsm');
  return { names: page.moduleExports, known: page.mdast !== undefined, contentless };
}

/** The import sources whose names the page uses as elements (`import A from '/snippets/a.mdx'` and `<A />`). */
export function shownSnippets(page: ParsedPage): string[] {
  if (page.imports.length === 0) return [];
  const used = new Set(page.elements.map((e) => e.name));
  return page.imports.filter((i) => i.names.some((n) => used.has(n))).map((i) => i.source);
}
