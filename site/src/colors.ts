/**
 * The one colour validator, shared by the docs.json checks, the colour picker, the preview's chrome
 * and the webview (which bundles this file). docs.json takes `#rgb` or `#rrggbb` and nothing else:
 * the site build rejects `#0D9373AA` (the schemas' pattern for `format: color-hex`, which a unit test
 * holds equal to HEX_COLOR), so the preview must not paint with it either. A page component's colour
 * is CSS that the component passes through, where the alpha forms work too.
 */

/** A docs.json colour: `#rgb` or `#rrggbb`. */
export const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The CSS hex forms with alpha that page components also accept: `#rgba` and `#rrggbbaa`. */
const HEX_COLOR_WITH_ALPHA = /^#([0-9a-fA-F]{4}|[0-9a-fA-F]{8})$/;

/** Whether `value` is a colour docs.json accepts. */
export function isConfigColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** `value` when docs.json accepts it as a colour, else undefined: the value ends up in CSS. */
export function configColor(value: string | undefined): string | undefined {
  return isConfigColor(value) ? value : undefined;
}

/** Whether `value` is a hex colour a page component may give (`color="#FFC10780"` included). */
export function isComponentColor(value: unknown): value is string {
  return isConfigColor(value) || (typeof value === 'string' && HEX_COLOR_WITH_ALPHA.test(value));
}
