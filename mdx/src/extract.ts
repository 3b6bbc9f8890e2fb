/**
 * Walks an mdast tree (strict MDX or the tolerant Markdown fallback) once and fills the flat lists of
 * a ParsedPage: elements, headings, images, links, code blocks, imports and exports.
 */
import type { Nodes, Parent, Root } from 'mdast';
import type { CodeBlock, Heading, ImportSpecifier, JsxAttribute, JsxElement, PageImage, PageImport, PageLink, PageStructure, Span } from './types';
import { typographic } from './slug';
import { customIdOfLine } from './headingScan';

export interface Extracted extends PageStructure {
  /** Code and inline code spans: the tag scan must not look inside them. */
  codeSpans: Span[];
}

export function extract(tree: Root, text: string): Extracted {
  const out: Extracted = { elements: [], headings: [], images: [], links: [], codeBlocks: [], imports: [], exportedNames: [], moduleExports: [], codeSpans: [] };
  const visit = (node: Nodes, parent: JsxElement | undefined, container?: Parent): void => {
    const span = spanOf(node);
    let inner = parent;
    switch (node.type) {
      case 'heading': {
        // parse.ts blanked a `{#id}` mark before parsing; the source line still has it.
        const customId = span ? customIdOfLine(text.slice(lineStartOf(text, span.start), lineEnd(text, span.start))) : undefined;
        if (span) out.headings.push({ depth: node.depth, text: plainText(node), anchorText: anchorText(node), span, ...(customId ? { customId } : {}) });
        break;
      }
      case 'image':
        if (span) out.images.push({ kind: 'markdown', alt: node.alt ?? undefined, src: node.url, span, srcSpan: linkUrlSpan(text, span, node.url), parent, inline: isInline(node, container) });
        break;
      case 'link':
        if (span) out.links.push({ kind: 'markdown', url: node.url, urlSpan: linkUrlSpan(text, span, node.url), text: plainText(node), span });
        break;
      case 'code':
        if (span) {
          out.codeSpans.push(span);
          const fenceEnd = lineEnd(text, span.start);
          out.codeBlocks.push({ lang: node.lang ?? undefined, meta: node.meta ?? undefined, value: node.value, span, fenceSpan: { start: span.start, end: fenceEnd }, valueStart: Math.min(fenceEnd + 1, span.end), parent });
        }
        break;
      case 'inlineCode':
        if (span) out.codeSpans.push(span);
        break;
      case 'mdxjsEsm':
        readEsm(node as unknown as EsmNode, out);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (span && node.name) {
          inner = jsxElement(node, span, text, parent);
          out.elements.push(inner);
          addElementRefs(inner, out, node.type === 'mdxJsxTextElement' && isInline(node, container));
        }
        break;
    }
    if ('children' in node) for (const child of (node as Parent).children) visit(child as Nodes, inner, node as Parent);
  };
  visit(tree, undefined);
  return out;
}

/**
 * Whether an image or inline element sits in a line of text, a table cell or a link rather than a
 * block of its own: it shares its paragraph with other words or images (a badge, an icon in a
 * sentence), or it is what a link shows (`[![Deploy to Koyeb](button.svg)](…)`, a build badge, a
 * video thumbnail): the link is the block, and its look is the writer's choice.
 */
function isInline(node: Nodes, container: Parent | undefined): boolean {
  if (!container) return false;
  if (container.type === 'tableCell' || container.type === 'link') return true;
  if (container.type !== 'paragraph') return false;
  return container.children.some((other) => other !== node && !(other.type === 'text' && other.value.trim() === '') && other.type !== 'break');
}

/**
 * isInline for an element found by the tag scan of a page that does not parse (no tree to ask): it
 * shares its line with other text, or stands in a table row. A paragraph's other lines are not seen.
 */
export function isInlineByLine(text: string, span: Span): boolean {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const newline = text.indexOf('\n', span.end);
  const lineEnd = newline < 0 ? text.length : newline;
  const before = text.slice(lineStart, span.start);
  const after = text.slice(span.end, lineEnd);
  return before.trimStart().startsWith('|') || (before + after).trim() !== '';
}

/** Images written as `<img>` and links written as `href` attributes, for strict and tolerant trees. */
export function addElementRefs(element: JsxElement, out: Pick<Extracted, 'images' | 'links'>, inline = false): void {
  const attr = (name: string) => element.attributes.find((a) => a.name === name);
  if (element.name === 'img') {
    const src = attr('src');
    const alt = attr('alt');
    const srcSpan = src?.kind === 'string' && src.valueSpan ? src.valueSpan : element.span;
    out.images.push({ kind: 'html', alt: alt ? (alt.value ?? '') : undefined, src: src?.kind === 'string' ? (src.value ?? '') : '', span: element.span, srcSpan, element, parent: element.parent, inline });
  }
  const href = attr('href');
  if (href && href.kind === 'string' && href.value !== null && href.valueSpan) {
    out.links.push({ kind: 'attribute', url: href.value, urlSpan: href.valueSpan, span: href.span, element });
  }
}

function jsxElement(node: { name: string | null; attributes: unknown[] }, span: Span, text: string, parent: JsxElement | undefined): JsxElement {
  const name = node.name ?? '';
  const nameStart = text.indexOf(name, span.start + 1);
  const attributes: JsxAttribute[] = [];
  for (const a of node.attributes as AnyAttribute[]) {
    const aSpan = spanOf(a);
    if (aSpan) attributes.push(jsxAttribute(a, aSpan, text));
  }
  const afterAttrs = attributes.length ? attributes[attributes.length - 1].span.end : nameStart + name.length;
  const gt = text.indexOf('>', afterAttrs);
  const openTagEnd = gt < 0 || gt >= span.end ? span.end : gt + 1;
  const selfClosing = openTagEnd === span.end && text[openTagEnd - 2] === '/';
  const element: JsxElement = {
    name,
    span,
    nameSpan: { start: nameStart, end: nameStart + name.length },
    openTagEnd,
    selfClosing,
    attributes,
    parent,
    children: [],
  };
  if (!selfClosing) {
    const closeStart = text.lastIndexOf('<', span.end - 1);
    if (closeStart >= openTagEnd) element.closeSpan = { start: closeStart, end: span.end };
  }
  parent?.children.push(element);
  return element;
}

