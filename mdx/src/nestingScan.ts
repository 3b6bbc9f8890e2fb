/**
 * One linear pass over a page that finds where its nesting gets deeper than the parser can take in
 * time. micromark's work grows with the square of some nestings, not with the page's size:
 * `- ` × 5,000 on one line took 15 s, `*` × 20,000 around a word 70 s, `{` × 20,000 47 s, `>` × 50,000
 * 51 s; 6,000 lines of `- - - … a` (32 deep) took over 3 minutes, because each closing of nested
 * containers copies events the parser has collected. The scan runs before any parse and costs about
 * as much as reading the text once. Fenced code is skipped: nothing nests inside it.
 *
 * The bounds sit far above every real page (9,854 pages of ../shared/corpus and corpus-modern, none
 * skipped; see NESTING_BOUNDS and the corpus test) and keep the parse of any accepted page within a
 * small factor of plain prose of the same size (bench/NOTES.md, 2b).
 */

import { VOID_HTML_ELEMENTS } from './htmlElements';

export type NestingKind = 'containers' | 'indentation' | 'containers-opened' | 'emphasis' | 'emphasis-runs' | 'emphasis-pairing' | 'braces' | 'nested-braces' | 'brackets' | 'tags';

export interface NestingCrossing {
  kind: NestingKind;
  /** The offset where the bound was crossed (the marker, run, brace, bracket or tag that crossed it). */
  offset: number;
  /** The bound that was crossed. */
  limit: number;
}

/**
 * Real-page maxima over the corpora (outside fenced code, which the scan skips) are in the comments;
 * each bound leaves a wide margin above them and keeps the parse of any accepted page within a small
 * factor of plain prose of the same size (measured in the commit that set them; see bench/NOTES.md).
 */
export const NESTING_BOUNDS: Record<NestingKind, number> = {
  /** Block quote and list markers opening one line (`> - 1. text`). Real maximum: 2. */
  containers: 16,
  /** Leading whitespace of a line, in columns (a tab counts 4): nesting by indentation. Real maximum: 36. */
  indentation: 128,
  /**
   * List items and block quotes opened in the whole page: the parser's cost grows with the square
   * of this count (each closing copies the events so far). Real maximum: 1,189 (a long changelog).
   */
  'containers-opened': 2_000,
  /** One run of `*`, `_` or `~`; its cost grows with the square of its length. Real maximum: 5. */
  emphasis: 64,
  /**
   * Runs of `*`, `_` or `~` in one paragraph: the parser pairs openers with closers across the
   * paragraph, so its cost grows with the square of their count (`*a **a ` × 300 … took 1.2 s).
   * `_` inside a word does not count. Real maximum: 207 (a long planning page).
   */
  'emphasis-runs': 400,
  /**
   * The pairing work of the whole page: each run of `*`, `_` or `~` adds the runs before it in its
   * paragraph (the openers it is tried against), so a paragraph of n runs adds about n²/2. It is the
   * cost of `emphasis-runs` summed over paragraphs, so a page of many short emphasised paragraphs
   * costs nothing while one of paragraphs each just under 400 runs (`*a` × 390: 7–8× prose at 400 KB)
   * is refused. Real maximum: 27,993 (a long planning page); 2,000,000 (71× that) is 26 such
   * paragraphs, 20 KB, about 1.3× prose with the rest.
   */
  'emphasis-pairing': 2_000_000,
  /** Unclosed `{` (JSX expressions). Real maximum: 12. */
  braces: 32,
  /**
   * `{` opened inside another `{`, in the whole page: MDX tries each as an expression and, when it
   * fails, retries over text that grows with the page. Real maximum: 81.
   */
  'nested-braces': 500,
  /** Unclosed `[`. Real maximum: 4. */
  brackets: 32,
  /** Unclosed JSX/HTML tags (`<Name`, less `</Name` and `/>`; void elements do not count). Real maximum: 130. */
  tags: 256,
};

const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const CR = 13;

/** The first place where `text` (from `from`, the body start) nests beyond NESTING_BOUNDS. */
export function findNestingCrossing(text: string, from = 0, bounds: Record<NestingKind, number> = NESTING_BOUNDS): NestingCrossing | undefined {
  return scan(text, from, bounds);
}

