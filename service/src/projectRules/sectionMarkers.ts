/**
 * Where the Docsite section of an AGENTS.md starts and ends. A team that documents Docsite (or
 * this very file) quotes the markers in code: those are text, not markers, so the code of the file
 * (fenced, indented or inline) is located by the Markdown parser, never by hand, and skipped.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Nodes, Root } from 'mdast';

export const SECTION_START = '<!-- docsite:start (this section is written by Docsite: "Create Project Rules" or `docsite rules`; edits inside it are replaced) -->';
export const SECTION_END = '<!-- docsite:end -->';
/** The start marker is matched by its fixed beginning: its explanation may be reworded between versions. */
export const SECTION_START_PREFIX = '<!-- docsite:start';

/** AGENTS.md is read as plain Markdown (CommonMark), as the agents read it. */
const markdown = unified().use(remarkParse).freeze();

/** A marker's characters: `at` its first, `end` just after its last. */
export interface MarkerSpan {
  at: number;
  end: number;
}

/** The start and end markers of the text, in order, leaving out those inside code. */
export function sectionMarkers(text: string): { starts: MarkerSpan[]; ends: MarkerSpan[] } {
  // Most files hold no marker: they are not parsed at all.
  if (!text.includes('<!-- docsite:')) return { starts: [], ends: [] };
  const code = codeSpans(markdown.parse(text) as Root);
  const outsideCode = (span: MarkerSpan) => !code.some((c) => span.at < c.end && c.at < span.end);
  const starts = occurrences(text, SECTION_START_PREFIX).map((at) => {
    // The whole comment, whatever its wording; a start with no `-->` is the prefix alone.
    const close = text.indexOf('-->', at + SECTION_START_PREFIX.length);
    return { at, end: close < 0 ? at + SECTION_START_PREFIX.length : close + 3 };
  });
  const ends = occurrences(text, SECTION_END).map((at) => ({ at, end: at + SECTION_END.length }));
  return { starts: starts.filter(outsideCode), ends: ends.filter(outsideCode) };
}

/** The offsets of every code block and code span of the tree. */
function codeSpans(root: Root): MarkerSpan[] {
  const spans: MarkerSpan[] = [];
  const stack: Nodes[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'code' || node.type === 'inlineCode') {
      const at = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (at !== undefined && end !== undefined) spans.push({ at, end });
    } else if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  return spans;
}

function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) at.push(i);
  return at;
}
