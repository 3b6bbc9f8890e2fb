/**
 * Issue 26 item 3 / issue 21 item 8: constructs that cost the parser far more than prose are counted
 * before any parse. At its bound a page is parsed as usual; one more and it gets one located
 * page-not-checked notice naming the bound (the notice is the proof the parse never ran). How much
 * each accepted page costs is held in the fuzz tier (test/fuzz/constructCost.test.ts).
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { CONSTRUCT_BOUNDS, findConstructCrossing, measureConstructs, type ConstructKind } from '../../../mdx/src/constructScan';
import { pageSkip } from '../../../mdx/src/parse';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { check, FM, rangesOf } from './helpers';

/** Each bound: n of its construct as a page body, the text of the n-th one, and the notice's words. */
const SHAPES: { kind: ConstructKind; body: (n: number) => string; nth: string; message: RegExp }[] = [
  { kind: 'lines', body: (n) => '```\n' + 'x\n'.repeat(n - 1), nth: 'x', message: /more than 20,000 lines/ },
  { kind: 'setext-headings', body: (n) => 'Title\n=====\n\n'.repeat(n), nth: '=', message: /more than 200 setext headings \(text underlined with `=` or `-`\)/ },
  { kind: 'headings', body: (n) => '## Part\n\n'.repeat(n), nth: '#', message: /more than 3,000 `#` headings/ },
  { kind: 'thematic-breaks', body: (n) => 'Text.\n\n___\n\n'.repeat(n), nth: '_', message: /more than 3,000 thematic breaks \(`---`, `\*\*\*`\)/ },
  { kind: 'paragraph-lines', body: (n) => 'one line of text\n'.repeat(n), nth: 'o', message: /a paragraph of more than 2,000 lines/ },
  { kind: 'table-cells', body: (n) => '| a | b |\n| - | - |\n' + ('|' + ' x |'.repeat(19) + '\n').repeat(Math.floor((n - 6) / 20)) + '|'.repeat((n - 6) % 20), nth: '|', message: /more than 20,000 table cells/ },
  { kind: 'autolink-literals', body: (n) => 'see www.example.com and '.repeat(n), nth: 'w', message: /more than 3,000 bare links \(`www\.`, `http:\/\/`, e-mail addresses\)/ },
  { kind: 'hard-breaks', body: (n) => 'line\\\nend\n\n'.repeat(n), nth: '\\', message: /more than 3,000 hard line breaks/ },
  { kind: 'link-brackets', body: (n) => '[a] '.repeat(n), nth: '[', message: /more than 2,000 `\[`/ },
  { kind: 'backticks', body: (n) => '`'.repeat(n % 2) + '`a` '.repeat(n >> 1), nth: '`', message: /more than 6,000 backticks/ },
  { kind: 'tag-opens', body: (n) => '<br/> '.repeat(n), nth: '<', message: /more than 4,000 tags/ },
  { kind: 'expressions', body: (n) => '{} '.repeat(n), nth: '{', message: /more than 10,000 `\{` \(MDX expressions\)/ },
  { kind: 'character-references', body: (n) => '&amp; '.repeat(n), nth: '&', message: /more than 5,000 character references/ },
];

describe('construct bounds', () => {
  for (const shape of SHAPES) {
    const limit = CONSTRUCT_BOUNDS[shape.kind];
    it(`${shape.kind}: ${limit} are parsed; one more gets one located notice naming the bound`, () => {
      assert.equal(measureConstructs(FM + shape.body(limit), FM.length)[shape.kind], limit);
      assert.equal(pageSkip(FM + shape.body(limit)), undefined);
      const text = FM + shape.body(limit + 1);
      const skip = pageSkip(text);
      assert.equal(skip?.reason, 'too-complex');
      assert.equal(skip?.construct?.kind, shape.kind);
      assert.equal(text[skip!.offset!], shape.nth);
      const diagnostics = check(text);
      assert.deepEqual(diagnostics.map((d) => d.code), ['page-not-checked']);
      const [line, character] = rangesOf(diagnostics, 'page-not-checked')[0];
      const before = text.slice(0, skip!.offset).split('\n');
      assert.deepEqual([line, character], [before.length - 1, before[before.length - 1].length]);
      assert.match(String(diagnostics[0].message), shape.message);
      assert.match(String(diagnostics[0].message), /too many to parse in time; only its frontmatter is checked/);
    });
  }

  it('the preview names the bound and its line instead of rendering', () => {
    const text = FM + 'Intro.\n\n' + 'Title\n=\n\n'.repeat(CONSTRUCT_BOUNDS['setext-headings'] + 1);
    const result = renderPage(text, { pagePath: '/s/page.mdx', docsRoot: '/s', workspace: new InMemoryWorkspace({}), assetUrl: (p) => p });
    assert.ok(result.ok);
    // The frontmatter's 4 lines, the intro and a blank line, then 3 lines a heading: the 201st underline.
    const line = 4 + 2 + 3 * CONSTRUCT_BOUNDS['setext-headings'] + 2;
    assert.match(result.html, new RegExp(`class="ds-notice".*more than 200 setext headings.*\\(line ${line}\\)`));
  });

  it('counts only what the parser would read as the construct', () => {
    const none = (text: string) => Object.entries(measureConstructs(text)).filter(([, n]) => n > 0);
    // Fenced code is not Markdown, though its lines are lines.
    assert.deepEqual(none('```md\n# a\nb\n===\n| c |\nwww.x.com  \n```\n'), [['lines', 7], ['backticks', 6]]);
    // A `---` under a lone tag, under a heading or after a blank line is a thematic break, not a setext heading.
    assert.equal(measureConstructs('</Update>\n---\n\n---\n')['setext-headings'], 0);
    assert.equal(measureConstructs('## A\n---\n').headings, 1);
    assert.equal(measureConstructs('## A\n---\n')['setext-headings'], 0);
    // A blank line ends a paragraph; tags and a tag's attribute lines are not lines of its text.
    assert.equal(measureConstructs('a\nb\n\nc\n<Card\n  title="x"\n/>\n<br/>\nd\n')['paragraph-lines'], 2);
    // Windows line endings read the same.
    assert.deepEqual(measureConstructs('a\r\n=\r\nb\r\nc  \r\nd\r\n'), measureConstructs('a\n=\nb\nc  \nd\n'));
    assert.equal(measureConstructs('a\r\n=\r\n')['setext-headings'], 1);
    // Text with a tag in it is a paragraph: the underline makes a heading.
    assert.equal(measureConstructs('<b>x</b> y\n---\n')['setext-headings'], 1);
    // Words containing `www`, `http` or `@` are not autolinks; addresses are.
    assert.equal(measureConstructs('awww.b xhttp://c a@ @b http://d.e www.f.g a@b.c')['autolink-literals'], 3);
    // A line ending in one space is not a hard break; in two, or a backslash, it is (not at the end).
    assert.equal(measureConstructs('a \nb  \nc\\\nd  ')['hard-breaks'], 2);
  });

  it('the frontmatter does not count towards the body constructs', () => {
    const frontmatter = '---\ntitle: A\n' + 'note: www.example.com | https://x.y  \n'.repeat(5000) + '---\n';
    assert.equal(findConstructCrossing(frontmatter + 'Body.\n', frontmatter.length), undefined);
    assert.equal(pageSkip(frontmatter + 'Body.\n'), undefined);
  });
});
