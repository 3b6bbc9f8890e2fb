/** Document outline: headings nested by level, with the components of each section nested by the element tree. */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentSymbol, SymbolKind } from 'vscode-languageserver-types';
import type { JsxElement, ParsedPage, Span } from '../../../mdx/src';
import { getAttribute, getComponent, OUTLINE_LABEL_ATTRIBUTES } from '../../../catalog/src';

/** Whether an attribute names its element in the outline: the catalog's say, or for an element it does not know, the same names. */
function labels(element: JsxElement, attribute: string): boolean {
  const spec = getComponent(element.name);
  const known = spec && getAttribute(spec, attribute);
  return known ? !!known.outlineLabel : OUTLINE_LABEL_ATTRIBUTES.has(attribute);
}

/**
 * The symbol of `root` with the symbols of all its descendants, built with an explicit stack: a page
 * nested thousands deep must give an outline, not a stack overflow.
 */
export function elementTree(root: JsxElement, range: (span: Span) => DocumentSymbol['range']): DocumentSymbol {
  const symbolOf = (e: JsxElement): DocumentSymbol => {
    const label = e.attributes.find((a) => a.kind === 'string' && labels(e, a.name))?.value;
    return { name: `<${e.name}>`, detail: label ?? undefined, kind: SymbolKind.Struct, range: range(e.span), selectionRange: range(e.nameSpan), children: [] };
  };
  const top = symbolOf(root);
  const pending: [JsxElement, DocumentSymbol][] = [[root, top]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, symbol] = next;
    for (const child of element.children) {
      const childSymbol = symbolOf(child);
      symbol.children!.push(childSymbol);
      pending.push([child, childSymbol]);
    }
  }
  return top;
}

export function getPageSymbols(document: TextDocument, page: ParsedPage): DocumentSymbol[] {
  try {
    const range = (span: Span) => ({ start: document.positionAt(span.start), end: document.positionAt(span.end) });
    const elementSymbol = (root: JsxElement): DocumentSymbol => elementTree(root, range);
    const roots: DocumentSymbol[] = [];
    const stack: { depth: number; symbol: DocumentSymbol }[] = [];
    // A heading's range is its whole section, so that it contains its children as LSP requires.
    const sectionEnd = page.headings.map((h, i) => {
      const next = page.headings.slice(i + 1).find((n) => n.depth <= h.depth);
      return next ? Math.max(h.span.end, next.span.start - 1) : page.text.length;
    });
    type Item = { start: number; heading?: { depth: number; text: string; span: Span; end: number }; element?: JsxElement };
    const items: Item[] = [
      ...page.headings.map((h, i) => ({ start: h.span.start, heading: { ...h, end: sectionEnd[i] } })),
      ...page.elements.filter((e) => !e.parent).map((e) => ({ start: e.span.start, element: e })),
    ].sort((a, b) => a.start - b.start);
    for (const item of items) {
      if (item.heading) {
        const h = item.heading;
        const symbol: DocumentSymbol = { name: h.text || '(empty heading)', kind: SymbolKind.String, range: range({ start: h.span.start, end: h.end }), selectionRange: range(h.span), children: [] };
        while (stack.length && stack[stack.length - 1].depth >= h.depth) stack.pop();
        (stack.length ? stack[stack.length - 1].symbol.children! : roots).push(symbol);
        stack.push({ depth: h.depth, symbol });
      } else if (item.element) {
        (stack.length ? stack[stack.length - 1].symbol.children! : roots).push(elementSymbol(item.element));
      }
    }
    return roots;
  } catch {
    return [];
  }
}
