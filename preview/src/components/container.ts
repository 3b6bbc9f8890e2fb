/** A plain block around the children, classed by the catalog's variant (AccordionGroup, Column). */
import { el } from '../hast';
import type { ComponentRenderer } from './context';

export const container: ComponentRenderer = (ctx) => el('div', { className: ['ds-' + (ctx.spec.render.variant ?? 'container')] }, ctx.children());
