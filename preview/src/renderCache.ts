/**
 * What the incremental renderer keeps between renders of one preview: each chunk's parse and HTML,
 * keyed by their text, and the highlighter with its highlighted code blocks. The caller owns it (one per preview panel), so two previews, or two tests,
 * never share or evict each other's entries; a render without one starts from nothing.
 */
import { Highlighter } from '../../service/src';
import { type ParsedPage, type SlugMemo, slugMemo } from '../../mdx/src';
import { BoundedCache } from '../../common/src';
import type { SiteStyleCompiler } from './siteStyles/tailwind';

/** Entries per map: enough for the chunks of a few long pages. */
const LIMIT = 600;

export class RenderCache {
  private readonly parses = new BoundedCache<string, ParsedPage>({ maxEntries: LIMIT });
  private readonly htmls = new BoundedCache<string, string>({ maxEntries: LIMIT });
  /** The estree of the site's `.jsx`/`.js` component files, by their text (jsx/siteModules.ts). */
  private readonly scripts = new BoundedCache<string, unknown>({ maxEntries: LIMIT });
  /** The site's CSS files as parsed and written back, by their text (siteStyles/siteCss.ts). */
  private readonly sheets = new BoundedCache<string, { css: string | undefined }>({ maxEntries: LIMIT });
  /** highlight.js, loaded on the first code block this preview shows, and the blocks it highlighted. */
  readonly highlighter = new Highlighter();
  /** Heading texts slugged for anchor ids (slugging is slow; a page keeps most of its headings). */
  readonly slugs: SlugMemo = slugMemo();
  /** The declarations of each `ds-st-*` class site JSX drew (siteStyles/inlineStyle.ts); kept with the HTML that uses them. */
  readonly styleRules = new Map<string, string>();
  /** Tailwind, once the render thread has compiled its theme (siteStyles/tailwind.ts); without it utility classes stay unstyled. */
  siteStyles?: SiteStyleCompiler;

  parse(source: string, parse: (source: string) => ParsedPage): ParsedPage {
    return this.parses.get(source) ?? this.parses.set(source, parse(source));
  }

  /** A site CSS file written back from its parse (siteStyles/siteCss.ts), by its text; undefined when it is left out. */
  sheet(source: string, parse: (source: string) => string | undefined): string | undefined {
    return (this.sheets.get(source) ?? this.sheets.set(source, { css: parse(source) })).css;
  }

  script<T>(source: string, parse: (source: string) => T): T {
    return ((this.scripts.get(source) as T | undefined) ?? this.scripts.set(source, parse(source))) as T;
  }

  html(key: string, render: () => string): string {
    return this.htmls.get(key) ?? this.htmls.set(key, render());
  }

  /**
   * Files came or went: a chunk's HTML may show one as missing (an image) or present, so the HTML is
   * drawn again; the parses depend on the text alone and stay.
   */
  filesChanged(): void {
    this.htmls.clear();
  }
}

