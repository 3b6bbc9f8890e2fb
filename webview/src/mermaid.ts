/**
 * Diagrams in the preview: each `ds-mermaid` block of the page (render.ts writes the source as a code
 * block) is drawn by mermaid, loaded on first use as a separate bundle through a `<script>` that
 * carries this document's nonce, the only way a script may run under the preview's CSP.
 *
 * A diagram is drawn again only when its source or the mode changed; a syntax error shows a message
 * with the page line in place of the diagram, above the source. A diagram past the size bounds
 * (mermaidBounds.ts) is never given to mermaid, nor one whose dates, blocks or bits would take
 * too long to lay out (diagramCost.ts, in the bundle): a notice says why, above the source.
 */
import type { DiagramResult } from './mermaidBundle';
import { diagramTooBig } from './mermaidBounds';

interface MermaidApi {
  render(id: string, source: string, dark: boolean): Promise<DiagramResult>;
}

/** What each drawn block was drawn from (mode and source), kept across morphdom patches. */
const drawnFrom = new WeakMap<Element, string>();
let api: Promise<MermaidApi> | undefined;
let queue: Promise<void> = Promise.resolve();
let counter = 0;

export interface DiagramOptions {
  /** The mermaid bundle's URL (from the host); none: the source stays. */
  scriptUrl: string | undefined;
  nonce: string;
  dark: boolean;
}

function sourceOf(block: Element): string {
  return block.querySelector('.ds-mermaid-source code')?.textContent ?? '';
}

function load(options: DiagramOptions): Promise<MermaidApi> {
  api ??= new Promise<MermaidApi>((resolve, reject) => {
    if (!options.scriptUrl) return reject(new Error('the diagram renderer is not available'));
    const script = document.createElement('script');
    script.nonce = options.nonce;
    script.src = options.scriptUrl;
    script.addEventListener('load', () => {
      const loaded = (globalThis as { __dsMermaid?: MermaidApi }).__dsMermaid;
      if (loaded) resolve(loaded);
      else reject(new Error('the diagram renderer did not start'));
    });
    script.addEventListener('error', () => reject(new Error('the diagram renderer could not be loaded')));
    document.head.appendChild(script);
  });
  return api;
}

/**
 * morphdom: keep a drawn block whose source did not change (its diagram is not in the new HTML).
 * Lines added above it still move it: its line number is taken from the new HTML.
 */
export function keepDiagram(from: Element, to: Element): boolean {
  if (!from.classList.contains('ds-mermaid') || !drawnFrom.has(from) || sourceOf(from) !== sourceOf(to)) return false;
  // Changed fence options (placement, actions) redraw it, with its controls where they now go.
  if (fenceOptionClasses(from) !== fenceOptionClasses(to)) return false;
  const line = to.getAttribute('data-line');
  if (line !== null) from.setAttribute('data-line', line);
  return true;
}

function fenceOptionClasses(block: Element): string {
  return [...block.classList].filter((c) => c.startsWith('ds-mermaid-at-') || c.endsWith('-actions')).join(' ');
}

/** Draws every block under `root` that is new, changed, or drawn for the other mode. */
export function drawDiagrams(root: ParentNode, options: DiagramOptions): Promise<void> {
  const blocks = [...root.querySelectorAll('.ds-mermaid')];
  for (const block of blocks) {
    const key = (options.dark ? 'dark\0' : 'light\0') + sourceOf(block);
    if (drawnFrom.get(block) === key) continue;
    drawnFrom.set(block, key);
    // One diagram at a time: mermaid's render is not re-entrant. Each in a task of its own: the
    // page answers clicks, scrolls and the host's messages between two diagrams, and an edit that
    // arrives meanwhile changes the blocks it touches, so the diagrams it replaced are not drawn.
    queue = queue.then(nextTask).then(() => drawOne(block, key, options)).catch(() => undefined);
  }
  return queue;
}

