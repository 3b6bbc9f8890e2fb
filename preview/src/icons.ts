/**
 * The preview's icons. Callouts get a drawn glyph; a named icon (`icon="rocket"`) is drawn from the
 * site's icon library (iconSources.ts) as inline SVG in `currentColor`, so it follows the text colour
 * and the mode; a name the free sets lack gets a neutral badge with its initial and the name as title;
 * an icon given as a URL or a local path is an image.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { el, text } from './hast';
import { findIcon, type IconContext } from './iconSources';
import { isComponentColor } from '../../site/src';
import { ICON_RULES, SVG_PAINT, SVG_SHAPES, svgProperty } from './svgAllowlist';

const STROKE = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLineCap: 'round', strokeLineJoin: 'round', width: '18', height: '18', ariaHidden: 'true' };

const GLYPHS: Record<string, Element[]> = {
  note: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M12 16v-5M12 8h.01' })],
  info: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M12 16v-5M12 8h.01' })],
  tip: [el('path', { d: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.4 1 2.5h6c0-1.1.3-1.8 1-2.5A6 6 0 0 0 12 3z' })],
  warning: [el('path', { d: 'M12 3 2 20h20L12 3z' }), el('path', { d: 'M12 10v4M12 17h.01' })],
  danger: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M15 9l-6 6M9 9l6 6' })],
  check: [el('circle', { cx: '12', cy: '12', r: '9' }), el('path', { d: 'M8 12l3 3 5-6' })],
  callout: [el('rect', { x: '4', y: '4', width: '16', height: '16', rx: '3' })],
  menu: [el('path', { d: 'M4 6h16M4 12h16M4 18h16' })],
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
  if (isComponentColor(color)) props.dataDsColor = color;
  return el('span', props, [text(initial)]);
}

/**
 * A named icon drawn from the site's library (`ds-icon ds-icon-svg`, the SVG inside), or the letter
 * badge when no set holds it or the stored drawing does not pass the shape check.
 */
export function libraryIcon(name: string, context: IconContext | undefined, options: { style?: string; color?: string } = {}): Element {
  return drawnIcon(name, context, options) ?? namedIcon(name, options.color);
}

/** A named icon drawn from the site's library, or undefined when it cannot be drawn. */
export function drawnIcon(name: string, context: IconContext | undefined, options: { style?: string; color?: string } = {}): Element | undefined {
  const found = context ? findIcon(context, name, options.style) : undefined;
  const svg = found ? shapeToSvg(found.shape) : undefined;
  if (!found || !svg) return undefined;
  const props: Properties = { className: ['ds-icon', 'ds-icon-svg'], title: name, dataDsIcon: `${found.set}:${found.name}`, ariaHidden: 'true' };
  if (isComponentColor(options.color)) props.dataDsColor = options.color;
  return el('span', props, [svg]);
}

// ---- stored drawings -----------------------------------------------------------------------------
//
// A drawing comes from our own build (scripts/buildIcons.mjs) but is still checked as input: only
// flat shape elements with geometric and paint attributes, numbers where numbers belong, paint that is
// `currentColor` or `none`, and bounded sizes. It then goes through the page sanitizer like any markup.

// The elements, attributes and values come from the one SVG table (svgAllowlist.json), which the
// build reads too.
const PAINT: ReadonlySet<string> = new Set(SVG_PAINT);
const ROOT_PAINT: ReadonlySet<string> = new Set(ICON_RULES.rootPaint);
const MAX_SHAPES = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checked attributes as hast properties, or undefined when any attribute is outside the rules. */
function propertiesOf(attrs: unknown, allowed: (name: string) => boolean): Properties | undefined {
  if (!isRecord(attrs)) return undefined;
  const props: Properties = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value !== 'string' || value.length > ICON_RULES.maxValueLength || !allowed(name)) return undefined;
    const rule = Object.hasOwn(ICON_RULES.paintValues, name) ? ICON_RULES.paintValues[name] : ICON_RULES.geometry;
    if (!rule.test(value)) return undefined;
    props[svgProperty(name)] = value;
  }
  return props;
}

/** A stored drawing `{ v: viewBox, a: root paint, c: [[tag, attributes], …] }` as an inline SVG. */
export function shapeToSvg(shape: unknown): Element | undefined {
  if (!isRecord(shape) || typeof shape.v !== 'string' || !ICON_RULES.viewBox.test(shape.v)) return undefined;
  if (!Array.isArray(shape.c) || shape.c.length === 0 || shape.c.length > MAX_SHAPES) return undefined;
  const root = propertiesOf(shape.a ?? {}, (n) => ROOT_PAINT.has(n));
  if (!root) return undefined;
  const children: ElementContent[] = [];
  for (const item of shape.c) {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'string' || !Object.hasOwn(SVG_SHAPES, item[0])) return undefined;
    const geometry = SVG_SHAPES[item[0]];
    const props = propertiesOf(item[1], (n) => geometry.includes(n) || PAINT.has(n));
    if (!props) return undefined;
    children.push(el(item[0], props));
  }
  // Font Awesome paints by fill and leaves the root's fill unset (black): follow the text instead.
  return el('svg', { viewBox: shape.v, fill: 'currentColor', ...root, ariaHidden: 'true' }, children);
}
