import { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentLink, Location, Position } from 'vscode-languageserver-types';
import { findConfigDefinition, findConfigLinks } from '../config/links';
import { findPageDefinition } from '../page/definition';
import type { ServiceCore } from './core';

/** Where references lead: docs.json's page paths as links, and go-to-definition in docs.json and pages. */
export interface LinksProvider {
  documentLinks(document: TextDocument): DocumentLink[];
  definition(document: TextDocument, position: Position): Location | null;
}

export function linksProvider(core: ServiceCore): LinksProvider {
  return {
    documentLinks(document) {
      return core.kindOf(document) === 'config' ? findConfigLinks(core.config(document), core.workspace) : [];
    },
    definition(document, position) {
      const kind = core.kindOf(document);
      if (kind === 'page') return findPageDefinition(document, position, core.pageContext(document));
      return kind === 'config' ? findConfigDefinition(core.config(document), position, core.workspace) : null;
    },
  };
}