const UNBOUNDED = Object.fromEntries(Object.keys(NESTING_BOUNDS).map((k) => [k, Infinity])) as Record<NestingKind, number>;

/** The deepest nesting of each kind in `text`: how the bounds were chosen (see the corpus test). */
export function measureNesting(text: string, from = 0): Record<NestingKind, number> {
  const maxima = Object.fromEntries(Object.keys(NESTING_BOUNDS).map((k) => [k, 0])) as Record<NestingKind, number>;
  scan(text, from, UNBOUNDED, maxima);
  return maxima;
}

function scan(text: string, from: number, bounds: Record<NestingKind, number>, maxima?: Record<NestingKind, number>): NestingCrossing | undefined {
  const deeper = (kind: NestingKind, value: number): boolean => {
    if (maxima && value > maxima[kind]) maxima[kind] = value;
    return value > bounds[kind];
  };
  const crossed = (kind: NestingKind, offset: number): NestingCrossing => ({ kind, offset, limit: bounds[kind] });
  let braces = 0;
  let brackets = 0;
  let tags = 0;
  let containersOpened = 0;
  let previousQuotes = 0;
  let nestedBraces = 0;
  let paragraphRuns = 0;
  let pairing = 0; // runs tried against earlier runs of their paragraph, over the whole page
  let fence = 0; // the fence character (` or ~) while inside a fenced code block
  let fenceLength = 0;
  let i = from;
  const end = text.length;
  while (i < end) {
    // ---- inside fenced code: nothing nests; only the closing fence matters
    if (fence) {
      while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB || text.charCodeAt(i) === 62) i++;
      const run = runLength(text, i);
      if (text.charCodeAt(i) === fence && run >= fenceLength && isBlankFrom(text, i + run)) fence = 0;
      i = lineEnd(text, i);
      continue;
    }
    // ---- line start: indentation and container markers
    let columns = 0;
    let depth = 0;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === SPACE) columns++;
      else if (c === TAB) columns += 4;
      else break;
      if (deeper('indentation', columns)) return crossed('indentation', i);
      i++;
    }
    let quotes = 0;
    let opened = 0;
    const markersStart = i;
    for (;;) {
      const markerEnd = containerMarkerEnd(text, i);
      if (markerEnd < 0) break;
      if (deeper('containers', ++depth)) return crossed('containers', i);
      // Every list marker opens an item; a `>` opens a quote only beyond the previous line's.
      if (text.charCodeAt(i) !== 62) opened++;
      else if (++quotes > previousQuotes) opened++;
      i = markerEnd;
      while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB) i++;
    }
    previousQuotes = quotes;
    if (opened > 0) {
      containersOpened += opened;
      if (deeper('containers-opened', containersOpened)) return crossed('containers-opened', markersStart);
    }
    const c = text.charCodeAt(i);
    // A blank line ends the paragraph: emphasis never pairs across it.
    if (isLineEnd(c)) paragraphRuns = 0;
    if ((c === 96 || c === 126) && runLength(text, i) >= 3) {
      paragraphRuns = 0;
      fence = c;
      fenceLength = runLength(text, i);
      i = lineEnd(text, i);
      continue;
    }
    // ---- the rest of the line
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) {
        i++;
        break;
      }
      if (c === 42 || c === 95 || c === 126) {
        // `*`, `_`, `~`: the length of the whole run
        let j = i + 1;
        while (text.charCodeAt(j) === c) j++;
        if (deeper('emphasis', j - i)) return crossed('emphasis', i);
        // `_` inside a word (`snake_case`) never opens or closes emphasis: only count the others.
        const intraword = c === 95 && isAlphanumeric(text.charCodeAt(i - 1)) && isAlphanumeric(text.charCodeAt(j));
        if (!intraword) {
          if (deeper('emphasis-runs', ++paragraphRuns)) return crossed('emphasis-runs', i);
          pairing += paragraphRuns - 1;
          if (deeper('emphasis-pairing', pairing)) return crossed('emphasis-pairing', i);
        }
        i = j;
        continue;
      }
      if (c === 123) {
        if (deeper('braces', ++braces)) return crossed('braces', i);
        if (braces > 1 && deeper('nested-braces', ++nestedBraces)) return crossed('nested-braces', i);
      } else if (c === 125) {
        if (braces > 0) braces--;
      } else if (c === 91) {
        if (deeper('brackets', ++brackets)) return crossed('brackets', i);
      } else if (c === 93) {
        if (brackets > 0) brackets--;
      } else if (c === 60) {
        const next = text.charCodeAt(i + 1);
        if (next === 47) {
          if (tags > 0) tags--;
        } else if (isLetter(next) && !isVoidTag(text, i + 1) && deeper('tags', ++tags)) return crossed('tags', i);
      } else if (c === 47 && text.charCodeAt(i + 1) === 62) {
        if (tags > 0) tags--; // `/>` closes what its `<Name` opened
      }
      i++;
    }
  }
  return undefined;
}

