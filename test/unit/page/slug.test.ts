/**
 * Anchor ids as the site build makes them: the vendor's documented table ("Heading text → Generated
 * ID"), its repeat numbering, custom `{#id}`s, component ids, and the heading scan of unparsed pages.
 * Where the docs and the build's code (`@mintlify/common`) disagree, the code wins; each such case
 * says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { parsePage } from '../../../mdx/src/parse';
import { pageAnchorIds } from '../../../mdx/src/anchors';
import { pageAnchors } from '../../../service/src/page/linkTargets';
import { findCustomIds, scanHeadings } from '../../../mdx/src/headingScan';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { check, ctx, expectClean, expectCode, FM, siteWorkspace } from './helpers';

/** The ids of a page's anchors, in document order. */
function ids(body: string): string[] {
  const page = parsePage(FM + body);
  return [...pageAnchorIds(page).byOffset.entries()].sort((a, b) => a[0] - b[0]).map(([, id]) => id);
}
const idOf = (heading: string): string => ids(`## ${heading}\n`)[0];

describe('heading ids: the vendor\'s table', () => {
  const table: [string, string][] = [
    ['Config.json options', 'config-json-options'],
    ["What's new", 'what’s-new'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['tasks.trigger()', 'tasks-trigger'],
    ['Next.js', 'next-js'],
    ['getUserById', 'getuserbyid'],
    ['Getting   started', 'getting-started'],
  ];
  for (const [heading, id] of table) it(`${heading} → ${id}`, () => assert.equal(idOf(heading), id));

  it('numbers a repeat -2, -3 across the page, headings inside components included', () => {
    assert.deepEqual(ids('## Overview\n\n<Tabs>\n<Tab title="One">\n\n## Overview\n\n</Tab>\n</Tabs>\n\n### Overview\n'), ['overview', 'one', 'overview-2', 'overview-3']);
  });

  it('keeps letters of any script as they are (the build slugs the URL-encoded text)', () => {
    assert.equal(idOf('Café au lait'), 'café-au-lait');
    assert.equal(idOf('快速开始'), '快速开始');
  });

  it('follows the code where the docs are silent or differ', () => {
    // Docs: "parentheses removed". Code: they separate words like any punctuation.
    assert.equal(idOf('call(x)'), 'call-x');
    // Docs: `'` becomes `’`. Code: only in text (smartypants); in inline code it is punctuation and goes.
    assert.equal(idOf("`it's`"), 'its');
    // Image alt text and expressions are not part of the id.
    assert.equal(idOf('![logo](/logo.png) Setup'), 'setup');
    // Levels 5 and 6 get no id at all.
    assert.deepEqual(ids('##### Deep\n\n## Deep\n'), ['deep']);
    // Counting follows the library's counter: a heading that looks numbered is not a repeat.
    assert.deepEqual(ids('## Step\n\n## Step\n\n## Step 2\n'), ['step', 'step-2', 'step-2-2']);
  });

  it('gives no heading ids on a custom or frame page', () => {
    assert.deepEqual([...pageAnchorIds(parsePage('---\ntitle: T\nmode: custom\n---\n\n## A\n')).all], []);
  });
});

describe('custom heading ids {#id}', () => {
  it('takes the id, keeps it out of the heading text and out of the MDX parse', () => {
    const page = parsePage(FM + '## Release notes {#notes}\n\nText.\n');
    assert.equal(page.syntaxError, undefined);
    assert.deepEqual(page.headings.map((h) => [h.text.trim(), h.customId]), [['Release notes', 'notes']]);
    assert.deepEqual(ids('## Release notes {#notes}\n'), ['notes']);
  });

  it('normalizes the id as the build does, and makes a repeat unique', () => {
    assert.deepEqual(ids('## A {#my id!}\n\n## B {#my-id}\n'), ['my-id', 'my-id-2']);
  });

  it('does not count the heading\'s text as a repeat (the build made it an <h2> before counting)', () => {
    assert.deepEqual(ids('## Setup {#install}\n\n## Setup\n'), ['install', 'setup']);
  });

  it('applies outside code fences and JSX comments only, at any level', () => {
    const text = '```md\n## Code {#code}\n```\n\n{/*\n## Hidden {#hidden}\n*/}\n\n##### Five {#five}\n';
    assert.deepEqual(findCustomIds(text, 0).map((m) => m.id), ['five']);
    assert.deepEqual(ids(text), ['five']);
    assert.equal(parsePage(FM + text).syntaxError, undefined);
  });

  it('is a valid link target, and the preview shows the heading without it, under that id', () => {
    expectClean(FM + '## Release notes {#notes}\n\n[see](#notes)\n');
    expectCode(FM + '## Release notes {#notes}\n\n[see](#release-notes)\n', 'broken-anchor', [[6, 6, 6, 20]]);
    const ws = new InMemoryWorkspace({ '/site/docs.json': '{}' });
    const r = renderPage(FM + '## Release notes {#notes}\n', { pagePath: '/site/p.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p) => p });
    assert.match(r.html, /<h2[^>]* id="user-content-notes">Release notes<\/h2>/);
  });
});

describe('component ids', () => {
  it('Update labels and Step titles (h2/h3) share the headings\' numbering', () => {
    assert.deepEqual(ids('## v1.0\n\n<Update label="v1.0">\nx\n</Update>\n'), ['v1-0', 'v1-0-2']);
    assert.deepEqual(ids('<Steps titleSize="h3">\n<Step title="Install">\nx\n</Step>\n</Steps>\n\n## Install\n'), ['install', 'install-2']);
  });

  it('Accordions: the library\'s defaults (& is "and"), repeats -1; headings inside are not listed', () => {
    assert.deepEqual(ids('<Accordion title="Q&A">\nx\n</Accordion>\n\n<Accordion title="Q&A">\nx\n</Accordion>\n'), ['q-and-a', 'q-and-a-1']);
    // The heading inside is counted (the outer one is the second `setup`) but not listed.
    assert.deepEqual(ids('<Accordion title="More" id="faq">\n\n## Setup\n\n</Accordion>\n\n## Setup\n'), ['faq', 'setup', 'setup-2']);
    assert.deepEqual(ids('<Accordion title="More">\n\n## Setup {#s}\n\n</Accordion>\n\n## Next {#s}\n'), ['more', 's', 's']);
  });

  it('Tabs keep the percent-encoded slug, which a link matches as the browser does (raw or decoded)', () => {
    const tabs = '<Tabs>\n<Tab title="🧑‍💻 OAuth setup">\nx\n</Tab>\n</Tabs>\n\n';
    assert.deepEqual(ids(tabs), ['%F0%9F%A7%91%E2%80%8D%F0%9F%92%BB-oauth-setup']);
    expectClean(FM + tabs + '[a](#🧑%E2%80%8D💻-oauth-setup) [b](#🧑‍💻-oauth-setup)\n');
    expectCode(FM + tabs + '[a](#oauth-setup)\n', 'broken-anchor', [[10, 4, 10, 16]]);
  });

  it('API fields: param-<name>, decamelized, repeats -1', () => {
    assert.deepEqual(ids('<ParamField query="userId" type="string">\nx\n</ParamField>\n\n<ResponseField name="userId" type="string">\nx\n</ResponseField>\n'), ['param-user-id', 'param-user-id-1']);
  });

  it('an id attribute counts where the component passes it to the page', () => {
    const anchors = pageAnchors(parsePage(FM + '<div id="raw">x</div>\n\n<Card title="c" id="card">x</Card>\n'));
    assert.ok(anchors.has('raw'));
    assert.ok(!anchors.has('card'));
  });
});

describe('pages too large to parse', () => {
  // Over two thousand link brackets: the page is not parsed (parse.ts), its headings come from a line scan.
  const big = '---\ntitle: Big\n---\n\n## First part {#first}\n\n```md\n## Not a heading\n```\n\n### Second **part**\n\n' + '[x] '.repeat(2100) + '\n';

  it('still has the headings of a line scan', () => {
    const page = parsePage(big);
    assert.equal(page.skipped, 'too-complex');
    assert.deepEqual(scanHeadings(big, page.bodyStart, 100).map((h) => [h.depth, h.anchorText, h.customId]), [[2, 'First part', 'first'], [3, 'Second part', undefined]]);
    assert.deepEqual([...pageAnchors(page)].sort(), ['first', 'second-part']);
  });

  it('stays linear on hostile lines (no pattern runs over a line longer than a heading)', () => {
    const hostile = '---\ntitle: H\n---\n\n# ' + '{#'.repeat(300_000) + '\n' + '`{/*'.repeat(300_000) + '\n## After {#after}\n';
    assert.deepEqual(findCustomIds(hostile, 0).map((m) => m.id), []);
    assert.deepEqual(scanHeadings(hostile, 0, 10).map((h) => h.anchorText), []);
  });

  it('so links into them are checked against real anchors', () => {
    const sources = ctx(siteWorkspace({ '/site/big.mdx': big }));
    assert.deepEqual(check(FM + '[a](/big#second-part) [b](/big#first)\n', sources), []);
    assert.deepEqual(check(FM + '[a](/big#not-a-heading)\n', sources).map((d) => d.code), ['broken-anchor']);
  });
});

describe('heading ids: text that is not well-formed', () => {
  it('a lone surrogate (only an unsaved text can hold one) is read as U+FFFD, as a UTF-8 save would write it', () => {
    assert.equal(idOf('a\uD800b'), idOf('a\uFFFDb'));
    assert.equal(idOf('x\uDC00'), idOf('x\uFFFD'));
    assert.equal(idOf('a\uD83D\uDE00b'), idOf('a😀b'), 'a whole pair is left as it is');
  });

  it('forgetting such a page in a service does not throw, and a link to it still finds its heading', () => {
    const workspace = siteWorkspace({ '/site/odd.mdx': FM + '## Broken \uD800 half\n' });
    const service = createLanguageService(workspace);
    const odd = TextDocument.create('file:///site/odd.mdx', 'mdx', 1, workspace.readFile('/site/odd.mdx')!);
    service.validate(odd);
    service.forget(odd.uri);
    const linking = TextDocument.create('file:///site/guide.mdx', 'mdx', 1, FM + `See [it](/odd#${idOf('Broken \uFFFD half')}).\n`);
    assert.deepEqual(service.validate(linking).filter((d) => d.code === 'broken-anchor'), []);
  });
});
