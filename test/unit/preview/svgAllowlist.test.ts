// The SVG allowlist is one table (preview/src/svgAllowlist.json): the page sanitizer, the re-check of
// the serialized HTML, the icon shape check and the icon build all read it. These tests hold each
// reader to the whole table, and every reader to refusing what lies outside it.
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import type { Element, Properties, Root } from 'hast';
import { el } from '../../../preview/src/hast';
import { shapeToSvg } from '../../../preview/src/icons';
import { serializeChecked, sanitizeToHtml } from '../../../preview/src/safeHtml';
import { PREVIEW_SCHEMA } from '../../../preview/src/sanitize';
import { ICON_RULES, SVG_ELEMENTS, SVG_PAINT, SVG_SHAPES, svgAttributesOf, svgProperty } from '../../../preview/src/svgAllowlist';
import TABLE from '../../../preview/src/svgAllowlist.json';

const REPO = path.resolve(__dirname, '../../../..');

/** A value each reader accepts for an attribute (the icon rules are the strictest). */
const SAMPLE: Record<string, string> = {
  viewBox: '0 0 24 24',
  d: 'M0 0L1 1',
  points: '1 1 2 2',
  fill: 'currentColor',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'fill-rule': 'evenodd',
  'clip-rule': 'evenodd',
  opacity: '0.5',
};
const sample = (name: string): string => SAMPLE[name] ?? '1';

/** Every attribute the table allows on `tag`, as SVG attributes (for HTML) or hast properties. */
const attributesHtml = (tag: string): string => svgAttributesOf(tag).map((n) => ` ${n}="${sample(n)}"`).join('');
const properties = (tag: string): Properties => Object.fromEntries(svgAttributesOf(tag).map((n) => [svgProperty(n), sample(n)]));

/** One drawing holding every element of the table with every attribute it may carry. */
function wholeTableHtml(): string {
  const inner = SVG_ELEMENTS.filter((t) => t !== 'svg')
    .map((t) => `<${t}${attributesHtml(t)}></${t}>`)
    .join('');
  return `<svg${attributesHtml('svg')}>${inner}</svg>`;
}

function wholeTableTree(): Root {
  const inner = SVG_ELEMENTS.filter((t) => t !== 'svg').map((t) => el(t, properties(t)));
  return { type: 'root', children: [el('svg', properties('svg'), inner)] };
}

const sanitized = (children: Element[]): string => sanitizeToHtml({ type: 'root', children });

/** What lies outside the table: elements and attributes that run, style or reach another resource. */
const OUTSIDE_ELEMENTS = ['script', 'style', 'foreignObject', 'use', 'image', 'a', 'animate', 'set', 'filter', 'mask', 'pattern', 'linearGradient', 'iframe', 'text'];
const OUTSIDE_ATTRIBUTES: [string, string][] = [
  ['onload', 'alert(1)'],
  ['onclick', 'alert(1)'],
  ['onmouseover', 'alert(1)'],
  ['style', 'fill:red'],
  ['href', 'javascript:alert(1)'],
  ['xlink:href', 'javascript:alert(1)'],
  ['filter', 'url(#f)'],
  ['mask', 'url(#m)'],
  ['clip-path', 'url(#c)'],
  ['transform', 'rotate(1)'],
];

