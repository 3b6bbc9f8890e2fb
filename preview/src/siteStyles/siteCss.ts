/**
 * The site's own CSS files, applied as the build applies them: "Mintlify includes any `.css` file
 * inside your content directory on every page of your site. You do not need to import or reference
 * the file" (https://mintlify.com/docs/customize/custom-scripts, "Add custom CSS"). 7 of the 11
 * sites of ../shared/corpus-modern ship one, with classes their pages use (`.capability-list`,
 * `.u-hero`) and dark-mode rules under the `dark` class the site sets on `<html>` (which the
 * preview sets too, webview/src/preview.ts).
 *
 * In the preview they apply inside the page only (`@scope (#ds-page)`), never to the preview's UI
 * around it: the vendor's layout hooks (`#navbar`, `body`) name nothing there; a selector that starts
 * with the document (`.dark .x`, `html:not(.dark) .x`) is written so that it still matches there. Each file goes
 * through a real CSS parser (PostCSS) and is written back from its tree, so an unbalanced `}` cannot
 * close the scope and restyle the preview's UI; a file that does not parse is left out, as is one
 * holding `</` (which could end the `<style>` element), a file the build leaves out (`.mintignore`
 * and its defaults), and files past MAX_SITE_CSS_CHARS in all. As for Tailwind's classes, a
 * `position: fixed` or `sticky` and a `z-index` past 19 are dropped: they could lay the page over
 * the preview's UI.
 */
import postcss from 'postcss';
import { siteFilesWithExtension, type DocsWorkspace } from '../../../site/src';
import type { RenderCache } from '../renderCache';

/** The most CSS of one site applied (characters, all files together, in path order). */
export const MAX_SITE_CSS_CHARS = 512 * 1024;

/** The site's CSS files as one stylesheet scoped to the page; '' when it has none. `cache` keeps each file's parse. */
export function siteCss(docsRoot: string, workspace: DocsWorkspace, cache?: RenderCache): string {
  const sheets: string[] = [];
  let total = 0;
  // Listed once per file set and `.mintignore` (site/src/pages.ts siteListing), not per render.
  for (const file of siteFilesWithExtension(docsRoot, '.css', workspace)) {
    const text = workspace.readFile(file);
    const sheet = text === undefined ? undefined : cache ? cache.sheet(text, parsedSheet) : parsedSheet(text);
    if (sheet === undefined) continue;
    if (total + sheet.length > MAX_SITE_CSS_CHARS) break;
    total += sheet.length;
    sheets.push(sheet);
  }
  return sheets.length ? `@scope (#ds-page) {\n${sheets.join('\n')}\n}` : '';
}

/** A file's CSS written back from its parse tree; undefined when it is too large, does not parse, or holds `</`. */
function parsedSheet(text: string): string | undefined {
  if (text.length > MAX_SITE_CSS_CHARS) return undefined;
  try {
    const root = postcss.parse(text);
    // As for Tailwind's classes (tailwind.ts): nothing lays the page over the preview's UI.
    root.walkDecls((decl) => {
      const prop = decl.prop.toLowerCase();
      if ((prop === 'position' && /fixed|sticky/i.test(decl.value)) || (prop === 'z-index' && !/^-?1?\d$/.test(decl.value.trim()))) decl.remove();
    });
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
      rule.selectors = rule.selectors.map(scopedSelector);
    });
    const css = root.toString();
    return css.includes('</') ? undefined : css;
  } catch {
    return undefined; // PostCSS's CssSyntaxError: the browser would drop what it cannot read; we drop the file
  }
}

/**
 * The part of a selector before its first combinator when it names the document rather than the
 * page: `html`, `:root`, `body`, the `dark` class the site sets on `<html>` (`.dark`, `html.dark`,
 * `html:not(.dark)`), an attribute of `<html>`.
 */
const DOCUMENT_COMPOUND = /^\s*((?:html|:root|body)?(?:\.dark|:not\(\.dark\)|\[[^\]]*\])*)(?:\s+|\s*[>+~]\s*)(\S.*)$/is;

/**
 * A selector as it must be written inside `@scope`, where a selector without `:scope` is read as
 * `:scope <selector>` (CSS Cascade 6, "Scoped Style Rules"): `.dark .x` would look for `.dark`
 * inside the page. One that starts with the document is written `<document part> :scope <rest>`,
 * so the `<html>` above the page matches it, as on the site. Any other selector is left to the
 * implicit `:scope`.
 */
function scopedSelector(selector: string): string {
  const match = DOCUMENT_COMPOUND.exec(selector);
  if (!match || !match[1] || !/html|:root|body|dark/i.test(match[1])) return selector;
  return `${match[1]} :scope ${match[2]}`;
}
