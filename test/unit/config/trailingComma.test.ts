/**
 * Issue 12, item 6: a trailing comma was two `json-syntax` errors in the editor and fine in the
 * preview. The site build reads docs.json as JSON and rejects it: one error, at the comma, in the
 * editor, and the same error (message and line) from the site model the preview reads.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSiteModel } from '../../../site/src/model/build';
import { parseSiteJson } from '../../../site/src/model/siteJson';
import { buildChrome } from '../../../preview/src/chrome';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { makeSite, rangeOf } from './helpers';

const GOOD = '{\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["index"] }]\n}';
const TRAILING_IN_OBJECT = '{\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["index"] }],\n}';
const TRAILING_IN_ARRAY = '{\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["index",] }]\n}';

function editorSyntaxErrors(text: string) {
  const { service, document } = makeSite(text, { '/site/index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n' });
  return service.validate(document).filter((d) => d.code === 'json-syntax');
}

function previewOf(text: string) {
  const ws = new InMemoryWorkspace({ '/s/docs.json': text, '/s/index.mdx': '# Home\n' });
  const model = buildSiteModel('/s/docs.json', ws);
  return { model, chrome: buildChrome(model, { pageId: 'index', workspace: ws, assetUrl: (p) => p }) };
}

describe('a trailing comma in docs.json', () => {
  for (const [where, text] of [['an object', TRAILING_IN_OBJECT], ['an array', TRAILING_IN_ARRAY]]) {
    it(`in ${where}: one json-syntax error in the editor, on the comma`, () => {
      const errors = editorSyntaxErrors(text);
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.deepEqual(errors[0].range, rangeOf(text, ',', text.split(',').length - 2));
      assert.match(String(errors[0].message), /^Trailing comma/);
      assert.deepEqual(errors[0].data, { parseError: 'TrailingComma' });
    });

    it(`in ${where}: the preview reports the same error at the same line, instead of rendering`, () => {
      const [error] = editorSyntaxErrors(text);
      const { model, chrome } = previewOf(text);
      assert.equal(model.syntaxError?.message, error.message);
      assert.equal(chrome.ok, false);
      assert.equal(chrome.ok ? '' : chrome.error, `docs.json: ${String(error.message).replace(/\.$/, '')} at line ${error.range.start.line + 1}`);
      // Read as far as it goes, as before: nothing the author wrote is lost to the comma.
      assert.equal(model.name, 'S');
      assert.ok(model.navigation.items.length > 0);
    });
  }

  it('a valid docs.json: no error in either', () => {
    assert.deepEqual(editorSyntaxErrors(GOOD), []);
    assert.equal(previewOf(GOOD).chrome.ok, true);
  });

  it('other syntax errors keep their kind; a doubled comma is its own error beside the trailing one', () => {
    assert.deepEqual(parseSiteJson('{"a": 1 "b": 2}').errors.map((e) => e.code), ['CommaExpected']);
    assert.deepEqual(parseSiteJson('{"a": 1,,}').errors.map((e) => `${e.code}@${e.offset}`), ['PropertyNameExpected@8', 'ValueExpected@8', 'TrailingComma@8']);
    assert.deepEqual(parseSiteJson('\uFEFF{"a": 1}').errors, []);
  });
});
