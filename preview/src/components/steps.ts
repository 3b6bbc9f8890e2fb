/**
 * Steps: a numbered list of its Step items (the catalog's `children`). Text and other components
 * between the items stay in place, unnumbered; empty paragraphs are dropped. A Step on its own (in a
 * snippet file that pages include inside Steps) renders as a list of one.
 */
import type { ElementContent } from 'hast';
import type { RootContent as MdastContent } from 'mdast';
import { Attrs, num, readAttributes, str } from '../attributes';
import { el, text, textOf } from '../hast';
import { type ComponentContext, type ComponentRenderer, type JsxNode, isElementNamed } from './context';

/** Step titles may be headings; any other size is a paragraph. */
const HEADING_SIZES = ['h2', 'h3'];

function stepList(ctx: ComponentContext, items: readonly MdastContent[], itemNames: readonly string[], containerAttrs: Attrs): ElementContent {
  const size = str(containerAttrs, 'titleSize');
  const out: ElementContent[] = [];
  let n = 0;
  for (const child of items) {
    if (isElementNamed(child, itemNames)) {
      n++;
      out.push(step(ctx, child, n, size));
    } else {
      const rendered = ctx.render(child);
      if (child.type !== 'paragraph' || textOf(rendered).trim()) out.push(...rendered);
    }
  }
  return el('ol', { className: ['ds-steps'] }, out);
}

function step(ctx: ComponentContext, node: JsxNode, position: number, containerSize: string | undefined): ElementContent {
  const a = readAttributes(node.attributes);
  const number = num(a, 'stepNumber') ?? position;
  const size = str(a, 'titleSize') ?? containerSize;
  const titleTag = size && HEADING_SIZES.includes(size) ? size : 'p';
  const icon = str(a, 'icon');
  const li = el('li', { className: ['ds-step'] }, [
    el('div', { className: ['ds-step-marker'] }, [el('span', { className: ['ds-step-number'] }, [text(String(number))])]),
    el('div', { className: ['ds-step-body'] }, [
      el(titleTag, { className: ['ds-step-title'] }, [icon ? ctx.icon(icon, str(a, 'iconType')) : undefined, text(str(a, 'title') ?? '')]),
      ...ctx.children(node),
    ]),
  ]);
  ctx.state.patch(node, li);
  return li;
}

export const steps: ComponentRenderer = (ctx) => stepList(ctx, ctx.node.children as MdastContent[], ctx.spec.children ?? [], ctx.attrs);

export const loneStep: ComponentRenderer = (ctx) => stepList(ctx, [ctx.node], [ctx.spec.name], ctx.attrs);
