/** Issue 12, item 2: the incremental renderer's chunks live in the caller's RenderCache, not in the module. */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePage } from '../../../mdx/src/parse';
import type { ParsedPage } from '../../../mdx/src/types';
import { renderPage } from '../../../preview/src/render';
import { CHUNK_THRESHOLD, splitChunks } from '../../../preview/src/pageChunks';
import { RenderCache } from '../../../preview/src/renderCache';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** Counts the chunks it had to parse (the ones it did not hold yet). */
class CountingCache extends RenderCache {
  parsed = 0;
  override parse(source: string, parse: (source: string) => ParsedPage): ParsedPage {
    return super.parse(source, (s) => {
      this.parsed++;
      return parse(s);
    });
  }
}

const SECTIONS = 6;
const section = (i: number) => `## Section ${i}\n\n${'Some words of this section. '.repeat(Math.ceil(CHUNK_THRESHOLD / SECTIONS / 20))}\n`;
const long = (edited = '') => `---\ntitle: Long\n---\n\n${Array.from({ length: SECTIONS }, (_, i) => section(i)).join('\n')}${edited}`;
/** How many chunks the page is cut into (the text before the first heading is one of them). */
const CHUNKS = splitChunks(long(), long().indexOf('\n---\n', 4) + 5)!.length;
const options = (cache: RenderCache) => ({ pagePath: '/site/long.mdx', docsRoot: '/site', workspace: new InMemoryWorkspace({}), assetUrl: (p: string) => p, cache });

describe('the render cache', () => {
  it('re-parses only the chunk an edit touched', () => {
    const cache = new CountingCache();
    const first = renderPage(long(), options(cache));
    assert.ok(first.ok);
    assert.ok(CHUNKS >= SECTIONS);
    assert.equal(cache.parsed, CHUNKS, 'one parse per chunk');
    const edited = renderPage(long('More words at the end.\n'), options(cache));
    assert.ok(edited.ok && /More words at the end/.test(edited.html));
    assert.equal(cache.parsed, CHUNKS + 1, 'only the last chunk again');
  });

  it('is not shared: another cache parses every chunk itself', () => {
    const one = new CountingCache();
    const two = new CountingCache();
    renderPage(long(), options(one));
    renderPage(long(), options(two));
    assert.equal(two.parsed, CHUNKS);
  });

  it('returns the parse it holds for a text, and a cache of its own for another owner', () => {
    const one = new RenderCache();
    const parsed = one.parse('\n## A\n', parsePage);
    assert.equal(one.parse('\n## A\n', parsePage), parsed);
    assert.notEqual(new RenderCache().parse('\n## A\n', parsePage), parsed);
  });
});
