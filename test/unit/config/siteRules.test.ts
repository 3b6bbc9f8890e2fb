import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { rangeOf } from './helpers';

/** Codes of the cross-file (site model) rules; schema findings are tested elsewhere. */
const SITE_CODES = new Set(['missing-page', 'duplicate-page', 'missing-asset', 'invalid-ref', 'unknown-operation', 'invalid-api-source', 'duplicate-redirect', 'redirect-target', 'ignored-config', 'orphan-page']);

const OPENAPI = `openapi: 3.1.0
info: { title: Acme, version: "1" }
paths:
  /users:
    get: { summary: List users }
    post: { summary: Create a user }
  /users/{id}:
    delete: { summary: Delete a user }
`;

function site(files: Record<string, string>) {
  const workspace = new InMemoryWorkspace({
    '/s/index.mdx': '---\ntitle: Home\n---\n',
    '/s/guides/intro.mdx': '---\ntitle: Intro\n---\n',
    '/s/openapi.yaml': OPENAPI,
    '/s/logo.svg': '<svg/>',
    ...files,
  });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const check = (path: string) => {
    const document = TextDocument.create('file://' + path, path.endsWith('.json') ? 'json' : 'mdx', 1, workspace.readFile(path)!);
    return service.validate(document, defaultSettings).filter((d) => SITE_CODES.has(String(d.code)));
  };
  return { workspace, service, check };
}

const today = (navigation: string, extra = '') => `{ "theme": "mint", "name": "A", "colors": { "primary": "#123456" },${extra} "navigation": ${navigation} }`;

