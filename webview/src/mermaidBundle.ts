/**
 * The entry of webview/dist/mermaid.js: mermaid itself, loaded by the preview script (with the
 * page's nonce) only when a page has a diagram, so that pages without one never pay for it. It
 * exposes one function on `globalThis.__dsMermaid`, which the preview script calls.
 */
import mermaid, { type MermaidConfig } from 'mermaid';
import { MAX_DIAGRAM_EDGES, MAX_DIAGRAM_TEXT } from './mermaidBounds';
import { diagramTooCostly } from './diagramCost';

export interface DiagramResult {
  svg?: string;
  error?: { message: string; line?: number };
  /** Why the diagram was not drawn: what it would take to lay out is past a bound (diagramCost.ts). */
  notDrawn?: string;
}

/**
 * What a diagram's `%%{init}%%` directive or front-matter `config:` may change: its look and the
 * layout settings of each diagram type. Every other top-level key of mermaid's configuration
 * (`htmlLabels`, `securityLevel`, `dompurifyConfig`, `themeCSS`, `maxTextSize`, and any key a later
 * mermaid adds) goes into mermaid's own `secure` list, which strips those keys from a directive at
 * every depth (so `flowchart.htmlLabels` too) before it is merged over these settings.
 */
const DIRECTIVE_KEYS = new Set(['theme', 'themeVariables', 'look', 'fontSize', 'wrap', 'markdownAutoWrap', 'flowchart', 'sequence', 'gantt', 'journey', 'timeline', 'class', 'state', 'er', 'pie', 'quadrantChart', 'xyChart', 'requirement', 'mindmap', 'kanban', 'gitGraph', 'c4', 'sankey', 'packet', 'block', 'radar', 'architecture', 'treemap']);

/** Kept out of any diagram label even by mermaid's DOMPurify pass: no form or control reaches the preview. */
const FORBIDDEN_LABEL_TAGS = ['style', 'form', 'input', 'button', 'select', 'option', 'textarea', 'iframe', 'object', 'embed', 'link', 'meta', 'base'];

/** The settings a directive may never change, checked again on the configuration mermaid drew with. */
const FORCED = { securityLevel: 'strict', htmlLabels: false } as const;

function secureKeys(): string[] {
  const all = Object.keys(mermaid.mermaidAPI.defaultConfig ?? {});
  return [...new Set(['secure', ...Object.keys(FORCED), 'dompurifyConfig', ...all])].filter((key) => !DIRECTIVE_KEYS.has(key));
}

function siteConfig(dark: boolean): MermaidConfig {
  return {
    startOnLoad: false,
    // strict: no click handlers or links to scripts, and labels are sanitized (DOMPurify).
    securityLevel: FORCED.securityLevel,
    // No HTML in labels: every label is SVG text, so the diagram holds no foreignObject.
    htmlLabels: FORCED.htmlLabels,
    flowchart: { htmlLabels: FORCED.htmlLabels },
    dompurifyConfig: { FORBID_TAGS: FORBIDDEN_LABEL_TAGS },
    theme: dark ? 'dark' : 'default',
    maxTextSize: MAX_DIAGRAM_TEXT,
    maxEdges: MAX_DIAGRAM_EDGES,
    // Throw on a syntax error instead of drawing mermaid's own error picture: the preview says where.
    suppressErrorRendering: true,
    secure: secureKeys(),
  };
}

/** Whether mermaid drew with the forced settings, whatever the diagram's directives said. */
function drewAsForced(): boolean {
  const used = mermaid.mermaidAPI.getConfig();
  return used.securityLevel === FORCED.securityLevel && used.htmlLabels === FORCED.htmlLabels && used.flowchart?.htmlLabels === FORCED.htmlLabels && !!used.dompurifyConfig?.FORBID_TAGS?.includes('form');
}

async function render(id: string, source: string, dark: boolean): Promise<DiagramResult> {
  mermaid.initialize(siteConfig(dark));
  try {
    const notDrawn = await diagramTooCostly(source);
    if (notDrawn) return { notDrawn };
    const { svg } = await mermaid.render(id, source);
    if (!drewAsForced()) return { error: { message: 'The diagram changed a setting the preview keeps fixed (HTML labels, security level): not drawn.' } };
    return { svg };
  } catch (error) {
    const e = error as { message?: string; hash?: { loc?: { first_line?: number }; line?: number } };
    const message = String(e?.message ?? error);
    const line = e?.hash?.loc?.first_line ?? (e?.hash?.line !== undefined ? e.hash.line + 1 : undefined) ?? Number(/line (\d+)/i.exec(message)?.[1] ?? NaN);
    return { error: { message, line: Number.isFinite(line) ? line : undefined } };
  }
}

(globalThis as { __dsMermaid?: unknown }).__dsMermaid = { render };
