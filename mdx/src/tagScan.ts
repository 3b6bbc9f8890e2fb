/**
 * A tolerant scan for JSX tags, used only when the strict MDX parse fails (half-typed text). It never
 * throws and never reports: it recovers elements so completion and component checks keep working.
 */
import { VOID_HTML_ELEMENTS } from './htmlElements';
import type { JsxAttribute, JsxElement, Span } from './types';

const NAME = /[A-Za-z_$][\w$.:-]*/y;
const ATTR_NAME = /[A-Za-z_$][\w$:.-]*/y;
const voids = new Set<string>(VOID_HTML_ELEMENTS);

/** Scans `text` from `from`, skipping `masks` (code blocks and inline code), sorted by start. */
export function scanTags(text: string, from: number, masks: readonly Span[]): JsxElement[] {
  const elements: JsxElement[] = [];
  const stack: JsxElement[] = [];
  let maskIndex = 0;
  let i = text.indexOf('<', from);
  while (i >= 0 && i < text.length) {
    while (maskIndex < masks.length && masks[maskIndex].end <= i) maskIndex++;
    if (maskIndex < masks.length && masks[maskIndex].start <= i) {
      i = text.indexOf('<', masks[maskIndex].end);
      continue;
    }
    if (text[i + 1] === '/') {
      i = closeTag(text, i, stack);
    } else {
      const element = openTag(text, i);
      if (element) {
        element.parent = stack[stack.length - 1];
        element.parent?.children.push(element);
        elements.push(element);
        if (!element.selfClosing) stack.push(element);
        i = element.openTagEnd;
      } else {
        i++;
      }
    }
    i = text.indexOf('<', i);
  }
  // Still open at the end: they contain everything after them, as the author most likely meant.
  for (const open of stack) open.span.end = text.length;
  return elements;
}

function closeTag(text: string, at: number, stack: JsxElement[]): number {
  NAME.lastIndex = at + 2;
  const m = NAME.exec(text);
  const name = m ? m[0] : '';
  const gt = text.indexOf('>', at);
  const newline = text.indexOf('\n', at);
  const end = gt >= 0 && (newline < 0 || gt < newline) ? gt + 1 : at + 2 + name.length;
  for (let k = stack.length - 1; k >= 0; k--) {
    if (stack[k].name !== name) continue;
    const element = stack[k];
    element.closeSpan = { start: at, end };
    element.span.end = end;
    // Elements opened inside it and never closed end where it ends.
    for (let j = stack.length - 1; j > k; j--) stack[j].span.end = Math.max(stack[j].span.end, at);
    stack.length = k;
    break;
  }
  return end;
}

function openTag(text: string, at: number): JsxElement | undefined {
  NAME.lastIndex = at + 1;
  const m = NAME.exec(text);
  if (!m) return undefined;
  const name = m[0];
  let p = at + 1 + name.length;
  const next = text[p];
  // `<https://…>` autolinks and `<a@b>` addresses are not tags.
  if (next !== undefined && !/[\s/>]/.test(next)) return undefined;
  const element: JsxElement = {
    name,
    span: { start: at, end: p },
    nameSpan: { start: at + 1, end: p },
    openTagEnd: p,
    selfClosing: false,
    attributes: [],
    children: [],
  };
  for (;;) {
    while (p < text.length && /\s/.test(text[p])) p++;
    if (p >= text.length || text[p] === '<') break; // cut off: the next tag starts
    if (text[p] === '>') {
      p++;
      break;
    }
    if (text[p] === '/' && text[p + 1] === '>') {
      element.selfClosing = true;
      p += 2;
      break;
    }
    const attribute = readAttribute(text, p);
    if (!attribute) {
      p++;
      continue;
    }
    element.attributes.push(attribute);
    p = attribute.span.end;
  }
  element.openTagEnd = p;
  element.span.end = p;
  if (voids.has(name)) element.selfClosing = true;
  return element;
}

function readAttribute(text: string, at: number): JsxAttribute | undefined {
  if (text[at] === '{') {
    const end = matchBrace(text, at);
    return { kind: 'spread', name: '', nameSpan: { start: at, end: at }, span: { start: at, end }, value: text.slice(at + 1, end - 1) };
  }
  ATTR_NAME.lastIndex = at;
  const m = ATTR_NAME.exec(text);
  if (!m) return undefined;
  const nameSpan = { start: at, end: at + m[0].length };
  let p = nameSpan.end;
  while (text[p] === ' ' || text[p] === '\t') p++;
  if (text[p] !== '=') return { kind: 'bare', name: m[0], nameSpan, span: { ...nameSpan }, value: null };
  p++;
  while (text[p] === ' ' || text[p] === '\t') p++;
  const quote = text[p];
  if (quote === '"' || quote === "'") {
    let close = text.indexOf(quote, p + 1);
    if (close < 0) close = text.length;
    const end = Math.min(close + 1, text.length);
    return { kind: 'string', name: m[0], nameSpan, span: { start: at, end }, value: text.slice(p + 1, close), valueSpan: { start: p + 1, end: close } };
  }
  if (quote === '{') {
    const end = matchBrace(text, p);
    return { kind: 'expression', name: m[0], nameSpan, span: { start: at, end }, value: text.slice(p + 1, Math.max(p + 1, end - 1)), valueSpan: { start: p + 1, end: Math.max(p + 1, end - 1) } };
  }
  // `name=` with nothing usable after it: keep the name so completion still knows it.
  return { kind: 'string', name: m[0], nameSpan, span: { start: at, end: p }, value: '', valueSpan: { start: p, end: p } };
}

/** Offset after the `}` matching the `{` at `at` (string literals respected), or the text end. */
function matchBrace(text: string, at: number): number {
  let depth = 0;
  for (let p = at; p < text.length; p++) {
    const c = text[p];
    if (c === '"' || c === "'" || c === '`') {
      const close = text.indexOf(c, p + 1);
      if (close < 0) return text.length;
      p = close;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return p + 1;
  }
  return text.length;
}
