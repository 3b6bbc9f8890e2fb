/** A component the preview does not draw (Tree, Prompt, Panel…): a box labelled with its name around its children. */
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const vendorBox: ComponentRenderer = (ctx) => {
  const tag = ctx.block ? 'div' : 'span';
  return el(tag, { className: ['ds-vendor'] }, [
    el('span', { className: ['ds-vendor-label'] }, [text(ctx.spec.render.label ?? ctx.spec.name)]),
    el(tag, { className: ['ds-vendor-body'] }, ctx.children()),
  ]);
};
