import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import { renderPage } from '../../../preview/src/render';
import { IFRAME_SANDBOX, sanitizeTree } from '../../../preview/src/sanitize';
import { outsideAllowlist, serializeChecked } from '../../../preview/src/safeHtml';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ws = new InMemoryWorkspace({ '/site/docs.json': '{}' });

function render(body: string): string {
  const r = renderPage(`---\ntitle: "T"\ndescription: "D"\n---\n\n${body}\n`, {
    pagePath: '/site/guides/page.mdx',
    docsRoot: '/site',
    workspace: ws,
    assetUrl: (p) => 'https://res.test' + p,
  });
  return r.html;
}

const PHISH = '<meta http-equiv=refresh content=0;url=https://attacker.test/phish>';
const RAW_TEXT = ['iframe', 'textarea', 'title', 'noscript', 'style', 'xmp', 'noembed', 'noframes', 'plaintext'];
const SANDBOX = `sandbox="${IFRAME_SANDBOX.join(' ')}"`;

/** Asserts what the browser will build from `html` holds only allowlisted elements and attributes. */
function assertInert(html: string, label: string): void {
  assert.deepEqual(outsideAllowlist(html), [], `${label}: parsed again, elements or attributes outside the allowlist`);
  assert.doesNotMatch(html, /<meta|<script|<textarea|<style|<title|<noscript|<xmp|<noembed|<noframes|<plaintext|<form|<base|<link/i, `${label}: a forbidden tag`);
  // Every attribute value is safe in a raw-text context: no `<` or `>` inside quotes.
  for (const [, value] of html.matchAll(/="([^"]*)"/g)) assert.doesNotMatch(value, /[<>]/, `${label}: raw < or > in an attribute value`);
}

describe('preview safety: iframe children and raw-text breakouts', () => {
  it('the issue 11 repro: an iframe child whose attribute holds </iframe> stays inert', () => {
    const out = render(`<iframe src="https://attacker.test/embed"><i title="</iframe>${PHISH}">x</i></iframe>`);
    assertInert(out, 'repro');
    // The sanitizer already dropped the children: the final check had nothing to remove.
    assert.match(out, new RegExp(`<iframe src="https://attacker.test/embed"[^>]*${SANDBOX}[^>]*></iframe>`));
    assert.doesNotMatch(out, /Removed </);
    assert.doesNotMatch(out, /attacker.test\/phish/);
  });

  for (const tag of RAW_TEXT) {
    it(`a </${tag}> inside an attribute value is escaped, and <${tag}> itself never reaches the page`, () => {
      const inside = render(`<${tag}><i title="</${tag}>${PHISH}">x</i></${tag}>`);
      assertInert(inside, `inside <${tag}>`);
      const alone = render(`<i title="</${tag}>${PHISH}">x</i>`);
      assertInert(alone, `alone`);
      assert.match(alone, new RegExp(`title="&lt;/${tag}&gt;&lt;meta http-equiv=refresh`), 'the value survives, escaped');
    });
  }

  it('sanitizeTree empties every iframe, however deep', () => {
    const frame: Element = {
      type: 'element',
      tagName: 'iframe',
      properties: { src: 'https://a.test/' },
      children: [{ type: 'element', tagName: 'i', properties: { title: '</iframe><meta>' }, children: [{ type: 'text', value: 'x' }] }],
    };
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [frame] }] };
    const clean = sanitizeTree(tree);
    const div = clean.children[0] as Element;
    assert.equal((div.children[0] as Element).tagName, 'iframe');
    assert.deepEqual((div.children[0] as Element).children, []);
  });
});

