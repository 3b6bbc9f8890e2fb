/**
 * Parse once per document version: every rule and provider asks here. Keyed by URI; a hit needs the
 * same version and the identical text (a cheap check: unchanged documents return the same string).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parsePage } from './parse';
import type { ParsedPage } from './types';

const MAX_ENTRIES = 64;
const byUri = new Map<string, { version: number; text: string; page: ParsedPage }>();

export function getParsedPage(document: TextDocument): ParsedPage {
  const text = document.getText();
  const hit = byUri.get(document.uri);
  if (hit && hit.version === document.version && hit.text === text) return hit.page;
  const page = parsePage(text);
  byUri.delete(document.uri);
  if (byUri.size >= MAX_ENTRIES) byUri.delete(byUri.keys().next().value as string);
  byUri.set(document.uri, { version: document.version, text, page });
  return page;
}

/** Forget a closed document. */
export function forgetParsedPage(uri: string): void {
  byUri.delete(uri);
}
