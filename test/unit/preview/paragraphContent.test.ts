/**
 * A JSX `<p>` keeps its text when the preview's HTML is parsed (preview/src/paragraphContent.ts): on
 * the site React builds the DOM, so `<p className="text-sm">` holds the paragraph MDX makes of text on
 * its own lines; parsed HTML would close the `<p>` at the inner one and drop the text out of its class.
 * Each case is checked on the HTML as a browser's parser reads it (hast-util-from-html, parse5).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FILES = {
  '/site/docs.json': '{}',
  '/site/snippets/card.jsx': 'export const Blurb = ({ children }) => <p className="blurb"><div className="inner">{children}</div></p>;\n',
};

/** The page's HTML as a browser parses it. */
function parsed(body: string): Root {
  const workspace = new InMemoryWorkspace(FILES);
  const result = renderPage(`---\ntitle: "T"\nmode: "custom"\n---\n\n${body}\n`, { pagePath: '/site/index.mdx', docsRoot: '/site', workspace, assetUrl: (p) => p });
  assert.ok(result.ok);
  return fromHtml(result.html, { fragment: true });
}

/** The classes of the nearest element around the text `words` that has any. */
function classesAround(root: Root, words: string): string[] | undefined {
  let found: string[] | undefined;
  const visit = (node: Root | Element, classes: string[] | undefined) => {
    for (const child of node.children) {
      if (child.type === 'text' && child.value.includes(words)) found = classes;
      if (child.type === 'element') {
        const own = (child.properties.className as string[] | undefined) ?? [];
        visit(child, own.length ? own : classes);
      }
    }
  };
  visit(root, undefined);
  return found;
}

/** The text inside the first element with class `name`. */
function textWithin(root: Root, name: string): string | undefined {
  const textOf = (node: Element): string => node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
  const find = (node: Root | Element): Element | undefined => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (((child.properties.className as string[] | undefined) ?? []).includes(name)) return child;
      const inner = find(child);
      if (inner) return inner;
    }
    return undefined;
  };
  const element = find(root);
  return element && textOf(element);
}

describe('preview: a JSX <p> holds its text as on the site', () => {
  it('text on its own lines in a <p className> keeps the class (the paragraph MDX made is unwrapped)', () => {
    const root = parsed('<a href="/x" className="card">\n  <p className="text-sm text-gray-600">\n    Five-minute quickstart.\n  </p>\n</a>');
    assert.deepEqual(classesAround(root, 'Five-minute'), ['text-sm', 'text-gray-600']);
  });

  it('a <p> holding a block is drawn as a <div>, with its class and its children', () => {
    const root = parsed('<p className="lead">\n  - one\n  - two\n</p>');
    assert.deepEqual(classesAround(root, 'one'), ['lead']);
    assert.match(textWithin(root, 'lead') ?? '', /one[\s\S]*two/);
  });

  it('a site component drawing <p><div>…</div></p> keeps the div inside the styled element', () => {
    const root = parsed("import { Blurb } from '/snippets/card.jsx'\n\n<Blurb>Inside.</Blurb>");
    assert.equal(textWithin(root, 'blurb')?.trim(), 'Inside.');
  });

  it('a <p> with inline text only stays a <p>', () => {
    const root = parsed('<p className="note">Short <strong>text</strong>.</p>');
    assert.deepEqual(classesAround(root, 'Short'), ['note']);
    assert.match(JSON.stringify(root), /"tagName":"p","properties":\{"className":\["note"\]/);
  });
});