describe('site checks of today\'s layout', () => {
  it('missing-page: a page and a group root with no file, inside tabs; operations have no file', () => {
    const text = today('{ "tabs": [{ "tab": "T", "openapi": "openapi.yaml", "groups": [{ "group": "G", "root": "guides/missing-root", "pages": ["index", "guides/nope", "GET /users"] }] }] }');
    const { check } = site({ '/s/docs.json': text });
    const found = check('/s/docs.json');
    assert.deepEqual(found.map((d) => [d.code, d.message]), [
      ['missing-page', 'Group root page "guides/missing-root" does not exist: no guides/missing-root.mdx or guides/missing-root.md under the docs root.'],
      ['missing-page', 'Page "guides/nope" does not exist: no guides/nope.mdx or guides/nope.md under the docs root.'],
    ]);
    assert.deepEqual(found[1].range, rangeOf(text, '"guides/nope"'));
    assert.equal(found[1].severity, DiagnosticSeverity.Error);
  });

  it('duplicate-page: twice within one language is a warning; once per language is fine', () => {
    const text = today('{ "languages": [{ "language": "en", "pages": ["index", "guides/intro", "index"] }, { "language": "fr", "pages": ["index"] }] }');
    const { check } = site({ '/s/docs.json': text });
    const found = check('/s/docs.json');
    assert.deepEqual(found.map((d) => d.code), ['duplicate-page']);
    assert.deepEqual(found[0].range, rangeOf(text, '"index"', 1));
    assert.equal(found[0].severity, DiagnosticSeverity.Warning);
  });

  it('unknown-operation: an entry that matches no operation in scope, with a did-you-mean', () => {
    const text = today('{ "tabs": [{ "tab": "API", "openapi": "openapi.yaml", "pages": ["GET /users", "delete /users/{id}", "GET /user", "openapi.yaml PATCH /users"] }, { "tab": "Other", "pages": ["POST /x"] }] }');
    const { check } = site({ '/s/docs.json': text });
    const found = check('/s/docs.json');
    assert.deepEqual(found.map((d) => d.message), [
      'No operation `GET /user` in openapi.yaml. Did you mean `GET /users`?',
      'No operation `PATCH /users` in openapi.yaml. Did you mean `GET /users`?',
      '"POST /x" names an API operation, but no OpenAPI file applies here (set `openapi` on a division above it or in `api.openapi`).',
    ]);
    assert.deepEqual(found[0].range, rangeOf(text, '"GET /user"'));
  });

  it('unknown-operation: its fix writes the operation meant, keeping the file an entry names (issue 38)', () => {
    const text = today('{ "tabs": [{ "tab": "API", "openapi": "openapi.yaml", "pages": ["GET /user", "openapi.yaml PATCH /users"] }] }');
    const { service, check, workspace } = site({ '/s/docs.json': text });
    const document = TextDocument.create('file:///s/docs.json', 'json', 1, text);
    const titles: string[] = [];
    let fixed = text;
    for (const d of check('/s/docs.json')) {
      const [fix] = service.codeActions(document, d.range, [d], defaultSettings);
      titles.push(fix.title);
      assert.equal(fix.isPreferred, true);
      fixed = TextDocument.applyEdits(TextDocument.create('file:///s/docs.json', 'json', 1, fixed), fix.edit!.changes!['file:///s/docs.json']);
    }
    assert.deepEqual(titles, ['Change "GET /user" to "GET /users"', 'Change "openapi.yaml PATCH /users" to "openapi.yaml GET /users"']);
    workspace.set('/s/docs.json', fixed);
    assert.deepEqual(check('/s/docs.json').filter((d) => d.code === 'unknown-operation'), [], fixed);
  });

  it('unknown-operation: the site-wide api.openapi applies; a remote source is not fetched, so not checked', () => {
    const local = today('{ "pages": ["POST /users", "PUT /users"] }', ' "api": { "openapi": "openapi.yaml" },');
    assert.deepEqual(site({ '/s/docs.json': local }).check('/s/docs.json').map((d) => d.message), ['No operation `PUT /users` in openapi.yaml. Did you mean `GET /users`?']);
    const remote = today('{ "pages": ["PUT /anything"] }', ' "api": { "openapi": "https://acme.test/openapi.json" },');
    assert.deepEqual(site({ '/s/docs.json': remote }).check('/s/docs.json'), []);
  });

  it('invalid-api-source: a missing file and one that does not parse, located at the source', () => {
    const text = today('{ "tabs": [{ "tab": "A", "openapi": "missing.yaml", "pages": ["index"] }, { "tab": "B", "openapi": { "source": "broken.json" }, "pages": ["guides/intro"] }] }');
    const found = site({ '/s/docs.json': text, '/s/broken.json': '{ "openapi": "3.0.0", "paths": {\n  "x": [ }' }).check('/s/docs.json');
    assert.deepEqual(found.map((d) => d.code), ['invalid-api-source', 'invalid-api-source']);
    assert.equal(found[0].message, 'OpenAPI file "missing.yaml" does not exist under the docs root.');
    assert.match(String(found[1].message), /^OpenAPI file "broken\.json" does not parse \(line 2\)/);
    assert.deepEqual(found[1].range, rangeOf(text, '"broken.json"'));
  });

  it('missing-asset: logo pair, favicon pair, background image, font source', () => {
    const text = today('{ "pages": ["index"] }', ' "logo": { "light": "/logo.svg", "dark": "/logo-dark.svg" }, "favicon": { "light": "/logo.svg", "dark": "/fav.png" }, "background": { "image": "/bg.png" }, "fonts": { "family": "X", "source": "https://cdn.test/x.woff2", "format": "woff2" },');
    const found = site({ '/s/docs.json': text }).check('/s/docs.json');
    assert.deepEqual(found.map((d) => d.message), [
      'File "/logo-dark.svg" for `logo.dark` does not exist under the docs root.',
      'File "/fav.png" for `favicon.dark` does not exist under the docs root.',
      'File "/bg.png" for `background.image` does not exist under the docs root.',
    ]);
  });

  it('redirects: a source given twice is an error; a destination that leads nowhere is a warning', () => {
    const text = today('{ "pages": ["index"] }', ' "redirects": [{ "source": "/a", "destination": "/guides/intro" }, { "source": "/a", "destination": "/index" }, { "source": "/b", "destination": "/gone" }, { "source": "/c", "destination": "/a" }, { "source": "/d", "destination": "https://x.test" }, { "source": "/e/:slug", "destination": "/new/:slug" }],');
    const found = site({ '/s/docs.json': text }).check('/s/docs.json');
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [['duplicate-redirect', DiagnosticSeverity.Error], ['redirect-target', DiagnosticSeverity.Warning]]);
    assert.deepEqual(found[0].range, rangeOf(text, '"/a"', 1));
    assert.deepEqual(found[1].range, rangeOf(text, '"/gone"'));
  });

  it('invalid-ref: reported at the $ref in docs.json; entries of a $ref\'d file are checked in that file', () => {
    const text = today('{ "languages": [{ "$ref": "./fr.json" }, { "$ref": "./nope.json" }] }');
    const fr = '{ "language": "fr", "pages": ["fr/missing", "index"] }';
    const { check, service, workspace } = site({ '/s/docs.json': text, '/s/fr.json': fr });
    assert.deepEqual(check('/s/docs.json').map((d) => [d.code, d.message]), [['invalid-ref', '"$ref" file "./nope.json" does not exist.']]);
    const part = TextDocument.create('file:///s/fr.json', 'json', 1, fr);
    assert.equal(service.kindOf(part), 'configPart');
    const inPart = check('/s/fr.json');
    assert.deepEqual(inPart.map((d) => d.code), ['missing-page']);
    assert.deepEqual(inPart[0].range, rangeOf(fr, '"fr/missing"'));
    // A JSON file no configuration refers to gets nothing.
    workspace.set('/s/other.json', '{ "pages": ["x"] }');
    assert.equal(service.kindOf(TextDocument.create('file:///s/other.json', 'json', 1, '{}')), 'other');
  });
});

