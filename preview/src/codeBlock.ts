/**
 * A fenced code block: a head with its title and language, then the highlighted code. The fence's
 * options (mdx/src/fenceOptions.ts) give the title, and per line: highlighted and focused
 * lines, line numbers and diff marks (`// [!code ++]`, taken out of the code as the site does);
 * `wrap` wraps long lines.
 */
import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import { el, text } from './hast';
import { splitLines } from './codeLines';
import { MERMAID_SOURCE_LABEL } from './mermaidBlock';
import { type Highlighter } from '../../service/src';
import { diffMarks, parseFenceOptions, type FenceOptions } from '../../mdx/src';

/** `highlighter` is the render's (its RenderCache's), so highlighted blocks are kept per preview. */
export function codeBlock(node: Code, highlighter: Highlighter): Element {
  const lang = node.lang ?? undefined;
  const options = parseFenceOptions(node.meta);
  const { code, marks } = diffMarks(node.value);
  const head: ElementContent[] = [];
  if (options.title) head.push(el('span', { className: ['ds-code-label'] }, [text(options.title)]));
  if (lang) head.push(el('span', { className: ['ds-code-lang'] }, [text(lang === 'mermaid' ? MERMAID_SOURCE_LABEL : lang)]));
  const codeClass = ['hljs'];
  if (lang) codeClass.push('language-' + lang.replace(/[^\w-]/g, ''));
  const highlighted = highlighter.highlight(lang, code);
  const perLine = options.highlight.size > 0 || options.focus.size > 0 || options.lines || marks.size > 0;
  const codeEl = el('code', { className: codeClass }, perLine ? lineSpans(highlighted, options, marks) : highlighted);
  const preClass = [options.wrap ? 'ds-code-wrap' : '', options.lines ? 'ds-code-numbered' : '', options.focus.size ? 'ds-code-focus' : ''].filter(Boolean);
  return el('div', { className: ['ds-code'] }, [
    head.length ? el('div', { className: ['ds-code-head'] }, head) : undefined,
    el('pre', preClass.length ? { className: preClass } : {}, [codeEl]),
  ]);
}

/** Each line in a `ds-line` span carrying its state; the line breaks stay text between them. */
function lineSpans(highlighted: ElementContent[], options: FenceOptions, marks: Map<number, 'added' | 'removed'>): ElementContent[] {
  const out: ElementContent[] = [];
  splitLines(highlighted).forEach((children, i) => {
    const n = i + 1;
    const mark = marks.get(n);
    const className = ['ds-line', options.highlight.has(n) ? 'is-highlighted' : '', options.focus.has(n) ? 'is-focused' : '', mark ? `is-${mark}` : ''].filter(Boolean);
    if (i > 0) out.push(text('\n'));
    out.push(el('span', { className }, children));
  });
  return out;
}
