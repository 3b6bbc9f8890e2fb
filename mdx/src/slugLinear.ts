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
 * The steps that follow transliteration in the library (decamelize, lowercase, every run of other
 * characters to one `-`, a lone `t` or `s` joined to the word before it, no `-` at either end, with
 * its defaults and slug.ts's options) are applied here in one pass over the text. Four of the
 * library's patterns start a greedy run of letters anywhere, which on one long word costs the square
 * of its length (a 40,000-letter heading took a second, 60,000 `ü` in an API field name 15 to 30 s),
 * and even linear patterns, matching at every letter of a transliterated word (`ÜÜ…` → `UeUe…`),
 * cost ten times prose of its length. The rules each pattern amounts to are written out below, where
 * they are applied. These patterns read only ASCII letters, digits, `-` and `\`, so what
 * transliteration leaves outside ASCII is a separator, as in the library.
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

/**
 * The characters outside ASCII whose lowercase holds ASCII letters, with that lowercase: `İ` → `i̇`,
 * the Kelvin sign → `k`. Every other character outside ASCII stays outside it when lowercased
 * (the unit tier checks every code point), so it is a separator after lowercasing too.
 */
export const LOWERCASE_TO_ASCII: ReadonlyMap<number, string> = new Map([
  [0x130, 'i\u0307'],
  [0x212a, 'k'],
]);

/** The slug as the library gives it, or undefined when only the library can say. */
export function linearSlug(text: string, options: LinearSlugOptions): string | undefined {
  const preserved = options.preserveCharacters ?? [];
  // Any other preserved character (the separator makes the library throw) is left to the library.
  if (preserved.some((c) => !PLAIN_PRESERVED.test(c))) return undefined;
  const transliterated = UNCHANGED_BY_TRANSLITERATION.test(text) ? text : transliterateLinear(text);
  return slugOfTransliterated(transliterated, {
    decamelize: options.decamelize ?? true,
    lowercase: options.lowercase ?? true,
    keepPercent: preserved.includes('%'),
    keepUnderscore: preserved.includes('_'),
  });
}

interface SlugSteps {
  decamelize: boolean;
  lowercase: boolean;
  keepPercent: boolean;
  keepUnderscore: boolean;
}

const isUpper = (c: number) => c >= 0x41 && c <= 0x5a;
const isLower = (c: number) => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const DASH = 0x2d;
const T = 0x74;
const S = 0x73;

/**
 * Where the library's decamelizing puts a space, before `text[i]`. Its four patterns, applied one
 * after the other, each insert a space at a boundary of runs of capitals, small letters and digits
 * (a space never falls inside such a run, so each reads the runs of the original text):
 * `(?<![A-Z])([A-Z]{2,})(\d+)` between two or more capitals and a digit;
 * `(?<![a-z\d])([a-z\d]+)([A-Z]{2,})` then `([a-z\d])([A-Z])` between a small letter or digit and a capital;
 * `(?<![A-Z])([A-Z]+)([A-Z][a-rt-z\d]+)` before the last of two or more capitals followed by a small
 * letter other than `s` (a digit there already has its space from the first pattern).
 */
function spaceBefore(text: string, i: number, capitalsBefore: number): boolean {
  const previous = text.charCodeAt(i - 1);
  const code = text.charCodeAt(i);
  if (isUpper(previous)) {
    if (isDigit(code)) return capitalsBefore >= 2;
    if (!isUpper(code)) return false;
    const next = text.charCodeAt(i + 1);
    return isLower(next) && next !== S;
  }
  return (isLower(previous) || isDigit(previous)) && isUpper(code);
}

/** Whether a text holds only the characters a slug keeps, by options (lowercase, then `%`, then `_` kept). */
const KEPT_ONLY = new Map<string, RegExp>(
  [true, false].flatMap((lowercase) =>
    ['', '%'].flatMap((percent) => ['', '_'].map((underscore) => [`${lowercase}${percent}${underscore}`, new RegExp(`^[a-z\\d${lowercase ? '' : 'A-Z'}${percent}${underscore}]*$`)] as [string, RegExp])),
  ),
);
const keptOnly = (steps: SlugSteps) => KEPT_ONLY.get(`${steps.lowercase}${steps.keepPercent ? '%' : ''}${steps.keepUnderscore ? '_' : ''}`)!;

/** Reads back the slug's bytes: every one is ASCII by then. Stateless between calls (each decode is whole). */
const ASCII = new TextDecoder();
const SPACE = 0x20;

/**
 * The library's steps after transliteration, in two passes over bytes (a pattern matching at every
 * letter of a long word, or a string per piece, cost ten times the text's length in prose). First
 * the text decamelized and lowercased, every other character a space. Then the library splits on
 * `[^a-z\d…]+` and joins with `-` (every run of other characters is one `-`), removes `\` (never
 * left by then), joins a lone `t` or `s` to the word before it with
 * `(?<![a-zA-Z\d])([a-zA-Z\d]+)-([ts])(-|$)` (`don-t` → `dont`; that word must end in a letter or
 * digit, and a `t` or `s` so joined cannot take the next one), collapses repeated `-` (none are
 * left) and drops one at each end. Here a `-` is written only when the next word starts, so none is
 * ever at either end.
 */
function slugOfTransliterated(text: string, steps: SlugSteps): string {
  // Text made only of kept characters is its own slug, when no space is put in: the common case,
  // and a heading outside ASCII, percent-encoded (nine characters a letter), is long.
  if (!steps.decamelize && keptOnly(steps).test(text)) return text;
  const kept = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    kept[c] = Number(isLower(c) || isDigit(c) || (!steps.lowercase && isUpper(c)) || (steps.keepPercent && c === 0x25) || (steps.keepUnderscore && c === 0x5f));
  }
  // Pass 1: at most a space, a letter and a space for each code unit, and a space to end the last word.
  const bytes = new Uint8Array(3 * text.length + 1);
  let length = 0;
  let capitals = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (steps.decamelize && i > 0 && spaceBefore(text, i, capitals)) bytes[length++] = SPACE;
    capitals = isUpper(code) ? capitals + 1 : 0;
    if (code < 0x80) {
      const lowered = steps.lowercase && isUpper(code) ? code + 0x20 : code;
      bytes[length++] = kept[lowered] ? lowered : SPACE;
    } else {
      const lower = steps.lowercase ? LOWERCASE_TO_ASCII.get(code) : undefined;
      if (lower !== undefined) bytes[length++] = lower.charCodeAt(0);
      bytes[length++] = SPACE;
    }
  }
  bytes[length++] = SPACE;
  // Pass 2: words and dashes.
  const slug = new Uint8Array(length);
  let written = 0;
  /** Length of the word being written (0 between words). */
  let word = 0;
  /** Where the `-` before the current word is (-1: the word starts the slug). */
  let dash = -1;
  /** The word before the current one ends in a letter or digit and was not itself joined. */
  let joinable = false;
  for (let i = 0; i < length; i++) {
    const c = bytes[i]!;
    if (c !== SPACE) {
      if (word === 0) {
        dash = written > 0 ? written : -1;
        if (dash >= 0) slug[written++] = DASH;
      }
      slug[written++] = c;
      word++;
    } else if (word > 0) {
      const last = slug[written - 1]!;
      if (word === 1 && joinable && dash >= 0 && (last === T || last === S)) {
        slug[dash] = last;
        written = dash + 1;
        joinable = false;
      } else joinable = isLower(last) || isUpper(last) || isDigit(last);
      word = 0;
    }
  }
  return ASCII.decode(slug.subarray(0, written));
}
