/**
 * A panel's site chrome, built on the render thread (pageRenderer.ts): the last good one is kept
 * while docs.json does not parse or a build runs past the budget, so the page always shows with the
 * chrome it last had. No VS Code API here, so tests drive it with the real render thread.
 */
import { applyChromeEdits, type ChromeEdits, type ChromeModel } from '../../../preview/src';
import type { ChromeOutcome, ChromeToBuild, PageRenderer } from './pageRenderer';

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
    if (built && !request.whole && !this.fits(built)) built = await this.renderer.chrome({ ...request, whole: true });
    if (!built || asked < this.applied) return undefined;
    this.applied = asked;
    if (built.sources) this.sources = new Set(built.sources);
    this.error = built.error;
    if (built.edits && this.chrome) {
      const next = applyChromeEdits(this.chrome, built.edits);
      if (!next) return undefined; // fits() checked the base: cannot happen; the last chrome stays
      this.chrome = next;
      this.hash = built.hash;
      return { edits: built.edits };
    }
    if (built.unchanged || !built.chrome) return undefined;
    this.chrome = built.chrome;
    this.hash = built.hash;
    return { chrome: built.chrome };
  }

  /** Whether a reply applies to the chrome this panel has (its edits' base, or the unchanged one). */
  private fits(built: ChromeOutcome): boolean {
    if (built.edits) return this.chrome !== undefined && built.base === this.hash && applyChromeEdits(this.chrome, built.edits) !== undefined;
    if (built.unchanged) return built.hash === this.hash;
    return true;
  }
}
