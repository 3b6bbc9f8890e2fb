import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shownByJsonSupport } from '../../../client/src/syntaxDuplicates';

// Issue #14, item 7: every syntax error of docs.json was listed twice, VS Code's and ours.

const colon = { code: 'json-syntax', data: { parseError: 'ColonExpected' } };
const comment = { code: 'json-syntax', data: { parseError: 'InvalidCommentToken' } };

describe("syntax errors that VS Code's JSON support shows too", () => {
  it('are left to VS Code in an open JSON document', () => {
    assert.equal(shownByJsonSupport(colon, 'json'), true);
    assert.equal(shownByJsonSupport(comment, 'json'), true);
    assert.equal(shownByJsonSupport({ code: { value: 'json-syntax', target: 'https://x' }, data: colon.data }, 'json'), true);
  });

  it('are ours when the document is not open: VS Code validates open documents only', () => {
    assert.equal(shownByJsonSupport(colon, undefined), false);
  });

  it('in JSON with Comments mode: a comment, which VS Code accepts and the site build does not, stays ours', () => {
    assert.equal(shownByJsonSupport(colon, 'jsonc'), true);
    assert.equal(shownByJsonSupport(comment, 'jsonc'), false);
  });

  it('ours alone: other languages, nesting too deep to parse, and every other rule', () => {
    assert.equal(shownByJsonSupport(colon, 'plaintext'), false);
    assert.equal(shownByJsonSupport({ code: 'json-syntax' }, 'json'), false);
    assert.equal(shownByJsonSupport({ code: 'missing-required', data: { parseError: 'ColonExpected' } }, 'json'), false);
  });
});

describe('a trailing comma beside VS Code (issue #12, item 6)', () => {
  const trailing = { code: 'json-syntax', data: { parseError: 'TrailingComma' } };

  it('stays ours in JSON with Comments mode, where VS Code only warns, and when the document is not open', () => {
    assert.equal(shownByJsonSupport(trailing, 'jsonc'), false);
    assert.equal(shownByJsonSupport(trailing, undefined), false);
  });

  it("is left to VS Code in JSON mode, where its own \"Trailing comma\" is an error at the same comma", () => {
    assert.equal(shownByJsonSupport(trailing, 'json'), true);
  });
});
