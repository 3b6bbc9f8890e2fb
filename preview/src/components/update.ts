/** Update: a changelog entry, its label (also its anchor, as on the site) and tags beside the body. */
import { list, str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const update: ComponentRenderer = (ctx) => {
  const description = str(ctx.attrs, 'description');
  const label = str(ctx.attrs, 'label') ?? '';
  const tags = list(ctx.attrs, 'tags');
  return el('section', { className: ['ds-update'], id: ctx.anchorId() }, [
    el('div', { className: ['ds-update-meta'] }, [
      el('span', { className: ['ds-update-label'] }, [text(label)]),
      tags.length ? el('div', { className: ['ds-update-tags'] }, tags.map((t) => el('span', { className: ['ds-badge', 'ds-badge-tag'] }, [text(t)]))) : undefined,
    ]),
    el('div', { className: ['ds-update-body'] }, [
      description ? el('div', { className: ['ds-update-description'] }, [text(description)]) : undefined,
      ...ctx.children(),
    ]),
  ]);
};