interface AnyAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string };
  position?: { start: { offset?: number }; end: { offset?: number } };
}

function jsxAttribute(a: AnyAttribute, span: Span, text: string): JsxAttribute {
  if (a.type !== 'mdxJsxAttribute' || !a.name) {
    return { kind: 'spread', name: '', nameSpan: { start: span.start, end: span.start }, span, value: typeof a.value === 'string' ? a.value : '' };
  }
  const nameSpan = { start: span.start, end: span.start + a.name.length };
  if (a.value === null || a.value === undefined) return { kind: 'bare', name: a.name, nameSpan, span, value: null };
  const eq = text.indexOf('=', nameSpan.end);
  let valueStart = eq + 1;
  while (/\s/.test(text[valueStart] ?? '')) valueStart++;
  const valueSpan = { start: valueStart + 1, end: Math.max(valueStart + 1, span.end - 1) };
  if (typeof a.value === 'string') return { kind: 'string', name: a.name, nameSpan, span, value: a.value, valueSpan };
  return { kind: 'expression', name: a.name, nameSpan, span, value: a.value.value, valueSpan };
}

interface EstreeNode {
  type: string;
  start?: number;
  end?: number;
  source?: { value: unknown; start?: number; end?: number } | null;
  specifiers?: EstreeSpecifier[];
  declaration?: { type: string; id?: { name?: string }; declarations?: { id: { type: string; name?: string } }[] } | null;
}

interface EstreeSpecifier {
  type: string;
  local: { name: string };
  imported?: { type: string; name?: string; value?: unknown };
  exported?: { type: string; name?: string; value?: unknown };
  start?: number;
  end?: number;
}

/** An identifier's name, or a string literal's value (`import { "a-b" as c }`). */
function nameOf(node: { name?: string; value?: unknown } | undefined): string {
  return node?.name ?? (typeof node?.value === 'string' ? node.value : '');
}

function importSpecifier(sp: EstreeSpecifier): ImportSpecifier {
  const span = { start: sp.start ?? 0, end: sp.end ?? 0 };
  if (sp.type === 'ImportDefaultSpecifier') return { kind: 'default', imported: 'default', local: sp.local.name, span };
  if (sp.type === 'ImportNamespaceSpecifier') return { kind: 'namespace', imported: '*', local: sp.local.name, span };
  return { kind: 'named', imported: nameOf(sp.imported) || sp.local.name, local: sp.local.name, span };
}

interface EsmNode {
  data?: { estree?: { body?: EstreeNode[] } | null };
}

function readEsm(node: EsmNode, out: Extracted): void {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type === 'ImportDeclaration' && statement.source && typeof statement.source.value === 'string') {
      const s = statement.source;
      out.imports.push({
        names: (statement.specifiers ?? []).map((sp) => sp.local.name),
        specifiers: (statement.specifiers ?? []).map(importSpecifier),
        source: s.value as string,
        sourceSpan: { start: (s.start ?? 0) + 1, end: Math.max((s.start ?? 0) + 1, (s.end ?? 0) - 1) },
        span: { start: statement.start ?? 0, end: statement.end ?? 0 },
      });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const d = statement.declaration;
      const names = [d.id?.name, ...(d.declarations ?? []).map((v) => (v.id.type === 'Identifier' ? v.id.name : undefined))].filter((n): n is string => !!n);
      out.exportedNames.push(...names);
      out.moduleExports.push(...names);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      // `export { a as b }` of a name declared in the file (one re-exported `from` elsewhere the build does not follow).
      for (const sp of statement.specifiers ?? []) out.moduleExports.push(nameOf(sp.exported) || sp.local.name);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      out.moduleExports.push('default');
    }
  }
}

export function spanOf(node: { position?: { start: { offset?: number }; end: { offset?: number } } }): Span | undefined {
  const p = node.position;
  if (!p || p.start.offset === undefined || p.end.offset === undefined) return undefined;
  return { start: p.start.offset, end: p.end.offset };
}

/** Visible text of a node: text, inline code and image alt, joined. */
export function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return (node as Parent).children.map((c) => plainText(c as Nodes)).join('');
  return '';
}

/**
 * A heading's text as the build slugs it: text after smartypants, inline code as written, and
 * nothing from images or expressions.
 */
function anchorText(node: Nodes): string {
  if (node.type === 'text') return typographic(node.value);
  if (node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node as Parent).children.map((c) => anchorText(c as Nodes)).join('');
  return '';
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : text[nl - 1] === '\r' ? nl - 1 : nl;
}

/** The URL inside `[text](url)` or `![alt](url)`; the whole link when it is written another way (reference, autolink). */
function linkUrlSpan(text: string, span: Span, url: string): Span {
  const open = text.lastIndexOf('](', span.end);
  if (open >= span.start) {
    let start = open + 2;
    while (text[start] === ' ' || text[start] === '<') start++;
    if (url && text.startsWith(url, start)) return { start, end: start + url.length };
    const close = text.indexOf(')', start);
    if (close > start && close <= span.end) {
      const raw = text.slice(start, close).split(/\s/)[0].replace(/>$/, '');
      return { start, end: start + raw.length };
    }
  }
  return span;
}
