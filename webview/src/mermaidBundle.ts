/**
 * The entry of webview/dist/mermaid.js: mermaid itself, loaded by the preview script (with the
 * page's nonce) only when a page has a diagram, so that pages without one never pay for it. It
 * exposes one function on `globalThis.__dsMermaid`, which the preview script calls.
 */
import mermaid from 'mermaid';

export interface DiagramResult {
  svg?: string;
  error?: { message: string; line?: number };
}

/** Bounds for one diagram, so a huge or dense diagram cannot freeze the preview. */
const MAX_TEXT = 50_000;
const MAX_EDGES = 500;

async function render(id: string, source: string, dark: boolean): Promise<DiagramResult> {
  mermaid.initialize({
    startOnLoad: false,
    // strict: no click handlers or links to scripts, and labels are sanitized (DOMPurify).
    securityLevel: 'strict',
    // No HTML in labels: every label is SVG text, so the diagram holds no foreignObject.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    theme: dark ? 'dark' : 'default',
    maxTextSize: MAX_TEXT,
    maxEdges: MAX_EDGES,
    // Throw on a syntax error instead of drawing mermaid's own error picture: the preview says where.
    suppressErrorRendering: true,
  });
  try {
    const { svg } = await mermaid.render(id, source);
    return { svg };
  } catch (error) {
    const e = error as { message?: string; hash?: { loc?: { first_line?: number }; line?: number } };
    const message = String(e?.message ?? error);
    const line = e?.hash?.loc?.first_line ?? (e?.hash?.line !== undefined ? e.hash.line + 1 : undefined) ?? Number(/line (\d+)/i.exec(message)?.[1] ?? NaN);
    return { error: { message, line: Number.isFinite(line) ? line : undefined } };
  }
}

(globalThis as { __dsMermaid?: unknown }).__dsMermaid = { render };