describe('site checks of the spec\'s layout and mint.json', () => {
  it('a mint.json site is checked like docs.json', () => {
    const text = '{ "name": "Old", "navigation": [{ "group": "G", "pages": ["index", "gone"] }] }';
    const found = site({ '/s/mint.json': text }).check('/s/mint.json');
    assert.deepEqual(found.map((d) => d.message), ['Page "gone" does not exist: no gone.mdx or gone.md under the docs root.']);
  });

  it('a mint.json beside docs.json gets one info that it is ignored, and no other check', () => {
    const mint = '{ "name": "Old", "navigation": [{ "group": "G", "pages": ["gone"] }] }';
    const { check } = site({ '/s/mint.json': mint, '/s/docs.json': today('{ "pages": ["index"] }') });
    const found = check('/s/mint.json');
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [['ignored-config', DiagnosticSeverity.Information]]);
    assert.match(String(found[0].message), /ignored: docs\.json in the same folder defines the site/);
  });

  it('a docs.json below another site\'s docs root is ignored too', () => {
    const { check } = site({ '/s/docs.json': today('{ "pages": ["index"] }'), '/s/ja/docs.json': '{ "name": "Stale", "navigation": [{ "group": "G", "pages": ["gone"] }] }' });
    const found = check('/s/ja/docs.json');
    assert.deepEqual(found.map((d) => d.code), ['ignored-config']);
    assert.match(String(found[0].message), /below the docs root of the site defined by docs\.json in \/s/);
  });

  it('old-layout duplicates across the whole navigation are still reported', () => {
    const text = '{ "name": "Old", "navigation": [{ "group": "G", "pages": ["index"] }, { "group": "H", "pages": ["index"] }] }';
    assert.deepEqual(site({ '/s/docs.json': text }).check('/s/docs.json').map((d) => d.code), ['duplicate-page']);
  });
});

describe('links in pages read the site model', () => {
  const links = (config: string, page: string, files: Record<string, string> = {}) => {
    const { service, workspace } = site({ '/s/docs.json': config, '/s/page.mdx': page, ...files });
    const document = TextDocument.create('file:///s/page.mdx', 'mdx', 1, workspace.readFile('/s/page.mdx')!);
    return service.validate(document, defaultSettings).filter((d) => d.code === 'broken-link').map((d) => d.message);
  };
  const page = (...urls: string[]) => `---\ntitle: P\ndescription: D\n---\n\n${urls.map((u) => `See [the page](${u}).`).join('\n\n')}\n`;

  it('redirect sources (with :param and *) are valid link targets', () => {
    const config = today('{ "pages": ["index"] }', ' "redirects": [{ "source": "/old/:slug*", "destination": "/index" }, { "source": "/exact", "destination": "/index" }],');
    assert.deepEqual(links(config, page('/old/a/b', '/exact', '/exactly')), ['No page or file `exactly` exists in this site.']);
  });

  it('pages generated from OpenAPI under a division directory, and pages under a language prefix, are valid', () => {
    const config = today('{ "languages": [{ "language": "en", "tabs": [{ "tab": "API", "openapi": { "source": "openapi.yaml", "directory": "reference" }, "pages": ["GET /users"] }] }, { "language": "fr", "pages": ["index"] }] }');
    assert.deepEqual(links(config, page('/reference/users/list-users', '/fr/guides/intro', '/fr/guides/nope', '/de/guides/intro')), [
      'No page or file `fr/guides/nope` exists in this site.',
      'No page or file `de/guides/intro` exists in this site.',
    ]);
  });

  it('a string elsewhere in docs.json (the site name) is no page', () => {
    const config = today('{ "pages": ["index"] }');
    assert.deepEqual(links(config, page('/A')), ['No page or file `A` exists in this site.']);
  });
});
