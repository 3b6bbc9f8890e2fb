/**
 * Highlighted code as lines, for the fence options that act per line (highlight, focus, line numbers,
 * diff marks). highlight.js tokens may span lines (a block comment, a template string), so a token
 * that a line break falls inside is cut in two, each half in a copy of its element.
 */
import type { ElementContent } from 'hast';

export function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  return joinAll(nodes.map(linesOf));
}

/** One node as line fragments: the first continues the current line, each next one starts a new line. */
function linesOf(node: ElementContent): ElementContent[][] {
  if (node.type === 'text') return node.value.split('\n').map((part) => (part ? [{ type: 'text', value: part }] : []));
  if (node.type !== 'element') return [[node]];
  return joinAll(node.children.map(linesOf)).map((children) => (children.length ? [{ ...node, children }] : []));
}

/** Consecutive fragments joined: the last line of one goes on with the first line of the next. */
function joinAll(parts: readonly ElementContent[][][]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const part of parts) {
    part.forEach((fragment, i) => {
      if (i === 0) lines[lines.length - 1].push(...fragment);
      else lines.push([...fragment]);
    });
  }
  return lines;
}
