/**
 * How big a diagram the preview draws. Mermaid lays a diagram out on the webview's main thread (it
 * measures text in the DOM, so it cannot run in a worker) and a running layout cannot be stopped,
 * so the budget is spent up front, on the input: a diagram past these bounds is never given to
 * mermaid, and a notice in its place says why (its source stays readable below it).
 *
 * Layout time grows faster than the text: nested subgraphs and dense class or flow diagrams of
 * 10,000 characters took 15 s to over a minute in headless Chromium on a busy 2-core machine. Lines
 * bound the number of nodes, edges and subgraphs whatever their names' length: at 100 lines the
 * slowest shape we tried (98 class relations) took 9 s there, where the largest real diagram (84
 * lines, 2,105 characters, of the 7,800 pages of real sites we test against) takes 1.6 s.
 */
export const MAX_DIAGRAM_TEXT = 5_000;
export const MAX_DIAGRAM_LINES = 120;
/** Mermaid's own bound on a flowchart's edges (`maxEdges`, which a directive cannot raise). */
export const MAX_DIAGRAM_EDGES = 150;

/** Why a diagram is too big to draw, or undefined when it is not. */
export function diagramTooBig(source: string): string | undefined {
  if (source.length > MAX_DIAGRAM_TEXT) return `The diagram has ${source.length.toLocaleString('en-US')} characters; the preview draws diagrams of up to ${MAX_DIAGRAM_TEXT.toLocaleString('en-US')}.`;
  let lines = 1;
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lines++;
  if (lines > MAX_DIAGRAM_LINES) return `The diagram has ${lines} lines; the preview draws diagrams of up to ${MAX_DIAGRAM_LINES}.`;
  return undefined;
}
