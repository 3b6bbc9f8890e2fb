import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeLens } from 'vscode-languageserver-types';
import { snippetCodeLenses } from '../page/snippetUse';
import type { ServiceCore } from './core';

/** "Used by N pages" at the top of a snippet (page/snippetUse.ts). */
export interface CodeLensesProvider {
  codeLenses(document: TextDocument): CodeLens[];
}

export function codeLensesProvider(core: ServiceCore): CodeLensesProvider {
  return {
    codeLenses(document) {
      return core.kindOf(document) === 'page' ? snippetCodeLenses(document, core.pageContext(document), core.snippetUsers) : [];
    },
  };
}
