import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CompletionList, Position } from 'vscode-languageserver-types';
import { doConfigComplete } from '../config/completion';
import { doPageComplete } from '../page/completion';
import type { DocsiteSettings } from '../../../site/src';
import type { ServiceCore } from './core';

/** Completion in docs.json (keys, values, page paths) and in pages (components, attributes, links). */
export interface CompletionProvider {
  complete(document: TextDocument, position: Position, settings?: DocsiteSettings): CompletionList;
}

export function completionProvider(core: ServiceCore): CompletionProvider {
  return {
    complete(document, position, settings) {
      const kind = core.kindOf(document);
      if (kind === 'page') return doPageComplete(document, position, core.pageContext(document, settings));
      if (kind !== 'config') return { isIncomplete: false, items: [] };
      return doConfigComplete(core.config(document), position, core.workspace, core.sites.get(core.pathOf(document), document.getText()));
    },
  };
}
