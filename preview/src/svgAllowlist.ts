/**
 * The SVG allowlist, read from its one table (svgAllowlist.json, which scripts/buildIcons.mjs reads
 * too) in the forms its readers need: the page sanitizer's schema (sanitize.ts, hast property names),
 * the re-check of the serialized HTML (safeHtml.ts, which elements belong in the SVG namespace) and
 * the check of a stored icon drawing (icons.ts, SVG attribute names and the stricter icon values).
 */
import { find, svg as svgProperties } from 'property-information';
import TABLE from './svgAllowlist.json';

/** Element → its own attributes (SVG spelling); every element also takes SVG_PAINT. */
const CONTAINERS: Readonly<Record<string, readonly string[]>> = TABLE.containers;
/** The flat shapes an icon drawing is made of, with their geometry attributes (SVG spelling). */
export const SVG_SHAPES: Readonly<Record<string, readonly string[]>> = TABLE.shapes;
/** Paint attributes every allowed SVG element may carry (SVG spelling). */
export const SVG_PAINT: readonly string[] = TABLE.paint;

/** Every allowed SVG element: the containers (`svg`, `g`) and the shapes. */
export const SVG_ELEMENTS: readonly string[] = [...Object.keys(CONTAINERS), ...Object.keys(SVG_SHAPES)];

/** The attributes (SVG spelling) an allowed SVG element may carry: its own, then paint. */
export function svgAttributesOf(tag: string): readonly string[] {
  const own = Object.hasOwn(CONTAINERS, tag) ? CONTAINERS[tag] : Object.hasOwn(SVG_SHAPES, tag) ? SVG_SHAPES[tag] : undefined;
  return own ? [...own, ...SVG_PAINT] : [];
}

/** An SVG attribute name as a hast property name (`stroke-linecap` is `strokeLineCap`). */
export function svgProperty(name: string): string {
  return find(svgProperties, name).property;
}

/** For the hast-util-sanitize schema: each SVG element's attributes as hast property names. */
export function svgSchemaAttributes(): Record<string, string[]> {
  return Object.fromEntries(SVG_ELEMENTS.map((tag) => [tag, svgAttributesOf(tag).map(svgProperty)]));
}

/** The stricter rules a stored icon drawing must meet on top of the allowlist. */
export const ICON_RULES = {
  rootPaint: TABLE.icons.rootPaint as readonly string[],
  maxValueLength: TABLE.icons.maxValueLength,
  viewBox: new RegExp(TABLE.icons.viewBox),
  geometry: new RegExp(TABLE.icons.geometry),
  paintValues: Object.fromEntries(Object.entries(TABLE.icons.paintValues).map(([name, source]) => [name, new RegExp(source)])) as Readonly<Record<string, RegExp>>,
};
