/**
 * Tailwind utility classes styled as the site's build styles them (issue 40, item 3): the vendor's
 * client ships Tailwind, so `className="rounded px-3 text-sm"` in a page or a site component is
 * styled there, and here by the real `tailwindcss` package (v4). Its programmatic `compile()`
 * takes the stylesheets through a callback, so it runs without file system access on the render
 * thread, and `build(classes)` compiles only the classes a page uses (about a millisecond a class,
 * after one compile of the theme per thread). v3's PostCSS plugin would need PostCSS and a content
 * scan of files; v4 needs neither. https://tailwindcss.com/docs/functions-and-directives
 *
 * Only the theme and the utilities: no preflight (it would restyle the preview's own UI). `dark:`
 * follows the preview's light/dark toggle (`html[data-mode=dark]`), as the vendor's `dark` class
 * does on the site. The CSS applies inside the page (`@scope (#ds-page)`), never to the preview's
 * UI around it, and classes that would lay the page over that UI (`fixed`, `sticky`, big or
 * arbitrary `z-index`) or load anything (`url(…)`) are not compiled. Nor are arbitrary values and
 * variants (`w-[350px]`, `aspect-[2/1]`, `data-[open]:…`): the site does not support them ("Mintlify
 * does not support Tailwind CSS arbitrary values", https://mintlify.com/docs/guides/custom-layouts and
 * /customize/custom-scripts), so they have no effect there and must have none here.
 */
import { compile } from 'tailwindcss';

export interface SiteStyleCompiler {
  /** The CSS of the utilities among `classes` (others are ignored); '' when none is one. */
  build(classes: readonly string[]): string;
  /**
   * Whether it was given a utility class: its later answers carry that class's rules too (harmless
   * in the editor, where they match nothing of the page; the static copy takes a fresh compiler).
   */
  readonly used: boolean;
}

const INPUT = [
  '@import "tailwindcss/theme.css";',
  '@import "tailwindcss/utilities.css";',
  '@custom-variant dark (&:where([data-mode=dark], [data-mode=dark] *));',
  // The site's own colours, as the vendor's Tailwind names them (`text-primary`, `dark:text-primary-light`,
  // `bg-background-dark`; its docs' own pages use them, customize/themes.mdx): docs.json's `colors` and
  // `background.color`, which the preview sets on <html> (webview/src/preview.ts applyTheme).
  '@theme inline {',
  '  --color-primary: var(--ds-primary);',
  '  --color-primary-light: var(--ds-primary-light);',
  '  --color-primary-dark: var(--ds-primary-dark);',
  '  --color-background-light: var(--ds-bg-light);',
  '  --color-background-dark: var(--ds-bg-dark);',
  '}',
].join('\n');

/** Classes a page may have compiled: Tailwind's own syntax, nothing that loads a resource or overlays the preview. */
const CANDIDATE = /^[\w:/.\-[\]#%(),!]{1,100}$/;
const REFUSED = /\[|url|image|\\|(^|:)!?-?(fixed|sticky)$|(^|:)!?-?z-([2-9]\d|\d{3,}|auto)/i;
/** Classes per page compiled: far above a real page (a few hundred). */
export const MAX_CLASSES = 3_000;
/** Distinct classes one compiler keeps over a session (each render thread has one). */
const MAX_KEPT = 20_000;

/** Compiles Tailwind's theme once (`theme` is tailwindcss/theme.css, which the bundle carries as text). */
export async function loadTailwind(theme: string): Promise<SiteStyleCompiler> {
  const compiler = await compile(INPUT, {
    base: '/',
    loadStylesheet: async (id: string, base: string) => ({ path: id, base, content: id.includes('theme') ? theme : '@tailwind utilities;' }),
  });
  // The compiler keeps every class it was given and answers with the CSS of all of them; extra rules
  // only match classes the page does not use. Past MAX_KEPT distinct classes it takes no new ones.
  const kept = new Set<string>();
  return {
    get used() {
      return kept.size > 0;
    },
    build(classes) {
      const candidates = [...new Set(classes)].filter((c) => CANDIDATE.test(c) && !REFUSED.test(c) && !c.startsWith('ds-')).slice(0, MAX_CLASSES);
      if (candidates.length === 0) return '';
      const fresh = candidates.filter((c) => !kept.has(c));
      if (kept.size + fresh.length <= MAX_KEPT) fresh.forEach((c) => kept.add(c));
      const css = compiler.build([...kept]);
      return /\{/.test(css) ? scoped(css) : '';
    },
  };
}

/** Tailwind's CSS made to apply inside the page only: its `:root` variables on the page, everything in `@scope`. */
function scoped(css: string): string {
  return `@scope (#ds-page) {\n${css.replace(/:root,\s*:host/g, ':scope')}\n}`;
}
