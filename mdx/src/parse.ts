/**
 * Parses a page once per version into a ParsedPage. The body goes through the real MDX parser
 * (unified + remark-parse + remark-mdx + remark-gfm), so anything that breaks the site build is
 * located exactly. When that fails, ONE SyntaxProblem is kept and a tolerant pass (Markdown without
 * MDX, plus a tag scan) fills the lists so completion and component checks still work.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { readFrontmatter } from './frontmatter';
import { extract, addElementRefs, isInlineByLine, Extracted } from './extract';
import { scanTags } from './tagScan';
import { findNestingCrossing } from './nestingScan';
import { blankCustomIds } from './headingScan';
import { findConstructCrossing } from './constructScan';
import type { JsxElement, PageSkip, ParsedPage, Span, SyntaxProblem } from './types';
import { lineStart } from '../../common/src';

const strictParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();

// The fallback reads Markdown the way MDX does (no indented code, no raw HTML blocks), so the same
// text yields the same headings and code blocks, but it can never throw on JSX or expressions.
function mdxLikeMarkdown(this: { data(): unknown }): void {
  const data = this.data() as Record<string, unknown[]>;
  (data.micromarkExtensions ??= []).push({ disable: { null: ['codeIndented', 'htmlFlow', 'htmlText'] } });
}
const tolerantParser = unified().use(remarkParse).use(mdxLikeMarkdown).use(remarkGfm).freeze();

/**
 * Larger pages are not parsed: the MDX parser reads prose at about a megabyte a second here, and a
 * keystroke must never wait a second for diagnostics. Hand-written prose is far smaller (under
 * 100 KB in the corpus). Long attribute values (inline SVG paths, base64 `data:` images) count only
 * in part: each is one token, which the parser passes over quickly (see MAX_UNCOUNTED_ATTRIBUTE).
 */
export const MAX_PAGE_LENGTH = 400_000;
/** Pages beyond this are never parsed, whatever they hold. */
const MAX_TOTAL_LENGTH = 4_000_000;
/**
 * How much of one quoted attribute value goes uncounted. Beyond it the value counts like prose: a
 * title or an API field name is also slugged, hovered and rendered, so one value of megabytes was a
 * page of megabytes that passed the size bound. Real maximum: 39,702 characters (an inline SVG path in
 * a page whose long values total 1.3 MB; ../shared/corpus, pinned by test/corpus/page/corpus.test.ts).
 * A base64 `data:` image (only letters, digits, `+/=`, never slugged) stays uncounted, whatever its size.
 */
export const MAX_UNCOUNTED_ATTRIBUTE = 64_000;

