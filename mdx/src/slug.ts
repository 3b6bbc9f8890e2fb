/**
 * Anchor ids as the site build makes them. The vendor documents its rules ("Heading text →
 * Generated ID"): lowercase, whitespace and periods to `-`, parentheses dropped, `'` becomes `’`
 * and is kept, `/` and `&` kept, camelCase lowercased without a hyphen, repeats `-2`, `-3` across
 * the whole page. Its build (`@mintlify/common`) gets there with `@sindresorhus/slugify` on the
 * URL-encoded text; we call that same library with the same options, and `test/unit/page/slug.test.ts`
 * pins each documented case. Where the docs and the code disagree the code wins (noted there).
 *
 * The library rebuilds some two thousand transliteration patterns per call (about a millisecond), and
 * some of its patterns cost the square of a long word's length, so slugs are made by slugLinear.ts
 * (the library's output in linear time), and callers pass a `SlugMemo` they own (an AnchorCache, a
 * RenderCache) to slug each text once.
 */
import librarySlugify from '@sindresorhus/slugify';
import { BoundedCache } from '../../common/src';
import { linearSlug, type LinearSlugOptions } from './slugLinear';

/** Slugs already computed, keyed by kind (`SlugKind`, then a NUL) and text; owned by the caller, bounded by MAX_MEMO. */
export type SlugMemo = BoundedCache<string, string>;

const MAX_MEMO = 20_000;

/** A memo for the caller to own (a service's anchor cache, a preview's render cache). */
export function slugMemo(): SlugMemo {
  return new BoundedCache({ maxEntries: MAX_MEMO });
}

/**
 * The library's options for each kind of slug (also its key in a SlugMemo). A heading's encoded
 * text still holding percent escapes (anything outside ASCII, `/`, `&`…) keeps them and its case;
 * otherwise the library's defaults apply, minus decamelizing (the text is lowercased first anyway).
 * Accordion and View titles take the defaults without decamelizing; API field names the defaults.
 */
export const SLUG_OPTIONS = {
  encoded: { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false },
  plain: { decamelize: false, preserveCharacters: ['_'] },
  component: { decamelize: false },
  field: { decamelize: true },
} as const satisfies Record<string, LinearSlugOptions>;

export type SlugKind = keyof typeof SLUG_OPTIONS;

function memoSlugify(text: string, kind: SlugKind, memo: SlugMemo | undefined): string {
  const memoKey = kind + '\0' + text;
  const known = memo?.get(memoKey);
  if (known !== undefined) return known;
  const options = SLUG_OPTIONS[kind] as LinearSlugOptions;
  // The library's slug in linear time (slugLinear.ts); the library itself only for an option that
  // path does not model (none that SLUG_OPTIONS holds).
  const result = linearSlug(text, options) ?? librarySlugify(text, options);
  memo?.set(memoKey, result);
  return result;
}

/**
 * The build's heading slug before repeats are counted, as it writes it (percent escapes kept):
 * the text lowercased, trimmed, whitespace runs to `-`, URL-encoded, then slugified.
 */
export function encodedSlug(title: string, memo?: SlugMemo): string {
  const encoded = encodeURIComponent(wellFormed(title.toLowerCase().trim().replace(/\s+/g, '-')));
  return /%[0-9A-F]{2}/.test(encoded) ? memoSlugify(encoded, 'encoded', memo) : memoSlugify(encoded, 'plain', memo);
}

/**
 * A lone surrogate (half of a character outside the BMP) becomes U+FFFD, as it does when the text is
 * saved as UTF-8 and read back, which is all the build ever reads; `encodeURIComponent` throws on one.
 * Only an unsaved editor text can hold one.
 */
function wellFormed(text: string): string {
  // ES2024's String.prototype.toWellFormed (Node 20): not in the es2022 typings this project compiles with.
  return (text as string & { toWellFormed(): string }).toWellFormed();
}

const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/**
 * The id a heading, Step or Update shows in the page: its components decode the slug and drop
 * `?,;:!'"()[]{}` and emoji when they render. A malformed escape leaves the id as it is.
 */
export function cleanHeadingId(id: string): string {
  try {
    return decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')).replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
  } catch {
    return id;
  }
}

/**
 * A custom id as written in `## Title {#id}`: the build drops HTML-unsafe characters, `&`, the
 * punctuation the heading component drops, and emoji, and turns whitespace into `-`.
 */
