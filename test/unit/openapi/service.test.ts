/** The language service on an API site: the spec file as a document, and `openapi:` pages. */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { apiSite, BROKEN_YAML, PETSTORE_YAML } from './fixtures';

const open = (path: string, text: string, language = 'mdx') => TextDocument.create('file://' + path, language, 1, text);
const page = (frontmatter: string) => open('/site/api/list.mdx', `---\n${frontmatter}\n---\n\nBody text.\n`);
const at = (document: TextDocument, needle: string, delta = 1) => document.positionAt(document.getText().indexOf(needle) + delta);

describe('OpenAPI files as documents', () => {
  it('treats a listed spec, and any OpenAPI file under the docs root, as an API spec', () => {
    const service = createLanguageService(apiSite());
    assert.equal(service.kindOf(open('/site/openapi.yaml', PETSTORE_YAML, 'yaml')), 'apiSpec');
    assert.equal(service.kindOf(open('/site/broken.yaml', BROKEN_YAML, 'yaml')), 'apiSpec');
    assert.equal(service.kindOf(open('/site/other.yaml', 'name: not an api\n', 'yaml')), 'other');
  });

  it('shows the spec file its own problems at their line', () => {
    const service = createLanguageService(apiSite());
    assert.deepEqual(service.validate(open('/site/openapi.yaml', PETSTORE_YAML, 'yaml')), []);
    const diagnostics = service.validate(open('/site/broken.yaml', BROKEN_YAML, 'yaml'));
    assert.ok(diagnostics.length >= 2);
    assert.ok(diagnostics.every((d) => d.code === 'invalid-api-source'));
    assert.ok(diagnostics.some((d) => d.range.start.line === 12 && /description/.test(String(d.message))), JSON.stringify(diagnostics));
  });

  it('shows the editor text, not the disk text', () => {
    const service = createLanguageService(apiSite());
    const typing = PETSTORE_YAML.replace('summary: List pets', 'summary: [List pets');
    const diagnostics = service.validate(open('/site/openapi.yaml', typing, 'yaml'));
    assert.equal(diagnostics[0].range.start.line, 35);
  });
});

describe('openapi frontmatter', () => {
  const diagnosticsOf = (frontmatter: string) => createLanguageService(apiSite()).validate(page(frontmatter)).filter((d) => d.code === 'unknown-openapi-operation');

  it('accepts operations of the site spec and of a division spec, with or without a file', () => {
    assert.deepEqual(diagnosticsOf('openapi: GET /pets'), []);
    assert.deepEqual(diagnosticsOf('openapi: "get /pets/{petId}"'), []);
    assert.deepEqual(diagnosticsOf("openapi: 'legacy/swagger.json GET /orders/{id}'"), []);
    assert.deepEqual(diagnosticsOf('openapi: openapi POST /pets'), []);
  });

  it('reports an operation that matches nothing, with a did-you-mean, on the value', () => {
    const [d] = diagnosticsOf('openapi: "GET /pet"');
    assert.equal(d.severity, 1);
    assert.equal(d.message, 'No operation `GET /pet` in openapi.yaml, legacy/swagger.json, broken.yaml. Did you mean `GET /pets`?');
    assert.deepEqual(d.range, { start: { line: 1, character: 10 }, end: { line: 1, character: 18 } });
    assert.equal((d.data as { suggestion: string }).suggestion, 'GET /pets');
  });

  it('accepts a file name that no file has when another file holds the operation (the build falls back to it)', () => {
    assert.deepEqual(diagnosticsOf('openapi: v9.yaml GET /pets'), []);
  });

  it('does not judge a page whose spec in scope is a URL (never fetched)', () => {
    const ws = apiSite();
    ws.set('/site/docs.json', JSON.stringify({ name: 'P', api: { openapi: ['openapi.yaml', 'https://example.invalid/openapi.json'] }, navigation: { pages: ['api/list'] } }));
    const diagnostics = createLanguageService(ws).validate(page('openapi: GET /nowhere'));
    assert.deepEqual(diagnostics.filter((d) => d.code === 'unknown-openapi-operation'), []);
  });

  it('needs no title on an openapi page', () => {
    const diagnostics = createLanguageService(apiSite()).validate(page('openapi: GET /pets'));
    assert.deepEqual(diagnostics.filter((d) => d.code === 'frontmatter-title'), []);
  });

  it('completes the value to the operations in scope, with summaries', () => {
    const service = createLanguageService(apiSite());
    const document = page('openapi: "GET /p');
    const items = service.complete(document, at(document, 'GET /p', 6)).items;
    assert.deepEqual(items.map((i) => [i.label, i.detail]), [
      ['GET /pets', 'List pets'],
      ['POST /pets', 'Create a pet'],
      ['GET /pets/{petId}', 'Get a pet'],
      ['GET /orders/{id}', 'Read an order'],
      // broken.yaml is no listed source, but an OpenAPI file under the docs root all the same.
      ['GET /things', undefined],
    ]);
    assert.deepEqual((items[0].textEdit as { range: unknown }).range, { start: { line: 1, character: 10 }, end: { line: 1, character: 16 } });
  });

  it('hovers the value with the operation summary and its file', () => {
    const service = createLanguageService(apiSite());
    const document = page('openapi: GET /pets');
    const hover = service.hover(document, at(document, 'GET /pets', 3));
    const value = (hover?.contents as { value: string }).value;
    assert.match(value, /`GET \/pets` — \*\*List pets\*\*/);
    assert.match(value, /Lists every pet, newest first\./);
    assert.match(value, /From `openapi.yaml`/);
  });

  it('says in hover that a URL spec is never fetched', () => {
    const ws = apiSite();
    ws.set('/site/docs.json', JSON.stringify({ name: 'P', api: { openapi: 'https://example.invalid/openapi.json' }, navigation: { pages: ['api/list'] } }));
    const document = page('openapi: GET /pets');
    const value = (createLanguageService(ws).hover(document, at(document, 'GET /pets', 3))?.contents as { value: string }).value;
    assert.match(value, /never fetches remote OpenAPI files/);
  });

  it('goes to the operation in the spec', () => {
    const service = createLanguageService(apiSite());
    const document = page('openapi: GET /pets/{petId}');
    const location = service.definition(document, at(document, '/pets/{', 3));
    assert.equal(location?.uri, 'file:///site/openapi.yaml');
    const line = PETSTORE_YAML.split('\n')[location!.range.start.line];
    assert.equal(line.trim(), 'get:');
    assert.equal(PETSTORE_YAML.split('\n')[location!.range.start.line - 1].trim(), '/pets/{petId}:');
  });
});
