/** A fenced code block in the preview: its title, and the options that act per line. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderPage } from '../../../preview/src/render';
import { splitLines } from '../../../preview/src/codeLines';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ws = new InMemoryWorkspace({ '/site/docs.json': '{}' });
function html(body: string): string {
  const r = renderPage(`---\ntitle: "T"\n---\n\n${body}\n`, { pagePath: '/site/page.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p) => p });
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.html;
}
/** The class lists of the `ds-line` spans, in order. */
const lineClasses = (h: string) => [...h.matchAll(/<span class="ds-line([^"]*)">/g)].map((m) => m[1].trim());

describe('code block options in the preview', () => {
  it('the header shows the title, not the options written after it', () => {
    const h = html('```js index.js {1} wrap lines\nconst a = 1;\n```');
    assert.match(h, /<span class="ds-code-label">index.js<\/span>/);
    assert.doesNotMatch(h, /\{1\}|wrap lines/);
    assert.match(html('```python title="utils/a.py" highlight={2}\nx = 1\ny = 2\n```'), /<span class="ds-code-label">utils\/a.py<\/span>/);
  });

  it('marks highlighted and focused lines, numbers and wraps them', () => {
    const h = html('```js {1,3} focus={3} lines wrap\nconst a = 1;\nconst b = 2;\nconst c = 3;\n```');
    assert.deepEqual(lineClasses(h), ['is-highlighted', '', 'is-highlighted is-focused']);
    assert.match(h, /<pre class="ds-code-wrap ds-code-numbered ds-code-focus">/);
  });

  it('takes diff marks out of the code and marks their lines', () => {
    const h = html('```js\nold(); // [!code --]\nnew(); // [!code ++]\n```');
    assert.deepEqual(lineClasses(h), ['is-removed', 'is-added']);
    assert.doesNotMatch(h, /\[!code/);
  });

  it('leaves a block without line options as it was: no line spans', () => {
    assert.deepEqual(lineClasses(html('```js app.js\nconst a = 1;\n```')), []);
  });

  it('names CodeGroup tabs by the title alone', () => {
    const h = html('<CodeGroup>\n```bash cURL wrap\ncurl x\n```\n```js {1}\nfetch()\n```\n</CodeGroup>');
    assert.deepEqual([...h.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]), ['cURL', 'js']);
  });
});

describe('splitting highlighted code into lines', () => {
  it('cuts a token that spans lines into a copy per line', () => {
    const comment = { type: 'element' as const, tagName: 'span', properties: { className: ['hljs-comment'] }, children: [{ type: 'text' as const, value: '/* a\nb */' }] };
    const out = splitLines([{ type: 'text', value: 'x; ' }, comment, { type: 'text', value: '\ny;' }]);
    assert.equal(out.length, 3);
    assert.deepEqual(out.map((line) => line.map((n) => (n.type === 'element' ? `<${(n.children[0] as { value: string }).value}>` : (n as { value: string }).value)).join('')), ['x; </* a>', '<b */>', 'y;']);
  });
});