export function normalizeCustomId(raw: string): string {
  return raw.trim().replace(/[<>"&?,;:!'()[\]{}]/g, '').replace(EMOJI, '').replace(/\s+/g, '-');
}

/**
 * The build runs smartypants over text before it takes heading titles, so a straight `'` is `’`
 * in the id (its docs: "What's new" → `what’s-new`), a `"` a curly quote, `--` an em dash and `...`
 * an ellipsis. Inline code is left alone (the caller applies this to text only).
 */
export function typographic(text: string): string {
  return text
    .replace(/\.\.\.|\. \. \./g, '…')
    .replace(/--/g, '—')
    .replace(/(^|[\s([{“‘—-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{“—-])'(?=\w)/g, '$1‘')
    .replace(/'/g, '’');
}

/**
 * Numbers the ids of one page the way the build does. Markdown headings (levels 1 to 4) first get
 * the library's counter (`slugifyWithCounter`: a repeat becomes `-2`, `-3`); then every entry of the
 * table of contents (those headings, JSX `<h1>`–`<h4>`, custom ids, Update labels, Step titles)
 * passes one page-wide check that bumps a taken id to the next free `-N`. Headings inside an
 * Accordion, Expandable, Update or Prompt keep their counted slug without that check.
 */
export class PageIdNumbering {
  /** How often each counted slug (lowercased) has come up. */
  private readonly occurrences = new Map<string, number>();
  private readonly seen = new Map<string, number>();

  constructor(private readonly memo?: SlugMemo) {}

  /**
   * A counted slug for a Markdown heading (percent escapes kept, as the build's first pass writes
   * it). Counting follows the library's `slugifyWithCounter`, which the build uses: the n-th
   * occurrence of a slug gets `-n`, and a slug ending in numbers (`step-1`) is suffixed too once
   * its numberless base has come up three times. The slug itself is computed once, through the memo.
   */
  counted(title: string): string {
    const slug = encodedSlug(title, this.memo);
    if (!slug) return '';
    const key = slug.toLowerCase();
    const baseSeen = this.occurrences.get(key.replace(/(?:-\d+)+$/, '')) ?? 0;
    const n = (this.occurrences.get(key) ?? 0) + 1;
    this.occurrences.set(key, n);
    return n >= 2 || baseSeen > 2 ? `${slug}-${n}` : slug;
  }

  /** An entry of the table of contents: its cleaned id made unique on the page. */
  listed(id: string): string {
    const count = this.seen.get(id) ?? 0;
    this.seen.set(id, count + 1);
    if (count === 0) return id;
    let suffix = count + 1;
    while (this.seen.has(`${id}-${suffix}`)) suffix++;
    const unique = `${id}-${suffix}`;
    this.seen.set(unique, 1);
    return unique;
  }

  /** A fresh (uncounted) slug of a title, cleaned: JSX headings, Update labels and Step titles without an id. */
  fresh(title: string): string {
    return cleanHeadingId(encodedSlug(title, this.memo));
  }
}

/**
 * Accordion and View ids from their titles: the library's defaults (transliteration, `&` → `and`)
 * without decamelizing, the first `:` read as `-`; repeats of a base get `-1`, `-2` (counted per kind).
 */
export function componentSlug(title: string, memo?: SlugMemo): string {
  return memoSlugify(title.replace(':', '-'), 'component', memo);
}

/** API field ids (ParamField, Param, ResponseField): `param-<name>`, decamelized; repeats `-1`, `-2`. */
export function paramFieldId(name: string, count: number, memo?: SlugMemo): string {
  return memoSlugify(`param-${name}${count > 0 ? `_${count}` : ''}`, 'field', memo);
}

/** Decodes a `#fragment` leniently: malformed percent escapes are kept as written. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Whether `fragment` (as written after `#`) names one of `anchors`. A browser compares ids exactly
 * (case included) with the fragment as the URL holds it (characters outside ASCII percent-encoded)
 * and then with it decoded, so those forms match and nothing looser does.
 */
export function anchorMatches(fragment: string, anchors: ReadonlySet<string>): boolean {
  return anchors.has(fragment) || anchors.has(urlFragment(fragment)) || anchors.has(decodeFragment(fragment));
}

/** A fragment as a URL serializes it: spaces, quotes, `<`, `>`, backticks and non-ASCII percent-encoded. */
function urlFragment(fragment: string): string {
  return fragment.replace(/[^\x21-\x7e]|["<>`]/gu, (c) => encodeURIComponent(c));
}
