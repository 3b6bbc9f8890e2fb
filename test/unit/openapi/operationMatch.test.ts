/**
 * One matcher for operation references (`findOperation`), which resolves a docs.json navigation entry
 * (`unknown-operation`) and `openapi:` frontmatter (`unknown-openapi-operation`, hover, go to
 * definition) as the site build does in each place. Method in any case everywhere.
 * - Both: a trailing `/` forgiven on either side when the file holds no path exactly as written
 *   (mintlify/docs#5478; @mintlify/common 1.0.1211 `findOpenApiPath`); a path the file holds exactly
 *   without the method is not looked for elsewhere in it.
 * - Frontmatter: a file name picks among the files holding the operation (path from the docs root,
 *   else part of it, else the file name without extension, else part of it) and falls back to any
 *   file holding it.
 * - Navigation: the file by its path from the docs root only (a leading `/` optional; the build
 *   stops on any other name).
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { namedSpecs } from '../../../service/src/openapi/scope';

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    get: { summary: List pets, responses: { "200": { description: ok } } }
  /pets/{petId}:
    get: { summary: Get a pet, responses: { "200": { description: ok } } }
  /stores/:
    get: { summary: List stores, responses: { "200": { description: ok } } }
  /owners:
    post: { summary: Add an owner, responses: { "200": { description: ok } } }
  /owners/:
    get: { summary: List owners, responses: { "200": { description: ok } } }
`;

/** Reference → whether the site build finds its operation [in the navigation, in frontmatter]. */
const REFERENCES: [string, boolean, boolean][] = [
  ['GET /pets', true, true],
  ['get /pets', true, true],
  ['GET /pets/{petId}', true, true],
  ['GET /stores/', true, true],
  ['specs/petstore.yaml GET /pets', true, true],
  ['/specs/petstore.yaml GET /pets', true, true],
  ['petstore GET /pets', false, true],
  ['petstore.yaml GET /pets', false, true],
  ['specs/petstore GET /pets', false, true],
  ['./specs/petstore.yaml GET /pets', false, true],
  ['GET /pets/', true, true],
  ['GET /pets/{petId}/', true, true],
  ['GET /stores', true, true],
  ['specs/petstore.yaml GET /pets/', true, true],
  ['POST /pets', false, false],
  ['petstore GET /pets/', false, true],
  ['POST /owners', true, true],
  ['GET /owners/', true, true],
  // A path held exactly without the method: `/owners` has POST only, `/owners/` GET only.
  ['GET /owners', false, false],
  ['POST /owners/', false, false],
  ['petstore.json GET /pets', false, true],
  ['other GET /pets', false, true],
];

function site(): { service: DocsLanguageService; workspace: InMemoryWorkspace } {
  const workspace = new InMemoryWorkspace({
    '/s/docs.json': JSON.stringify({ theme: 'mint', name: 'P', colors: { primary: '#123456' }, api: { openapi: 'specs/petstore.yaml' }, navigation: { pages: ['index', ...REFERENCES.map(([r]) => r)] } }),
    '/s/index.mdx': '---\ntitle: Home\n---\n',
    '/s/specs/petstore.yaml': SPEC,
  });
  return { service: createLanguageService(workspace), workspace };
}

const pageOf = (reference: string) => TextDocument.create('file:///s/api/op.mdx', 'mdx', 1, `---\nopenapi: "${reference}"\n---\n\nBody.\n`);

describe('one operation matcher for navigation and frontmatter', () => {
  const { service, workspace } = site();
  const config = TextDocument.create('file:///s/docs.json', 'json', 1, workspace.readFile('/s/docs.json')!);
  const navFindings = service.validate(config).filter((d) => d.code === 'unknown-operation');
  const reportedInNav = (reference: string) => navFindings.some((d) => config.getText(d.range) === JSON.stringify(reference));

  const verdict = (found: boolean) => (found ? 'accepts' : 'rejects');
  for (const [reference, inNavigation, found] of REFERENCES) {
    it(`${verdict(inNavigation)} "${reference}" in the navigation and ${verdict(found)} it in frontmatter`, () => {
      assert.equal(reportedInNav(reference), !inNavigation, `navigation: ${JSON.stringify(navFindings.map((d) => d.message))}`);
      const page = pageOf(reference);
      const pageFindings = service.validate(page).filter((d) => d.code === 'unknown-openapi-operation');
      assert.equal(pageFindings.length, found ? 0 : 1, `frontmatter: ${JSON.stringify(pageFindings.map((d) => d.message))}`);
      // Go to definition and hover find the operation exactly when the rule does.
      const inValue = page.positionAt(page.getText().indexOf(reference) + reference.length - 1);
      const definition = service.definition(page, inValue);
      assert.equal(definition?.uri, found ? 'file:///s/specs/petstore.yaml' : undefined);
      const hover = (service.hover(page, inValue)?.contents as { value: string } | undefined)?.value ?? '';
      assert.equal(/From `specs\/petstore\.yaml`/.test(hover), found, hover);
    });
  }

  it('names the file an entry names when no listed or unlisted file matches it', () => {
    const finding = navFindings.find((d) => config.getText(d.range) === '"other GET /pets"');
    assert.equal(finding?.message, '"other GET /pets" names an API operation, but no OpenAPI file "other" applies here or is found under the docs root.');
  });

  it('completes to keys that the matcher then accepts', () => {
    const page = TextDocument.create('file:///s/api/op.mdx', 'mdx', 1, '---\nopenapi: GET /s\n---\n');
    const labels = service.complete(page, { line: 1, character: 15 }).items.map((i) => i.label);
    assert.ok(labels.includes('GET /stores/'), JSON.stringify(labels));
    for (const label of labels) assert.equal(service.validate(pageOf(label)).filter((d) => d.code === 'unknown-openapi-operation').length, 0, label);
  });
});

describe('a spec name that climbs out of the docs root', () => {
  it('is never probed: whether such a file exists is not asked, and the entry reads as naming no file', () => {
    const workspace = new InMemoryWorkspace({ '/outside/secret.json': '{"openapi": "3.0.0"}', '/site/docs.json': '{}' });
    const asked: string[] = [];
    const exists = workspace.fileExists.bind(workspace);
    workspace.fileExists = (path: string) => (asked.push(path), exists(path));
    const ref = { specFile: '../outside/secret', method: 'GET', path: '/x' };
    assert.deepEqual(namedSpecs(ref, [], '/site', workspace), []);
    assert.deepEqual(asked.filter((p) => !p.startsWith('/site/')), [], 'no path outside the docs root is probed');
  });
});
