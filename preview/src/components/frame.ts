/** Frame: its content (usually an image) in a bordered figure, with the caption below. */
import { str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

export const frame: ComponentRenderer = (ctx) => {
  const caption = str(ctx.attrs, 'caption');
  return el('figure', { className: ['ds-frame'] }, [
    el('div', { className: ['ds-frame-inner'] }, ctx.children()),
    caption ? el('figcaption', { className: ['ds-frame-caption'] }, [text(caption)]) : undefined,
  ]);
};
