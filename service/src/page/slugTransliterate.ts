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
/** A character that can start a segment (the pairs aside); tested once per distinct character of a text. */
const STARTER_CHAR = new RegExp(`^(?![${JAMO}]|\\p{Diacritic})[\\p{L}\\p{N}\\p{Zs}\\x00-\\x7F]$`, 'u');

/** Joins the distinct segments for one library call: a starter no key holds and no value writes. */
const SEPARATOR = '\n';

/** A character the library leaves as it is, alone: ASCII but `&`, `^` and `` ` ``. */
function unchangedAlone(code: number): boolean {
  return code < 0x80 && code !== 0x26 && code !== 0x5e && code !== 0x60;
}

const NOT_STARTER = 0;
const STARTER = 1;
/** Starts a segment unless it follows one of PAIR_FIRSTS. */
const PAIR_SECOND = 2;

/** What the library's transliteration (as slugify calls it) makes of `text`. */
export function transliterateLinear(text: string): string {
  // A plain loop with each character's kind remembered per call: a pattern testing every character,
  // or a string per segment, took most of the time on long words of one script.
  const kinds = new Map<number, number>();
  const kindOf = (code: number): number => {
    let kind = kinds.get(code);
    if (kind === undefined) {
      const c = String.fromCodePoint(code);
      kind = PAIR_SECONDS.includes(c) ? PAIR_SECOND : STARTER_CHAR.test(c) ? STARTER : NOT_STARTER;
      kinds.set(code, kind);
    }
    return kind;
  };
  // Segment ends (negated for a run of one-character segments), and the distinct segments: one
  // code point by its code, longer ones by their text.
  const ends: number[] = [];
  const singles = new Map<number, string>();
  const longer = new Map<string, string>();
  // A run of one repeated character is one entry (its end moves on), so `ü` × 390,000 is one.
  let lastSingle = -1;
  const close = (start: number, end: number, first: number) => {
    if (end - start === (first > 0xffff ? 2 : 1)) {
      if (first === lastSingle) {
        ends[ends.length - 1] = -end;
        return;
      }
      lastSingle = first;
      if (!unchangedAlone(first) && !singles.has(first)) singles.set(first, '');
      ends.push(-end);
    } else {
      lastSingle = -1;
      longer.set(text.slice(start, end), '');
      ends.push(end);
    }
  };
  let start = 0;
  let first = text.codePointAt(0) ?? 0;
  let previous = -1;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    if (i > start) {
      const kind = kindOf(code);
      if (kind === STARTER || (kind === PAIR_SECOND && !PAIR_FIRSTS.includes(String.fromCharCode(previous)))) {
        close(start, i, first);
        start = i;
        first = code;
      }
    }
    previous = code;
    i += code > 0xffff ? 2 : 1;
  }
  if (start < text.length) close(start, text.length, first);
  const keys = [...[...singles.keys()].map((code) => String.fromCodePoint(code)), ...longer.keys()];
  if (keys.length > 0) {
    // A segment holding the separator (one that starts with a newline) would split wrongly: the
    // library then takes the whole text, still in linear time.
    if (keys.some((segment) => segment.includes(SEPARATOR))) return libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
    const results = libraryTransliterate(keys.join(SEPARATOR), { customReplacements: SLUGIFY_REPLACEMENTS }).split(SEPARATOR);
    if (results.length !== keys.length) return libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
    let index = 0;
    for (const code of singles.keys()) singles.set(code, results[index++]!);
    for (const segment of longer.keys()) longer.set(segment, results[index++]!);
  }
  const parts: string[] = [];
  start = 0;
  for (const entry of ends) {
    const end = Math.abs(entry);
    if (entry < 0) {
      const code = text.codePointAt(start)!;
      const width = code > 0xffff ? 2 : 1;
      parts.push((singles.get(code) ?? text.slice(start, start + width)).repeat((end - start) / width));
    } else parts.push(longer.get(text.slice(start, end))!);
    start = end;
  }
  return parts.join('');
}

