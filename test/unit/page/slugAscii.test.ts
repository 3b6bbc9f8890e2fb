/**
 * The slug fast path (service/src/page/slugAscii.ts) gives what `@sindresorhus/slugify` gives.
 * First the condition it rests on, read from the installed library's own tables: on the text it
 * takes, the library's transliteration changes nothing. Then both paths side by side on generated
 * text for every kind of slug the service makes (the corpus tier compares them on every heading,
 * field and title of the real sites: test/corpus/page/slugAscii.test.ts).
 */
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import librarySlugify from '@sindresorhus/slugify';
import { asciiSlug, UNCHANGED_BY_TRANSLITERATION } from '../../../service/src/page/slugAscii';
import { SLUG_OPTIONS, type SlugKind } from '../../../service/src/page/slug';

/** A table of the installed library, by file (its packages export only their entry). */
async function table(file: string): Promise<[string, string][]> {
  const module = (await import(pathToFileURL(path.resolve('node_modules', file)).href)) as { default: [string, string][] };
  return module.default;
}

/** A small seeded generator: the same strings on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Text the fast path takes, weighted toward what the library's steps treat specially. */
function sampleTexts(count: number, seed: number): string[] {
  const random = generator(seed);
  const pieces = ['a', 'b', 'z', 'A', 'B', 'Z', 'API', 'APIs', 'ID', 'Id', 'v2', '12', '0', 't', 's', 'T', 'S', '-', '--', '_', '%', '%20', '%C3%A9', "'", '.', '(', ')', ' ', '  ', '\\', '/', '!', '*', '~', ':', 'getUserById', 'HTTPServer', 'XMLHttp2Request', 'don', 'user', 'param-', 'x'];
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(random() * 8);
    let text = '';
    for (let j = 0; j < length; j++) text += pieces[Math.floor(random() * pieces.length)];
    texts.push(text);
  }
  return texts;
}

describe('slug fast path: the condition, from the library\'s own tables', () => {
  it('no replacement key of the transliteration or of slugify can occur in text the fast path takes', async () => {
    const keys = [...(await table('@sindresorhus/transliterate/replacements.js')), ...(await table('@sindresorhus/slugify/overridable-replacements.js'))].map(([key]) => key);
    assert.ok(keys.length > 1000, `${keys.length} keys read`);
    const matchable = keys.filter((key) => UNCHANGED_BY_TRANSLITERATION.test(key));
    assert.deepEqual(matchable, []);
    // `&` is the one ASCII key: text holding it goes to the library.
    assert.ok(keys.includes('&'));
    assert.equal(asciiSlug('fees-&-billing', SLUG_OPTIONS.plain), undefined);
  });

  it('normalizing leaves every character it takes as it is, and none of them is a diacritic the transliteration strips', () => {
    for (let code = 0; code < 0x10000; code++) {
      const c = String.fromCharCode(code);
      if (!UNCHANGED_BY_TRANSLITERATION.test(c)) continue;
      assert.ok(code < 0x80, `U+${code.toString(16)} is not ASCII`);
      assert.equal(c.normalize(), c);
      assert.equal(c.normalize('NFD'), c);
      assert.ok(!/\p{Diacritic}/u.test(c), `U+${code.toString(16)} is a diacritic`);
    }
    for (const stripped of ['^', '`', 'é', 'ü', '☃']) assert.equal(asciiSlug(`a${stripped}b`, SLUG_OPTIONS.plain), undefined, stripped);
  });

  it('an option it does not model goes to the library', () => {
    assert.equal(asciiSlug('a-b', { preserveCharacters: ['-'] }), undefined);
    assert.equal(asciiSlug('a]b', { preserveCharacters: [']'] }), undefined);
  });
});

describe('slug fast path: the same slugs as the library', () => {
  for (const kind of Object.keys(SLUG_OPTIONS) as SlugKind[]) {
    it(`${kind}: 1,500 generated texts`, () => {
      const options = SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean };
      for (const text of sampleTexts(1500, kind.length * 7919)) {
        const fast = asciiSlug(text, options);
        assert.notEqual(fast, undefined, `${JSON.stringify(text)} was left to the library`);
        assert.equal(fast, librarySlugify(text, options), `${kind}: ${JSON.stringify(text)}`);
      }
    });
  }

  it('the cases the library treats specially', () => {
    const cases: [string, SlugKind, string][] = [
      ["don't-stop", 'plain', 'dont-stop'],
      ["user's-guide", 'plain', 'users-guide'],
      ['param-getUserById', 'field', 'param-get-user-by-id'],
      ['param-HTTPServer', 'field', 'param-http-server'],
      ['param-APIs', 'field', 'param-apis'],
      ['--a--b--', 'plain', 'a-b'],
      ['a%C3%A9-B', 'encoded', 'a%C3%A9-B'],
      ['a\\b', 'component', 'a-b'],
    ];
    for (const [text, kind, expected] of cases) {
      const options = SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean };
      assert.equal(librarySlugify(text, options), expected, `library: ${text}`);
      assert.equal(asciiSlug(text, options), expected, `fast path: ${text}`);
    }
  });
});
