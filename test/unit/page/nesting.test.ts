/**
 * Issue 11, finding 2: nesting that makes the parser's work grow with its square. Each hostile page
 * from the report is refused before parsing with a page-not-checked notice where its bound was crossed
 * (the notice's range is the proof the parse never ran: a parsed page has no such diagnostic). How
 * fast the refusal is goes in bench/, not here.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentSymbol } from 'vscode-languageserver-types';
import { findNestingCrossing, NESTING_BOUNDS } from '../../../mdx/src/nestingScan';
import { parsePage } from '../../../mdx/src/parse';
import { elementTree, getPageSymbols } from '../../../service/src/page/symbols';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import type { JsxElement } from '../../../mdx/src/types';
import { check, FM, rangesOf, type R } from './helpers';

/** The four pages of the report, and where (line, character) each crosses its bound. FM is 4 lines. */
export const HOSTILE_BODIES: { name: string; body: string; at: R; kind: string }[] = [
  { name: '`- ` × 5,000', body: '- '.repeat(5000), at: [4, 2 * NESTING_BOUNDS.containers, 4, 2 * NESTING_BOUNDS.containers + 1], kind: 'containers' },
  { name: '`*` × 20,000 around one word', body: '*'.repeat(20_000) + 'word' + '*'.repeat(20_000), at: [4, 0, 4, 1], kind: 'emphasis' },
  { name: '`{` … `}` × 20,000', body: '{'.repeat(20_000) + '}'.repeat(20_000), at: [4, NESTING_BOUNDS.braces, 4, NESTING_BOUNDS.braces + 1], kind: 'braces' },
  { name: '`>` × 50,000', body: '>'.repeat(50_000), at: [4, NESTING_BOUNDS.containers, 4, NESTING_BOUNDS.containers + 1], kind: 'containers' },
];

