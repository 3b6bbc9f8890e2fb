// One endpoint page, `POST /trees`, whose request and response bodies are a given root schema: the
// fixture of the schema-expansion tests (cycles, fan-out).
import assert from 'node:assert/strict';
import { renderPreviewPage } from '../../../preview/src/endpoint';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** An OpenAPI spec titled `title` whose one operation reads and returns `root`, with `schemas` (YAML lines at 4 spaces). */
export function treesSpec(title: string, root: string, schemas: string): string {
  return `openapi: 3.0.3
info: { title: ${title}, version: 1.0.0 }
paths:
  /trees:
    post:
      summary: Plant a tree
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${root}' }
      responses:
        '200':
          description: The tree.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${root}' }
components:
  schemas:
${schemas}`;
}

/** The preview's HTML of the `POST /trees` page of a site whose spec is `spec`; asserts it rendered. */
export function renderTreesEndpoint(spec: string): string {
  const files = {
    '/site/docs.json': JSON.stringify({ name: 'Trees', openapi: 'api.yaml', navigation: [{ group: 'API', pages: ['trees'] }] }),
    '/site/api.yaml': spec,
  };
  const workspace = new InMemoryWorkspace(files);
  const model = buildSiteModel('/site/docs.json', workspace, files['/site/docs.json']);
  const specs = new ApiSpecCache(workspace);
  const page = '---\nopenapi: POST /trees\n---\n';
  const result = renderPreviewPage(page, { pagePath: '/site/trees.mdx', docsRoot: '/site', workspace, assetUrl: (p) => 'https://res.test' + p }, { model, readSpec: (p) => specs.get(p) });
  assert.ok(result.ok, result.ok ? '' : result.error.message);
  assert.match(result.html, /Plant a tree/);
  return result.html;
}
