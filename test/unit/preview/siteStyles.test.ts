/**
 * Issue 40, item 3: a site's styling as its build has it. Utility classes compiled by the real
 * Tailwind (only the classes a page uses, scoped to the page), `style` objects of site components
 * kept through an allow-list, nothing that loads a resource or lays the page over the preview's UI.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { renderPage } from '../../../preview/src/render';
import { RenderCache } from '../../../preview/src/renderCache';
import { allowedDeclarations } from '../../../preview/src/siteStyles/inlineStyle';
import { loadTailwind, type SiteStyleCompiler } from '../../../preview/src/siteStyles/tailwind';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

let tailwind: SiteStyleCompiler;
before(async () => {
  tailwind = await loadTailwind(readFileSync('node_modules/tailwindcss/theme.css', 'utf8'));
});

/** A page of `body` rendered with Tailwind, and the text of its one site `<style>`. */
function renderStyled(body: string): { html: string; style: string } {
  const cache = new RenderCache();
  cache.siteStyles = tailwind;
  const workspace = new InMemoryWorkspace({ '/site/docs.json': '{}' });
  const html = renderPage(`---\ntitle: T\n---\n\n${body}\n`, { pagePath: '/site/p.mdx', docsRoot: '/site', workspace, assetUrl: (p) => p, cache }).html;
  return { html, style: /^<style class="ds-site-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '' };
}

describe('style objects: the allow-list', () => {
  it('keeps box, text and colour declarations, numbers as pixels where React means pixels', () => {
    assert.equal(allowedDeclarations({ color: 'red', padding: 8, opacity: 0.5, borderRadius: '4px', fontWeight: 600 }), 'color:red;padding:8px;opacity:0.5;border-radius:4px;font-weight:600');
  });

  it('drops what loads, runs or overlays: url(), expression(), escapes, fixed or sticky, offsets, big z-index, transforms', () => {
    assert.equal(
      allowedDeclarations({ background: 'url(https://x.test/a.png)', backgroundColor: 'url(x)', width: 'expression(alert(1))', color: 'red;}body{display:none', position: 'fixed', top: 0, zIndex: 9999, transform: 'scale(9)', content: '"\\3c"' }),
      undefined,
    );
    assert.equal(allowedDeclarations({ position: 'sticky', zIndex: 5 }), 'z-index:5');
  });
});

describe("Tailwind: the site's own colours", () => {
  it('text-primary, primary-light and -dark, background-light and -dark are docs.json colours the preview sets', () => {
    const css = tailwind.build(['text-primary', 'dark:text-primary-light', 'border-primary-dark', 'bg-background-dark', 'border-primary/60']);
    assert.match(css, /\.text-primary \{\s*color: var\(--ds-primary\);/);
    assert.match(css, /\.dark\\:text-primary-light:where\([^)]*\)[^{]*\{\s*color: var\(--ds-primary-light\);/);
    assert.match(css, /\.border-primary-dark \{\s*border-color: var\(--ds-primary-dark\);/);
    assert.match(css, /\.bg-background-dark \{\s*background-color: var\(--ds-bg-dark\);/);
    assert.match(css, /\.border-primary\\\/60 \{[^}]*var\(--ds-primary\) 60%/);
  });
});

describe('Tailwind: the classes a page uses, as the build styles them', () => {
  it('compiles utility classes with the real theme, inside the page only, dark: following the preview toggle', () => {
    const css = tailwind.build(['rounded', 'px-3', 'dark:bg-zinc-800', 'not-a-utility']);
    assert.match(css, /^@scope \(#ds-page\) \{/);
    assert.match(css, /\.px-3 \{\s*padding-inline: calc\(var\(--spacing\) \* 3\);/);
    assert.match(css, /:scope \{[^}]*--spacing: 0\.25rem/);
    assert.match(css, /\.dark\\:bg-zinc-800:where\(\[data-mode=dark\], \[data-mode=dark\] \*\)/);
  });

  it('never compiles classes that overlay the preview or load a resource', () => {
    const css = tailwind.build(['fixed', 'sticky', 'md:fixed', 'z-50', 'z-[999]', 'bg-[url(https://x.test/a.png)]', "content-['<\\/style>']"]);
    assert.doesNotMatch(css, /position: fixed|position: sticky|z-index: 50|z-index: 999|url\(|<\/style/);
  });

  it('compiles no arbitrary value or variant, which the site does not support (its docs: "Mintlify does not support Tailwind CSS arbitrary values")', () => {
    const css = tailwind.build(['w-[350px]', 'aspect-[2/1]', 'bg-[#ff0000]', 'data-[open]:block', 'w-full']);
    assert.match(css, /\.w-full \{/);
    assert.doesNotMatch(css, /350px|aspect-ratio: 2 \/ 1|#ff0000|data-open/);
  });

  it('a page gets one scoped <style> with its utilities and its components\' allowed styles', () => {
    const { html, style } = renderStyled('export const Box = ({ children }) => <div className="rounded px-3" style={{ color: "#336699", position: "fixed" }}>{children}</div>\n\n<Box>Styled</Box>\n\n<div className="text-sm">plain</div>');
    assert.match(style, /\.ds-st-\w+\{color:#336699\}/);
    assert.match(style, /\.px-3 \{/);
    assert.match(style, /\.text-sm \{/);
    assert.doesNotMatch(style, /fixed/);
    assert.equal(html.match(/<style/g)?.length, 1);
  });

  it('a page whose utilities bring Tailwind\'s `@property` syntax strings ("<percentage>") keeps its styles', () => {
    const { style } = renderStyled('<div className="rounded-xl shadow-sm ring-1 max-sm:hidden">card</div>');
    assert.match(style, /syntax: "<percentage>"/);
    assert.match(style, /\.rounded-xl \{/);
    assert.match(style, /\.shadow-sm \{/);
    assert.doesNotMatch(style, /<\//);
  });
});
