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
import { CodeUnitBuffer } from './codeUnitBuffer';

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

/** What the library's transliteration (as slugify calls it) makes of `text`. */
export function transliterateLinear(text: string): string {
  // Pass 1: the segments, each as its end and the index of its text among the distinct ones to
  // transliterate (-1: a character left as it is). One code point is looked up by its code.
  const ends = new Int32List();
  const indexes = new Int32List();
  const keys: string[] = [];
  const singles = new Map<number, number>();
  const longer = new Map<string, number>();
  // A run of one character (`ü` × 390,000) is looked up once.
  let previousSingle = -1;
  let previousIndex = -1;
  const segments = new Segments(text);
  while (segments.next()) {
    const { start, end, first } = segments;
    let index: number;
    if (end - start !== (first > 0xffff ? 2 : 1)) {
      const segment = text.slice(start, end);
      index = longer.get(segment) ?? keys.push(segment) - 1;
      longer.set(segment, index);
      previousSingle = -1;
    } else if (first === previousSingle) index = previousIndex;
    else {
      index = unchangedAlone(first) ? -1 : (singles.get(first) ?? keys.push(String.fromCodePoint(first)) - 1);
      if (index >= 0) singles.set(first, index);
      previousSingle = first;
      previousIndex = index;
    }
    ends.push(end);
    indexes.push(index);
  }
  let results: string[] = [];
  if (keys.length > 0) {
    // A segment holding the separator (one that starts with a newline) would split wrongly: the
    // library then takes the whole text, still in linear time.
    if (keys.some((segment) => segment.includes(SEPARATOR))) return libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
    results = libraryTransliterate(keys.join(SEPARATOR), { customReplacements: SLUGIFY_REPLACEMENTS }).split(SEPARATOR);
    if (results.length !== keys.length) return libraryTransliterate(text, { customReplacements: SLUGIFY_REPLACEMENTS });
  }
  // Pass 2: each segment's result, in order, written as code units (not a string per segment).
  const result = new CodeUnitBuffer(text.length * 2);
  let start = 0;
  for (let k = 0; k < ends.length; k++) {
    const end = ends.at(k);
    const index = indexes.at(k);
    if (index >= 0) result.pushString(results[index]!);
    else for (let i = start; i < end; i++) result.push(text.charCodeAt(i));
    start = end;
  }
  return result.toString();
}

/** A growable list of 32-bit integers: a segment per letter of a long word, without a JS array's cost. */
class Int32List {
  private values = new Int32Array(64);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const bigger = new Int32Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }

  at(index: number): number {
    return this.values[index]!;
  }
}

const NOT_STARTER = 0;
const STARTER = 1;
/** Starts a segment unless it follows one of PAIR_FIRSTS. */
const PAIR_SECOND = 2;

/**
 * The segments of a text, in order (see above): `next()` moves to the next one. Each character's kind is remembered per text: a pattern testing every character took
 * most of the time on long words of one script.
 */
class Segments {
  start = 0;
  end = 0;
  /** The segment's first code point. */
  first = 0;
  private readonly kinds = new Map<number, number>();

  constructor(private readonly text: string) {}

  next(): boolean {
    const text = this.text;
    if (this.end >= text.length) return false;
    const start = this.end;
    const first = text.codePointAt(start)!;
    let previous = first;
    let i = start + (first > 0xffff ? 2 : 1);
    while (i < text.length) {
      const code = text.codePointAt(i)!;
      const kind = code < 0x80 ? (code === 0x5e || code === 0x60 ? NOT_STARTER : STARTER) : this.kindOf(code);
      if (kind === STARTER || (kind === PAIR_SECOND && !PAIR_FIRSTS.includes(String.fromCharCode(previous)))) break;
      previous = code;
      i += code > 0xffff ? 2 : 1;
    }
    this.start = start;
    this.end = i;
    this.first = first;
    return true;
  }

  private kindOf(code: number): number {
    let kind = this.kinds.get(code);
    if (kind === undefined) {
      const c = String.fromCodePoint(code);
      kind = PAIR_SECONDS.includes(c) ? PAIR_SECOND : STARTER_CHAR.test(c) ? STARTER : NOT_STARTER;
      this.kinds.set(code, kind);
    }
    return kind;
  }
}
