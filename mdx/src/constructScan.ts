/**
 * One linear pass over a page that counts the constructs whose parse costs far more than prose of the
 * same size, and finds where a count crosses its bound (issue 26; the nesting scan, nestingScan.ts,
 * does the same for nesting). The bounds are counts, never times, so whether a page is checked does
 * not depend on the machine or its load (issue 21).
 *
 * Why each construct is costly in micromark (measured with bench/constructCost.ts):
 * - a setext underline (`=` or `-` under a line of text) rewrites the flow's whole event list so far
 *   (EditMap.consume copies it), so n headings cost n × the page above them: quadratic;
 * - merging a paragraph's text splices its event list once per line: quadratic in its lines;
 * - table cells, autolink literals (`www.`, `http://`, `user@host`), `#` headings and hard breaks are
 *   linear but dear: each adds events, resolver passes and attempts of GFM's constructs, several times
 *   what the same bytes of prose cost.
 * Counting bounds their number, so the worst accepted page is at most "the bound's worth of the
 * construct, then prose", which parses within 5× prose of the same size (test/fuzz/constructCost.test.ts).
 * Fenced code is skipped: nothing in it is parsed as Markdown.
 */

export type ConstructKind =
  | 'lines'
  | 'setext-headings'
  | 'headings'
  | 'thematic-breaks'
  | 'paragraph-lines'
  | 'table-cells'
  | 'autolink-literals'
  | 'hard-breaks'
  | 'link-brackets'
  | 'backticks'
  | 'tag-opens'
  | 'expressions'
  | 'character-references';

export interface ConstructCrossing {
  kind: ConstructKind;
  /** The offset of the construct that crossed the bound. */
  offset: number;
  /** The bound that was crossed. */
  limit: number;
}

/**
 * Each bound with the largest count of a real page of ../shared/corpus and ../shared/corpus-modern
 * (9,873 pages; pinned in test/unit/page/corpus.test.ts, which also holds every bound at 1.5× or more
 * above it), and the cost of the worst page the bound accepts: that many of the construct, then prose
 * to 400 KB (bench/NOTES.md, 2c).
 */
export const CONSTRUCT_BOUNDS: Record<ConstructKind, number> = {
  /**
   * Lines of the body, fenced code and blank lines included: every line costs the parser its own
   * events whatever it holds, so 400 KB of empty lines in a fence parsed 5× slower than prose.
   * Real maximum: 3,614 (design notes); 20,000 cost about 1.2× prose.
   */
  lines: 20_000,
  /** Setext headings (a line of `=` or `-` under text). Real maximum: 1 (a `---` under a line of text); 200 cost 1.3× prose. */
  'setext-headings': 200,
  /** `#` headings. Real maximum: 169 (a changelog); 3,000 cost about 1× prose. */
  headings: 3_000,
  /** Thematic breaks (`***`, `---`, `___` alone on a line). Real maximum: 114 (a changelog);
   * 400 KB of them cost 3.5× prose, 3,000 about 1×. */
  'thematic-breaks': 3_000,
  /**
   * Lines of one paragraph (lines of text with no blank line between them): merging a paragraph's
   * text splices the paragraph's event list once per line, so its cost grows with the square of this
   * count (a 400 KB paragraph of short lines parsed 8× slower than 400 KB of prose). Real maximum: 484;
   * 2,000 cost about 1× prose.
   */
  'paragraph-lines': 2_000,
  /** `|` outside fenced code: a table's cells and borders. Real maximum: 3,888 (a table of settings); 20,000 cost 2.6× prose. */
  'table-cells': 20_000,
  /** `www.`, `http://`, `https://` and `@` between letters: GFM's autolink literals. Real maximum: 497 (a changelog);
   * 3,000 cost 1.8× prose. */
  'autolink-literals': 3_000,
  /** Lines ending in two spaces or `\`: hard breaks. Real maximum: 42; 3,000 cost 1.3× prose. */
  'hard-breaks': 3_000,
  /** `[` in the whole page (links, images, footnotes). Real maximum: 838 (a changelog); 2,000 cost 2.5× prose. */
  'link-brackets': 2_000,
  /** Backticks in the whole page. Real maximum: 3,652 (design notes); 6,000 cost about 1× prose. */
  backticks: 6_000,
  /** `<` before a letter (a tag opening) in the whole page. Real maximum: 2,334 (a page of inline SVG); 4,000 cost 1.7× prose. */
  'tag-opens': 4_000,
  /**
   * `{` in the whole page: each opens an MDX expression, which the parser tries as JavaScript (acorn)
   * and whose events it splices back; 400 KB of `{} ` parsed 6–17× slower than prose. Real maximum:
   * 660 (a page of Grafana queries); 10,000 (15× that) are 30 KB of `{} `, about 1.3× prose with the rest.
   */
  expressions: 10_000,
  /**
   * `&` before `#` or a letter in the whole page: a character reference (`&amp;`, `&#60;`) is tried
   * against the entity table and decoded; 400 KB of them parsed 3–6× slower than prose. Real maximum:
   * 44; 5,000 (over 100× that) are 30 KB of references, about 1.2× prose with the rest.
   */
  'character-references': 5_000,
};

