/**
 * `$ref` cycles in an OpenAPI spec (issue 26, item 7): a schema that reaches itself, through `items`
 * or through a property, is drawn once and then cut with a visible "circular" marker, and the
 * endpoint page still renders.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderTreesEndpoint, treesSpec } from './treesEndpoint';

const renderEndpoint = (schemas: string) => renderTreesEndpoint(treesSpec('Cycles', 'Root', schemas));

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
