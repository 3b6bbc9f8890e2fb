/** CardGroup and Columns: a grid of `cols` columns (default 2, clamped to the 1–4 the site draws). */
import { num } from '../attributes';
import { el } from '../hast';
import type { ComponentRenderer } from './context';

export const grid: ComponentRenderer = (ctx) => {
  const n = Math.max(1, Math.min(4, Math.round(num(ctx.attrs, 'cols') ?? 2)));
  return el('div', { className: ['ds-' + (ctx.spec.render.variant ?? 'grid'), 'ds-cols-' + n], dataDsCols: String(n) }, ctx.children());
};
