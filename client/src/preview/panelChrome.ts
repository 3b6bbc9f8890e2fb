/**
 * A panel's site chrome, built on the render thread (pageRenderer.ts): the last good one is kept
 * while docs.json does not parse or a build runs past the budget, so the page always shows with the
 * chrome it last had. No VS Code API here, so tests drive it with the real render thread.
 */
import type { ChromeModel } from '../../../preview/src';
import type { ChromeToBuild, PageRenderer } from './pageRenderer';

export class PanelChrome {
  /** The last good chrome. */
  chrome: ChromeModel | undefined;
  /** The files the site model read (docs.json and what it `$ref`s): an edit to one changes the chrome. */
  sources: ReadonlySet<string> = new Set();
  /** Why the last build gave no chrome (docs.json does not parse, the budget ran out). */
  error: string | undefined;
  /** Bumped per build asked: a build answered after a newer one was applied is dropped. */
  private requested = 0;
  private applied = 0;

  constructor(private readonly renderer: Pick<PageRenderer, 'chrome'>) {}

  /**
   * Builds the chrome; the new chrome when it replaced the last one, else undefined: the last stays
   * (the build failed, or gave the same chrome, as after most keystrokes: nothing to post).
   */
  async build(request: ChromeToBuild): Promise<ChromeModel | undefined> {
    const asked = ++this.requested;
    const built = await this.renderer.chrome(request);
    if (!built || asked < this.applied) return undefined;
    this.applied = asked;
    if (built.sources) this.sources = new Set(built.sources);
    this.error = built.error;
    if (built.unchanged || !built.chrome) return undefined;
    this.chrome = built.chrome;
    return built.chrome;
  }
}
