/**
 * Parse once per document version: every rule and provider of one service reads the parse kept
 * here. Keyed by URI; a hit needs the same version and the identical text (a cheap check: unchanged
 * documents return the same string). Owned by a DocsLanguageService, so two services never see or
 * drop each other's parses.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parsePage, type ParsedPage } from '../../../mdx/src';
import { BoundedCache } from '../../../common/src';

/** Parses kept: more documents than an editor has open, and a whole-site pass checks one at a time. */
const MAX_ENTRIES = 64;

export class ParsedPageCache {
  private readonly byUri = new BoundedCache<string, { version: number; text: string; page: ParsedPage }>({ maxEntries: MAX_ENTRIES });
  /** How many parses this cache has made (a spare taken counts none). */
  parses = 0;
  /** Parses made for another reason (a linked page's anchors), by URI, until the page's own turn. */
  private readonly spares: BoundedCache<string, ParsedPage>;

  /**
   * `maxSpares`: how many parses made elsewhere are kept for their page's own check (`offer`). A
   * whole-site check reads a linked page's anchors before it checks that page, mostly a few pages
   * later: keeping the parse spares a second one (a sixth of the parsing on some corpus sites).
   */
  constructor(private readonly maxSpares = 0) {
    this.spares = new BoundedCache({ maxEntries: maxSpares });
  }

  get(document: TextDocument): ParsedPage {
    const text = document.getText();
    const hit = this.byUri.get(document.uri);
    if (hit && hit.version === document.version && hit.text === text) return hit.page;
    const spare = this.spares.delete(document.uri);
    // A parse is a function of the text alone: one of the same text is this version's.
    const page = spare?.text === text ? spare : this.parse(text);
    this.byUri.set(document.uri, { version: document.version, text, page });
    return page;
  }

  private parse(text: string): ParsedPage {
    this.parses++;
    return parsePage(text);
  }

  /** A parse of the page at `uri` made elsewhere, kept for its own check (the oldest goes first). */
  offer(uri: string, page: ParsedPage): void {
    if (this.maxSpares === 0) return;
    this.spares.set(uri, page);
  }

  /** Forget a closed document; returns its last parse, if any was kept. */
  forget(uri: string): ParsedPage | undefined {
    return this.byUri.delete(uri)?.page;
  }
}
