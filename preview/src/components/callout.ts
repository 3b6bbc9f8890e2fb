/**
 * Callouts: the typed ones (Note, Tip, …, whose catalog variant names the preset icon and colour) and
 * the custom Callout with its own icon, colour and title.
 */
import type { Properties } from 'hast';
import { str } from '../attributes';
import { el } from '../hast';
import { glyph } from '../icons';
import { isComponentColor } from '../../../site/src';
import type { ComponentRenderer } from './context';

export const callout: ComponentRenderer = (ctx) => {
  const { attrs, spec } = ctx;
  const tone = spec.render.variant;
  const kind = tone ?? 'callout';
  // A typed callout is labelled by its name; a custom one by its title. Only the custom one takes a colour.
  const label = tone ? spec.name : (str(attrs, 'title') ?? 'Callout');
  const props: Properties = { className: ['ds-callout', 'ds-callout-' + kind], role: 'note', ariaLabel: label };
  const written = tone ? undefined : str(attrs, 'color');
  const color = isComponentColor(written) ? written : undefined;
  if (color) props.dataDsColor = color;
  // A callout's own `icon` (Callout, and typed callouts on real pages) takes the preset's place.
  const icon = str(attrs, 'icon');
  return el('div', props, [
    el('span', { className: ['ds-callout-icon'] }, [icon ? ctx.icon(icon, str(attrs, 'iconType')) : glyph(kind)]),
    el('div', { className: ['ds-callout-body'] }, ctx.children()),
  ]);
};