describe('nesting bounds', () => {
  for (const hostile of HOSTILE_BODIES) {
    it(`${hostile.name}: one page-not-checked notice, where the bound is crossed`, () => {
      const diagnostics = check(FM + hostile.body);
      assert.deepEqual(diagnostics.map((d) => d.code), ['page-not-checked']);
      assert.deepEqual(rangesOf(diagnostics, 'page-not-checked'), [hostile.at]);
      assert.match(String(diagnostics[0].message), /nests too deeply/);
      assert.equal(parsePage(FM + hostile.body).skip?.nesting?.kind, hostile.kind);
    });

    it(`${hostile.name}: the preview shows a notice instead of rendering`, () => {
      const result = renderPage(FM + hostile.body, { pagePath: '/s/page.mdx', docsRoot: '/s', workspace: new InMemoryWorkspace({}), assetUrl: (p) => p });
      assert.ok(result.ok);
      assert.match(result.html, /class="ds-notice".*nests too deeply.*\(line 5\)/);
    });
  }

  it('emphasis runs pairing across one paragraph are bounded; a blank line and `_` inside words reset or do not count', () => {
    const limit = NESTING_BOUNDS['emphasis-runs'];
    const pairs = (n: number) => '*a **a '.repeat(n) + 'x' + ' a** a*'.repeat(n);
    // 4 runs per repetition: at the bound the paragraph parses; one repetition more does not.
    assert.equal(findNestingCrossing(pairs(limit / 4)), undefined);
    const crossing = findNestingCrossing(pairs(limit / 4 + 1));
    assert.equal(crossing?.kind, 'emphasis-runs');
    assert.deepEqual(check(FM + pairs(limit / 4 + 1)).map((d) => d.code), ['page-not-checked']);
    // The same runs split into paragraphs, and snake_case names, are ordinary text.
    const paragraphs = Array.from({ length: 8 }, () => pairs(limit / 8)).join('\n\n');
    assert.equal(findNestingCrossing(paragraphs), undefined);
    assert.equal(findNestingCrossing('a_b '.repeat(limit * 2)), undefined);
  });

  it('the pairing work of emphasis runs is bounded over the whole page: many heavy paragraphs are refused, many light ones are not', () => {
    // 390 runs in a paragraph (under its bound of 400) are tried against 0 + 1 + … + 389 = 75,855 openers.
    const heavy = ('*a'.repeat(390) + '\n\n');
    const perParagraph = (390 * 389) / 2;
    const fit = Math.floor(NESTING_BOUNDS['emphasis-pairing'] / perParagraph);
    assert.equal(findNestingCrossing(heavy.repeat(fit)), undefined);
    const crossing = findNestingCrossing(heavy.repeat(fit + 1));
    assert.equal(crossing?.kind, 'emphasis-pairing');
    assert.ok(crossing!.offset > heavy.length * fit, 'crossed in the last paragraph');
    const diagnostics = check(FM + heavy.repeat(fit + 1));
    assert.deepEqual(diagnostics.map((d) => d.code), ['page-not-checked']);
    assert.match(String(diagnostics[0].message), /more than 2,000,000 pairings of `\*`, `_` or `~` runs within paragraphs/);
    // A long page of ordinary emphasis (four runs a paragraph, 390 KB) is parsed.
    const light = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
    assert.equal(findNestingCrossing(light.repeat(4_900)), undefined);
  });

  it('nesting up to each bound is parsed and checked as usual', () => {
    const atBounds = [
      '> '.repeat(NESTING_BOUNDS.containers) + 'quoted',
      '*'.repeat(NESTING_BOUNDS.emphasis),
      '{'.repeat(NESTING_BOUNDS.braces) + '}'.repeat(NESTING_BOUNDS.braces),
      '['.repeat(NESTING_BOUNDS.brackets) + 'a' + ']'.repeat(NESTING_BOUNDS.brackets),
      '<div>'.repeat(NESTING_BOUNDS.tags) + 'a' + '</div>'.repeat(NESTING_BOUNDS.tags),
    ];
    for (const body of atBounds) assert.equal(parsePage(FM + body).skip, undefined, body.slice(0, 40));
    // One more of each is refused.
    assert.equal(findNestingCrossing('> '.repeat(NESTING_BOUNDS.containers + 1))?.kind, 'containers');
    assert.equal(findNestingCrossing('*'.repeat(NESTING_BOUNDS.emphasis + 1))?.kind, 'emphasis');
    assert.equal(findNestingCrossing('<div>'.repeat(NESTING_BOUNDS.tags + 1))?.kind, 'tags');
  });

  it('counts what accumulates over the page: list items and quotes opened, braces inside braces', () => {
    const quotes = '> a\n\n'.repeat(NESTING_BOUNDS['containers-opened'] + 1);
    assert.deepEqual(findNestingCrossing(quotes), { kind: 'containers-opened', offset: 5 * NESTING_BOUNDS['containers-opened'], limit: NESTING_BOUNDS['containers-opened'] });
    // A quote continued line after line opens once.
    assert.equal(findNestingCrossing('> a\n'.repeat(NESTING_BOUNDS['containers-opened'] + 1)), undefined);
    assert.equal(findNestingCrossing('{{a}}\n\n'.repeat(NESTING_BOUNDS['nested-braces'] + 1))?.kind, 'nested-braces');
  });

  it('fenced code does not count, void tags do not nest, and the scan starts after the frontmatter', () => {
    const code = '```json\n' + '{'.repeat(200) + '\n- '.repeat(100) + '\n```\n';
    assert.equal(findNestingCrossing(code + '~~~\n' + '*'.repeat(500) + '\n~~~\nafter\n'), undefined);
    assert.equal(findNestingCrossing('<br>'.repeat(1000)), undefined);
    assert.equal(findNestingCrossing('text ```inline``` ' + '{'.repeat(NESTING_BOUNDS.braces + 1))?.kind, 'braces');
    const frontmatter = '---\ntags: ' + '['.repeat(100) + '\n---\n';
    assert.equal(parsePage(frontmatter + 'Body.\n').skip, undefined);
  });
});

describe('outline on deep nesting', () => {
  it('builds the symbol tree of a 100,000-deep element chain without recursion', () => {
    const span = { start: 0, end: 1 };
    const root: JsxElement = { name: 'Steps', span, nameSpan: span, openTagEnd: 1, selfClosing: false, attributes: [], children: [] };
    let tip = root;
    for (let i = 0; i < 100_000; i++) {
      const child: JsxElement = { ...root, children: [], parent: tip };
      tip.children.push(child);
      tip = child;
    }
    const range = () => ({ start: { line: 0, character: 0 }, end: { line: 0, character: 1 } });
    let symbol: DocumentSymbol | undefined = elementTree(root, range);
    let depth = 0;
    while (symbol) {
      depth++;
      symbol = symbol.children?.[0];
    }
    assert.equal(depth, 100_001);
  });

  it('outlines a page nested as deep as the bound allows', () => {
    const deep = NESTING_BOUNDS.tags;
    const document = TextDocument.create('file:///s/deep.mdx', 'mdx', 1, FM + '<Card>\n'.repeat(deep) + 'x\n' + '</Card>\n'.repeat(deep));
    let symbols = getPageSymbols(document, parsePage(document.getText()));
    let depth = 0;
    while (symbols.length) {
      depth++;
      symbols = symbols[0].children ?? [];
    }
    assert.equal(depth, deep);
  });
});
