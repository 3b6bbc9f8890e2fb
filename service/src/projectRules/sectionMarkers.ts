/**
 * Where the Docsite section of an AGENTS.md starts and ends. A team that documents Docsite (or
 * this very file) quotes the markers in code: those are text, not markers, so the code of the file
 * (fenced, indented or inline) is located by the Markdown parser, never by hand, and skipped.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Nodes, Root } from 'mdast';

const START_NOTE = 'docsite:start (this section is written by Docsite: "Create Project Rules" or `docsite rules`; edits inside it are replaced)';
export const SECTION_START = `<!-- ${START_NOTE} -->`;
export const SECTION_END = '<!-- docsite:end -->';
/**
 * The same markers as MDX comments, for a file the site build parses as a page (an AGENTS.md in
 * the docs root): an HTML comment is a syntax error in MDX, so the page would not build.
 */
export const MDX_SECTION_START = `{/* ${START_NOTE} */}`;
export const MDX_SECTION_END = '{/* docsite:end */}';
/** The start marker is matched by its fixed beginning: its explanation may be reworded between versions. */
export const SECTION_START_PREFIX = '<!-- docsite:start';
const MDX_SECTION_START_PREFIX = '{/* docsite:start';

/** AGENTS.md is read as plain Markdown (CommonMark), as the agents read it. */
const markdown = unified().use(remarkParse).freeze();

/** A marker's characters: `at` its first, `end` just after its last. */
export interface MarkerSpan {
  at: number;
  end: number;
}

/** The start and end markers of a text, in order. */
export interface SectionMarkers {
  starts: MarkerSpan[];
  ends: MarkerSpan[];
}

/** The start and end markers of the text, in order, leaving out those inside code. */
export function sectionMarkers(text: string): SectionMarkers {
  // Most files hold no marker: they are not parsed at all.
  if (!text.includes('<!-- docsite:') && !text.includes('{/* docsite:')) return { starts: [], ends: [] };
  const code = codeSpans(markdown.parse(text) as Root);
  // A marker quoted in code lies inside a code span; the MDX form's own note holds one (`docsite rules`).
  const outsideCode = (span: MarkerSpan) => !code.some((c) => c.at <= span.at && span.at < c.end);
  const startsOf = (prefix: string, close: string) =>
    occurrences(text, prefix).map((at) => {
      // The whole comment, whatever its wording; a start with no close is the prefix alone.
      const end = text.indexOf(close, at + prefix.length);
      return { at, end: end < 0 ? at + prefix.length : end + close.length };
    });
  const endsOf = (marker: string) => occurrences(text, marker).map((at) => ({ at, end: at + marker.length }));
  const byOffset = (a: MarkerSpan, b: MarkerSpan) => a.at - b.at;
  const starts = [...startsOf(SECTION_START_PREFIX, '-->'), ...startsOf(MDX_SECTION_START_PREFIX, '*/}')].sort(byOffset);
  const ends = [...endsOf(SECTION_END), ...endsOf(MDX_SECTION_END)].sort(byOffset);
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
