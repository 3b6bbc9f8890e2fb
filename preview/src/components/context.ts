/**
 * What a component renderer gets: the element, its catalog entry and attributes, and the page
 * renderer's shared tools (children, icons, widget keys, heading slugs). Renderers build hast only;
 * the page renderer sanitizes the result, so no renderer can let page content execute.
 */
import type { State } from 'mdast-util-to-hast';
import type { Element, ElementContent } from 'hast';
import type { RootContent as MdastContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ComponentSpec } from '../../../catalog/src';
import type { Attrs } from '../attributes';

export type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

export interface ComponentContext {
  node: JsxNode;
  spec: ComponentSpec;
  attrs: Attrs;
  /** A block (flow) element rather than one inside a sentence. */
  block: boolean;
  /** The mdast → hast state, for `patch` (source positions) on nodes a renderer builds itself. */
  state: State;
  /** The rendered children of `node` (of the element itself unless another is given). */
  children(node?: JsxNode): ElementContent[];
  /** One mdast node that is not a component item (text between Steps, say), rendered as usual. */
  render(node: MdastContent): ElementContent[];
  /** An icon: a drawn library icon, an image for a path or URL, or a bullet when empty. */
  icon(icon: string, style?: string, color?: string): Element;
  /** A fenced code block as the page renderer draws it. */
  codeBlock(node: MdastContent & { type: 'code' }): Element;
  /** A key unique on the page, tying an interactive widget to its state in the webview. */
  nextKey(): string;
  /** The anchor id the site gives this component (an Update's), as the checker reads it. */
  anchorId(): string | undefined;
}

export type ComponentRenderer = (ctx: ComponentContext) => ElementContent | ElementContent[] | undefined;

/** Whether an mdast node is a JSX element named `name`. */
export function isElementNamed(node: MdastContent, names: readonly string[]): node is JsxNode {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name !== null && names.includes(node.name);
}
