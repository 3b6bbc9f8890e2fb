/**
 * HTML's void elements, which pages write in lowercase and without a closing tag (`<br>`, `<img …>`):
 * the tolerant scans (tagScan.ts, nestingScan.ts) open nothing for them. MDX treats lowercase names
 * as plain HTML, so they are never "unknown components"; `img` is checked by the image rules.
 */
export const VOID_HTML_ELEMENTS = ['img', 'br', 'hr', 'source', 'input', 'meta', 'link', 'area', 'col', 'embed', 'track', 'wbr'] as const;
