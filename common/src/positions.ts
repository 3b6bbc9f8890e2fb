/**
 * Lines and offsets of a text that is not an open document (another page, a YAML error's mark, a
 * referenced file). An open document has its own TextDocument.positionAt/offsetAt; these agree with
 * it on `\n` line ends. Lines and characters count from 0, as in LSP.
 */

/** The line of `offset` (offsets past the end count as the last line). */
export function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The offset at which `line` starts; the text's length when it has fewer lines. */
export function lineStart(text: string, line: number): number {
  let offset = 0;
  for (let i = 0; i < line; i++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset;
}

/** The line and character of `offset`. */
export function positionOf(text: string, offset: number): { line: number; character: number } {
  return { line: lineOf(text, offset), character: offset - (offset > 0 ? text.lastIndexOf('\n', offset - 1) + 1 : 0) };
}

interface Position {
  readonly line: number;
  readonly character: number;
}

/** Whether two LSP ranges share a position (touching ends count). */
export function rangesOverlap(a: { start: Position; end: Position }, b: { start: Position; end: Position }): boolean {
  const before = (p: Position, q: Position) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
