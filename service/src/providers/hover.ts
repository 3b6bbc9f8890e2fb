import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Hover, Position } from 'vscode-languageserver-types';
import { doConfigHover } from '../config/hover';
import { doPageHover } from '../page/hover';
import { snippetUseHover } from '../page/snippetUse';
import type { DocsiteSettings } from '../../../site/src';
import type { ServiceCore } from './core';

/** Hover in docs.json (what a key means) and in pages (components, links, snippets and who uses them). */
export interface HoverProvider {
  hover(document: TextDocument, position: Position, settings?: DocsiteSettings): Hover | null;
}

export function hoverProvider(core: ServiceCore): HoverProvider {
  return {
    hover(document, position, settings) {
      const kind = core.kindOf(document);
      if (kind === 'page') {
        const ctx = core.pageContext(document, settings);
        const hover = doPageHover(document, position, ctx);
        const usage = snippetUseHover(document, position, ctx, core.snippetUsers, hover === null);
        if (!hover || !usage) return hover ?? usage;
        // On an import's path: the snippet's content, then who uses it.
        const value = (h: Hover) => (typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '');
        return { ...hover, contents: { kind: 'markdown', value: `${value(hover)}\n\n---\n\n${value(usage)}` } };
      }
      return kind === 'config' ? doConfigHover(core.config(document), position) : null;
    },
  };
}
