/**
 * The preview draws its own small icons (the site's icon font is not available offline). Callouts
 * get a drawn glyph; named icons (`icon="rocket"`) get a neutral badge with the icon's name as title;
 * an icon given as a URL or a local path is an image.
 */
import type { Element } from 'hast';
import { el, text } from './hast';

const STROKE = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round', width: '18', height: '18', ariaHidden: 'true' };

const GLYPHS: Record<string, Element[]> = {
  note: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M12 16v-5M12 8h.01' })],
  info: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M12 16v-5M12 8h.01' })],
  tip: [el('path', { d: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.4 1 2.5h6c0-1.1.3-1.8 1-2.5A6 6 0 0 0 12 3z' })],
  warning: [el('path', { d: 'M12 3 2 20h20L12 3z' }), el('path', { d: 'M12 10v4M12 17h.01' })],
  danger: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M15 9l-6 6M9 9l6 6' })],
  check: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M8 12l3 3 5-6' })],
  callout: [el('rect', { x: '4', y: '4', width: '16', height: '16', rx: '3' })],
};

export function glyph(kind: string): Element {
  return el('svg', { ...STROKE, className: ['ds-glyph'] }, (GLYPHS[kind] ?? GLYPHS.callout).map((g) => structuredClone(g)));
}

/** Whether an icon value names an image rather than an icon of the font. */
export function isImageIcon(icon: string): boolean {
  return /^https:\/\//i.test(icon) || /[/.]/.test(icon);
}

/** A named icon as a small badge: its initial, the full name on hover. */
export function namedIcon(name: string, color?: string): Element {
  const initial = name.replace(/^fa-/, '').charAt(0).toUpperCase() || '•';
  const props: Record<string, string | string[]> = { className: ['ds-icon'], title: name, dataDsIcon: name, ariaHidden: 'true' };
  if (color && /^#[0-9a-f]{3,8}$/i.test(color)) props.dataDsColor = color;
  return el('span', props, [text(initial)]);
}
