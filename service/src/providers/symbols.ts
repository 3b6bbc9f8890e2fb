import { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentSymbol } from 'vscode-languageserver-types';
import { getPageSymbols } from '../page/symbols';
import type { ServiceCore } from './core';

/** The outline: headings and components of a page. */
export interface SymbolsProvider {
  documentSymbols(document: TextDocument): DocumentSymbol[];
}

export function symbolsProvider(core: ServiceCore): SymbolsProvider {
  return {
    documentSymbols(document) {
      return core.kindOf(document) === 'page' ? getPageSymbols(document, core.parsedPage(document)) : [];
    },
  };
}
