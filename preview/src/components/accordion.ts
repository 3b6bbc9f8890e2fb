/** Accordion: a disclosure with its title, description and icon; `defaultOpen` opens it. */
import { bool, str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const accordion: ComponentRenderer = (ctx) => {
  const { attrs } = ctx;
  const icon = str(attrs, 'icon');
  const description = str(attrs, 'description');
  return el('details', { className: ['ds-accordion'], open: bool(attrs, 'defaultOpen'), dataDsKey: ctx.nextKey() }, [
    el('summary', { className: ['ds-accordion-summary'] }, [
      el('span', { className: ['ds-chevron'], ariaHidden: 'true' }),
      icon ? ctx.icon(icon, str(attrs, 'iconType')) : undefined,
      el('span', { className: ['ds-accordion-heading'] }, [
        el('span', { className: ['ds-accordion-title'] }, [text(str(attrs, 'title') ?? '')]),
        description ? el('span', { className: ['ds-accordion-description'] }, [text(description)]) : undefined,
      ]),
    ]),
    el('div', { className: ['ds-accordion-body'] }, ctx.children()),
  ]);
};
