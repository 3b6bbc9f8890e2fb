/**
 * The page's own stylesheet: the rules of the `ds-st-*` classes site JSX drew (allowed `style`
 * objects, inlineStyle.ts), Tailwind's CSS for the other classes the page uses (tailwind.ts) and
 * the site's own CSS files (siteCss.ts), all inside `@scope (#ds-page)`. It travels ahead of the page HTML in one `<style>` element, which
 * the webview's CSP admits as it admits the preview's other inline styles (document.ts). It is
 * built after the page HTML is sanitized and checked, and only from classes that passed the
 * sanitizer; CSS holding `</` (which could end the element) is never emitted. A lone `<` is
 * Tailwind's own (`@property` syntax strings such as `"<percentage>"`, which every shadow or ring
 * utility brings; `width < 40rem` ranges): refusing those emptied the styles of whole pages.
 */
import type { SiteStyleCompiler } from './tailwind';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

export function pageStyleElement(html: string, styleRules: ReadonlyMap<string, string>, tailwind: SiteStyleCompiler | undefined, siteSheet = ''): string {
  const classes = new Set<string>();
  // hast-util-to-html writes every attribute double-quoted, with `"` inside escaped.
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) for (const c of m[1].split(/\s+/)) if (c) classes.add(c);
  const own: string[] = [];
  const others: string[] = [];
  for (const c of classes) {
    const rule = styleRules.get(c);
    if (rule !== undefined) own.push(`.${c}{${rule}}`);
    else if (!c.startsWith('ds-') && !c.startsWith('hljs') && !c.startsWith('language-')) others.push(c);
  }
  // The site's own CSS files last (siteCss.ts): on the site they come after the utilities, and win a tie.
  const css = [own.length ? `@scope (#ds-page) {\n${own.join('\n')}\n}` : '', tailwind && others.length ? tailwind.build(others) : '', siteSheet].filter(Boolean).join('\n');
  // Only `</` can end a `<style>` element's text (HTML's raw text state): https://html.spec.whatwg.org/multipage/parsing.html#rawtext-less-than-sign-state
  if (css === '' || css.includes('</')) return '';
  return `<style class="ds-site-styles">${css}</style>`;
}
