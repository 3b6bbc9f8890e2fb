/**
 * A site component's `style={{ … }}`, kept through an allow-list (issue 40, item 3). The page HTML
 * carries no `style` attribute (the sanitizer removes every one, see sanitize.ts); an allowed style
 * becomes a class `ds-st-<hash>` whose rule goes into the page's stylesheet (pageStyles.ts). Allowed
 * are properties of box, text and colour; a value must be plain (numbers, units, colours, keywords,
 * `calc`/`rgb`-like functions) and never `url(`, `expression(`, `image-set(` or escapes. Nothing
 * that could lay the page over the preview's own UI: `position` only `static` or `relative`,
 * no offsets, transforms or `z-index` above 10.
 */

const ALLOWED = new Set([
  'color', 'background-color', 'opacity',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style', 'border-width', 'border-radius',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'padding-inline', 'padding-block',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'margin-inline', 'margin-block',
  'display', 'flex', 'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'gap', 'row-gap', 'column-gap',
  'align-items', 'align-self', 'justify-content', 'grid-template-columns', 'grid-column', 'order',
  'width', 'height', 'max-width', 'min-width', 'max-height', 'min-height', 'box-sizing', 'overflow', 'overflow-x', 'overflow-y',
  'font-size', 'font-weight', 'font-style', 'font-family', 'line-height', 'letter-spacing', 'text-align', 'text-decoration',
  'text-transform', 'white-space', 'word-break', 'vertical-align', 'box-shadow', 'position', 'z-index', 'cursor', 'list-style',
]);

/** React's unitless properties: a number there is written as is, elsewhere it means pixels. */
const UNITLESS = new Set(['opacity', 'flex', 'flex-grow', 'flex-shrink', 'order', 'z-index', 'font-weight', 'line-height']);

const PLAIN_VALUE = /^[\w\s#%.,+\-/()'"!]*$/;
const FORBIDDEN_VALUE = /url\s*\(|expression\s*\(|image-set\s*\(|image\s*\(|element\s*\(|\\|@|<|>|;|\{|\}/i;
const MAX_VALUE_LENGTH = 200;

/** The allowed declarations of a style object, as CSS text (`color:red;padding:8px`), or undefined when none is. */
export function allowedDeclarations(style: Readonly<Record<string, unknown>>): string | undefined {
  const kept: string[] = [];
  for (const [key, raw] of Object.entries(style)) {
    const property = key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    if (!ALLOWED.has(property)) continue;
    const value = typeof raw === 'number' ? (UNITLESS.has(property) || raw === 0 ? String(raw) : `${raw}px`) : typeof raw === 'string' ? raw.trim() : undefined;
    if (value === undefined || value === '' || value.length > MAX_VALUE_LENGTH || !PLAIN_VALUE.test(value) || FORBIDDEN_VALUE.test(value)) continue;
    if (property === 'position' && !/^(static|relative)$/i.test(value)) continue;
    if (property === 'z-index' && !(/^-?\d+$/.test(value) && Math.abs(Number(value)) <= 10)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.length ? kept.join(';') : undefined;
}

/** The class that carries `declarations`: the same declarations, the same class, on any page. */
export function styleClassName(declarations: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < declarations.length; i++) h = Math.imul(h ^ declarations.charCodeAt(i), 0x01000193);
  return `ds-st-${(h >>> 0).toString(36)}`;
}
