/**
 * The linear slug (mdx/src/slugLinear.ts, slugTransliterate.ts) gives what
 * `@sindresorhus/slugify` gives. First the conditions it rests on, read from the installed library's
 * own tables: on the ASCII text it takes as it is, the library's transliteration changes nothing, and
 * no step of that transliteration reaches across the cuts between segments. Then both side by side on
 * generated text, ASCII and not, for every kind of slug the service makes (the corpus tier compares
 * them on every heading, field and title of the real sites: test/corpus/page/slugLinear.test.ts).
 * In the fuzz tier with the other exhaustive comparisons: every code point of two planes through the
 * library takes about a minute, which the unit tier's two minutes on two cores cannot hold.
 */
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import librarySlugify from '@sindresorhus/slugify';
import libraryTransliterate from '@sindresorhus/transliterate';
import { LOWERCASE_TO_ASCII, linearSlug, UNCHANGED_BY_TRANSLITERATION } from '../../mdx/src/slugLinear';
import { SLUGIFY_REPLACEMENTS, transliterateLinear } from '../../mdx/src/slugTransliterate';
import { SLUG_OPTIONS, type SlugKind } from '../../mdx/src/slug';

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

/** ASCII pieces, weighted toward what the library's steps treat specially. */
const ASCII_PIECES = ['a', 'b', 'z', 'A', 'B', 'Z', 'API', 'APIs', 'ID', 'Id', 'v2', '12', '0', 't', 's', 'T', 'S', '-', '--', '_', '%', '%20', '%C3%A9', "'", '.', '(', ')', ' ', '  ', '\\', '/', '!', '*', '~', ':', 'getUserById', 'HTTPServer', 'XMLHttp2Request', 'don', 'user', 'param-', 'x'];

/**
 * Pieces outside ASCII, weighted toward what transliteration treats specially: table letters
 * (German, Vietnamese, Cyrillic pairs `ъе`, `тс`, Armenian `ու`), letters it leaves (CJK, Hangul and
 * its conjoining jamo), combining marks before and after, diacritics it strips (`^`, `` ` ``,
 * modifier letters), keycaps and emoji keys, case changes outside ASCII (`İ`, the Kelvin sign),
 * format characters, `&` and what holds it (`🙰`), and a lone surrogate.
 */
const UNICODE_PIECES = ['ü', 'Ü', 'ß', 'ẞ', 'é', 'É', 'e\u0301', '\u0301', '\u0308', '\u0323', 'ñ', 'Å', 'Å', 'ø', 'Þ', 'ъе', 'Ъ', 'е', 'ЫЙ', 'й', 'тс', 'Тс', 'ու', 'Ու', 'ж', 'Жук', '中文', '日本', '가', '\u1100\u1161\u11a8', '\u1161', '^', '`', 'ʰ', 'ˆ', '1\ufe0f\u20e3', '#\ufe0f\u20e3', '\ufe0f', '\u20e3', '🅰\ufe0f', '🦄', '♥', '😀', '🙰', '🔣', '&', 'İ', 'K', 'ﬁ', 'Ω', '\u200d', '\u200e', '\u064e\u200e', 'ـ', 'Ǆ', 'ǅ', '①', '²', '﹩', '\ud800', ' '];

/** Generated text of one to eight pieces. */
function sampleTexts(count: number, seed: number, pieces: string[] = ASCII_PIECES): string[] {
  const random = generator(seed);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(random() * 8);
    let text = '';
    for (let j = 0; j < length; j++) text += pieces[Math.floor(random() * pieces.length)];
    texts.push(text);
  }
  return texts;
}

describe('linear slug: the ASCII condition, from the library\'s own tables', () => {
  it('no replacement key of the transliteration or of slugify can occur in text the fast path takes', async () => {
    const keys = [...(await table('@sindresorhus/transliterate/replacements.js')), ...(await table('@sindresorhus/slugify/overridable-replacements.js'))].map(([key]) => key);
    assert.ok(keys.length > 1000, `${keys.length} keys read`);
    const matchable = keys.filter((key) => UNCHANGED_BY_TRANSLITERATION.test(key));
    assert.deepEqual(matchable, []);
    // `&` is the one ASCII key: text holding it is transliterated.
    assert.ok(keys.includes('&'));
    assert.ok(!UNCHANGED_BY_TRANSLITERATION.test('fees-&-billing'));
    assert.equal(linearSlug('fees-&-billing', SLUG_OPTIONS.plain), 'fees-and-billing');
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
    for (const stripped of ['^', '`', 'é', 'ü', '☃']) assert.ok(!UNCHANGED_BY_TRANSLITERATION.test(`a${stripped}b`), stripped);
  });

  it('the characters outside ASCII whose lowercase holds ASCII are the two it lists, each an ASCII letter then characters outside ASCII', () => {
    const found = new Map<number, string>();
    for (let code = 0x80; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const lower = String.fromCodePoint(code).toLowerCase();
      if (/[\x00-\x7f]/.test(lower)) found.set(code, lower);
    }
    assert.deepEqual(found, LOWERCASE_TO_ASCII);
    for (const lower of found.values()) assert.match(lower, /^[a-z][^\x00-\x7f]*$/);
    // Lowercased in a whole text, as the library does, they are the same.
    assert.equal(linearSlug('param-\u0130D-\u212Aey', SLUG_OPTIONS.field), librarySlugify('param-\u0130D-\u212Aey', SLUG_OPTIONS.field));
  });

  it('text of kept characters only is its own slug, in every kind that does not decamelize', () => {
    for (const [text, kind] of [['a%C3%A9B_1', 'encoded'], ['abc_1', 'plain'], ['abc1', 'component']] as const) {
      assert.equal(linearSlug(text, SLUG_OPTIONS[kind]), text);
      assert.equal(librarySlugify(text, SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean }), text);
    }
  });

  it('an option it does not model goes to the library', () => {
    assert.equal(linearSlug('a-b', { preserveCharacters: ['-'] }), undefined);
    assert.equal(linearSlug('a]b', { preserveCharacters: [']'] }), undefined);
  });
});

