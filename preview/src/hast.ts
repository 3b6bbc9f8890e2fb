/** Small helpers for building hast trees by hand. */
import type { Element, ElementContent, Properties, Text } from 'hast';

export function el(tagName: string, properties: Properties = {}, children: (ElementContent | undefined | false)[] = []): Element {
  return { type: 'element', tagName, properties, children: children.filter((c): c is ElementContent => !!c) };
}

export function text(value: string): Text {
  return { type: 'text', value };
}

/** The visible text of a hast subtree. */
export function textOf(node: ElementContent | ElementContent[]): string {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
