/**
 * One linear pass over a page that finds where its nesting gets deeper than the parser can take in
 * time. micromark's work grows with the square of some nestings, not with the page's size:
 * `- ` × 5,000 on one line took 15 s, `*` × 20,000 around a word 70 s, `{` × 20,000 47 s, `>` × 50,000
 * 51 s, and a few thousand short nested blocks (`>>>>>>>> a` and a blank line, repeated) minutes,
 * because each closing of nested containers copies the parser's whole event list. This scan runs
 * before any parse and costs about as much as reading the text once.
 *
 * The bounds sit well above every real page (9,854 pages of ../shared/corpus and corpus-modern; see
 * NESTING_BOUNDS) and well below the sizes where parsing takes noticeable time.
 */

import { VOID_HTML_ELEMENTS } from '../catalog/components';

export type NestingKind = 'containers' | 'indentation' | 'container-blocks' | 'emphasis' | 'braces' | 'brackets' | 'tags';

export interface NestingCrossing {
  kind: NestingKind;
  /** The offset where the bound was crossed (the marker, run, brace, bracket or tag that crossed it). */
  offset: number;
  /** The bound that was crossed. */
  limit: number;
}

/**
 * Real-page maxima over the corpora are in the comments; each bound leaves a wide margin above them.
 */
export const NESTING_BOUNDS: Record<NestingKind, number> = {
  /** Block quote and list markers opening one line (`> - 1. text`). Real maximum: 5. */
  containers: 32,
  /** Leading whitespace of a line, in columns (a tab counts 4): nesting by indentation. Real maximum: 57. */
  indentation: 160,
  /**
   * Container blocks started after a line that was not in a container, weighted by their depth: the
   * count the parser's cost grows with the square of. Real maximum: 1,020 (a long changelog).
   */
  'container-blocks': 3_000,
  /** One run of `*`, `_` or `~`. Real maximum: 64 (a line of asterisks). */
  emphasis: 256,
  /** Unclosed `{` (JSX expressions, and code examples, which the scan does not tell apart). Real maximum: 15. */
  braces: 64,
  /** Unclosed `[`. Real maximum: 17. */
  brackets: 64,
  /** Unclosed JSX/HTML tags (`<Name`, less `</Name` and `/>`). Real maximum: see the corpus test. */
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
  let containerBlocks = 0;
  let previousLineInContainer = false;
  let i = from;
  const end = text.length;
  while (i < end) {
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
    for (;;) {
      const markerEnd = containerMarkerEnd(text, i);
      if (markerEnd < 0) break;
      if (deeper('containers', ++depth)) return crossed('containers', i);
      i = markerEnd;
      while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB) i++;
    }
    if (depth > 0 && !previousLineInContainer) {
      containerBlocks += depth;
      if (deeper('container-blocks', containerBlocks)) return crossed('container-blocks', i);
    }
    previousLineInContainer = depth > 0 || (previousLineInContainer && columns > 0 && !isLineEnd(text.charCodeAt(i)));
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
        i = j;
        continue;
      }
      if (c === 123) {
        if (deeper('braces', ++braces)) return crossed('braces', i);
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
    case 'container-blocks':
      return `more than ${limit} levels of block quotes and lists have started by here`;
    case 'emphasis':
      return `a run of more than ${limit} \`*\`, \`_\` or \`~\` starts here`;
    case 'braces':
      return `more than ${limit} \`{\` are open here`;
    case 'brackets':
      return `more than ${limit} \`[\` are open here`;
    case 'tags':
      return `more than ${limit} tags are open here`;
  }
}