/** A base64 `data:` URL, alone or as a quoted attribute value. */
const BASE64_DATA = /^(?:=\s*["'])?data:[\w/+.-]+;base64,[A-Za-z0-9+/=]*["']?$/;

/** The longest quoted attribute value of `text` that proseLength counts only in part (the corpus pins it). */
export function longestCountedAttribute(text: string): number {
  let longest = 0;
  for (const m of text.matchAll(LONG_VALUE)) if (!BASE64_DATA.test(m[0])) longest = Math.max(longest, m[0].length);
  return longest;
}

const LONG_VALUE = /=\s*(?:"[^"]{256,}"|'[^']{256,}')|data:[\w/+.-]+;base64,[A-Za-z0-9+/=]{256,}/g;

function proseLength(text: string): number {
  let length = text.length;
  for (const m of text.matchAll(LONG_VALUE)) {
    length -= BASE64_DATA.test(m[0]) ? m[0].length : Math.min(m[0].length, MAX_UNCOUNTED_ATTRIBUTE);
  }
  return length;
}

/**
 * Why a page is not parsed at all, and where (see ParsedPage.skip), or undefined when it is parsed.
 * Every check is one linear pass that counts (never times), so the same text gets the same answer on
 * any machine under any load, and deciding costs far less than the parse it avoids. `bodyStart`
 * (after the frontmatter) is where nesting and constructs are measured from.
 */
export function pageSkip(text: string, bodyStart?: number): PageSkip | undefined {
  const nul = text.indexOf('\0');
  if (nul >= 0) return { reason: 'binary', offset: nul };
  if (text.length > MAX_TOTAL_LENGTH || (text.length > MAX_PAGE_LENGTH && proseLength(text) > MAX_PAGE_LENGTH)) return { reason: 'too-large' };
  const from = bodyStart ?? readFrontmatter(text).bodyStart;
  const construct = findConstructCrossing(text, from);
  const nesting = findNestingCrossing(text, from);
  // The first crossing in the page is named: `{` × 20,000 crosses the open-brace bound (32) long
  // before the count of `{` (10,000).
  if (nesting && (!construct || nesting.offset < construct.offset)) return { reason: 'too-deep', offset: nesting.offset, nesting };
  if (construct) return { reason: 'too-complex', offset: construct.offset, construct };
  return undefined;
}

export function parsePage(text: string): ParsedPage {
  const { frontmatter, bodyStart } = readFrontmatter(text);
  const page: ParsedPage = {
    text,
    frontmatter,
    bodyStart,
    strict: true,
    elements: [],
    headings: [],
    images: [],
    links: [],
    codeBlocks: [],
    imports: [],
    exportedNames: [],
    moduleExports: [],
  };
  const skip = pageSkip(text, bodyStart);
  if (skip) {
    page.strict = false;
    page.skipped = skip.reason;
    page.skip = skip;
    return page;
  }
  // Blank out the frontmatter (keeping line breaks) so body offsets are document offsets, and the
  // `{#id}` of custom heading ids, which the build takes out before its MDX parse.
  const body = blankCustomIds(blankPrefix(text, bodyStart), bodyStart);
  try {
    const tree = strictParser.parse(body) as Root;
    Object.assign(page, pick(extract(tree, text)));
    page.mdast = tree;
    return page;
  } catch (e) {
    page.strict = false;
    page.syntaxError = toSyntaxProblem(e, text, bodyStart);
  }
  try {
    const tree = tolerantParser.parse(body) as Root;
    const found = extract(tree, text);
    const elements = scanTags(text, bodyStart, found.codeSpans);
    for (const element of elements) addElementRefs(element, found, isInlineByLine(text, element.span));
    found.elements = elements;
    for (const image of found.images) image.parent ??= innermost(elements, image.span.start);
    for (const block of found.codeBlocks) block.parent ??= innermost(elements, block.span.start);
    Object.assign(page, pick(found));
  } catch {
    // Never throw from parsing: a page we cannot read at all simply has no structure.
  }
  return page;
}

function pick(found: Extracted): Omit<Extracted, 'codeSpans'> {
  const { codeSpans: _unused, ...rest } = found;
  return rest;
}

function blankPrefix(text: string, end: number): string {
  if (end === 0) return text;
  return text.slice(0, end).replace(/[^\r\n]/g, ' ') + text.slice(end);
}

/** The innermost element whose span contains `offset` (elements are in document order). */
export function innermost(elements: readonly JsxElement[], offset: number): JsxElement | undefined {
  let found: JsxElement | undefined;
  for (const element of elements) {
    if (element.span.start > offset) break;
    if (element.openTagEnd <= offset && offset < element.span.end) found = element;
  }
  return found;
}

interface MdxError {
  reason?: string;
  message?: string;
  ruleId?: string;
  place?: { offset?: number; start?: { offset?: number }; end?: { offset?: number } };
}

const OPEN_TAG_AT = /\s*\((\d+):(\d+)-(\d+):(\d+)\)/;

function toSyntaxProblem(e: unknown, text: string, bodyStart: number): SyntaxProblem {
  const err = e as MdxError;
  const reason = String(err.reason ?? err.message ?? e);
  const place = err.place;
  let span: Span | undefined;
  if (place && typeof place.offset === 'number') span = { start: place.offset, end: place.offset + 1 };
  else if (place?.start?.offset !== undefined) span = { start: place.start.offset, end: place.end?.offset ?? place.start.offset + 1 };
  const tags = [...reason.matchAll(/`<\/?([^>`]*)>`/g)].map((m) => m[1]);
  let kind: SyntaxProblem['kind'] = 'syntax';
  if (err.ruleId === 'end-tag-mismatch') {
    kind = reason.startsWith('Expected a closing tag') ? 'unclosed' : 'mismatch';
    // Unclosed tags come without a place; the message names the open tag's range.
    const m = OPEN_TAG_AT.exec(reason);
    if (kind === 'unclosed' && m) span = { start: offsetAt(text, +m[1], +m[2]), end: offsetAt(text, +m[3], +m[4]) };
  }
  span ??= { start: bodyStart, end: Math.min(text.length, bodyStart + 1) };
  span.end = Math.min(Math.max(span.end, span.start), text.length);
  // A problem at a line end (an unclosed `{`) is shown there, not on the next line's first character.
  if (span.end === span.start + 1 && (text[span.start] === '\n' || text[span.start] === '\r')) span.end = span.start;
  const message = reason.replace(OPEN_TAG_AT, '').trim();
    // A mismatch names the stray closing tag first and the open tag second.
  const tag = kind === 'mismatch' ? tags[1] ?? tags[0] : tags[0];
  return { kind, message, span, tag, closing: kind === 'mismatch' ? tags[0] : undefined };
}

/** The offset of a 1-based line and column, as the MDX compiler reports them. */
function offsetAt(text: string, line: number, column: number): number {
  return Math.min(lineStart(text, line - 1) + column - 1, text.length);
}
