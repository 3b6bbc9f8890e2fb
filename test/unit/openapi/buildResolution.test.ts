/**
 * How the site build resolves `openapi:` frontmatter against the OpenAPI files of a site, each
 * behaviour pinned on a minimal site (read from the vendor's published build packages, not copied):
 * - it finds every OpenAPI file under the docs root, whether docs.json lists it or not;
 * - a file name before the method is read as a path from the docs root (`/`, `./`, `../` dropped)
 *   and picks, among the files that hold the operation, the one whose path equals it, else the first
 *   whose path contains it (case counts);
 * - when no file so named holds the operation, any file that holds it is used (a translated spec
 *   missing one operation still renders from the English one), and hover says so;
 * - when no file holds it, the page has no operation: the error stays.
 * A navigation entry does not fall back: the build looks it up in the file it names only.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** A minimal OpenAPI file holding `GET` on each path. */
const spec = (...paths: string[]) =>
  JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: Object.fromEntries(paths.map((p) => [p, { get: { summary: `Get ${p}`, responses: { '200': { description: 'ok' } } } }])) });

function site(files: Record<string, string>, config: Record<string, unknown> = {}): DocsLanguageService {
  const docsJson = JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#123456' }, navigation: { pages: ['index'] }, ...config });
  return createLanguageService(new InMemoryWorkspace({ '/s/docs.json': docsJson, '/s/index.mdx': '---\ntitle: Home\n---\n', ...files }));
}

const page = (value: string, path = '/s/ref.mdx') => TextDocument.create(`file://${path}`, 'mdx', 1, `---\ntitle: Ref\nopenapi: "${value}"\n---\n\nBody.\n`);
const inValue = (doc: TextDocument) => doc.positionAt(doc.getText().indexOf('openapi: "') + 11);
const errors = (service: DocsLanguageService, doc: TextDocument) => service.validate(doc).filter((d) => d.code === 'unknown-openapi-operation').map((d) => String(d.message));
const definitionOf = (service: DocsLanguageService, doc: TextDocument) => service.definition(doc, inValue(doc))?.uri.replace('file:///s/', '');
const hoverOf = (service: DocsLanguageService, doc: TextDocument) => (service.hover(doc, inValue(doc))?.contents as { value: string } | undefined)?.value ?? '';

describe('spec discovery', () => {
  it('finds an OpenAPI file that docs.json does not list, beside one it lists', () => {
    const service = site({ '/s/openapi.json': spec('/a'), '/s/api-reference/extra.json': spec('/b') }, { api: { openapi: 'openapi.json' } });
    const doc = page('GET /b');
    assert.deepEqual(errors(service, doc), []);
    assert.equal(definitionOf(service, doc), 'api-reference/extra.json');
  });

  it('leaves out what `.mintignore` leaves out, as the build lists no ignored file, and follows an edit of it', () => {
    const workspace = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['index'] }] }),
      '/s/index.mdx': '---\ntitle: Home\n---\n',
      '/s/.mintignore': 'notes.txt\n',
      '/s/drafts/extra.json': spec('/b'),
    });
    const service = createLanguageService(workspace);
    const doc = page('GET /b');
    assert.deepEqual(errors(service, doc), []);
    // An edit of `.mintignore` alone (no file created or deleted): the next check sees it.
    const generation = workspace.generation;
    workspace.set('/s/.mintignore', 'drafts/\n');
    assert.equal(workspace.generation, generation);
    const after = TextDocument.create(doc.uri, 'mdx', 2, doc.getText());
    assert.equal(errors(service, after).length, 1);
    workspace.set('/s/.mintignore', 'notes.txt\n');
    assert.deepEqual(errors(service, TextDocument.create(doc.uri, 'mdx', 3, doc.getText())), []);
  });

  it('completes operations of an unlisted file too', () => {
    const service = site({ '/s/openapi.json': spec('/a'), '/s/more/extra.json': spec('/b') }, { api: { openapi: 'openapi.json' } });
    const doc = TextDocument.create('file:///s/ref.mdx', 'mdx', 1, '---\nopenapi: GET /\n---\n');
    const labels = service.complete(doc, { line: 1, character: 15 }).items.map((i) => i.label);
    assert.deepEqual(labels.sort(), ['GET /a', 'GET /b']);
  });
});

