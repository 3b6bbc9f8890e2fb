/**
 * The facts of a parsed OpenAPI text (openapi/specFacts.ts), which `docsite check --cache` keeps by
 * text hash: a spec restored from them answers as the parsed one does, parses its text only for its
 * problems or resolved document, and facts read from a file are taken only in their exact shape.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { parseApiSpec } from '../../../service/src/openapi/spec';
import { factsOf, restoredSpec, validFacts, type SpecFacts } from '../../../service/src/openapi/specFacts';
import { hashText } from '../../../common/src';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const SPEC = `openapi: 3.1.0
info: {title: Shop, version: "1"}
paths:
  /items:
    get: {summary: List, description: All items, responses: {"200": {description: ok}}}
    post: {deprecated: true, responses: {"200": {description: ok}}}
  /items/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    delete: {responses: {"204": {description: gone}}}
webhooks:
  created:
    post: {responses: {"200": {description: ok}}}
components: {}
`;
const BROKEN = 'openapi: 3.1.0\npaths: [\n';
const INVALID = 'openapi: 3.1.0\ninfo: {title: T}\npaths: {}\n';

/** A store that counts what is asked of it. */
function store(): { facts: Map<string, SpecFacts>; get: (h: string) => SpecFacts | undefined; put: (h: string, f: SpecFacts) => void } {
  const facts = new Map<string, SpecFacts>();
  return { facts, get: (h) => facts.get(h), put: (h, f) => void facts.set(h, f) };
}

describe('OpenAPI facts kept by text hash', () => {
  for (const [name, text] of [['a valid spec', SPEC], ['a spec that does not parse', BROKEN], ['a spec with schema violations', INVALID]] as const) {
    it(`${name}: the restored spec answers as the parsed one, through a JSON round trip`, () => {
      const parsed = parseApiSpec(text);
      const facts = validFacts(JSON.parse(JSON.stringify(factsOf(parsed))));
      assert.ok(facts, 'what was written reads back');
      let parses = 0;
      const restored = restoredSpec(facts, () => (parses++, parseApiSpec(text)));
      assert.equal(restored.format, parsed.format);
      assert.equal(restored.version, parsed.version);
      assert.equal(restored.title, parsed.title);
      assert.deepEqual(restored.error, parsed.error);
      assert.deepEqual([...restored.operations], [...parsed.operations]);
      assert.deepEqual(restored.operationList, parsed.operationList);
      assert.equal(parses, 0, 'the operations and the error need no parse');
      assert.deepEqual(restored.problems(), parsed.problems());
      assert.deepEqual(restored.resolved(), parsed.resolved());
      assert.equal(parses, 1, 'problems and the resolved document parse the text once');
    });
  }

  it('the service cache parses a text whose facts are unknown, and restores one whose facts are kept', () => {
    const kept = store();
    const workspace = new InMemoryWorkspace({ '/s/a.yaml': SPEC });
    const first = new ApiSpecCache(workspace, kept);
    assert.equal(first.get('/s/a.yaml')?.operationList.length, 4);
    assert.equal(first.parses, 1);
    assert.deepEqual([...kept.facts.keys()], [hashText(SPEC)]);
    // Another run: a new cache, the same store.
    const second = new ApiSpecCache(workspace, kept);
    assert.deepEqual(second.get('/s/a.yaml')?.operationList, first.get('/s/a.yaml')?.operationList);
    assert.equal(second.parses, 0);
    second.get('/s/a.yaml')!.problems();
    assert.equal(second.parses, 1, 'asked for its problems, it parses');
    // Without a store, every new cache parses.
    const plain = new ApiSpecCache(workspace);
    plain.get('/s/a.yaml');
    assert.equal(plain.parses, 1);
  });

  it('facts of any other shape are refused', () => {
    const good = factsOf(parseApiSpec(SPEC));
    const op = good.operationList[0];
    for (const bad of [
      null,
      [],
      { ...good, format: 'graphql' },
      { ...good, version: 3 },
      { ...good, operationList: {} },
      { ...good, operationList: [{ ...op, key: 1 }] },
      { ...good, operationList: [{ ...op, deprecated: 'no' }] },
      { ...good, operationList: [{ ...op, offset: -1 }] },
      { ...good, operationList: [{ ...op, length: 1.5 }] },
      { ...good, operationList: [{ ...op, summary: {} }] },
      { ...good, error: { message: 'x' } },
      { ...good, error: { message: 'x', offset: 0, reason: 'other' } },
    ]) {
      assert.equal(validFacts(bad), undefined, JSON.stringify(bad));
    }
    assert.deepEqual(validFacts(good), good);
  });
});