const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const CR = 13;

/** The first construct count of `text` (from `from`, the body start) beyond CONSTRUCT_BOUNDS. */
export function findConstructCrossing(text: string, from = 0, bounds: Record<ConstructKind, number> = CONSTRUCT_BOUNDS): ConstructCrossing | undefined {
  return scan(text, from, bounds);
}

/** How many of each construct `text` holds: how the bounds were chosen (see the corpus test). */
export function measureConstructs(text: string, from = 0): Record<ConstructKind, number> {
  const counts = Object.fromEntries(Object.keys(CONSTRUCT_BOUNDS).map((k) => [k, 0])) as Record<ConstructKind, number>;
  const unbounded = Object.fromEntries(Object.keys(CONSTRUCT_BOUNDS).map((k) => [k, Infinity])) as Record<ConstructKind, number>;
  scan(text, from, unbounded, counts);
  return counts;
}

function scan(text: string, from: number, bounds: Record<ConstructKind, number>, counts?: Record<ConstructKind, number>): ConstructCrossing | undefined {
  const total = counts ?? (Object.fromEntries(Object.keys(bounds).map((k) => [k, 0])) as Record<ConstructKind, number>);
  /** Counts one more of `kind`; the crossing when that is one too many. */
  const more = (kind: ConstructKind, offset: number): ConstructCrossing | undefined => (++total[kind] > bounds[kind] ? { kind, offset, limit: bounds[kind] } : undefined);
  // Brackets, backticks, tag openings, `{` and character references are counted
  // over the whole text, fenced code and frontmatter included, as the bounds were first set (their
  // cost is the parser's and the rules'; the real maxima were measured the same way).
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let crossing: ConstructCrossing | undefined;
    if (c === 91) crossing = more('link-brackets', i);
    else if (c === 96) crossing = more('backticks', i);
    else if (c === 60 && isLetter(text.charCodeAt(i + 1))) crossing = more('tag-opens', i);
    else if (c === 123) crossing = more('expressions', i);
    else if (c === 38 && (text.charCodeAt(i + 1) === 35 || isLetter(text.charCodeAt(i + 1)))) crossing = more('character-references', i);
    if (crossing) return crossing;
  }
  let afterText = false; // the previous line was text that a setext underline would turn into a heading
  let paragraphLines = 0; // lines of text since the last blank line, fence or heading
  let inTag = false; // in a JSX tag whose attributes go on over lines
  let fence = 0; // the fence character (` or ~) while inside fenced code
  let fenceLength = 0;
  let i = from;
  while (i < text.length) {
    const lines = more('lines', i);
    if (lines) return lines;
    const start = contentStart(text, i);
    let newline = text.indexOf('\n', start);
    if (newline < 0) newline = text.length;
    const end = newline > start && text.charCodeAt(newline - 1) === CR ? newline - 1 : newline; // before `\r\n`
    const next = newline + 1;
    const c = text.charCodeAt(start);
    const run = runLength(text, start, end);
    if (fence) {
      if (c === fence && run >= fenceLength && isBlank(text, start + run, end)) fence = 0;
    } else if ((c === 96 || c === 126) && run >= 3) {
      fence = c;
      fenceLength = run;
      afterText = false;
      paragraphLines = 0;
    } else if (start >= end || isBlank(text, start, end)) {
      afterText = false;
      paragraphLines = 0;
    } else if ((c === 61 || c === 45) && afterText && isBlank(text, start + run, end)) {
      const crossing = more('setext-headings', start);
      if (crossing) return crossing;
      afterText = false;
      paragraphLines = 0;
    } else if ((c === 42 || c === 45 || c === 95) && isThematicBreak(text, start, end)) {
      const crossing = more('thematic-breaks', start);
      if (crossing) return crossing;
      afterText = false;
      paragraphLines = 0;
    } else {
      const loneTag = isLoneTag(text, start, end);
      // A line that is one tag (an SVG's `<path … />`), or in a tag written over several lines, is
      // JSX, not a line of the paragraph's text.
      const closes = indexIn(text, 62, start, end) >= 0;
      const tagLine: boolean = inTag || loneTag || (c === 60 && isLetter(text.charCodeAt(start + 1)) && !closes);
      inTag = tagLine && !closes;
      if (c !== 35 && !tagLine) paragraphLines++;
      const crossing = c === 35 ? more('headings', start) : paragraphLines > bounds['paragraph-lines'] ? { kind: 'paragraph-lines' as const, offset: start, limit: bounds['paragraph-lines'] } : undefined;
      if (crossing) return crossing;
      if (paragraphLines > total['paragraph-lines']) total['paragraph-lines'] = paragraphLines;
      if (c === 35) paragraphLines = 0;
      afterText = c !== 35 && !loneTag;
      const inLine = countInLine(text, start, end, more);
      if (inLine) return inLine;
    }
    i = next;
  }
  return undefined;
}

