/**
 * One preview panel: has its page and the site chrome built on the render thread (pageRenderer.ts),
 * keeps the last good render when the page stops parsing and the last good chrome when docs.json
 * does, and answers the webview (links, scroll, version, state, ready). On the extension host's
 * thread it only hands over texts and posts results: it reads no page and builds no site model.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { buildDocument, type HostMessage, type PageMode, type PreviewState, isMode, type Mode, OPERATION_KEY_PREFIX } from '../../../preview/src';
import { isExternalReference, findSite } from '../../../site/src';
import { dirname } from '../../../common/src';
import { fromDocPath, PreviewWorkspace, toDocPath } from './previewWorkspace';
import { PageRenderer } from './pageRenderer';
import { makeNonce, PanelChannel } from './panelChannel';
import { PanelChrome } from './panelChrome';
import type { RenderReply } from './renderJob';

export { PageRenderer } from './pageRenderer';
export { makeNonce } from './panelChannel';

export { PREVIEW_VIEW_TYPE } from './viewType';

/** The one render thread of every panel (dist/renderWorker.js); registerPreview.ts streams the editors' texts to it. */
export function createPageRenderer(extensionUri: vscode.Uri): PageRenderer {
  return new PageRenderer({
    script: path.join(extensionUri.fsPath, 'dist', 'renderWorker.js'),
    iconsDir: vscode.Uri.joinPath(extensionUri, 'dist', 'icons').fsPath,
  });
}

export function themeMode(kind: vscode.ColorThemeKind = vscode.window.activeColorTheme.kind): Mode {
  return kind === vscode.ColorThemeKind.Dark || kind === vscode.ColorThemeKind.HighContrast ? 'dark' : 'light';
}

function previewSettings(resource: vscode.Uri): { scrollEditorWithPreview: boolean; scrollPreviewWithEditor: boolean } {
  const c = vscode.workspace.getConfiguration('docsite.preview', resource);
  return {
    scrollEditorWithPreview: c.get<boolean>('scrollEditorWithPreview', true),
    scrollPreviewWithEditor: c.get<boolean>('scrollPreviewWithEditor', true),
  };
}

