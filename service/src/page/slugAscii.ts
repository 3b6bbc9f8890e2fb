/**
 * `@sindresorhus/slugify` for text its transliteration leaves as it is.
 *
 * The library transliterates first, and its transliteration (`@sindresorhus/transliterate` 1.x)
 * builds and runs one RegExp per entry of its table, about 1,900 of them, on every call: about a
 * millisecond a call, which made slugging a fifth of a cold check on sites with many headings and
 * API fields. On ASCII text without `&`, `^` and `` ` `` that step changes nothing: every key of its
 * tables but `&` holds a character outside ASCII, NFC and NFD leave ASCII as it is, and `^` and
 * `` ` `` are the only ASCII characters with the Diacritic property it strips. Every page slug
 * (`encodedSlug`) is of that kind, being percent-encoded first, and so are most API field names.
 *
 * For such text, the steps that follow transliteration in the library are applied here, with its
 * patterns and defaults (separator `-`, lowercase, decamelize, no leading `_` or trailing `-` kept).
 * Four of its patterns start a greedy run of letters anywhere, which on one long word costs the
 * square of its length (a 40,000-letter heading took a second, a 400 KB one minutes). Here each may
 * start only where such a run starts, which matches the same text (a match starting inside a run
 * needs what the run's start needs), in time linear in the length.
 * Any other text, or option, goes to the library. test/unit/page/slugAscii.test.ts checks the
 * condition against the library's own tables and compares both paths on generated text;
 * test/corpus/page/slugAscii.test.ts on every heading, field and title of both corpora.
 */

/** The options slug.ts passes; a `separator` or `customReplacements` would need the library. */
export interface AsciiSlugOptions {
  decamelize?: boolean;
  preserveCharacters?: string[];
  lowercase?: boolean;
}

/** Text the library's transliteration returns unchanged (see above). */
export const UNCHANGED_BY_TRANSLITERATION = /^[\x00-\x25\x27-\x5d\x5f\x61-\x7f]*$/;

/** The preserved characters modelled here (slug.ts preserves `%` and `_`): none needs escaping in a character class. */
const PLAIN_PRESERVED = /^[%_]$/;

/** The slug as the library gives it, or undefined when only the library can say. */
export function asciiSlug(text: string, options: AsciiSlugOptions): string | undefined {
  if (!UNCHANGED_BY_TRANSLITERATION.test(text)) return undefined;
  const preserved = options.preserveCharacters ?? [];
  // Any other preserved character (the separator makes the library throw) is left to the library.
  if (preserved.some((c) => !PLAIN_PRESERVED.test(c))) return undefined;
  const lowercase = options.lowercase ?? true;
  let slug = text;
  if (options.decamelize ?? true) slug = decamelized(slug);
  if (lowercase) slug = slug.toLowerCase();
  const kept = `a-z\\d${lowercase ? '' : 'A-Z'}${preserved.join('')}`;
  slug = slug
    .replace(new RegExp(`[^${kept}]+`, 'g'), '-')
    .replace(/\\/g, '')
    // A lone `t` or `s` after a word is a contraction or possessive (`don't`, `user's`): joined.
    .replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
  return slug.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/** Capitalised words set apart by a space, as the library's decamelizing does before slugging. */
function decamelized(text: string): string {
  return (
    text
      .replace(/(?<![A-Z])([A-Z]{2,})(\d+)/g, '$1 $2')
      .replace(/(?<![a-z\d])([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      // Not before an `s`: `APIs` stays one word.
      .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2')
  );
}