/** Counts the table cells, autolink literals and the hard break of one line of text. */
function countInLine(text: string, start: number, end: number, more: (kind: ConstructKind, offset: number) => ConstructCrossing | undefined): ConstructCrossing | undefined {
  for (let j = start; j < end; j++) {
    const c = text.charCodeAt(j);
    let crossing: ConstructCrossing | undefined;
    if (c === 124) crossing = more('table-cells', j);
    else if ((c === 119 || c === 87 || c === 104 || c === 72) && !isAlphanumeric(text.charCodeAt(j - 1)) && startsAutolink(text, j)) crossing = more('autolink-literals', j);
    else if (c === 64 && isAlphanumeric(text.charCodeAt(j - 1)) && isAlphanumeric(text.charCodeAt(j + 1))) crossing = more('autolink-literals', j);
    if (crossing) return crossing;
  }
  const last = text.charCodeAt(end - 1);
  const hardBreak = last === 92 || (last === SPACE && text.charCodeAt(end - 2) === SPACE);
  return hardBreak && end < text.length ? more('hard-breaks', end - 1) : undefined;
}

/**
 * A line that is one tag (`</Update>`, `<Card title="A">`) is a JSX block, not text: a `---` under
 * it is a thematic break. A tag with text after it (`<b>x</b>`) starts a paragraph.
 */
function isLoneTag(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start) !== 60) return false;
  let last = end - 1;
  while (last > start && (text.charCodeAt(last) === SPACE || text.charCodeAt(last) === TAB)) last--;
  return indexIn(text, 62, start, end) === last;
}

/** The first offset of the character `c` in `text` from `start` up to `end`, or -1 (never past the line). */
function indexIn(text: string, c: number, start: number, end: number): number {
  for (let j = start; j < end; j++) if (text.charCodeAt(j) === c) return j;
  return -1;
}

/** Three or more of the line's first character (`*`, `-` or `_`), with only spaces or tabs between. */
function isThematicBreak(text: string, start: number, end: number): boolean {
  const c = text.charCodeAt(start);
  let marks = 0;
  for (let j = start; j < end; j++) {
    const d = text.charCodeAt(j);
    if (d === c) marks++;
    else if (d !== SPACE && d !== TAB) return false;
  }
  return marks >= 3;
}

/** `www.`, `http://` or `https://` at `i`, in any case. */
function startsAutolink(text: string, i: number): boolean {
  const head = text.slice(i, i + 8).toLowerCase();
  return head.startsWith('www.') || head.startsWith('http://') || head.startsWith('https://');
}

/** After the indentation and block quote markers that open the line at `i`. */
function contentStart(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB && c !== 62) return i;
    i++;
  }
}

/** How many times the character at `i` repeats from `i`, never past the line's `end`: a run that
 * went on over line breaks made a page of blank lines quadratic. */
function runLength(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  let j = i + 1;
  while (j < end && text.charCodeAt(j) === c) j++;
  return j - i;
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) {
    const c = text.charCodeAt(j);
    if (c !== SPACE && c !== TAB && c !== CR && c !== NEWLINE) return false;
  }
  return true;
}

function isAlphanumeric(c: number): boolean {
  return isLetter(c) || (c >= 48 && c <= 57);
}

function isLetter(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 97 && lower <= 122;
}

/** What was counted past its bound, in words, for the page notice and the preview notice. */
export function describeConstructCrossing(crossing: ConstructCrossing): string {
  const limit = crossing.limit.toLocaleString('en-US');
  switch (crossing.kind) {
    case 'lines':
      return `more than ${limit} lines`;
    case 'setext-headings':
      return `more than ${limit} setext headings (text underlined with \`=\` or \`-\`)`;
    case 'headings':
      return `more than ${limit} \`#\` headings`;
    case 'thematic-breaks':
      return `more than ${limit} thematic breaks (\`---\`, \`***\`)`;
    case 'paragraph-lines':
      return `a paragraph of more than ${limit} lines`;
    case 'table-cells':
      return `more than ${limit} table cells (\`|\`)`;
    case 'autolink-literals':
      return `more than ${limit} bare links (\`www.\`, \`http://\`, e-mail addresses)`;
    case 'hard-breaks':
      return `more than ${limit} hard line breaks (lines ending in two spaces or \`\\\`)`;
    case 'link-brackets':
      return `more than ${limit} \`[\``;
    case 'backticks':
      return `more than ${limit} backticks`;
    case 'tag-opens':
      return `more than ${limit} tags`;
    case 'expressions':
      return `more than ${limit} \`{\` (MDX expressions)`;
    case 'character-references':
      return `more than ${limit} character references (\`&amp;\`, \`&#60;\`)`;
  }
}
