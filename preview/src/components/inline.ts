/** The small inline components: Icon, Badge, and the legacy Latex tag (shown as its source). */
import { str } from '../attributes';
import { el, text, textOf } from '../hast';
import type { ComponentRenderer } from './context';

export const icon: ComponentRenderer = (ctx) => ctx.icon(str(ctx.attrs, 'icon') ?? str(ctx.attrs, 'src') ?? '', str(ctx.attrs, 'iconType'), str(ctx.attrs, 'color'));

export const badge: ComponentRenderer = (ctx) => el('span', { className: ['ds-badge', 'ds-badge-vendor'] }, ctx.children());

export const latex: ComponentRenderer = (ctx) =>
  el(ctx.block ? 'div' : 'span', { className: ['ds-latex'], title: 'LaTeX (shown as source)' }, [el('code', {}, [text(textOf(ctx.children()))])]);
