/** Expandable: nested properties behind a toggle; `defaultOpen` opens it. */
import { bool, str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const expandable: ComponentRenderer = (ctx) => {
  const title = str(ctx.attrs, 'title') ?? 'properties';
  return el('details', { className: ['ds-expandable'], open: bool(ctx.attrs, 'defaultOpen'), dataDsKey: ctx.nextKey() }, [
    el('summary', { className: ['ds-expandable-summary'] }, [el('span', { className: ['ds-chevron'], ariaHidden: 'true' }), text(title)]),
    el('div', { className: ['ds-expandable-body'] }, ctx.children()),
  ]);
};
