/**
 * A panel's site chrome, built on the render thread (pageRenderer.ts): the last good one is kept
 * while docs.json does not parse or a build runs past the budget, so the page always shows with the
 * chrome it last had. No VS Code API here, so tests drive it with the real render thread.
 */
import { applyChromeEdits, type ChromeEdits, type ChromeModel } from '../../../preview/src';
import type { ChromeToBuild, PageRenderer } from './pageRenderer';

/** What the webview must be sent after a build: the whole chrome, or the edits to the one it has. */
export type ChromeChange = { chrome: ChromeModel } | { edits: ChromeEdits };

export class PanelChrome {
  /** The last good chrome. */
  chrome: ChromeModel | undefined;
  /** The render thread's name for it: edits apply only to the chrome they were made from. */
  private hash: string | undefined;
  /** The files the site model read (docs.json and what it `$ref`s): an edit to one changes the chrome. */
  sources: ReadonlySet<string> = new Set();
  /** Why the last build gave no chrome (docs.json does not parse, the budget ran out). */
  error: string | undefined;
  /** Bumped per build asked: a build answered after a newer one was applied is dropped. */
  private requested = 0;
  private applied = 0;

  constructor(private readonly renderer: Pick<PageRenderer, 'chrome'>) {}

  /**
   * Builds the chrome; what to send the webview when it replaced the last one (the whole chrome, or
   * the edits of its areas), else undefined: the last stays (the build failed, or gave the same
   * chrome, as after most keystrokes: nothing to post). A reply made from another chrome than this
   * panel's (one was dropped as out of date) is asked again whole.
   */
  async build(request: ChromeToBuild): Promise<ChromeChange | undefined> {
    const asked = ++this.requested;
    let built = await this.renderer.chrome(request);
    // Edits are applied once, here; the result is what the panel keeps if the reply is still current.
    let edited = built?.edits ? this.edited(built.edits, built.base) : undefined;
    const stale = built !== undefined && ((built.edits !== undefined && !edited) || (built.unchanged === true && built.hash !== this.hash));
    if (stale && !request.whole) {
      built = await this.renderer.chrome({ ...request, whole: true });
      edited = undefined;
    }
    if (!built || asked < this.applied) return undefined;
    this.applied = asked;
    if (built.sources) this.sources = new Set(built.sources);
    this.error = built.error;
    if (built.edits) {
      if (!edited) return undefined; // asked whole, the thread sends no edits; the last chrome stays
      this.chrome = edited;
      this.hash = built.hash;
      return { edits: built.edits };
    }
    if (built.unchanged || !built.chrome) return undefined;
    this.chrome = built.chrome;
    this.hash = built.hash;
    return { chrome: built.chrome };
  }

  /** The chrome the edits give, when they were made from the one this panel has; else undefined. */
  private edited(edits: ChromeEdits, base: string | undefined): ChromeModel | undefined {
    return this.chrome !== undefined && base === this.hash ? applyChromeEdits(this.chrome, edits) : undefined;
  }
}
