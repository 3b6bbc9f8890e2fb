/**
 * `@sindresorhus/slugify`'s transliteration step, in time linear in the text and with the library's
 * own output.
 *
 * The library (`@sindresorhus/transliterate` 1.x, called by slugify with its three overridable
 * replacements) normalizes to NFC, runs one global RegExp per entry of its table (about 1,900, in
 * table order), then strips diacritics (NFD, `\p{Diacritic}` removed, NFC). That is linear, but each
 * call costs a millisecond or two to build the patterns and each character is scanned 1,900 times:
 * 390,000 `ü` took over 100 ms. The text is cut into segments where none of those steps can reach
 * across the cut, each distinct segment is transliterated once, by the library itself, in one call
 * (joined by a separator the library leaves alone), and the results are put back in order. A page
 * of one repeated letter makes one segment to transliterate, whatever its length.
 *
 * A segment starts at a "starter": a letter, digit, space or ASCII character that
 * - no step joins to what comes before it: canonical composition only ever joins a character to a
 *   following mark or Hangul vowel or trailing jamo (excluded here), and reordering stops at it;
 * - is not a diacritic the last step strips (`^`, `` ` ``, modifier letters), which would leave the
 *   marks after it to compose with the segment before;
 * - does not continue a key of the table of more than one character (`ъе`, `тс`, `ու`; the others
 *   continue with marks or format characters, never starters). Every value of the table is ASCII, so
 *   a replacement never makes a new non-ASCII key; an ASCII key (`&`, keycaps `1️⃣`) always begins a key.
 * Everything up to the next starter (marks, format characters, symbols) stays in the segment.
 * test/unit/page/slugLinear.test.ts checks these facts against the library's own tables and compares
 * the result with the library on every starter and on generated text; the corpus tier on every title
 * and field name of both corpora.
 */
import libraryTransliterate from '@sindresorhus/transliterate';

/** The replacements slugify passes to transliterate (its `overridable-replacements.js`, default options). */
export const SLUGIFY_REPLACEMENTS: ReadonlyArray<[string, string]> = [
  ['&', ' and '],
  ['🦄', ' unicorn '],
  ['♥', ' love '],
];

/** First characters of the table's keys that go on with a letter (`ъе`, `ый`, `ու`, `тс`), and those letters. */
const PAIR_FIRSTS = 'ъЪыЫոՈтТ';
const PAIR_SECONDS = 'еЕйЙւՒс';

// Hangul jamo (conjoining vowels and trailing consonants compose with what precedes them).
const JAMO = '\\u1100-\\u11FF\\uA960-\\uA97F\\uD7B0-\\uD7FF';
const STARTER_CHAR = `(?![${JAMO}]|\\p{Diacritic})[\\p{L}\\p{N}\\p{Zs}\\x00-\\x7F]`;
const STARTER = `(?:(?<![${PAIR_FIRSTS}])[${PAIR_SECONDS}]|(?![${PAIR_SECONDS}])${STARTER_CHAR})`;

/** A starter and what follows it up to the next starter; or, at the start, what precedes the first starter. */
const SEGMENT = new RegExp(`${STARTER}(?:(?!${STARTER})[^])*|(?:(?!${STARTER})[^])+`, 'gu');

/** Joins the distinct segments for one library call: a starter no key holds and no value writes. */
const SEPARATOR = '\n';

/** A segment the library leaves as it is: one ASCII character but `&`, `^` and `` ` ``. */
const UNCHANGED_SEGMENT = /^[\x00-\x25\x27-\x5d\x5f\x61-\x7f]$/;

/** What the library's transliteration (as slugify calls it) makes of `text`. */
export function transliterateLinear(text: string): string {
  const segments = text.match(SEGMENT) ?? [];
  const distinct = new Map<string, string>();
  for (const segment of segments) {
    if (!distinct.has(segment) && !UNCHANGED_SEGMENT.test(segment)) distinct.set(segment, '');
  }
  if (distinct.size > 0) {
    const keys = [...distinct.keys()];
    // A segment holding the separator (one that starts with a newline) would split wrongly: the
    // library then takes the whole text, still in linear time.
    if (keys.some((segment) => segment.includes(SEPARATOR))) return libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
    const results = libraryTransliterate(keys.join(SEPARATOR), { customReplacements: SLUGIFY_REPLACEMENTS }).split(SEPARATOR);
    if (results.length !== keys.length) return libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
    keys.forEach((segment, index) => distinct.set(segment, results[index]!));
  }
  let result = '';
  for (const segment of segments) result += distinct.get(segment) ?? segment;
  return result;
}
