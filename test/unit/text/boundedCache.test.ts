/**
 * The one store of the service's per-key caches (site/src/text/boundedCache.ts): least recently
 * used out first, bounded by a count of entries and by their weight.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoundedCache } from '../../../common/src/boundedCache';

const keysOf = <K, V>(cache: BoundedCache<K, V>) => [...cache.keys()];

describe('BoundedCache', () => {
  it('keeps at most maxEntries, evicting the least recently used first', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    assert.equal(cache.get('a'), 1, 'a use moves an entry to the end of the eviction order');
    cache.set('d', 4);
    assert.deepEqual(keysOf(cache), ['c', 'a', 'd'], 'b, the least recently used, went; a, read since, stayed');
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.size, 3);
  });

  it('peek reads without counting as a use', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.peek('a'), 1);
    cache.set('c', 3);
    assert.deepEqual(keysOf(cache), ['b', 'c']);
  });

  it('keeps the weight of its entries under maxWeight, evicting the least recently used', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 100, maxWeight: 10, weigh: (text) => text.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    assert.equal(cache.weight, 8);
    cache.get('a');
    cache.set('c', 'xxxx');
    assert.deepEqual(keysOf(cache), ['a', 'c'], '12 > 10: b, the least recently used, went');
    assert.equal(cache.weight, 8);
  });

  it('replacing an entry counts its new weight only, and delete gives its weight back', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 100, maxWeight: 10, weigh: (text) => text.length });
    cache.set('a', 'xxxxxx');
    cache.set('a', 'xx');
    assert.equal(cache.weight, 2);
    cache.set('b', 'xxxxxxxx');
    assert.deepEqual(keysOf(cache), ['a', 'b'], '2 + 8 fits');
    assert.equal(cache.delete('b'), 'xxxxxxxx');
    assert.equal(cache.weight, 2);
    assert.equal(cache.delete('b'), undefined);
  });

  it('keeps the newest entry even when it alone weighs more than the bound, and lets it go for the next', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 100, maxWeight: 5, weigh: (text) => text.length });
    cache.set('small', 'xx');
    assert.equal(cache.set('big', 'x'.repeat(50)), 'x'.repeat(50));
    assert.deepEqual(keysOf(cache), ['big'], 'everything older went; the entry just kept is the caller’s to read');
    cache.set('next', 'xx');
    assert.deepEqual(keysOf(cache), ['next']);
    assert.equal(cache.weight, 2);
  });

  it('clear empties it, weight included', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 5, maxWeight: 100, weigh: (text) => text.length });
    cache.set('a', 'xxx');
    cache.clear();
    assert.equal(cache.size, 0);
    assert.equal(cache.weight, 0);
  });
});
