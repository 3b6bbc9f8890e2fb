/** "On this page": the headings of the rendered page, with the ids the renderer gave them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageToc, showsToc, tocEntries } from '../../../preview/src/chromeToc';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ws = new InMemoryWorkspace({ '/site/docs.json': '{}' });
const assetUrl = (p: string): string => 'https://res.test' + p;
const pageText = (frontmatter: string, body: string) => `---\ntitle: "Page"\n${frontmatter}---\n\n${body}\n`;
const rendered = (text: string): string => {
  const r = renderPage(text, { pagePath: '/site/page.mdx', docsRoot: '/site', workspace: ws, assetUrl });
  assert.ok(r.ok);
  return r.html;
};

const body = [
  '## Getting started',
  'Text.',
  '### Install the `cli` tool',
  '#### Too deep for the list',
  '## Getting started',
  '<Tabs>\n<Tab title="One">\n\n## Inside a tab\n\n</Tab>\n</Tabs>',
  '## Ünïcode & punctuation: v1.2!',
].join('\n\n');

describe('preview chrome: "On this page"', () => {
  it('lists the h2 and h3 headings in order, with the slugs the renderer gives their ids', () => {
    const html = rendered(pageText('', body));
    const entries = tocEntries(html);
    assert.deepEqual(entries.map((e) => [e.level, e.text]), [
      [2, 'Getting started'],
      [3, 'Install the cli tool'],
      [2, 'Getting started'],
      [2, 'Inside a tab'],
      [2, 'Ünïcode & punctuation: v1.2!'],
    ]);
    // The site's ids (mdx/src/anchors.ts, the ones the link checks accept): a repeat is `-2`, `&` is kept.
    const expected = ['getting-started', 'install-the-cli-tool', 'getting-started-2', 'inside-a-tab', 'ünïcode-&-punctuation-v1-2'];
    assert.deepEqual(entries.map((e) => e.slug), expected);
    // Each entry names an element of the page (the sanitizer prefixes ids; `#slug` links resolve to them).
    for (const e of entries) assert.ok(html.includes(`id="user-content-${e.slug.replace(/&/g, '&amp;')}"`), e.slug);
  });

  it('lists Update labels, as the site does on a changelog', () => {
    const html = rendered(pageText('', '<Update label="March 2025" description="v2">\n\nNew.\n\n</Update>\n\n<Update label="February 2025">\n\nOld.\n\n</Update>'));
    assert.deepEqual(tocEntries(html), [
      { slug: 'march-2025', text: 'March 2025', level: 2 },
      { slug: 'february-2025', text: 'February 2025', level: 2 },
    ]);
  });

  it('renders a titled list of in-page links', () => {
    const text = pageText('', '## First\n\n### Second');
    const toc = pageToc(text, rendered(text));
    assert.match(toc, /^<nav class="ds-toc-nav" aria-label="On this page"><div class="ds-toc-title">On this page<\/div><ul>/);
    assert.match(toc, /<li class="ds-toc-item ds-toc-h2"><a class="ds-toc-link" href="#first">First<\/a><\/li>/);
    assert.match(toc, /<li class="ds-toc-item ds-toc-h3"><a class="ds-toc-link" href="#second">Second<\/a><\/li>/);
  });

  it('is empty for a page without h2/h3 headings', () => {
    const text = pageText('', 'Just text.\n\n#### Small heading');
    assert.equal(pageToc(text, rendered(text)), '');
  });

  it('page modes wide, custom, frame and center hide it; default keeps it', () => {
    for (const mode of ['wide', 'custom', 'frame', 'center']) {
      const text = pageText(`mode: "${mode}"\n`, '## First');
      assert.equal(pageToc(text, rendered(text)), '', mode);
      assert.equal(showsToc({ mode }), false, mode);
    }
    const text = pageText('mode: "default"\n', '## First');
    assert.match(pageToc(text, rendered(text)), /href="#first"/);
    assert.equal(showsToc({}), true);
  });

  it('a heading\'s text is escaped, never markup', () => {
    const text = pageText('', '## A &lt;b&gt; \\<img src=x onerror=alert(1)\\>');
    const toc = pageToc(text, rendered(text));
    assert.doesNotMatch(toc, /<img|<b>/);
    assert.match(toc, /&#x3C;img|&lt;img/);
  });
});
