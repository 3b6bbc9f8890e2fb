/**
 * Finds the `---` block at the top of a page and parses it with gray-matter. Errors keep their real
 * position: js-yaml counts lines from the opening `---` line, which is line 0 of the document too.
 */
import matter = require('gray-matter');
import { isMap, isScalar, parseDocument } from 'yaml';
import type { Frontmatter, FrontmatterEntry } from './types';
import { lineStart } from '../../common/src';

const OPEN = /^(?:\uFEFF)?---[ \t]*\r?\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/m;

/**
 * The frontmatter block as written (from the opening `---` to the closing line), without parsing
 * it: '' for a page without one, the whole text for one never closed. What a page's facts are read
 * from, for a fingerprint that must change whenever they may have (llms/pages.ts).
 */
export function frontmatterBlock(text: string): string {
  const open = OPEN.exec(text);
  if (!open) return '';
  const close = CLOSE.exec(text.slice(open[0].length));
  return close ? text.slice(0, open[0].length + close.index + close[0].length) : text;
}

export function readFrontmatter(text: string): { frontmatter: Frontmatter; bodyStart: number } {
  const open = OPEN.exec(text);
  if (!open) {
    return { frontmatter: { present: false, span: { start: 0, end: 0 }, data: {}, entries: [] }, bodyStart: 0 };
  }
  const contentStart = open[0].length;
  const close = CLOSE.exec(text.slice(contentStart));
  if (!close) {
    const firstLineEnd = open[0].length;
    return {
      frontmatter: {
        present: true,
        span: { start: 0, end: text.length },
        data: {},
        entries: [],
        error: { message: 'The frontmatter block is not closed: add a `---` line after it.', span: { start: 0, end: firstLineEnd - 1 } },
      },
      bodyStart: text.length,
    };
  }
  const contentEnd = contentStart + close.index;
  let end = contentEnd + close[0].length;
  const blockEnd = end;
  if (text[end] === '\r') end++;
  if (text[end] === '\n') end++;
  const frontmatter: Frontmatter = {
    present: true,
    span: { start: 0, end: blockEnd },
    data: {},
    entries: [],
  };
  try {
    // Options are passed so that gray-matter does not keep every parsed text in its global cache.
    const block = text.slice(0, blockEnd).replace(/^\uFEFF/, '');
    const data = matter(block.replace(/^---[ \t]*\r?\n/, '---\n'), { excerpt: false }).data;
    frontmatter.data = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch (e) {
    frontmatter.error = yamlError(e, text, contentStart, contentEnd);
  }
  frontmatter.entries = frontmatter.error
    ? lineEntries(text, contentStart, contentEnd)
    : (locatedEntries(text, contentStart, contentEnd, frontmatter.data) ?? lineEntries(text, contentStart, contentEnd));
  return { frontmatter, bodyStart: end };
}

/**
 * Top-level keys with the exact source range of their values, multi-line scalars included (a quoted
 * string folded over two lines, a `>` or `|` block). The values are the ones js-yaml read (through
 * gray-matter), which is the reader the site build uses (`front-matter`, on js-yaml): the `yaml`
 * package only locates them, so a value is never read two ways.
 */
function locatedEntries(text: string, start: number, end: number, data: Record<string, unknown>): FrontmatterEntry[] | undefined {
  const doc = parseDocument(text.slice(start, end), { uniqueKeys: false, keepSourceTokens: false });
  if (doc.errors.length > 0) return undefined;
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) return undefined;
  const entries: FrontmatterEntry[] = [];
  for (const pair of doc.contents.items) {
    const key = pair.key;
    if (!isScalar(key) || !key.range || (typeof key.value !== 'string' && typeof key.value !== 'number')) continue;
    const name = String(key.value);
    const keySpan = { start: start + key.range[0], end: start + key.range[1] };
    const node = pair.value;
    const range = node && 'range' in node ? node.range : undefined;
    // An empty value (`title:`) has no node of its own: it sits right after the colon.
    const colon = text.indexOf(':', keySpan.end);
    const valueSpan = range && range[1] > range[0] ? { start: start + range[0], end: start + range[1] } : { start: colon + 1, end: colon + 1 };
    const raw = text.slice(valueSpan.start, valueSpan.end);
    const read = Object.prototype.hasOwnProperty.call(data, name) ? data[name] : undefined;
    entries.push({
      key: name,
      keySpan,
      // A block value (a list, a map) starts on a later line: it has no raw text on the key's line.
      rawValue: isScalar(node) ? raw.trim() : '',
      valueSpan: isScalar(node) ? valueSpan : { start: colon + 1, end: colon + 1 },
      ...(typeof read === 'string' ? { value: read } : {}),
      multiline: isScalar(node) && raw.includes('\n'),
    });
  }
  return entries;
}

function yamlError(e: unknown, text: string, contentStart: number, contentEnd: number): Frontmatter['error'] {
  const err = e as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
  const reason = err.reason ?? String(err.message ?? e).split('\n')[0];
  const line = err.mark?.line;
  if (typeof line !== 'number') return { message: `Invalid YAML: ${reason}`, span: { start: 0, end: contentEnd } };
  let offset = lineStart(text, line) + (err.mark?.column ?? 0);
  offset = Math.max(contentStart, Math.min(offset, contentEnd));
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd < 0 || lineEnd > contentEnd) lineEnd = contentEnd;
  // An error reported at the start of an empty line points at nothing; widen it to the line.
  const start = offset === lineEnd ? lineStart(text, Math.max(0, line - 1)) : offset;
  return { message: `Invalid YAML in frontmatter: ${reason}`, span: { start, end: Math.max(lineEnd, start) } };
}

const ENTRY = /^([A-Za-z_$][\w$-]*)[ \t]*:(?=[ \t]|$)[ \t]*(.*?)[ \t]*$/;

/** Keys found line by line, for a block that YAML does not read: each still gets its located key. */
function lineEntries(text: string, start: number, end: number): FrontmatterEntry[] {
  const entries: FrontmatterEntry[] = [];
  let offset = start;
  while (offset < end) {
    let lineEnd = text.indexOf('\n', offset);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const line = text.slice(offset, lineEnd).replace(/\r$/, '');
    const m = ENTRY.exec(line);
    if (m) {
      const colon = line.indexOf(':', m[1].length);
      const after = line.slice(colon + 1);
      const valueStart = offset + colon + 1 + (after.length - after.trimStart().length);
      entries.push({
        key: m[1],
        keySpan: { start: offset, end: offset + m[1].length },
        rawValue: m[2],
        valueSpan: { start: valueStart, end: valueStart + m[2].length },
        multiline: false,
      });
    }
    offset = lineEnd + 1;
  }
  return entries;
}
