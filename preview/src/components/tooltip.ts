/** Tooltip: the term inline, its tip (and the `cta` link when it has an `href`) shown on hover or focus. */
import { str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const tooltip: ComponentRenderer = (ctx) => {
  const tip = str(ctx.attrs, 'tip') ?? '';
  const cta = str(ctx.attrs, 'cta');
  const href = str(ctx.attrs, 'href');
  return el('span', { className: ['ds-tooltip'], tabIndex: 0 }, [
    el('span', { className: ['ds-tooltip-term'] }, ctx.children()),
    el('span', { className: ['ds-tooltip-tip'], role: 'tooltip' }, [
      text(tip),
      cta && href ? el('a', { className: ['ds-tooltip-cta'], href }, [text(cta)]) : undefined,
    ]),
  ]);
};