/**
 * Resolves in a later task of the event loop. mermaid's render resolves in microtasks of the task
 * that started it, so without this every diagram of a page was drawn in one task.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drawOne(block: Element, key: string, options: DiagramOptions): Promise<void> {
  const tooBig = diagramTooBig(sourceOf(block));
  const result = tooBig ? undefined : await drawn(block, key, options);
  if (drawnFrom.get(block) !== key || !block.isConnected) return;
  block.querySelector(':scope > .ds-mermaid-diagram, :scope > .ds-mermaid-error')?.remove();
  block.classList.toggle('is-drawn', !!result?.svg);
  block.classList.toggle('has-error', !result?.svg);
  const notDrawn = tooBig ?? result?.notDrawn;
  block.prepend(result?.svg ? diagram(result.svg) : notDrawn ? notice('Diagram not drawn', notDrawn) : errorNotice(block, result?.error));
  const figure = block.querySelector(':scope > .ds-mermaid-diagram');
  if (figure && wantsControls(block, figure)) addControls(figure);
}

/** Mermaid's drawing of the block, or its error; undefined when the block changed meanwhile. */
async function drawn(block: Element, key: string, options: DiagramOptions): Promise<DiagramResult | undefined> {
  try {
    const mermaid = await load(options);
    if (drawnFrom.get(block) !== key || !block.isConnected) return undefined; // changed again meanwhile
    return await mermaid.render(`ds-mermaid-${++counter}`, sourceOf(block), options.dark);
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/** The site shows zoom controls on diagrams taller than 120 px, unless `actions` says otherwise. */
function wantsControls(block: Element, figure: Element): boolean {
  if (block.classList.contains('ds-mermaid-no-actions')) return false;
  if (block.classList.contains('ds-mermaid-actions')) return true;
  return (figure.querySelector('svg')?.getBoundingClientRect().height ?? 0) > 120;
}

const ZOOM_STEP = 1.25;

/**
 * Zoom in, zoom out and reset, in the corner the block's class names; once zoomed, the diagram pans
 * by dragging. The buttons are made here, by the page script, so their handlers are no page content.
 */
function addControls(figure: Element): void {
  const svg = figure.querySelector('svg');
  if (!svg) return;
  let scale = 1;
  let x = 0;
  let y = 0;
  const apply = () => {
    svg.style.transform = scale === 1 && x === 0 && y === 0 ? '' : `translate(${x}px, ${y}px) scale(${scale})`;
    figure.classList.toggle('is-zoomed', scale !== 1);
  };
  const button = (label: string, glyph: string, act: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'ds-mermaid-control';
    b.setAttribute('aria-label', label);
    b.title = label;
    b.textContent = glyph;
    b.addEventListener('click', () => {
      act();
      apply();
    });
    return b;
  };
  const controls = document.createElement('div');
  controls.className = 'ds-mermaid-controls';
  controls.append(
    button('Zoom in', '+', () => (scale = Math.min(scale * ZOOM_STEP, 8))),
    button('Zoom out', '\u2212', () => (scale = Math.max(scale / ZOOM_STEP, 0.25))),
    button('Reset zoom', '\u21BA', () => ((scale = 1), (x = 0), (y = 0))),
  );
  figure.append(controls);
  let drag: { px: number; py: number; x: number; y: number } | undefined;
  figure.addEventListener('pointerdown', (e) => {
    const event = e as PointerEvent;
    if (scale === 1 || (event.target as Element).closest('.ds-mermaid-controls')) return;
    drag = { px: event.clientX, py: event.clientY, x, y };
    (figure as HTMLElement).setPointerCapture(event.pointerId);
  });
  figure.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const event = e as PointerEvent;
    x = drag.x + event.clientX - drag.px;
    y = drag.y + event.clientY - drag.py;
    apply();
  });
  figure.addEventListener('pointerup', () => (drag = undefined));
  figure.addEventListener('pointercancel', () => (drag = undefined));
}

/**
 * Mermaid's SVG (sanitized by mermaid under `securityLevel: 'strict'`) is parsed in an inert
 * template, where nothing loads or runs, then moved into the page; inline script and handlers stay
 * blocked by the CSP in any case.
 */
function diagram(svg: string): Element {
  const template = document.createElement('template');
  template.innerHTML = svg;
  const figure = document.createElement('div');
  figure.className = 'ds-mermaid-diagram';
  figure.setAttribute('role', 'img');
  figure.append(template.content);
  return figure;
}

function errorNotice(block: Element, error: DiagramResult['error']): Element {
  const fence = Number((block as HTMLElement).dataset.line);
  // The block's data-line is the fence's 0-based line; diagram line n is n lines below it.
  const where = error?.line !== undefined && Number.isFinite(fence) ? ` on line ${fence + 1 + error.line}` : '';
  return notice(`Mermaid diagram error${where}`, error?.message ?? 'unknown error');
}

function notice(heading: string, message: string): Element {
  const box = document.createElement('div');
  box.className = 'ds-mermaid-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('strong');
  title.textContent = heading;
  const detail = document.createElement('pre');
  detail.textContent = message.trim().slice(0, 2000);
  box.append(title, detail);
  return box;
}
