/**
 * A ```mermaid code block becomes a diagram slot: the source as a code block (what the reader sees
 * until the diagram is drawn, and if it cannot be) inside a `ds-mermaid` container. The webview
 * script draws the diagram from the source text (webview/src/mermaid.ts); the extension never runs
 * mermaid, and the page's text reaches it only as text content.
 */
import type { Element } from 'hast';
import { el, text } from './hast';
import { parseFenceOptions } from '../../mdx/src';

/**
 * The fence's `placement` and `actions` become classes the webview reads when it adds the zoom
 * controls: `ds-mermaid-at-<placement>` (bottom-right unless written), and `ds-mermaid-actions` or
 * `ds-mermaid-no-actions` when `actions` forces them on or off (else: on diagrams over 120 px).
 */
/** The label of a mermaid fence's source, in the slot and in a CodeGroup tab alike. */
export const MERMAID_SOURCE_LABEL = 'Mermaid diagram (source)';

export function mermaidBlock(source: string, meta?: string | null): Element {
  const { placement, actions } = parseFenceOptions(meta);
  const className = ['ds-mermaid', `ds-mermaid-at-${placement ?? 'bottom-right'}`];
  if (actions !== undefined) className.push(actions ? 'ds-mermaid-actions' : 'ds-mermaid-no-actions');
  return el('div', { className }, [
    el('div', { className: ['ds-code', 'ds-mermaid-source'] }, [
      el('div', { className: ['ds-code-head'] }, [el('span', { className: ['ds-code-lang'] }, [text(MERMAID_SOURCE_LABEL)])]),
      el('pre', {}, [el('code', { className: ['language-mermaid'] }, [text(source)])]),
    ]),
  ]);
}
