/**
 * The site's own CSS files in the preview, as the build applies them ("Mintlify includes any `.css`
 * file inside your content directory on every page", customize/custom-scripts): every file under the
 * docs root the build keeps, parsed and written back, scoped to the page, after the utilities.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentHead } from '../../../preview/src/document';
import { renderPage } from '../../../preview/src/render';
import { RenderCache } from '../../../preview/src/renderCache';
import { MAX_SITE_CSS_CHARS, siteCss } from '../../../preview/src/siteStyles/siteCss';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const PAGE = '---\ntitle: T\n---\n\n<div className="capability-list">Listed</div>\n';

function site(files: Record<string, string>): InMemoryWorkspace {
  return new InMemoryWorkspace({ '/site/docs.json': '{}', '/site/p.mdx': PAGE, ...files });
}

/** The text of the page's site `<style>`, rendered with `files` in the site. */
function pageStyle(files: Record<string, string>, cache = new RenderCache()): string {
  const html = renderPage(PAGE, { pagePath: '/site/p.mdx', docsRoot: '/site', workspace: site(files), assetUrl: (p) => p, cache }).html;
  return /^<style class="ds-site-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
}

describe("the site's own CSS files", () => {
  it('are applied to every page without an import, inside the page only, in path order', () => {
    const style = pageStyle({ '/site/style.css': '.capability-list { display: grid; }', '/site/a/more.css': '.dark .capability-list { color: white; }' });
    assert.match(style, /^@scope \(#ds-page\) \{\n\.dark :scope \.capability-list \{ color: white; \}\n\.capability-list \{ display: grid; \}\n\}$/);
  });

  it("keeps the site's dark-mode and document selectors matching from inside the page's scope", () => {
    const style = pageStyle({ '/site/d.css': '.dark .u-card, html:not(.dark) .u-card { color: white; } html[data-theme] .x, .darkness .y, body { color: red; } @keyframes k { from { opacity: 0; } }' });
    assert.match(style, /\.dark :scope \.u-card, html:not\(\.dark\) :scope \.u-card \{ color: white; \}/);
    assert.match(style, /html\[data-theme\] :scope \.x, \.darkness \.y, body \{ color: red; \}/);
    assert.match(style, /@keyframes k \{ from \{ opacity: 0; \} \}/);
  });

  it('gives a page without CSS files no site stylesheet', () => {
    assert.equal(pageStyle({}), '');
  });

  it('leaves out a file that does not parse, so an unbalanced brace cannot close the scope', () => {
    const style = pageStyle({ '/site/bad.css': '.a { color: red; } } .toolbar { display: none; }', '/site/open.css': '.b { color: red;', '/site/good.css': '.c { color: blue; }' });
    assert.doesNotMatch(style, /toolbar|\.a |\.b /);
    assert.match(style, /\.c \{ color: blue; \}/);
  });

  it('leaves out a file holding `</`, which could end the style element', () => {
    assert.equal(pageStyle({ '/site/x.css': '/* </style><script>alert(1)</script> */ .x { color: red; }' }), '');
  });

  it('drops what could lay the page over the preview: position fixed or sticky, a z-index past 19', () => {
    const style = pageStyle({ '/site/o.css': '.o { position: fixed; inset: 0; z-index: 9999; color: red; } .k { position: relative; z-index: 5; }' });
    assert.match(style, /\.o \{ inset: 0; color: red; \}/);
    assert.match(style, /\.k \{ position: relative; z-index: 5; \}/);
  });

  // (Dot folders are never listed by the disk's workspace, FsWorkspace.)
  it('skips the files the build leaves out: .mintignore and its defaults (node_modules)', () => {
    const style = pageStyle({ '/site/.mintignore': 'drafts/\n', '/site/drafts/d.css': '.d { color: red; }', '/site/node_modules/pkg/p.css': '.p { color: red; }', '/site/kept.css': '.kept { color: red; }' });
    assert.match(style, /\.kept/);
    assert.doesNotMatch(style, /\.d |\.p /);
  });

  it(`stops at ${MAX_SITE_CSS_CHARS} characters in all, in path order`, () => {
    const big = `.big { content: "${'x'.repeat(MAX_SITE_CSS_CHARS - 40)}"; }`;
    const css = siteCss('/site', site({ '/site/a.css': big, '/site/b.css': '.after { color: red; }' }));
    assert.match(css, /\.big/);
    assert.doesNotMatch(css, /\.after/);
  });

  it('parses each file once per cache, and again when its text changes', () => {
    const cache = new RenderCache();
    let parses = 0;
    const sheet = cache.sheet.bind(cache);
    cache.sheet = (source, parse) => sheet(source, (s) => (parses++, parse(s)));
    pageStyle({ '/site/s.css': '.s { color: red; }' }, cache);
    pageStyle({ '/site/s.css': '.s { color: red; }' }, cache);
    assert.equal(parses, 1);
    pageStyle({ '/site/s.css': '.s { color: blue; }' }, cache);
    assert.equal(parses, 2);
  });
});

describe('the dark class on <html>, which site CSS names', () => {
  it('is set when the preview opens in dark mode, not in light', () => {
    const data = { state: {}, themeKind: 'dark', page: { title: 'T' } } as unknown as Parameters<typeof documentHead>[0];
    assert.match(documentHead(data, "default-src 'none'", 'style.css'), /<html lang="en" data-mode="dark" class="dark">/);
    assert.match(documentHead({ ...data, themeKind: 'light' } as typeof data, "default-src 'none'", 'style.css'), /<html lang="en" data-mode="light">/);
  });
});
