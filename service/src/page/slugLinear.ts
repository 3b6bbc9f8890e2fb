/**
 * `@sindresorhus/slugify` in time linear in the text, with the library's output.
 *
 * The library first transliterates; on ASCII text without `&`, `^` and `` ` `` that step changes
 * nothing (every key of its tables but `&` holds a character outside ASCII, NFC and NFD leave ASCII
 * as it is, and `^` and `` ` `` are the only ASCII characters with the Diacritic property it strips),
 * so such text, every page slug (`encodedSlug`, percent-encoded first) and most API field names,
 * skips it. Other text is transliterated by slugTransliterate.ts, which gives the library's result
 * in linear time (the library rebuilds and runs some 1,900 patterns per call).
 *
 * The steps that follow transliteration in the library are applied here, with its patterns and
 * defaults (separator `-`, lowercase, decamelize, no leading `_` or trailing `-` kept). Four of its
 * patterns start a greedy run of letters anywhere, which on one long word costs the square of its
 * length (a 40,000-letter heading took a second, 60,000 `ü` in an API field name, 120,000 letters
 * once transliterated, 15 to 30 s). Here each may start only where such a run starts, which matches
 * the same text (a match starting inside a run needs what the run's start needs), in time linear in
 * the length. These patterns read only ASCII letters, digits, `-` and `\`, so what transliteration
 * leaves outside ASCII passes through them as it does in the library.
 * An option not modelled goes to the library. test/unit/page/slugLinear.test.ts checks the
 * conditions against the library's own tables and compares both on generated text, ASCII and not;
 * test/corpus/page/slugLinear.test.ts on every heading, field and title of both corpora.
 */
import { transliterateLinear } from './slugTransliterate';

/** The options slug.ts passes; a `separator` or `customReplacements` would need the library. */
export interface LinearSlugOptions {
  decamelize?: boolean;
  preserveCharacters?: string[];
  lowercase?: boolean;
}

/** Text the library's transliteration returns unchanged (see above). */
export const UNCHANGED_BY_TRANSLITERATION = /^[\x00-\x25\x27-\x5d\x5f\x61-\x7f]*$/;

/** The preserved characters modelled here (slug.ts preserves `%` and `_`): none needs escaping in a character class. */
const PLAIN_PRESERVED = /^[%_]$/;

/** The slug as the library gives it, or undefined when only the library can say. */
export function linearSlug(text: string, options: LinearSlugOptions): string | undefined {
  const preserved = options.preserveCharacters ?? [];
  // Any other preserved character (the separator makes the library throw) is left to the library.
  if (preserved.some((c) => !PLAIN_PRESERVED.test(c))) return undefined;
  const lowercase = options.lowercase ?? true;
  let slug = UNCHANGED_BY_TRANSLITERATION.test(text) ? text : transliterateLinear(text);
  if (options.decamelize ?? true) slug = decamelized(slug);
  if (lowercase) slug = slug.toLowerCase();
  const kept = `a-z\\d${lowercase ? '' : 'A-Z'}${preserved.join('')}`;
  slug = slug
    // As `.replace(…, '-')` (a constant replacement), at half the cost when it matches often.
    .split(new RegExp(`[^${kept}]+`))
    .join('-')
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