describe('linear transliteration: the conditions, from the library\'s own tables', () => {
  it('slugify passes its own overridable replacements, as listed here', async () => {
    assert.deepEqual(SLUGIFY_REPLACEMENTS, await table('@sindresorhus/slugify/overridable-replacements.js'));
  });

  it('every value is ASCII without the separator, and a key of several characters goes on only with marks, format characters or the pairs it names', async () => {
    const entries = [...(await table('@sindresorhus/transliterate/replacements.js')), ...SLUGIFY_REPLACEMENTS];
    for (const [key, value] of entries) {
      assert.match(value, /^[\x00-\x09\x0b-\x7f]*$/, `${key} → ${value}`);
      assert.ok(!key.includes('\n'), key);
      // Each key, between what could precede and follow it, is transliterated as the library does.
      for (const [before, after] of [['', ''], ['a', 'b'], ['e', '\u0301'], ['ъ', 'е'], ['1', '\ufe0f']]) {
        const text = before + key + after;
        assert.equal(transliterateLinear(text), libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS }), JSON.stringify(text));
      }
    }
  });

  it('every code point of the first two planes, between letters, jamo and marks, as the library transliterates it', () => {
    const before = ['e', 'a', 'A', '가', '\u1100', 'ъ', 'Т', 'ո', '1', '#', '&', '^', '\u0301', ' '];
    const after = ['', '\u0301', '\u0308', '\u0327', '\u20e3', '\ufe0f', '\u1161', '\u11a8', 'е', 'с', 'ւ', '\u200e'];
    for (const [first, last] of [[0, 0xffff], [0x10000, 0x1ffff]] as const) {
      for (const shift of [0, 5]) {
        let text = '';
        for (let code = first; code <= last; code++) {
          if (code >= 0xd800 && code <= 0xdfff) continue;
          text += before[(code + shift) % before.length] + String.fromCodePoint(code) + after[(code * 7 + shift) % after.length];
        }
        const expected = libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
        const linear = transliterateLinear(text);
        if (linear !== expected) {
          const at = [...linear].findIndex((c, i) => c !== [...expected][i]);
          assert.fail(`plane from U+${first.toString(16)}, shift ${shift}: differs near ${JSON.stringify([...expected].slice(Math.max(0, at - 8), at + 8).join(''))}`);
        }
      }
    }
  });

  it('long runs of one letter or one word', () => {
    assert.equal(transliterateLinear('ü'.repeat(100_000)), 'ue'.repeat(100_000));
    assert.equal(transliterateLinear('Жук'.repeat(30_000)), 'Zhuk'.repeat(30_000));
    // Runs of one character, each a segment, are kept as one entry: beside marks, pairs and keys.
    for (const text of ['xüüüyÜÜ&&&ßßßa', 'ъееееЕЕ', 'ееее', '1\ufe0f\u20e31\ufe0f\u20e3111', '^^^üü\u0301\u0301ü', '😀😀😀🦄🦄a']) {
      assert.equal(transliterateLinear(text), libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS }), JSON.stringify(text));
    }
  });
});

describe('linear slug: the same slugs as the library', () => {
  for (const kind of Object.keys(SLUG_OPTIONS) as SlugKind[]) {
    it(`${kind}: 4,000 generated texts`, () => {
      const options = SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean };
      for (const text of sampleTexts(4000, kind.length * 7919)) {
        const fast = linearSlug(text, options);
        assert.notEqual(fast, undefined, `${JSON.stringify(text)} was left to the library`);
        assert.equal(fast, librarySlugify(text, options), `${kind}: ${JSON.stringify(text)}`);
      }
    });
  }

  for (const kind of Object.keys(SLUG_OPTIONS) as SlugKind[]) {
    it(`${kind}: 600 generated texts outside ASCII`, () => {
      const options = SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean };
      for (const text of sampleTexts(600, kind.length * 104_729, [...ASCII_PIECES, ...UNICODE_PIECES, ...UNICODE_PIECES])) {
        assert.equal(linearSlug(text, options), librarySlugify(text, options), `${kind}: ${JSON.stringify(text)}`);
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
      ['param-Größe', 'field', 'param-groesse'],
      ['Über uns: Straße', 'component', 'ueber-uns-strasse'],
      ['param-ÜberWert', 'field', 'param-ueber-wert'],
      ['Fees & billing', 'component', 'fees-and-billing'],
      ['Café', 'component', 'cafe'],
      ['中文', 'component', ''],
    ];
    for (const [text, kind, expected] of cases) {
      const options = SLUG_OPTIONS[kind] as { decamelize?: boolean; preserveCharacters?: string[]; lowercase?: boolean };
      assert.equal(librarySlugify(text, options), expected, `library: ${text}`);
      assert.equal(linearSlug(text, options), expected, `fast path: ${text}`);
    }
  });
});
