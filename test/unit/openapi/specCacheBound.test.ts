/**
 * The parsed specs a language service keeps are bounded by their total text, not only by count: a
 * parsed spec holds 35 to 70 times its text, so a worker thread must not keep many large ones.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiSpecCache, MAX_SPEC_CHARS } from '../../../service/src/openapi/cache';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** A valid head, then a comment: cheap to parse, and `chars` long. */
const spec = (chars: number, tag: string) => `openapi: 3.1.0\ninfo: {title: ${tag}, version: "1"}\npaths: {}\n#` + ' '.repeat(chars);

describe('the parsed-spec cache', () => {
  it('keeps two specs near the size bound, and lets the least recently used go for a third', () => {
    const cache = new ApiSpecCache(new InMemoryWorkspace({}));
    const near = Math.floor(MAX_SPEC_CHARS * 0.9);
    const a = spec(near, 'A');
    const b = spec(near, 'B');
    const firstA = cache.parse('/a.yaml', a);
    const firstB = cache.parse('/b.yaml', b);
    assert.equal(cache.parse('/a.yaml', a), firstA, 'two fit: the first is still the cached parse (and now the more recently used)');
    cache.parse('/c.yaml', spec(near, 'C'));
    assert.equal(cache.parse('/a.yaml', a), firstA, 'a third evicts the least recently used, not the recently read first');
    const again = cache.parse('/b.yaml', b);
    assert.notEqual(again, firstB, 'the least recently used was evicted');
    assert.equal(again.title, 'B');
  });

  it('keeps many small specs', () => {
    const cache = new ApiSpecCache(new InMemoryWorkspace({}));
    const texts = Array.from({ length: 40 }, (_, i) => spec(100, `S${i}`));
    const parsed = texts.map((t, i) => cache.parse(`/s${i}.yaml`, t));
    texts.forEach((t, i) => assert.equal(cache.parse(`/s${i}.yaml`, t), parsed[i]));
  });
});