describe('the one SVG table', () => {
  it('is the sanitizer schema: every SVG element and attribute, each within an <svg>', () => {
    const tags = PREVIEW_SCHEMA.tagNames ?? [];
    for (const tag of SVG_ELEMENTS) {
      assert.ok(tags.includes(tag), tag);
      assert.deepEqual(PREVIEW_SCHEMA.attributes?.[tag], svgAttributesOf(tag).map(svgProperty), tag);
      if (tag !== 'svg') assert.deepEqual(PREVIEW_SCHEMA.ancestors?.[tag], ['svg'], tag);
    }
    // As written before the table: hast spells `stroke-linecap` `strokeLineCap`.
    assert.deepEqual(PREVIEW_SCHEMA.attributes?.path, ['d', 'fill', 'stroke', 'strokeWidth', 'strokeLineCap', 'strokeLineJoin', 'fillRule', 'clipRule', 'opacity']);
    assert.deepEqual(PREVIEW_SCHEMA.attributes?.svg?.slice(0, 3), ['viewBox', 'width', 'height']);
  });

  it('every element and attribute of the table survives the sanitizer and the re-check', () => {
    const html = wholeTableHtml();
    // The re-check, on the HTML as written: nothing rejected, nothing changed.
    assert.deepEqual(serializeChecked(html), { html, rejected: [] });
    // The sanitizer, on the same drawing as a tree, then the re-check: the same HTML comes out.
    assert.equal(sanitizeToHtml(wholeTableTree()), html);
  });

  it('every shape of the table, with all its attributes, passes the icon check and the icon build', async () => {
    const { compact } = (await import(pathToFileURL(path.join(REPO, 'scripts/buildIcons.mjs')).href)) as { compact: (svg: string) => unknown };
    for (const [tag, geometry] of Object.entries(SVG_SHAPES)) {
      const attrs = Object.fromEntries([...geometry, ...SVG_PAINT].map((n) => [n, sample(n)]));
      const rootPaint = Object.fromEntries(ICON_RULES.rootPaint.map((n) => [n, sample(n)]));
      const stored = { v: '0 0 24 24', a: rootPaint, c: [[tag, attrs]] };
      const svg = shapeToSvg(stored);
      assert.ok(svg, `${tag} passes the icon check`);
      assert.equal((svg.children[0] as Element).tagName, tag);
      assert.equal(Object.keys((svg.children[0] as Element).properties).length, geometry.length + SVG_PAINT.length, `${tag}: every attribute kept`);
      // The build reads the same table: a file with this shape packs into exactly the stored form.
      const file = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${Object.entries(rootPaint).map(([n, v]) => ` ${n}="${v}"`).join('')}><${tag}${Object.entries(attrs).map(([n, v]) => ` ${n}="${v}"`).join('')}/></svg>`;
      assert.deepEqual(compact(file), stored, `${tag}: the build keeps it`);
      // And the page sanitizer keeps it whole.
      const out = sanitized([svg]);
      assert.deepEqual(serializeChecked(out).rejected, [], tag);
      for (const n of [...geometry, ...SVG_PAINT]) assert.match(out, new RegExp(`<${tag}[^>]* ${n}="`), `${tag} keeps ${n}`);
    }
    // An icon root may carry a part of the paint only, and the icon values are a part of the table.
    for (const n of ICON_RULES.rootPaint) assert.ok(SVG_PAINT.includes(n), n);
    assert.deepEqual(Object.keys(ICON_RULES.paintValues).sort(), [...SVG_PAINT].sort());
    assert.deepEqual(Object.keys(TABLE.shapes), Object.keys(SVG_SHAPES));
  });

  for (const tag of OUTSIDE_ELEMENTS) {
    it(`<${tag}> inside an <svg> is dropped by the sanitizer, the re-check, the icon check and the icon build`, async () => {
      const out = sanitized([el('svg', { viewBox: '0 0 24 24' }, [el(tag, { href: 'https://a.test/x' }, [el('path', { d: 'M0 0' })])])]);
      assert.doesNotMatch(out, new RegExp(`<${tag}[\\s>]`, 'i'), 'sanitizer');
      assert.deepEqual(serializeChecked(out).rejected, [], 'the sanitizer left nothing for the re-check');
      const checked = serializeChecked(`<svg viewBox="0 0 24 24"><${tag}><path d="M0 0"></path></${tag}></svg>`);
      assert.ok(checked.rejected.some((r) => r.element.toLowerCase() === tag.toLowerCase() && !r.attribute), `re-check: ${JSON.stringify(checked.rejected)}`);
      assert.doesNotMatch(checked.html, new RegExp(`<${tag}[\\s>]`, 'i'), 're-check');
      assert.equal(shapeToSvg({ v: '0 0 24 24', a: {}, c: [[tag, {}]] }), undefined, 'icon check');
      const { compact } = (await import(pathToFileURL(path.join(REPO, 'scripts/buildIcons.mjs')).href)) as { compact: (svg: string) => unknown };
      assert.equal(compact(`<svg viewBox="0 0 24 24"><path d="M0 0"/><${tag}/></svg>`), undefined, 'icon build');
    });
  }

  for (const [name, value] of OUTSIDE_ATTRIBUTES) {
    it(`${name}="${value}" on an SVG element is dropped by the sanitizer, the re-check and the icon check`, () => {
      const tree = el('svg', { viewBox: '0 0 24 24' }, [el('path', { d: 'M0 0' })]);
      const hastName = name === 'xlink:href' ? 'xLinkHref' : svgProperty(name);
      tree.properties[hastName] = value;
      (tree.children[0] as Element).properties[hastName] = value;
      const out = sanitized([tree]);
      assert.doesNotMatch(out, new RegExp(` ${name}=`), 'sanitizer');
      assert.equal(out, '<svg viewBox="0 0 24 24"><path d="M0 0"></path></svg>');
      const checked = serializeChecked(`<svg viewBox="0 0 24 24" ${name}="${value}"><path d="M0 0" ${name}="${value}"></path></svg>`);
      // parse5 reads `xlink:href` as `href` in the XLink namespace, and reports its local name.
      const reported = name === 'xlink:href' ? 'href' : name;
      assert.deepEqual(checked.rejected, [{ element: 'svg', attribute: reported }, { element: 'path', attribute: reported }], 're-check');
      assert.equal(checked.html, out);
      assert.equal(shapeToSvg({ v: '0 0 24 24', a: { [name]: value }, c: [['path', { d: 'M0 0' }]] }), undefined, 'icon check (root)');
      assert.equal(shapeToSvg({ v: '0 0 24 24', a: {}, c: [['path', { d: 'M0 0', [name]: value }]] }), undefined, 'icon check (shape)');
    });
  }

  it('an HTML element inside an <svg> gives way to its children in the sanitizer, as the re-check would refuse it', () => {
    // The re-check reads <a> and <abbr> inside an <svg> as SVG elements, outside the table.
    assert.deepEqual(serializeChecked('<svg><a href="https://a.test"><rect></rect></a><abbr>y</abbr></svg>').rejected.map((r) => r.element), ['a', 'abbr']);
    // The sanitizer agrees: the HTML element goes, the drawing inside it stays.
    const out = sanitized([el('svg', { viewBox: '0 0 24 24' }, [el('a', { href: 'https://a.test' }, [el('rect', { width: '1' })]), el('abbr', {}, [el('circle', { r: '1' })])])]);
    assert.equal(out, '<svg viewBox="0 0 24 24"><rect width="1"></rect><circle r="1"></circle></svg>');
    // Deeper too, and through an element outside every table.
    const deep = sanitized([el('svg', {}, [el('foreignObject', {}, [el('div', {}, [el('p', {}, [el('path', { d: 'M0 0' })])])])])]);
    assert.equal(deep, '<svg><path d="M0 0"></path></svg>');
    assert.deepEqual(serializeChecked(deep).rejected, []);
    // HTML around and after a drawing is untouched.
    assert.equal(sanitized([el('p', {}, [el('svg', {}, [el('path', { d: 'M0 0' })])]), el('p', {}, [el('a', { href: 'https://a.test' }, [])])]), '<p><svg><path d="M0 0"></path></svg></p><p><a href="https://a.test"></a></p>');
  });

  it('a shape outside an <svg> is dropped by both', () => {
    assert.equal(sanitized([el('p', {}, [el('path', { d: 'M0 0' }), el('circle', { r: '1' })])]), '<p></p>');
    assert.deepEqual(serializeChecked('<p><path d="M0 0"></path></p>').rejected, [{ element: 'path' }]);
  });
});
