/**
 * Parse once per document version: every rule and provider of one service reads the parse kept
 * here. Keyed by URI; a hit needs the same version and the identical text (a cheap check: unchanged
 * documents return the same string). Owned by a DocsLanguageService, so two services never see or
 * drop each other's parses.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parsePage } from './parse';
import type { ParsedPage } from './types';

const MAX_ENTRIES = 64;

export class ParsedPageCache {
  private readonly byUri = new Map<string, { version: number; text: string; page: ParsedPage }>();

  get(document: TextDocument): ParsedPage {
    const text = document.getText();
    const hit = this.byUri.get(document.uri);
    if (hit && hit.version === document.version && hit.text === text) return hit.page;
    const page = parsePage(text);
    this.byUri.delete(document.uri);
    if (this.byUri.size >= MAX_ENTRIES) this.byUri.delete(this.byUri.keys().next().value as string);
    this.byUri.set(document.uri, { version: document.version, text, page });
    return page;
  }

  /** Forget a closed document. */
  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}
