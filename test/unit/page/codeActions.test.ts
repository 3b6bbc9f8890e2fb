/** Every quick fix: apply its edit, re-validate, and the page must be clean. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getPageCodeActions } from '../../../service/src/page/codeActions';
import { FM, check, contextOf, ctx, doc } from './helpers';

function fixOnce(text: string, code: string): string {
  const document = doc(text);
  const context = ctx();
  const diagnostic = check(text, context).find((d) => d.code === code);
  assert.ok(diagnostic, `expected a ${code} diagnostic`);
  const actions = getPageCodeActions(document, diagnostic.range, [diagnostic], contextOf(document, context));
  assert.equal(actions.length, 1, `one fix for ${code}`);
  const edits = actions[0].edit!.changes![document.uri];
  return TextDocument.applyEdits(document, edits);
}

function assertFixedClean(text: string, code: string, expected?: string): void {
  const fixed = fixOnce(text, code);
  if (expected !== undefined) assert.equal(fixed, expected);
  assert.deepEqual(check(fixed).map((d) => `${d.code}: ${d.message}`), []);
}

describe('quick fixes', () => {
  it('wraps an image in Frame', () => {
    assertFixedClean(FM + '![A chart](/images/shot.png)\n', 'image-frame', FM + '<Frame>![A chart](/images/shot.png)</Frame>\n');
  });
  it('turns an H1 into an H2', () => assertFixedClean(FM + '# Intro\n', 'heading-h1', FM + '## Intro\n'));
  it('adds frontmatter with the title from the first heading', () => {
    assertFixedClean('## Getting started\n\nThis page explains the whole setup.\n', 'frontmatter-missing',
      '---\ntitle: Getting started\ndescription: This page explains the whole setup.\n---\n\n## Getting started\n\nThis page explains the whole setup.\n');
  });
  it('adds a missing title and fills an empty description', () => {
    assertFixedClean('---\ndescription: d\n---\n', 'frontmatter-title', '---\ntitle: Guide\ndescription: d\n---\n');
    assertFixedClean('---\ntitle: T\ndescription:\n---\n', 'frontmatter-description', '---\ntitle: T\ndescription: T\n---\n');
  });
  it('adds a missing required attribute', () => {
    assertFixedClean(FM + '<Steps>\n<Step>x</Step>\n</Steps>\n', 'missing-attribute', FM + '<Steps>\n<Step title="">x</Step>\n</Steps>\n');
    assertFixedClean(FM + '<ParamField type="string">x</ParamField>\n', 'missing-attribute', FM + '<ParamField type="string" path="">x</ParamField>\n');
  });
  it('replaces an unknown component (open and close tag) with the suggestion', () => {
    assertFixedClean(FM + '<Noet>\nx\n</Noet>\n', 'unknown-component', FM + '<Note>\nx\n</Note>\n');
  });
  it('replaces an unknown attribute with the suggestion', () => {
    assertFixedClean(FM + '<Card titel="A" />\n', 'unknown-attribute', FM + '<Card title="A" />\n');
  });
  it('closes an unclosed tag, and fixes a mismatched one', () => {
    assertFixedClean(FM + '<Note>\nText\n', 'unclosed-tag', FM + '<Note>\nText\n</Note>\n');
    assertFixedClean(FM + '<Steps>\n<Step title="a">\n\nText\n\n</Steps>\n', 'unclosed-tag');
    assertFixedClean(FM + '<Note>Text</Tip>\n', 'unclosed-tag', FM + '<Note>Text</Note>\n');
  });
  it('adds a label and a language to code blocks', () => {
    assertFixedClean(FM + '<CodeGroup>\n\n```bash\nnpm i\n```\n\n</CodeGroup>\n', 'code-block-label', FM + '<CodeGroup>\n\n```bash Bash\nnpm i\n```\n\n</CodeGroup>\n');
    assertFixedClean(FM + '```\nplain\n```\n', 'code-block-language', FM + '```text\nplain\n```\n');
  });
});