export class PreviewPanel implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private docsRoot: string | undefined;
  /** docs.json, or mint.json for a site that still keeps its configuration under the old name. */
  private configPath: string | undefined;
  /** The site chrome from the render thread: the last good one, and the files it depends on. */
  private readonly chrome: PanelChrome;
  private lastGood: { html: string; title: string; toc?: string; mode?: PageMode } | undefined;
  /** Tells this panel's jobs apart from other panels' on the shared render thread. */
  private readonly key = makeNonce();
  /** The envelope with this panel's secret out, the webview's messages in. */
  private readonly channel: PanelChannel;
  /** Bumped per document build: an older build that finishes late does not replace a newer one. */
  private documentGeneration = 0;
  private state: PreviewState;
  private pageTimer: NodeJS.Timeout | undefined;
  private chromeTimer: NodeJS.Timeout | undefined;
  /** Until then, editor scroll events are ours (caused by the preview) and not sent back. */
  ignoreEditorScrollUntil = 0;
  private disposed = false;
  readonly onDidDispose: vscode.Event<void>;
  private readonly disposeEmitter = new vscode.EventEmitter<void>();

  constructor(
    readonly panel: vscode.WebviewPanel,
    resource: vscode.Uri,
    private readonly extensionUri: vscode.Uri,
    private readonly workspace: PreviewWorkspace,
    private readonly renderer: PageRenderer,
    state?: Partial<PreviewState>,
  ) {
    this.state = { ...state, resource: resource.toString(), locked: state?.locked === true };
    this.onDidDispose = this.disposeEmitter.event;
    this.chrome = new PanelChrome(renderer);
    this.channel = new PanelChannel((envelope) => void this.panel.webview.postMessage(envelope), {
      ready: (m) => this.takeState(m.state),
      state: (m) => this.takeState(m.state),
      // The webview's chrome is not the one the edits were made from: it gets the whole one.
      resync: () => {
        if (this.chrome.chrome) this.post({ type: 'chrome', chrome: this.chrome.chrome });
      },
      reveal: (m) => void this.revealInEditor(m.line),
      version: (m) => {
        this.state.version = m.version;
        this.scheduleChrome();
      },
      link: (m) => void this.openLink(m.href, m.page),
      action: (m) =>
        void vscode.window.showInformationMessage(
          m.action === 'suggest-edit'
            ? 'On the published site, "Suggest edits" opens this page in the repository for a pull request.'
            : 'On the published site, "Raise issue" opens an issue about this page in the repository.',
        ),
    });
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m) => this.channel.receive(m)),
    );
    this.setResource(resource, true, true);
  }

  get resource(): vscode.Uri {
    return vscode.Uri.parse(this.state.resource);
  }

  get locked(): boolean {
    return this.state.locked;
  }

  get docsRootPath(): string | undefined {
    return this.docsRoot;
  }

  setLocked(locked: boolean): void {
    this.state.locked = locked;
    this.updateTitle();
    this.post({ type: 'resource', resource: this.state.resource, locked });
  }

  /**
   * Shows another page (or the same one anew). A new docs root means new resource roots and HTML.
   * A navigation operation on show gives way to the page, unless `keepOperation` (a restored panel).
   */
  setResource(resource: vscode.Uri, force = false, keepOperation = false): void {
    const sameResource = resource.toString() === this.state.resource;
    if (sameResource && !force && !this.state.operation) return;
    if (!keepOperation) this.state.operation = undefined;
    const path = toDocPath(resource);
    const site = findSite(path, this.workspace);
    const root = site?.docsRoot ?? dirname(path);
    this.configPath = site?.configPath;
    const rootChanged = root !== this.docsRoot;
    this.state.resource = resource.toString();
    if (!sameResource) {
      this.lastGood = undefined;
      this.state.line = undefined;
    }
    this.docsRoot = root;
    if (rootChanged || force) {
      this.panel.webview.options = {
        enableScripts: true,
        enableCommandUris: false,
        localResourceRoots: [fromDocPath(root), vscode.Uri.joinPath(this.extensionUri, 'webview', 'dist')],
      };
    }
    void this.setHtml();
    this.updateTitle();
  }

  /** Builds the webview document around the page's render and the chrome (both from the render thread). */
  private async setHtml(): Promise<void> {
    const generation = ++this.documentGeneration;
    const [page] = await Promise.all([this.renderPageNow(), this.buildChrome('document')]);
    if (!page || generation !== this.documentGeneration || this.disposed) return;
    const webview = this.panel.webview;
    const dist = vscode.Uri.joinPath(this.extensionUri, 'webview', 'dist');
    webview.html = buildDocument({
      nonce: makeNonce(),
      channel: this.channel.secret,
      cspSource: webview.cspSource,
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(dist, 'preview.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(dist, 'preview.css')).toString(),
      data: {
        state: this.state,
        themeKind: themeMode(),
        chrome: this.chrome.chrome,
        page,
        settings: previewSettings(this.resource),
        mermaidScript: webview.asWebviewUri(vscode.Uri.joinPath(dist, 'mermaid.js')).toString(),
      },
    });
    this.channel.documentBuilt();
  }

  /**
   * Shows the page the site generates from a navigation entry that names an OpenAPI operation
   * (`GET /users`): such an entry has no file, so the page is the operation's reference alone.
   */
  showOperation(entry: string): void {
    this.state.operation = entry;
    this.state.line = undefined;
    this.lastGood = undefined;
    void this.setHtml();
    this.updateTitle();
  }

  /** A message to the webview, in the envelope with this panel's channel secret. */
  private post(message: HostMessage): void {
    this.channel.post(message);
  }

  private updateTitle(): void {
    const name = this.state.operation ?? this.resource.path.split('/').pop() ?? 'page';
    this.panel.title = this.state.locked ? `[Preview] ${name}` : `Preview ${name}`;
  }

  /**
   * An operation's generated page. A page of a file the render thread reads as the editor holds it,
   * from the one stream of open texts (registerPreview.ts), like every other file of the site.
   */
  private pageText(): string | undefined {
    // YAML reads a JSON string as a double-quoted scalar: the entry cannot break out of the line.
    return this.state.operation ? `---\nopenapi: ${JSON.stringify(this.state.operation)}\n---\n` : undefined;
  }

  /** What every job of this panel names: the page on show and its site. */
  private request(purpose: string): { panelKey: string; pagePath: string; docsRoot: string; configPath?: string } {
    return { panelKey: `${this.key}:${purpose}`, pagePath: toDocPath(this.resource), docsRoot: this.docsRoot!, configPath: this.configPath };
  }

  private readonly toUrl = (path: string): string => this.panel.webview.asWebviewUri(fromDocPath(path)).toString();

  /**
   * The page's render, and for a good one its "On this page" list, from the render thread.
   * `purpose` keeps a document build and a live update apart: neither supersedes the other.
   * Undefined when a newer render of the same purpose replaced this one.
   */
  private render(purpose: 'document' | 'update'): Promise<RenderReply | undefined> {
    return this.renderer.render({ ...this.request(purpose), pageText: this.pageText(), toUrl: this.toUrl, agentView: this.state.agentView === true });
  }

  /** The page for a new document: the render, or the last good render under a banner. */
  private async renderPageNow(): Promise<{ html: string; title: string; toc?: string; mode?: PageMode; error?: { message: string; line: number } } | undefined> {
    const result = await this.render('document');
    if (!result) return undefined;
    if (result.ok) {
      this.lastGood = { html: result.html, title: result.title, toc: result.toc, mode: result.mode };
      return this.lastGood;
    }
    return { html: this.lastGood?.html ?? result.html, title: this.lastGood?.title ?? result.title, toc: this.lastGood?.toc, mode: this.lastGood?.mode, error: result.error };
  }

  /**
   * The chrome from the render thread, kept as `this.chrome`; for an update, posted to the webview.
   * A docs.json that does not parse, or a build past the budget, keeps the last good chrome.
   */
  private async buildChrome(purpose: 'document' | 'update'): Promise<void> {
    if (!this.docsRoot || !this.configPath) return;
    const change = await this.chrome.build({ ...this.request(purpose + '-chrome'), panel: this.key, operation: this.state.operation, version: this.state.version, toUrl: this.toUrl });
    if (!change || purpose !== 'update' || this.disposed) return;
    // Edits (a title typed in a 10,000-page site) are a few bytes to post, the whole chrome megabytes.
    if ('edits' in change) this.channel.post({ type: 'chromeEdits', edits: change.edits }, { type: 'chrome', chrome: this.chrome.chrome! });
    else this.post({ type: 'chrome', chrome: change.chrome });
  }

  /** Re-renders the page soon; keystrokes that arrive together render once. */
  schedulePage(): void {
    if (this.pageTimer) return;
    this.pageTimer = setTimeout(async () => {
      this.pageTimer = undefined;
      if (this.disposed) return;
      const result = await this.render('update');
      if (!result || this.disposed) return;
      if (result.ok) {
        this.lastGood = { html: result.html, title: result.title, toc: result.toc, mode: result.mode };
        this.post({ type: 'page', html: result.html, title: result.title, toc: result.toc, mode: result.mode ?? 'default' });
      } else {
        this.post({ type: 'page', error: result.error, html: this.lastGood ? undefined : result.html, title: result.title });
      }
    }, 8);
  }

  /** Rebuilds the chrome soon on the render thread; edits that arrive together build once. */
  scheduleChrome(): void {
    if (this.chromeTimer) return;
    this.chromeTimer = setTimeout(() => {
      this.chromeTimer = undefined;
      if (!this.disposed) void this.buildChrome('update');
    }, 30);
  }

  isConfigOfSite(uri: vscode.Uri): boolean {
    // The configuration or a file it `$ref`s: either changes the chrome.
    return uri.scheme === 'file' && (toDocPath(uri) === this.configPath || this.chrome.sources.has(toDocPath(uri)));
  }

  scrollTo(line: number): void {
    if (this.state.operation) return; // the editor's lines are not this page's
    this.post({ type: 'scroll', line });
  }

  sendSettings(): void {
    this.post({ type: 'settings', settings: previewSettings(this.resource) });
  }

  /** What the webview reports of its state: the mode the reader chose, the line at the top. */
  private takeState(s: Partial<PreviewState>): void {
    this.state.mode = isMode(s.mode) ? s.mode : undefined;
    this.state.line = typeof s.line === 'number' ? s.line : this.state.line;
    const agentView = s.agentView === true;
    if (agentView !== (this.state.agentView === true)) {
      this.state.agentView = agentView;
      this.schedulePage();
    }
  }

  private async revealInEditor(line: number): Promise<void> {
    if (!previewSettings(this.resource).scrollEditorWithPreview) return;
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() !== this.state.resource) continue;
      const target = Math.max(0, Math.min(line, editor.document.lineCount - 1));
      this.ignoreEditorScrollUntil = Date.now() + 150;
      editor.revealRange(new vscode.Range(target, 0, target, 0), vscode.TextEditorRevealType.AtTop);
    }
  }

  private async openLink(href: string, page: string | undefined): Promise<void> {
    if (!this.docsRoot) return;
    if (page?.startsWith(OPERATION_KEY_PREFIX)) return this.showOperation(page.slice(OPERATION_KEY_PREFIX.length));
    if (/^(https?|mailto):/i.test(href)) {
      await vscode.env.openExternal(vscode.Uri.parse(href, true));
      return;
    }
    if (isExternalReference(href)) return; // nothing else leaves the preview
    // The same resolution as the link checks (on the render thread, which has the site model):
    // URL-decoding, `/folder` → `folder/index`, extensions. A chrome link names a page id
    // (`guides/webhooks`), which is relative to the docs root, never to the folder of the page on show.
    const resolved = await this.renderer.link({ ...this.request('link'), href: page !== undefined ? '/' + page : href });
    if (!resolved || this.disposed) return;
    if (resolved.operation) return this.showOperation(resolved.operation);
    const file = resolved.path;
    if (!file) {
      if (resolved.kind !== 'self') void vscode.window.showWarningMessage(`No page ${(page ?? href).split(/[?#]/)[0]} in this site.`);
      return;
    }
    const column = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === this.state.resource)?.viewColumn;
    const doc = await vscode.workspace.openTextDocument(fromDocPath(file));
    await vscode.window.showTextDocument(doc, { viewColumn: column ?? vscode.ViewColumn.One });
    // Locked, the panel stays here unless told; showing an operation, the page takes its place even
    // when its editor was already the active one (no editor change follows).
    if (this.state.locked || this.state.operation) this.setResource(doc.uri);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.pageTimer);
    clearTimeout(this.chromeTimer);
    this.disposeEmitter.fire();
    this.disposeEmitter.dispose();
    for (const d of this.disposables) d.dispose();
    this.panel.dispose();
  }
}
