import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { buildSiteModel } from '../../../site/src/model/build';
import { parseSiteJson, TRAILING_COMMA } from '../../../site/src/model/siteJson';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { makeSite } from './helpers';

/** A minimal docs.json in today's layout with the given navigation (as in today.test.ts). */
const today = (navigation: string) =>
  `{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0E7490" },\n  "navigation": ${navigation}\n}`;

// Issue #14, item 9: one brace typed and not yet closed gave 20 problems, among them a false
// "Missing required property navigation" and unmatched-url-prefix warnings.

/** Today's layout with a tab holding a page that does not exist: the good file has one finding. */
const good = today('{ "tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "pages": ["introduction", "quickstart", "nowhere"] }] }] }');
/** The same file while `"logo": {` is being typed above navigation: everything after it nests in logo. */
const typing = good.replace('"navigation":', '"logo": {\n  "navigation":');

const codesOf = (text: string) => {
  const { service, document } = makeSite(text);
  return service.validate(document).map((d) => d.code);
};

describe('docs.json that does not parse (a brace typed, not closed yet)', () => {
  it('reports only the syntax error: no schema or site check of the half-read tree', () => {
    assert.deepEqual(codesOf(good), ['missing-page'], 'the well-formed file');
    // What the tolerant parse makes of it: navigation is gone from the top.
    assert.equal(buildSiteModel('/site/docs.json', new InMemoryWorkspace(), typing).navigation.items.length, 0);
    const codes = codesOf(typing);
    assert.ok(codes.length > 0);
    assert.deepEqual(new Set(codes), new Set(['json-syntax']));
  });

  it("marks each syntax error with the parser's error kind, for the editor to tell which ones VS Code shows too", () => {
    const { service, document } = makeSite(typing);
    for (const d of service.validate(document)) assert.equal(typeof (d.data as { parseError?: unknown }).parseError, 'string');
  });

  it('a trailing comma or a comment moves nothing: the other checks still run beside the syntax error', () => {
    const trailing = good.replace('"nowhere"]', '"nowhere",]');
    assert.deepEqual(codesOf(trailing).sort(), ['json-syntax', 'missing-page']);
    const commented = good.replace('"theme"', '// the look\n  "theme"');
    assert.deepEqual(codesOf(commented).sort(), ['json-syntax', 'missing-page']);
  });

  it('a trailing comma with a comment after it is still a trailing comma, at the comma', () => {
    for (const text of ['{"a": 1, /* more soon */}', '{"a": [1, // more soon\n]}']) {
      const parsed = parseSiteJson(text);
      assert.equal(parsed.wellFormed, true, text);
      assert.deepEqual(parsed.errors.map((e) => [e.code, e.offset]).sort((a, b) => (a[1] as number) - (b[1] as number)), [[TRAILING_COMMA, text.indexOf(',')], ['InvalidCommentToken', text.indexOf('/')]].sort((a, b) => (a[1] as number) - (b[1] as number)), text);
    }
    assert.equal(parseSiteJson('{"a": 1, "b": }').wellFormed, false, 'a missing value is no trailing comma');
  });

  it('the checks come back once the brace is closed', () => {
    const closed = typing.replace('"navigation":', '"light": "/logo/light.svg", "dark": "/logo/light.svg" },\n  "navigation":');
    assert.deepEqual(codesOf(closed), ['missing-page']);
  });
});

describe('pages while docs.json does not parse', () => {
  const config = '{\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["guide", "linking"] }],\n  "redirects": [{ "source": "/old-guide", "destination": "/guide" }]\n}';
  const broken = config.replace('"redirects"', '"seo": {\n  "redirects"');
  const page = '---\ntitle: Linking\ndescription: Links.\n---\n\nSee [the old guide](/old-guide).\n';

  function site() {
    const workspace = new InMemoryWorkspace({ '/s/docs.json': config, '/s/guide.mdx': '---\ntitle: Guide\ndescription: G.\n---\n', '/s/linking.mdx': page });
    const service = createLanguageService(workspace);
    const linking = TextDocument.create('file:///s/linking.mdx', 'mdx', 1, page);
    return { workspace, service, linking };
  }

  it('are checked against the last docs.json that parsed, not the half-read one', () => {
    const { workspace, service, linking } = site();
    // The link follows the redirect: served, one redirect later (redirected-link, information).
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['redirected-link'], 'the link follows the redirect');
    assert.equal(buildSiteModel('/s/docs.json', workspace, broken).redirects.length, 0, 'the half-read file has lost the redirect');
    workspace.set('/s/docs.json', broken); // saved mid-edit (or read through an editor overlay)
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['redirected-link']);
  });

  it('follow docs.json as written when its only errors are trailing commas or comments', () => {
    // One parse decides "well formed" for the editor's docs.json checks and for the model the pages
    // are checked against: a trailing comma moves nothing, so the new redirect counts at once.
    const { workspace, service, linking } = site();
    const moved = config.replace('/old-guide', '/former-guide');
    workspace.set('/s/docs.json', moved);
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['broken-link']);
    const trailing = moved.replace('"/guide" }]', '"/guide" },]').replace('/former-guide', '/old-guide');
    assert.match(trailing, /\},\]/);
    workspace.set('/s/docs.json', trailing);
    assert.equal(buildSiteModel('/s/docs.json', workspace).syntaxError?.wellFormed, true);
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['redirected-link'], 'the redirect written with a trailing comma after it is read');
    const commented = config.replace('"redirects"', '// moved pages\n  "redirects"').replace('/old-guide', '/former-guide');
    workspace.set('/s/docs.json', commented);
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['broken-link'], 'and so is a changed one beside a comment');
    workspace.set('/s/docs.json', broken);
    assert.equal(buildSiteModel('/s/docs.json', workspace).syntaxError?.wellFormed, false);
  });

  it('follow docs.json again once it parses, and without an earlier good version use what can be read', () => {
    const { workspace, service, linking } = site();
    workspace.set('/s/docs.json', broken);
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['broken-link'], 'nothing better is known');
    workspace.set('/s/docs.json', config.replace('/old-guide', '/former-guide'));
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['broken-link'], 'the new redirect does not cover the link');
    workspace.set('/s/docs.json', config);
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['redirected-link']);
  });
});
