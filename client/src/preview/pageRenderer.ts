/**
 * The preview's one render thread (renderWorker.ts), as the panels use it: page renders, the site
 * chrome and link resolution all run there under the same time budget as the language server's
 * checks. The extension host, which runs every extension, only hands over texts and maps the replies'
 * local files to webview URLs: it never parses a page, builds a site model or reads the site's pages
 * (issue 22). A page or chrome past its budget gets a notice or keeps the last good one. One thread
 * serves every panel; a panel's queued job is superseded by its next one of the same kind.
 * No `vscode` here (registerPreview.ts streams the editors' texts in, previewPanel.ts the webview's URLs), so tests
 * drive it as the panel does.
 */
import { BudgetedWorker, EditorTexts, FsWorkspace, type JobOutcome, pageBudgetMs } from '../../../host/src';
import { isContained } from '../../../common/src';
import { type AreaEdit, type ChromeArea, type ChromeEdits, type ChromeModel, renderOverBudget } from '../../../preview/src';
import { withAssetUrl, withAssetUrls, type ChromeJob, type LinkJob, type LinkReply, type PageJob, type RenderJob, type RenderReply, type RenderThreadReply, type RenderWorkerMessage } from './renderJob';

const RENDER_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 512 };

/** What a panel asks about. */
export interface PanelRequest {
  /** Which panel asks: its queued job of the same kind is superseded by its next one. */
  panelKey: string;
  pagePath: string;
  docsRoot: string;
  configPath?: string;
}

export interface PageToRender extends PanelRequest {
  /** The editor's text of the page; the render thread reads the file when there is none. */
  pageText?: string;
  /** "As agents read it": the page's Markdown view instead of its render. */
  agentView?: boolean;
  /** The webview URL of a local file the page shows (`asWebviewUri`). */
  toUrl(path: string): string;
}

export interface ChromeToBuild extends PanelRequest {
  operation?: string;
  version?: string;
  /** The panel's own id: a chrome equal to the last one built for it comes back `unchanged`, a changed one as edits. */
  panel?: string;
  /** The whole chrome, not edits: the panel lost track of what it was sent. */
  whole?: boolean;
  toUrl(path: string): string;
}

/** A chrome build: the chrome (none when docs.json does not parse or the build ran out of time), and the files the site model read. */
export interface ChromeOutcome {
  chrome?: ChromeModel;
  /** The edits from the chrome named `base` to this one, with their local files mapped (chromePatch.ts). */
  edits?: ChromeEdits;
  base?: string;
  /** Names the chrome this outcome leaves the panel with. */
  hash?: string;
  /** docs.json and the files it `$ref`s; absent when the build did not finish. */
  sources?: string[];
  error?: string;
  /** The chrome is the one last built for the panel: the panel keeps it and posts nothing. */
  unchanged?: true;
}

export interface RendererHost {
  /** dist/renderWorker.js. */
  script: string;
  /** The shipped icon sets (dist/icons). */
  iconsDir: string;
  budgetMs?: number;
}

export class PageRenderer {
  private readonly worker: BudgetedWorker<RenderJob, RenderThreadReply>;
  /** For the last check of each file the page shows: its real path, symlinks followed. */
  private readonly disk = new FsWorkspace();
  /** The editor's open texts, posted to the thread once per change and again to a fresh thread. */
  private readonly editorTexts = new EditorTexts();
  readonly budgetMs: number;

  constructor(private readonly host: RendererHost) {
    this.budgetMs = host.budgetMs ?? pageBudgetMs();
    this.worker = new BudgetedWorker(host.script, RENDER_LIMITS, (where, e) => console.error(`[docsite] preview ${where}:`, e), this.editorTexts.replay);
    this.editorTexts.feed(this.worker);
  }

  /** An open file's text as the editor holds it (undefined: closed): the thread reads it instead of the disk. */
  editorText(path: string, text: string | undefined): void {
    this.editorTexts.set(path, text);
  }

