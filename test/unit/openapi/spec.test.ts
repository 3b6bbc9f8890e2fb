import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseApiSpec } from '../../../service/src/openapi/spec';
import { BROKEN_YAML, PETSTORE_YAML, SWAGGER_JSON } from './fixtures';

describe('parseApiSpec', () => {
  it('lists operations with summaries and the place of their method key', () => {
    const spec = parseApiSpec(PETSTORE_YAML);
    assert.deepEqual(spec.operationList.map((o) => [o.key, o.summary]), [
      ['GET /pets', 'List pets'],
      ['POST /pets', 'Create a pet'],
      ['GET /pets/{petId}', 'Get a pet'],
    ]);
    const get = spec.operationList[0];
    assert.equal(PETSTORE_YAML.slice(get.offset, get.offset + get.length), 'get');
    assert.equal(PETSTORE_YAML.slice(0, get.offset).split('\n').length, 34);
    assert.deepEqual(spec.problems(), []);
  });

  it('resolves local $refs', () => {
    const resolved = parseApiSpec(PETSTORE_YAML).resolved() as any;
    const schema = resolved.paths['/pets'].post.requestBody.content['application/json'].schema;
    assert.equal(schema.properties.name.type, 'string');
    assert.equal(schema.$ref, undefined);
  });

  it('reads Swagger 2 JSON and upgrades it to OpenAPI 3.1 for rendering', () => {
    const spec = parseApiSpec(SWAGGER_JSON);
    assert.equal(spec.format, 'swagger');
    assert.deepEqual([...spec.operations], ['GET /orders/{id}']);
    assert.deepEqual(spec.problems(), []);
    const resolved = spec.resolved() as any;
    assert.match(String(resolved.openapi), /^3\.1/);
    assert.deepEqual(resolved.servers, [{ url: 'https://legacy.example/api' }]);
    assert.equal(resolved.paths['/orders/{id}'].get.responses['200'].content['application/json'].schema.properties.total.type, 'number');
  });

  it('locates schema violations at the member that breaks the specification', () => {
    const problems = parseApiSpec(BROKEN_YAML).problems();
    assert.ok(problems.length >= 2, JSON.stringify(problems));
    const lines = problems.map((p) => BROKEN_YAML.slice(0, p.offset).split('\n').length);
    // The parameter without `in` (line 9, `- name: q`) and the response without `description` (line 13).
    assert.ok(lines.includes(9), JSON.stringify(problems.map((p, i) => [lines[i], p.message])));
    assert.ok(lines.includes(13), JSON.stringify(problems.map((p, i) => [lines[i], p.message])));
    assert.ok(problems.some((p) => /description/.test(p.message)));
  });

  it('reports a YAML syntax error at its place and lists no operations', () => {
    const text = 'openapi: 3.1.0\npaths:\n  /a:\n    get: [unclosed\n';
    const spec = parseApiSpec(text);
    assert.ok(spec.error);
    assert.equal(spec.operations.size, 0);
    assert.ok(spec.problems()[0].offset > 20);
  });

  it('never follows a remote $ref', () => {
    const text = `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          $ref: 'https://example.invalid/r.yaml'\n`;
    const resolved = parseApiSpec(text).resolved() as any;
    assert.equal(resolved.paths['/a'].get.responses['200'].$ref, 'https://example.invalid/r.yaml');
  });
});
