/**
 * Comments of generated rules in a file the site build parses as an MDX page (an AGENTS.md or
 * CLAUDE.md in the docs root): MDX has no HTML comments (`<!--` is a syntax error there, and the page
 * would not build), so each becomes an MDX expression comment, `{/* … *\/}`, which Markdown readers
 * (the agents) see as a line of text. The comments are found by the Markdown parser, so a comment
 * quoted in a code block stays as written.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Nodes, Root } from 'mdast';

const markdown = unified().use(remarkParse).freeze();

/** `text` with every HTML comment block outside code written as an MDX comment. */
export function asMdxComments(text: string): string {
  if (!text.includes('<!--')) return text;
  const edits: { at: number; end: number; text: string }[] = [];
  const stack: Nodes[] = [markdown.parse(text) as Root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'html') {
      const at = node.position?.start.offset;
      const end = node.position?.end.offset;
      const comment = /^<!--([\s\S]*?)-->$/.exec(node.value);
      // A comment holding `*/` would close the MDX comment early: it cannot be one, so it goes as text.
      if (at !== undefined && end !== undefined && comment) edits.push({ at, end, text: comment[1].includes('*/') ? node.value.replace(/</g, '&lt;') : `{/*${comment[1]}*/}` });
    } else if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
  return out;
}

/** The reverse, for comparing texts: a line that is one MDX comment reads as the HTML comment it stands for. */
export function asHtmlComments(text: string): string {
  return text.includes('{/*') ? text.replace(/^\{\/\*(.*?)\*\/\}$/gm, '<!--$1-->') : text;
}