describe('preview safety: the check after serialization', () => {
  // HTML as it would come out of a sanitizer with a bug: the final check must catch each.
  it('replaces an element outside the allowlist with a notice', () => {
    const r = serializeChecked(`<p>a</p><iframe src="https://a.test/" ${SANDBOX}><i title="</iframe><meta http-equiv=refresh content=0;url=https://x.test>">x</i></iframe>`);
    // The browser reads `<i title="` as the frame's (raw text) content, then a live <meta>.
    assert.deepEqual(r.rejected, [{ element: 'iframe', attribute: '(children)' }, { element: 'meta' }]);
    assert.doesNotMatch(r.html, /<meta/);
    assert.match(r.html, /<span class="ds-missing">Removed &lt;meta&gt;: not allowed in the preview<\/span>/);
  });

  for (const tag of ['script', 'style', 'textarea', 'form', 'object', 'embed', 'base', 'link', 'title', 'template', 'math', 'xmp', 'noembed', 'noframes', 'plaintext']) {
    it(`rejects <${tag}>`, () => {
      const r = serializeChecked(`<${tag}>x</${tag}><p>after</p>`);
      assert.ok(r.rejected.some((x) => x.element === tag && !x.attribute), JSON.stringify(r.rejected));
      assert.doesNotMatch(r.html, new RegExp(`<${tag}[\\s>]`));
    });
  }

  it('drops attributes outside the allowlist: handlers, style, srcdoc, unknown names', () => {
    const r = serializeChecked('<p onclick="x" style="position:fixed" title="kept" data-evil="1">a</p><img src="https://a.test/i.png" onerror="x" alt="a">');
    assert.deepEqual(r.rejected, [
      { element: 'p', attribute: 'onclick' },
      { element: 'p', attribute: 'style' },
      { element: 'p', attribute: 'data-evil' },
      { element: 'img', attribute: 'onerror' },
    ]);
    assert.equal(r.html, '<p title="kept">a</p><img src="https://a.test/i.png" alt="a">');
  });

  it('drops URLs with a scheme outside the allowlist, however spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'java&#9;script:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      const r = serializeChecked(`<a href="${href}">x</a>`);
      assert.deepEqual(r.rejected, [{ element: 'a', attribute: 'href' }], href);
    }
    assert.deepEqual(serializeChecked('<img src="http://a.test/x.png" alt="">').rejected, [{ element: 'img', attribute: 'src' }], 'media load over https only');
    assert.deepEqual(serializeChecked('<a href="/guides/x?y=a:b#c:d">x</a><a href="https://a.test">y</a><a href="mailto:a@b.test">z</a>').rejected, []);
  });

  it('keeps attribute values to the allowed ones (input type, button type, ids with the prefix)', () => {
    assert.deepEqual(serializeChecked('<input type="text">').rejected, [{ element: 'input', attribute: 'type' }]);
    assert.deepEqual(serializeChecked('<button type="submit">x</button>').rejected, [{ element: 'button', attribute: 'type' }]);
    assert.deepEqual(serializeChecked('<div id="ds-page">x</div>').rejected, [{ element: 'div', attribute: 'id' }]);
    assert.deepEqual(serializeChecked('<input type="checkbox" checked disabled><div id="user-content-a">x</div>').rejected, []);
  });

  it('rejects an iframe without the preview sandbox, and the children of any iframe', () => {
    assert.deepEqual(serializeChecked('<iframe src="https://a.test/"></iframe>').rejected, [{ element: 'iframe' }]);
    const r = serializeChecked(`<iframe src="https://a.test/" ${SANDBOX}>fallback</iframe>`);
    assert.deepEqual(r.rejected, [{ element: 'iframe', attribute: '(children)' }]);
    assert.match(r.html, /<iframe [^>]*><\/iframe>/);
  });

  it('keeps SVG icons, but only the allowed SVG elements in the SVG namespace', () => {
    const icon = '<svg viewBox="0 0 24 24" fill="none" stroke-width="2"><path d="M0 0L1 1" fill-rule="evenodd"></path><circle cx="1" cy="1" r="1"></circle></svg>';
    assert.deepEqual(serializeChecked(icon), { html: icon, rejected: [] });
    assert.deepEqual(serializeChecked('<svg><foreignObject><p>x</p></foreignObject><abbr>y</abbr></svg>').rejected.map((x) => x.element), ['foreignObject', 'abbr']);
    assert.deepEqual(serializeChecked('<svg><a href="https://a.test"><rect></rect></a></svg>').rejected.map((x) => x.element), ['a']);
  });

  it('drops comments', () => {
    assert.deepEqual(serializeChecked('<p>a<!-- x --></p>'), { html: '<p>a</p>', rejected: [{ element: '#comment' }] });
  });

  it('the final HTML is stable: parsed and checked again, nothing changes', () => {
    const page = render(
      [
        '<iframe src="https://attacker.test/embed"><i title="</iframe><b>x</b>">x</i></iframe>',
        ...RAW_TEXT.map((t) => `<${t}><i title="</${t}><img src=x onerror=alert(1)>">x</i></${t}>`),
        '<Tabs><Tab title="a</title><b>">x</Tab></Tabs>',
        '```html\n</code></pre><script>alert(1)</script>\n```',
        '| a | b |\n|---|---|\n| <i title="</table>">1</i> | 2 |',
      ].join('\n\n'),
    );
    assertInert(page, 'corpus');
    assert.equal(serializeChecked(page).html, page);
  });
});
