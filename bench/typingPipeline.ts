// The preview's keystroke pipeline on the extension host, as previewPanel.ts runs it, without VS Code:
// the editor's text handed to the render thread, the page render or the chrome build there, and the
// message the panel posts to the webview. bench/preview.mjs bundles this module, times each keystroke
// from the edit until the webview has painted, and records how long the host's own thread was busy.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { PageRenderer } from '../client/src/preview/pageRenderer';
import { PanelChrome } from '../client/src/preview/panelChrome';
import type { ChromeModel } from '../preview/src';
import { writeTitledSite } from '../test/support/titledSite';
export { writeSiteComponentsSite } from './siteComponentsPage';

/** The generated site of `count` pages titled `Page <i>` (test/support/titledSite.ts), in a new temporary folder. */
export function writeSite(count: number): { dir: string; files: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-typing-'));
  return { dir, files: writeTitledSite(dir, count) };
}

export interface Keystroke {
  /** What the panel posts to the webview (undefined: nothing changed). */
  message?: { type: 'page'; html: string; title: string } | { type: 'chrome'; chrome: ChromeModel } | { type: 'chromeEdits'; edits: unknown };
  /** The host thread's busy time for this keystroke (its event loop's active time), in ms. */
  hostBusyMs: number;
}

/** One panel showing `shown`, with the render thread the extension starts. */
export class TypingPipeline {
  private readonly renderer: PageRenderer;
  private readonly chrome: PanelChrome;
  private readonly workDir: string;

  constructor(
    private readonly docsRoot: string,
    private readonly shown: string,
    iconsDir: string,
  ) {
    this.workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-worker-'));
    const script = path.join(this.workDir, 'renderWorker.js');
    buildSync({ entryPoints: [path.join(__dirname, '../client/src/preview/renderWorker.ts')], bundle: true, platform: 'node', format: 'cjs', mainFields: ['module', 'main'], outfile: script, logLevel: 'error' });
    this.renderer = new PageRenderer({ script, iconsDir, budgetMs: 600_000 });
    this.chrome = new PanelChrome(this.renderer);
  }

  private request() {
    return { panelKey: 'bench', panel: 'bench', pagePath: this.shown, docsRoot: this.docsRoot, configPath: path.join(this.docsRoot, 'docs.json'), toUrl: (p: string) => 'https://file+.vscode-resource.vscode-cdn.net' + p };
  }

  /** The chrome the document is built with (the panel's first build). */
  async firstChrome(): Promise<ChromeModel> {
    const change = await this.chrome.build(this.request());
    if (!change || !('chrome' in change)) throw new Error(this.chrome.error ?? 'no chrome');
    return change.chrome;
  }

  /** A keystroke in the shown page's editor: its render, posted as a page message. */
  async typeInShownPage(text: string): Promise<Keystroke> {
    return this.timed(async () => {
      // As the extension does: the editor's text goes through the stream of open texts, then the render.
      this.renderer.editorText(this.shown, text);
      const reply = await this.renderer.render({ ...this.request(), panelKey: 'bench-page' });
      if (!reply?.ok) throw new Error('render failed');
      return { type: 'page' as const, html: reply.html, title: reply.title };
    });
  }

  /** A keystroke in another page of the site (its title, say): the chrome built again, posted as the panel posts it. */
  async typeInOtherPage(file: string, text: string): Promise<Keystroke> {
    this.renderer.editorText(file, text);
    return this.timed(async () => {
      const change = await this.chrome.build(this.request());
      if (!change) return undefined;
      return 'edits' in change ? { type: 'chromeEdits' as const, edits: change.edits } : { type: 'chrome' as const, chrome: change.chrome };
    });
  }

  private async timed(run: () => Promise<Keystroke['message']>): Promise<Keystroke> {
    const before = performance.eventLoopUtilization();
    const message = await run();
    // postMessage serializes the message on the host thread.
    if (message) JSON.stringify(message);
    return { message, hostBusyMs: performance.eventLoopUtilization(before).active };
  }

  dispose(): void {
    this.renderer.dispose();
    fs.rmSync(this.workDir, { recursive: true, force: true });
  }
}
