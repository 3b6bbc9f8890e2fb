/**
 * The linear slug (mdx/src/slugLinear.ts) on real text: every heading, API field and
 * component title of every page of both corpora is slugged as the service slugs it (the page's
 * anchor ids, through a SlugMemo that records what each slug was made of), and each distinct slug
 * is made again by `@sindresorhus/slugify` itself. They must be equal, the linear path must have
 * made every one of them, and the titles and names outside ASCII (transliterated by
 * slugTransliterate.ts) are among them.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import librarySlugify from '@sindresorhus/slugify';
import { parsePage } from '../../../mdx/src/parse';
import { pageAnchorIds } from '../../../mdx/src/anchors';
import { SLUG_OPTIONS, slugMemo, type SlugKind } from '../../../mdx/src/slug';
import { linearSlug, UNCHANGED_BY_TRANSLITERATION } from '../../../mdx/src/slugLinear';

const CORPORA = ['corpus', 'corpus-modern'].map((name) => path.resolve('..', 'shared', name));

/** Every slug the pages' anchor ids were made of, by memo key (kind, NUL, text). */
function corpusSlugs(): { pages: number; slugs: Map<string, string> } {
  const slugs = new Map<string, string>();
  let pages = 0;
  for (const corpus of CORPORA) {
    for (const file of fs.readdirSync(corpus, { recursive: true }) as string[]) {
      if (!/\.mdx?$/.test(file)) continue;
      const memo = slugMemo();
      pageAnchorIds(parsePage(fs.readFileSync(path.join(corpus, file), 'utf8')), memo);
      for (const key of memo.keys()) slugs.set(key, memo.peek(key)!);
      pages++;
    }
  }
  return { pages, slugs };
}

describe('linear slug on both corpora', () => {
  it('every heading, field and title slug is the library\'s', () => {
    const { pages, slugs } = corpusSlugs();
    assert.ok(pages > 9000, `${pages} pages read`);
    assert.ok(slugs.size > 20_000, `${slugs.size} distinct slugs`);
    const differ: string[] = [];
    const byKind = new Map<string, number>();
    let linear = 0;
    let transliterated = 0;
    for (const [key, slug] of slugs) {
      const [kind, text] = key.split('\0') as [SlugKind, string];
      const options = SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean };
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      if (linearSlug(text, options) === slug) linear++;
      if (!UNCHANGED_BY_TRANSLITERATION.test(text)) transliterated++;
      const expected = librarySlugify(text, options);
      if (slug !== expected) differ.push(`${kind} ${JSON.stringify(text)}: ${slug}, the library ${expected}`);
    }
    assert.deepEqual(differ, []);
    // Every kind of slug is met on the real sites, so each is compared here.
    assert.deepEqual([...byKind.keys()].sort(), Object.keys(SLUG_OPTIONS).sort());
    assert.equal(linear, slugs.size, `${linear} of ${slugs.size} slugs from the linear path`);
    // Titles and field names outside ASCII (or holding `&`) went through the linear transliteration.
    assert.ok(transliterated > 100, `${transliterated} slugs transliterated`);
  });
});
