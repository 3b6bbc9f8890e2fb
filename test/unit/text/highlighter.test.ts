/**
 * The pure service keeps no module state: highlight.js and its cache of highlighted blocks belong to
 * a `Highlighter` its owner holds (the language service, a preview's RenderCache), so two owners never
 * share or evict each other's entries, and the grammars still load only for a page with code.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Highlighter } from '../../../service/src/text/highlight';
import { renderPage } from '../../../preview/src/render';
import { RenderCache } from '../../../preview/src/renderCache';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { FM, check, ctx } from '../page/helpers';

const span = (cls: string[], value: string) => ({ type: 'element', tagName: 'span', properties: { className: cls }, children: value ? [{ type: 'text', value }] : [] });
const t = (value: string) => ({ type: 'text', value });

/** What highlight.js gave before the highlighter became an instance: the output must not change. */
const TS = 'const x: number = 1; // one\nfunction f() { return "s"; }';
const TS_HAST = [
  span(['hljs-keyword'], 'const'), t(' '), span(['hljs-attr'], 'x'), t(': '), span(['hljs-built_in'], 'number'), t(' = '),
  span(['hljs-number'], '1'), t('; '), span(['hljs-comment'], '// one'), t('\n'), span(['hljs-keyword'], 'function'), t(' '),
  span(['hljs-title', 'function_'], 'f'), t('('), span(['hljs-params'], ''), t(') { '), span(['hljs-keyword'], 'return'), t(' '),
  span(['hljs-string'], '"s"'), t('; }'),
];

const render = (body: string, cache: RenderCache) =>
  renderPage(`---\ntitle: T\n---\n\n${body}\n`, { pagePath: '/site/page.mdx', docsRoot: '/site', workspace: new InMemoryWorkspace({}), assetUrl: (p) => p, cache });

describe('the highlighter', () => {
  it('highlights as before, from its cache too, and leaves unknown languages plain', () => {
    const h = new Highlighter();
    assert.deepEqual(h.highlight('ts', TS), TS_HAST);
    assert.deepEqual(h.highlight('typescript', TS), TS_HAST, 'the alias shares the entry');
    assert.equal(h.size, 1);
    assert.deepEqual(h.highlight('nope', 'a'), [t('a')]);
    assert.deepEqual(h.highlight(undefined, 'a'), [t('a')]);
  });

  it('hands out copies: editing one result leaves the cached block intact', () => {
    const h = new Highlighter();
    const first = h.highlight('ts', TS);
    first.length = 0;
    assert.deepEqual(h.highlight('ts', TS), TS_HAST);
  });

  it('is not shared: filling or clearing one leaves the other its blocks', () => {
    const one = new Highlighter(2);
    const two = new Highlighter(2);
    two.highlight('js', 'let kept = 1;');
    for (let i = 0; i < 5; i++) one.highlight('js', `let n = ${i};`);
    assert.equal(one.size, 2, 'one evicts its own oldest blocks');
    assert.equal(two.size, 1, "one's evictions are not two's");
    one.clear();
    assert.equal(one.size, 0);
    assert.equal(two.size, 1, "clearing one leaves two's");
  });

  it('keeps highlighted blocks up to an amount of code, not only a count: a tree holds many times its text', () => {
    const block = (i: number) => `let n${i} = "${'x'.repeat(30)}";`;
    // A block weighs its language's name, a NUL and its code: room for two.
    const h = new Highlighter(500, ('javascript\0' + block(0)).length * 2 + 5);
    for (let i = 0; i < 5; i++) h.highlight('javascript', block(i));
    assert.equal(h.size, 2);
  });

  it('loads highlight.js only when a block needs it', () => {
    const h = new Highlighter();
    h.highlight(undefined, 'plain');
    assert.equal(h.loaded, false);
    h.highlight('js', 'let a = 1;');
    assert.equal(h.loaded, true);
    assert.equal(new Highlighter().loaded, false, 'another highlighter loads its own');
  });
});

describe('the owners of a highlighter', () => {
  it('a preview keeps its highlighted blocks in its own RenderCache', () => {
    const one = new RenderCache();
    const two = new RenderCache();
    const r = render('```ts\n' + TS + '\n```', one);
    assert.ok(r.ok && r.html.includes('hljs-keyword'));
    assert.equal(one.highlighter.size, 1);
    assert.equal(two.highlighter.size, 0, 'another preview shares nothing');
    render('```js\nlet b = 2;\n```', two);
    assert.equal(one.highlighter.size, 1);
    assert.equal(two.highlighter.size, 1);
  });

  it('a preview of a page without code never loads highlight.js', () => {
    const cache = new RenderCache();
    assert.ok(render('Just words, `inline code`, no block.', cache).ok);
    assert.equal(cache.highlighter.loaded, false);
  });

  it('a page check guesses languages with the highlighter it is given, loading it only for a block', () => {
    const highlighter = new Highlighter();
    check(FM + '\nJust words.\n', { ...ctx(), highlighter });
    assert.equal(highlighter.loaded, false);
    const found = check(FM + '\n```\nfunction add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2));\n```\n', { ...ctx(), highlighter });
    assert.ok(found.some((d) => d.code === 'code-block-language'));
    assert.equal(highlighter.loaded, true);
  });
});
