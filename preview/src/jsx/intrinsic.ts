/**
 * A lower-case JSX element a site component draws (`<div className="…">`), as hast. Props become
 * HTML properties by property-information (the same table the page's own JSX goes through); what
 * the sanitizer does not allow it removes later, so nothing here decides safety. Handlers
 * (`onClick={…}`) are closures and never become attributes; a `style` object becomes a class
 * (siteStyles/inlineStyle.ts).
 */
import type { Element, ElementContent, Properties } from 'hast';
import { find, html as htmlSchema, svg as svgSchema } from 'property-information';
import { paragraphSafe } from '../paragraphContent';
import { Markup, isFunction, isPlainObject, type Value, type ValueObject } from './values';

/** `styleClass` is the class carrying the element's allowed `style` declarations (inlineStyle.ts), if any. */
export function intrinsicElement(tag: string, props: ValueObject, children: ElementContent[], inSvg: boolean, styleClass?: string): Element {
  const properties: Properties = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'key' || name === 'ref' || name === 'style') continue;
    const property = propertyValue(value);
    if (property === undefined) continue;
    const info = find(inSvg || tag === 'svg' ? svgSchema : htmlSchema, name === 'class' ? 'className' : name);
    properties[info.property] = info.property === 'className' && typeof property === 'string' ? property.split(/\s+/).filter(Boolean) : property;
  }
  if (styleClass) properties.className = [...((properties.className as string[] | undefined) ?? []), styleClass];
  const drawn = paragraphSafe(tag, children);
  return { type: 'element', tagName: drawn.tag, properties, children: drawn.children, ...(drawn.position ? { position: drawn.position } : {}) };
}

function propertyValue(value: Value): string | number | boolean | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) || isPlainObject(value) || value instanceof Markup || isFunction(value)) return undefined;
  return undefined;
}
