/**
 * Markdown code that its content cannot close: the fence (or the inline backticks) is longer than any
 * backtick run inside. A snippet holding a ``` line would otherwise end the block, and the rest
 * (remote images, headings, links) would render as Markdown in a hover, a rules file or a page.
 */

/** The longest run of backticks in `text`. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
}

/** A fenced code block; `info` is the info string (`mdx`, `bash cURL`). */
export function fencedCode(info: string, content: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(content) + 1));
  return `${fence}${info}\n${content}\n${fence}`;
}

/** Inline code, by the same rule. */
export function inlineCode(content: string): string {
  const ticks = '`'.repeat(longestBacktickRun(content) + 1);
  const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${content}${pad}${ticks}`;
}