  /** The page's render; undefined when a newer render of the same panel replaced this one. */
  async render(page: PageToRender): Promise<RenderReply | undefined> {
    const job: PageJob = { kind: 'page', ...this.site(page), pageText: page.pageText, agentView: page.agentView };
    const outcome = await this.run<RenderReply>(page.panelKey + ':page', job);
    switch (outcome.kind) {
      case 'superseded':
        return undefined;
      case 'over-budget':
        return renderOverBudget(this.budgetMs);
      case 'failed':
        return { ok: false, error: { message: `The preview could not render this page: ${outcome.message.split('\n')[0]}`, line: 1 }, title: '', html: '' };
      case 'done': {
        const reply = outcome.result;
        return { ...reply, html: withAssetUrls(reply.html, reply, page.toUrl, this.inside(page.docsRoot)), assetToken: undefined, assets: undefined };
      }
    }
  }

  /** The site chrome around the page; undefined when a newer build of the same panel replaced this one. */
  async chrome(request: ChromeToBuild): Promise<ChromeOutcome | undefined> {
    const job: ChromeJob = { kind: 'chrome', ...this.site(request), operation: request.operation, version: request.version, panel: request.panel, whole: request.whole };
    const outcome = await this.run<Extract<RenderThreadReply, { sources: string[] }>>(request.panelKey + ':chrome', job);
    switch (outcome.kind) {
      case 'superseded':
        return undefined;
      case 'over-budget':
        return { error: `The site's navigation took longer than ${this.budgetMs} ms to build: the preview keeps the last one.` };
      case 'failed':
        return { error: `The preview could not build the site's navigation: ${outcome.message.split('\n')[0]}` };
      case 'done': {
        const reply = outcome.result;
        if (!reply.ok) return { error: reply.error, sources: reply.sources };
        if ('unchanged' in reply) return { unchanged: true, hash: reply.hash, sources: reply.sources };
        const inside = this.inside(request.docsRoot);
        const html = (value: string) => withAssetUrls(value, reply, request.toUrl, inside);
        const image = (value: string | undefined) => withAssetUrl(value, reply, request.toUrl, inside);
        if ('edits' in reply) {
          // Only whole areas hold placeholders to map; an edit of a middle goes as it came.
          const edits: ChromeEdits = {};
          for (const [area, edit] of Object.entries(reply.edits) as [ChromeArea, AreaEdit][]) edits[area] = 'whole' in edit ? { whole: html(edit.whole) } : edit;
          return { edits, base: reply.base, hash: reply.hash, sources: reply.sources };
        }
        const { chrome } = reply;
        const theme = { ...chrome.theme, backgroundImage: image(chrome.theme.backgroundImage), backgroundImageDark: image(chrome.theme.backgroundImageDark) };
        return { chrome: { ...chrome, topbar: html(chrome.topbar), sidebar: html(chrome.sidebar), pager: html(chrome.pager), footer: html(chrome.footer), theme }, hash: reply.hash, sources: reply.sources };
      }
    }
  }

  /** What a link clicked in the preview opens; undefined when it could not be resolved in time. */
  async link(request: PanelRequest & { href: string }): Promise<LinkReply | undefined> {
    const job: LinkJob = { kind: 'link', ...this.site(request), href: request.href };
    const outcome = await this.run<LinkReply>(request.panelKey + ':link', job);
    return outcome.kind === 'done' ? outcome.result : undefined;
  }

  /** The file watcher saw files appear, go or change: the render thread's file index follows. */
  files(created: string[], deleted: string[], changed: string[]): void {
    if (created.length || deleted.length || changed.length) this.worker.post({ type: 'files', created, deleted, changed } satisfies RenderWorkerMessage);
  }

  dispose(): void {
    this.worker.dispose();
  }

  private site(request: PanelRequest): Omit<PageJob, 'kind'> {
    const { pagePath, docsRoot, configPath } = request;
    return { pagePath, docsRoot, configPath, iconsDir: this.host.iconsDir };
  }

  private run<R extends RenderThreadReply>(key: string, job: RenderJob): Promise<JobOutcome<R>> {
    return this.worker.run(key, job, this.budgetMs) as Promise<JobOutcome<R>>;
  }

  /** The webview's localResourceRoots are checked on the written path only: a symlink inside the docs root must not show a file outside it. */
  private inside(docsRoot: string): (path: string) => boolean {
    return (path) => isContained(path, [docsRoot], this.disk);
  }
}
