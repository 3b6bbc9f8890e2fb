/**
 * What one page render may spend interpreting site JSX, in counts (never time): so a component that
 * recurses, maps over a huge literal or nests snippets in a cycle costs a bounded amount on any
 * machine, and the same page always renders the same. Crossing a bound turns the component being
 * drawn into a placeholder that says which bound it crossed.
 */
import { NotRendered } from './values';

/**
 * Far above real use: the largest site component of the corpora takes a few hundred steps and
 * draws a few dozen elements; a page using 90 of them stays well inside.
 */
export const JSX_BOUNDS = {
  /** Expressions and statements evaluated over the whole page. */
  steps: 200_000,
  /** Elements and texts the site's JSX may produce over the whole page. */
  outputNodes: 50_000,
  /** Component calls inside one another (a component that renders itself stops here). */
  callDepth: 32,
  /** Items one `.map` / `.filter` walks. */
  iterations: 5_000,
};

export class JsxBudget {
  private steps = 0;
  private nodes = 0;
  depth = 0;

  constructor(private readonly bounds = JSX_BOUNDS) {}

  step(): void {
    if (++this.steps > this.bounds.steps) throw new NotRendered(`the page's components take more than ${this.bounds.steps.toLocaleString('en-US')} steps to draw`);
  }

  output(count: number): void {
    this.nodes += count;
    if (this.nodes > this.bounds.outputNodes) throw new NotRendered(`the page's components draw more than ${this.bounds.outputNodes.toLocaleString('en-US')} elements`);
  }

  iterations(count: number): void {
    if (count > this.bounds.iterations) throw new NotRendered(`a list of ${count} items is longer than the ${this.bounds.iterations} the preview walks`);
  }

  /** Runs `draw` one component call deeper. */
  deeper<T>(draw: () => T): T {
    if (this.depth >= this.bounds.callDepth) throw new NotRendered(`components nest more than ${this.bounds.callDepth} deep (a component that draws itself?)`);
    this.depth++;
    try {
      return draw();
    } finally {
      this.depth--;
    }
  }
}
