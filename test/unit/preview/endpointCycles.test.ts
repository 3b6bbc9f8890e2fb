/**
 * `$ref` cycles in an OpenAPI spec (issue 26, item 7): a schema that reaches itself, through `items`
 * or through a property, is drawn once and then cut with a visible "circular" marker, and the
 * endpoint page still renders.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderPreviewPage } from '../../../preview/src/endpoint';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { buildSiteModel } from '../../../service/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

function specWith(schemas: string): string {
  return `openapi: 3.0.3
info: { title: Cycles, version: 1.0.0 }
paths:
  /trees:
    post:
      summary: Plant a tree
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Root' }
      responses:
        '200':
          description: The tree.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Root' }
components:
  schemas:
${schemas}`;
}

function renderEndpoint(schemas: string): string {
  const files = {
    '/site/docs.json': JSON.stringify({ name: 'Cycles', openapi: 'api.yaml', navigation: [{ group: 'API', pages: ['trees'] }] }),
    '/site/api.yaml': specWith(schemas),
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

describe('preview: $ref cycles in an endpoint page', () => {
  it('an array whose items are itself', () => {
    const html = renderEndpoint(`    Root: { type: array, items: { $ref: '#/components/schemas/Root' } }\n`);
    assert.match(html, /circular/);
  });

  it('two arrays whose items are each other', () => {
    const html = renderEndpoint(`    Root: { type: array, items: { $ref: '#/components/schemas/Other' } }\n    Other: { type: array, items: { $ref: '#/components/schemas/Root' } }\n`);
    assert.match(html, /circular/);
  });

  it('an object whose property lists itself: drawn once, then marked circular', () => {
    const html = renderEndpoint(`    Root:
      type: object
      properties:
        name: { type: string, description: The node name. }
        children: { type: array, items: { $ref: '#/components/schemas/Root' } }
`);
    assert.match(html, /The node name\./);
    assert.match(html, /circular/i);
  });

  it('an allOf that includes itself', () => {
    const html = renderEndpoint(`    Root:
      allOf:
        - { $ref: '#/components/schemas/Root' }
        - { type: object, properties: { id: { type: integer, description: The id. } } }
`);
    assert.match(html, /The id\./);
  });
});