describe('the file a page names', () => {
  it('is read as a path from the docs root: `../api.gen.json` is part of `api-reference/api.gen.json`', () => {
    const service = site({ '/s/api-reference/api.gen.json': spec('/x'), '/s/other.json': spec('/x') });
    for (const name of ['../api.gen.json', '/api.gen.json', './api.gen.json', 'api-reference/api.gen.json', 'api.gen']) {
      const doc = page(`${name} GET /x`, '/s/api-reference/x.mdx');
      assert.deepEqual(errors(service, doc), [], name);
      assert.equal(definitionOf(service, doc), 'api-reference/api.gen.json', name);
      assert.doesNotMatch(hoverOf(service, doc), /fallback/, name);
    }
  });

  it('picks the file whose path equals the name before one whose path merely contains it', () => {
    const service = site({ '/s/es/openapi.json': spec('/pets'), '/s/openapi.json': spec('/pets') }, { api: { openapi: ['es/openapi.json', 'openapi.json'] } });
    assert.equal(definitionOf(service, page('openapi.json GET /pets')), 'openapi.json');
    assert.equal(definitionOf(service, page('es/openapi.json GET /pets')), 'es/openapi.json');
    assert.equal(definitionOf(service, page('GET /pets')), 'es/openapi.json', 'no name: the first file that holds it');
  });

  it('takes the first file whose path contains the name, even before one named exactly so', () => {
    const service = site({ '/s/api/v2-beta.json': spec('/x'), '/s/api/v2.json': spec('/x') }, { api: { openapi: ['api/v2-beta.json', 'api/v2.json'] } });
    assert.equal(definitionOf(service, page('v2 GET /x')), 'api/v2-beta.json');
    assert.equal(definitionOf(service, page('v2.json GET /x')), 'api/v2.json');
  });
});

describe('fallback to any file that holds the operation', () => {
  const files = { '/s/openapi.json': spec('/pets', '/only-en'), '/s/es/openapi.json': spec('/pets') };

  it('renders a translated page from the English spec when the named spec lacks the operation, and says so in hover', () => {
    const service = site(files, { api: { openapi: ['openapi.json', 'es/openapi.json'] } });
    const doc = page('es/openapi.json GET /only-en', '/s/es/ref.mdx');
    assert.deepEqual(errors(service, doc), []);
    assert.equal(definitionOf(service, doc), 'openapi.json');
    const hover = hoverOf(service, doc);
    assert.match(hover, /From `openapi\.json`\./);
    assert.match(hover, /Found by fallback: `es\/openapi\.json`, which `es\/openapi\.json` names, has no `GET \/only-en`/);
  });

  it('falls back too when the name matches no file at all (case counts: `OpenAPI.json` is not `openapi.json`)', () => {
    const service = site(files);
    const doc = page('OpenAPI.json GET /only-en');
    assert.deepEqual(errors(service, doc), []);
    assert.match(hoverOf(service, doc), /Found by fallback: no OpenAPI file is named `OpenAPI\.json`/);
  });

  it('claims no fallback when the named file is a URL, which is never fetched and may hold it', () => {
    const service = site(files, { api: { openapi: ['https://example.invalid/openapi.json', 'openapi.json'] } });
    const doc = page('https://example.invalid/openapi.json GET /only-en');
    assert.deepEqual(errors(service, doc), []);
    const hover = hoverOf(service, doc);
    assert.match(hover, /From `openapi\.json`\./);
    assert.doesNotMatch(hover, /fallback/);
  });

  it('keeps the error when no file holds the operation', () => {
    const service = site(files, { api: { openapi: ['openapi.json', 'es/openapi.json'] } });
    assert.deepEqual(errors(service, page('es/openapi.json GET /nowhere')), ['No operation `GET /nowhere` in openapi.json, es/openapi.json.']);
  });

  it('is not done for a navigation entry: the build looks it up in the file it names only', () => {
    const navigation = { pages: ['index', 'es/openapi.json GET /only-en', 'es/openapi.json GET /pets'] };
    const service = site(files, { api: { openapi: ['openapi.json', 'es/openapi.json'] }, navigation });
    const config = TextDocument.create('file:///s/docs.json', 'json', 1, JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#123456' }, api: { openapi: ['openapi.json', 'es/openapi.json'] }, navigation }));
    const found = service.validate(config).filter((d) => d.code === 'unknown-operation');
    assert.deepEqual(found.map((d) => config.getText(d.range)), ['"es/openapi.json GET /only-en"']);
  });
});
