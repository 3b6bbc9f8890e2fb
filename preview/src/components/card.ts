/** Card: icon, title, body, call to action and image; with `href` the whole card is a link. */
import { bool, str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const card: ComponentRenderer = (ctx) => {
  const { attrs } = ctx;
  const href = str(attrs, 'href');
  const icon = str(attrs, 'icon');
  const img = str(attrs, 'img');
  const cta = str(attrs, 'cta');
  const arrow = bool(attrs, 'arrow');
  const horizontal = bool(attrs, 'horizontal');
  const title = str(attrs, 'title');
  const body = el('div', { className: ['ds-card-content'] }, [
    icon ? el('span', { className: ['ds-card-icon'] }, [ctx.icon(icon, str(attrs, 'iconType'), str(attrs, 'color'))]) : undefined,
    el('div', { className: ['ds-card-text'] }, [
      title ? el('div', { className: ['ds-card-title'] }, [text(title), arrow && !cta ? el('span', { className: ['ds-arrow'] }, [text(' →')]) : undefined]) : undefined,
      el('div', { className: ['ds-card-body'] }, ctx.children()),
      cta ? el('div', { className: ['ds-card-cta'] }, [text(cta + (arrow || href ? ' →' : ''))]) : undefined,
    ]),
  ]);
  const children = [img ? el('img', { className: ['ds-card-img'], src: img, alt: '' }) : undefined, body];
  const className = ['ds-card', horizontal ? 'ds-card-horizontal' : '', href ? 'ds-card-link' : ''].filter(Boolean);
  return href ? el('a', { className, href }, children) : el('div', { className }, children);
};
