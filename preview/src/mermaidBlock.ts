/**
 * A ```mermaid code block becomes a diagram slot: the source as a code block (what the reader sees
 * until the diagram is drawn, and if it cannot be) inside a `ds-mermaid` container. The webview
 * script draws the diagram from the source text (webview/src/mermaid.ts); the extension never runs
 * mermaid, and the page's text reaches it only as text content.
 */
import type { Element } from 'hast';
import { el, text } from './hast';

export function mermaidBlock(source: string): Element {
  return el('div', { className: ['ds-mermaid'] }, [
    el('div', { className: ['ds-code', 'ds-mermaid-source'] }, [
      el('div', { className: ['ds-code-head'] }, [el('span', { className: ['ds-code-lang'] }, [text('Mermaid diagram (source)')])]),
      el('pre', {}, [el('code', { className: ['language-mermaid'] }, [text(source)])]),
    ]),
  ]);
}