/** The length of the run of the character at `i`, never over a line break: a run that went on over
 * line breaks made a fence full of blank lines quadratic. */
function runLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === NEWLINE || c === CR) return 1;
  let j = i + 1;
  while (text.charCodeAt(j) === c) j++;
  return j - i;
}

/** The offset after the line ending at or after `i`. */
function lineEnd(text: string, i: number): number {
  const newline = text.indexOf('\n', i);
  return newline < 0 ? text.length : newline + 1;
}

function isBlankFrom(text: string, i: number): boolean {
  for (;; i++) {
    const c = text.charCodeAt(i);
    if (isLineEnd(c)) return true;
    if (c !== SPACE && c !== TAB) return false;
  }
}

/** After a `>`, `-`, `+`, `*` or ordered-list marker at `i` that opens a container, or -1. */
function containerMarkerEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 62) return i + 1; // `>` needs no space after it
  if (c === 45 || c === 43 || c === 42) return isMarkerEnd(text.charCodeAt(i + 1)) ? i + 1 : -1;
  let j = i;
  while (j - i < 9 && isDigit(text.charCodeAt(j))) j++;
  if (j === i) return -1;
  const d = text.charCodeAt(j);
  return (d === 46 || d === 41) && isMarkerEnd(text.charCodeAt(j + 1)) ? j + 1 : -1;
}

function isMarkerEnd(c: number): boolean {
  return c === SPACE || c === TAB || isLineEnd(c);
}

function isLineEnd(c: number): boolean {
  return c === NEWLINE || c === CR || Number.isNaN(c);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlphanumeric(c: number): boolean {
  return isLetter(c) || isDigit(c);
}

function isLetter(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 97 && lower <= 122;
}

const voidTags = new Set<string>(VOID_HTML_ELEMENTS);

/** `<br>`, `<img …>` and the like never close, so they do not nest. */
function isVoidTag(text: string, nameStart: number): boolean {
  let j = nameStart;
  while (j - nameStart < 7 && isLetter(text.charCodeAt(j))) j++;
  return j - nameStart <= 6 && voidTags.has(text.slice(nameStart, j).toLowerCase());
}

/** What was crossed, in words, for the page notice and the preview notice. */
export function describeCrossing(crossing: NestingCrossing): string {
  const limit = crossing.limit.toLocaleString('en-US');
  switch (crossing.kind) {
    case 'containers':
      return `more than ${limit} block quote or list markers open this line`;
    case 'indentation':
      return `this line is indented by more than ${limit} columns`;
    case 'containers-opened':
      return `more than ${limit} list items and block quotes have opened by here`;
    case 'emphasis':
      return `a run of more than ${limit} \`*\`, \`_\` or \`~\``;
    case 'emphasis-pairing':
      return `more than ${limit} pairings of \`*\`, \`_\` or \`~\` runs within paragraphs (many paragraphs each with hundreds of runs)`;
    case 'emphasis-runs':
      return `more than ${limit} runs of \`*\`, \`_\` or \`~\` in one paragraph`;
    case 'braces':
      return `more than ${limit} \`{\` are open here`;
    case 'nested-braces':
      return `more than ${limit} \`{\` inside other \`{\` have opened by here`;
    case 'brackets':
      return `more than ${limit} \`[\` are open here`;
    case 'tags':
      return `more than ${limit} tags are open here`;
  }
}
