/** A fenced code block: a head with its label and language, then the highlighted code. */
import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import { el, text } from './hast';
import type { Highlighter } from '../../service/src';

/** `highlighter` is the render's (its RenderCache's), so highlighted blocks are kept per preview. */
export function codeBlock(node: Code, label: string | undefined, highlighter: Highlighter): Element {
  const lang = node.lang ?? undefined;
  const head: ElementContent[] = [];
  if (label) head.push(el('span', { className: ['ds-code-label'] }, [text(label)]));
  if (lang) head.push(el('span', { className: ['ds-code-lang'] }, [text(lang === 'mermaid' ? 'Mermaid diagram (source)' : lang)]));
  const codeClass = ['hljs'];
  if (lang) codeClass.push('language-' + lang.replace(/[^\w-]/g, ''));
  const codeEl = el('code', { className: codeClass }, highlighter.highlight(lang, node.value));
  return el('div', { className: ['ds-code'] }, [
    head.length ? el('div', { className: ['ds-code-head'] }, head) : undefined,
    el('pre', {}, [codeEl]),
  ]);
}
