/**
 * Line scans for ATX headings, outside code fences and `{/* … *\/}` comments. Two readers:
 * - custom heading ids (`## Title {#my-id}`): the build rewrites such a line into `<h2 id="my-id">`
 *   before the MDX parse, so `{#my-id}` is never an expression. `blankCustomIds` blanks it (offsets
 *   kept) so our parse sees what the build parses; the heading then carries the id (extract.ts).
 * - `scanHeadings`: the headings of a page too large or complex to parse, so links into it are
 *   still checked against real anchors. Linear in the page, bounded in the headings it returns.
 */
import type { Heading } from './types';
import { normalizeCustomId, typographic } from './slug';

/** `## Heading text {#id}`: up to three spaces, one to six `#`, text, then the id at the line end. */
const CUSTOM_ID_LINE = /^( {0,3})(#{1,6})[ \t]+(.+?)[ \t]*(\{[ \t]*#([^}]+?)[ \t]*\})[ \t]*\r?$/;
const ATX_LINE = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*\r?$/;
/**
 * Longer lines are no headings worth an anchor; skipping them keeps the patterns above (which can
 * backtrack on a hostile line) bounded, whatever the page.
 */
const MAX_HEADING_LINE = 2_000;

interface Line {
  start: number;
  text: string;
}

/** Calls `visit` for each line of the body that is neither in a code fence nor in a JSX comment. */
function forEachProseLine(text: string, from: number, visit: (line: Line) => boolean | void): void {
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  let start = from;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end);
    const stripped = line.trimStart();
    if (fence) {
      const run = /^(`+|~+)[ \t]*\r?$/.exec(stripped)?.[1];
      if (run && run[0] === fence.char && run.length >= fence.count) fence = undefined;
    } else if (!inComment && /^(`{3,}|~{3,})/.test(stripped)) {
      const run = /^(`{3,}|~{3,})/.exec(stripped)![1];
      fence = { char: run[0], count: run.length };
    } else {
      const wasInComment = inComment;
      if (inComment || line.includes('{/*')) inComment = commentStateAfter(line, inComment);
      if (!wasInComment && !inComment && visit({ start, text: line }) === false) return;
    }
    if (nl < 0) break;
    start = nl + 1;
  }
}

/** Whether a `{/*` comment is still open at the end of `line`; inline code spans do not count. */
function commentStateAfter(line: string, inComment: boolean): boolean {
  const masked = line.length > MAX_HEADING_LINE ? line : line.replace(/(`+).*?\1/g, (s) => ' '.repeat(s.length));
  let pos = 0;
  for (;;) {
    if (inComment) {
      const close = masked.indexOf('*/', pos);
      if (close < 0) return true;
      pos = close + 2;
      inComment = false;
    }
    const open = masked.indexOf('{/*', pos);
    if (open < 0) return false;
    pos = open + 3;
    inComment = true;
  }
}

export interface CustomIdLine {
  /** Offsets of `{#…}` on the line, to blank. */
  start: number;
  end: number;
  /** The id as the build writes it (normalized). */
  id: string;
}

/** The `{#id}` marks the build applies (outside fences and comments), in document order. */
export function findCustomIds(text: string, from: number): CustomIdLine[] {
  const found: CustomIdLine[] = [];
  if (!text.includes('{#', from)) return found;
  forEachProseLine(text, from, (line) => {
    if (!line.text.includes('{') || line.text.length > MAX_HEADING_LINE) return;
    const m = CUSTOM_ID_LINE.exec(line.text);
    if (!m) return;
    const start = line.start + line.text.lastIndexOf(m[4]);
    found.push({ start, end: start + m[4].length, id: normalizeCustomId(m[5]) });
  });
  return found;
}

/** `text` with every custom id mark blanked out (line breaks and offsets kept). */
export function blankCustomIds(text: string, from: number): string {
  const marks = findCustomIds(text, from);
  if (!marks.length) return text;
  let out = '';
  let at = 0;
  for (const mark of marks) {
    out += text.slice(at, mark.start) + ' '.repeat(mark.end - mark.start);
    at = mark.end;
  }
  return out + text.slice(at);
}

/** The id the build gives a heading line written with `{#id}`, or undefined. */
export function customIdOfLine(line: string): string | undefined {
  if (line.length > MAX_HEADING_LINE || !line.includes('{')) return undefined;
  const m = CUSTOM_ID_LINE.exec(line);
  return m ? normalizeCustomId(m[5]) : undefined;
}

/**
 * The ATX headings of a page, by lines (at most `max`), for pages that are not parsed. Their text
 * loses the Markdown the parser would read (emphasis, code marks, link targets, tags), roughly as
 * the heading's words; it is good for anchors, not for display.
 */
export function scanHeadings(text: string, from: number, max: number): Heading[] {
  const headings: Heading[] = [];
  forEachProseLine(text, from, (line) => {
    if (line.text.length > MAX_HEADING_LINE || !line.text.trimStart().startsWith('#')) return;
    const customId = customIdOfLine(line.text);
    const m = ATX_LINE.exec(customId ? line.text.replace(/\{[ \t]*#[^}]*\}[ \t]*\r?$/, '') : line.text);
    if (!m) return;
    const raw = (m[2] ?? '').replace(/[ \t]+#+$/, '');
    const words = raw.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]*>/g, '');
    const anchorText = words.split(/(`+[^`]*`+)/).map((part, i) => (i % 2 ? part.replace(/^`+|`+$/g, '') : typographic(part.replace(/(^|[\s(])[*_]{1,3}(?=\S)/g, '$1').replace(/(?<=\S)[*_]{1,3}(?=$|[\s).,:;!?])/g, '')))).join('');
    headings.push({ depth: m[1].length, text: words.replace(/[`*]/g, ''), anchorText, customId, span: { start: line.start, end: line.start + line.text.length } });
    return headings.length < max;
  });
  return headings;
}
