/**
 * Every quick fix the service offers on a set of broken pages leaves a page that parses: apply it,
 * re-parse and re-check, and the diagnostic it targets is gone while no MDX syntax or tag error
 * has appeared. A fix that "closes" a tag where MDX still cannot read it fails here.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { getPageCodeActions } from '../../../service/src/page/codeActions';
import { parsePage } from '../../../mdx/src/parse';
import { FM, check, contextOf, ctx, doc } from './helpers';

const BROKEN_PAGES: Record<string, string> = {
  'unclosed callout at the end': FM + '<Warning>\nCareful.\n',
  'unclosed callout inside a list item': FM + '- item\n  <Warning>\n  Careful.\n',
  'unclosed callout before more text': FM + '<Warning>\nCareful.\n\n## Next\n\nMore text.\n',
  'unclosed callout mid-paragraph': FM + 'Some text <Warning> careful\n',
  'unclosed step inside steps': FM + '<Steps>\n<Step title="a">\nDo it.\n</Steps>\n',
  'mismatched closing tag': FM + '<Note>\nText\n</Tip>\n',
  'unclosed inside a tab': FM + '<Tabs>\n<Tab title="A">\n<Note>\nx\n</Tab>\n</Tabs>\n',
  'writing problems': '# Title\n\n![](/images/shot.png)\n\n```\ncode\n```\n',
  'typos in names and attributes': FM + '<Noet>\nx\n</Noet>\n\n<Card titel="A" />\n',
  'missing attributes': FM + '<Steps>\n<Step>x</Step>\n</Steps>\n\n<Tooltip tip="t" cta="More">API</Tooltip>\n',
  'unlabelled code in a group': FM + '<CodeGroup>\n\n```bash\nnpm i\n```\n\n</CodeGroup>\n',
  'missing image with a close one': FM + '<Frame>\n![A chart](/images/shto.png)\n</Frame>\n',
  'empty frontmatter keys': '---\ntitle:\ndescription: ""\n---\n\nSome text that is long enough to be a description.\n',
};

const BREAKS_PARSE = new Set(['mdx-syntax', 'unclosed-tag']);
const sameSpot = (a: Diagnostic, b: Diagnostic) => a.code === b.code && a.message === b.message;

describe('every quick fix leaves a page that parses', () => {
  for (const [name, text] of Object.entries(BROKEN_PAGES)) {
    it(name, () => {
      const context = ctx();
      const document = doc(text);
      const before = check(text, context);
      let offered = 0;
      for (const diagnostic of before) {
        for (const action of getPageCodeActions(document, diagnostic.range, [diagnostic], contextOf(document, context))) {
          offered++;
          const fixed = TextDocument.applyEdits(document, action.edit!.changes![document.uri]);
          const after = check(fixed, context);
          const label = `${action.title} (${diagnostic.code}) on:\n${text}\n→\n${fixed}`;
          assert.ok(!after.some((d) => sameSpot(d, diagnostic) && before.filter((b) => sameSpot(b, diagnostic)).length <= after.filter((x) => sameSpot(x, diagnostic)).length), `the diagnostic is still there after ${label}`);
          const hadParseError = before.some((d) => BREAKS_PARSE.has(String(d.code)));
          if (BREAKS_PARSE.has(String(diagnostic.code)) || !hadParseError) {
            assert.ok(parsePage(fixed).strict, `the page does not parse after ${label}\n${JSON.stringify(parsePage(fixed).syntaxError)}`);
            assert.deepEqual(after.filter((d) => BREAKS_PARSE.has(String(d.code))).map((d) => d.message), [], label);
          }
        }
      }
      assert.ok(offered > 0, 'the page offers at least one fix');
    });
  }
});

describe('two unclosed tags (issue 38, item 6)', () => {
  it('each is reported with its own fix, and fixing one after the other leaves a page that parses', () => {
    const context = ctx();
    let text = FM + '<Note>\nFirst note.\n\n<Tip>\nA tip.\n\nMore text.\n';
    const first = check(text, context).filter((d) => d.code === 'unclosed-tag');
    assert.deepEqual(first.map((d) => d.message), ['`<Note>` is never closed: add `</Note>`.', '`<Tip>` is never closed: add `</Tip>`.']);
    for (const round of [0, 1]) {
      const document = doc(text);
      const [finding] = check(text, context).filter((d) => d.code === 'unclosed-tag');
      const [action] = getPageCodeActions(document, finding.range, [finding], contextOf(document, context));
      assert.ok(action, `round ${round}: ${finding.message} has a fix`);
      text = TextDocument.applyEdits(document, action.edit!.changes![document.uri]);
    }
    assert.ok(parsePage(text).strict, text);
    assert.deepEqual(check(text, context).filter((d) => d.code === 'unclosed-tag'), []);
  });
});
