/**
 * api-field-mismatch and the preview read an operation's parameters and media types through one
 * implementation (`openapi/endpointSchema.ts`): the fields the preview generates, written on the page,
 * are never reported, and fields that only the overridden path-level parameter or a non-JSON media
 * type describe are.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { endpointPage } from '../../../service/src/openapi/endpointPage';
import { parseApiSpec } from '../../../service/src/openapi/spec';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** The path declares `orderId` and `expand` one way, the operation overrides both; the body is XML first, JSON second. */
const SHOP = `openapi: 3.1.0
info: { title: Shop, version: "1" }
paths:
  /orders/{orderId}:
    parameters:
      - { name: orderId, in: path, required: true, schema: { type: string } }
      - { name: expand, in: query, required: true, schema: { type: string } }
      - { name: X-Shop, in: header, schema: { type: string } }
    post:
      summary: Update an order
      parameters:
        - { name: orderId, in: path, required: true, schema: { type: integer } }
        - { name: expand, in: query, schema: { type: boolean } }
      requestBody:
        required: true
        content:
          application/xml:
            schema: { type: object, required: [sku], properties: { sku: { type: string } } }
          application/json:
            schema: { type: object, required: [quantity], properties: { quantity: { type: integer }, note: { type: string } } }
      responses:
        "200":
          description: The order.
          content:
            text/plain:
              schema: { type: object, properties: { text: { type: string } } }
            application/json:
              schema: { type: object, required: [id], properties: { id: { type: string }, total: { type: number } } }
`;

const OPERATION = 'POST /orders/{orderId}';

function mismatches(body: string): string[] {
  const workspace = new InMemoryWorkspace({
    '/site/docs.json': JSON.stringify({ name: 'Shop', api: { openapi: 'shop.yaml' }, navigation: { pages: ['api/order'] } }),
    '/site/shop.yaml': SHOP,
  });
  const document = TextDocument.create('file:///site/api/order.mdx', 'mdx', 1, `---\nopenapi: ${OPERATION}\n---\n\n${body}\n`);
  return createLanguageService(workspace)
    .validate(document)
    .filter((d) => d.code === 'api-field-mismatch')
    .map((d) => String(d.message).replace(` \`${OPERATION}\` in shop.yaml`, ''));
}

/** The MDX the preview generates below the page for the operation. */
function previewMdx(): string {
  const spec = parseApiSpec(SHOP);
  const operation = spec.operationList.find((o) => o.key === OPERATION)!;
  const resolved = spec.resolved()!;
  return endpointPage(resolved, operation, undefined)!.sections;
}

describe('api-field-mismatch and the preview agree', () => {
  it('the preview takes the operation\'s parameter over the path\'s, and the JSON body over the first', () => {
    const mdx = previewMdx();
    assert.match(mdx, /<ParamField path="orderId" type="integer" required>/);
    assert.match(mdx, /<ParamField query="expand" type="boolean">/);
    assert.match(mdx, /<ParamField header="X-Shop" type="string">/);
    assert.match(mdx, /## Body · application\/json/);
    assert.match(mdx, /<ParamField body="quantity" type="integer" required>/);
    assert.doesNotMatch(mdx, /body="sku"/);
    assert.match(mdx, /### 200 · application\/json/);
    assert.doesNotMatch(mdx, /name="text"/);
  });

  it('reports none of the fields the preview generates, written on the page', () => {
    assert.deepEqual(mismatches(previewMdx()), []);
  });

  it('reports what only the overridden path parameters or the other media types say', () => {
    assert.deepEqual(
      mismatches(
        [
          '<ParamField path="orderId" type="string" required>x</ParamField>',
          '<ParamField query="expand" type="string" required>x</ParamField>',
          '<ParamField body="sku" type="string" required>x</ParamField>',
          '<ResponseField name="text" type="string">x</ResponseField>',
        ].join('\n'),
      ),
      [
        'The path parameter `orderId` is `string` here but `integer` in the operation.',
        'The query parameter `expand` is `string` here but `boolean` in the operation.',
        'The query parameter `expand` is required here but optional in the operation.',
        'The body field `sku` is not in the operation.',
        'The response field `text` is not in the operation.',
      ],
    );
  });
});
