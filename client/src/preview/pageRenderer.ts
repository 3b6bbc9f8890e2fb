/**
 * Renders preview pages on a worker thread (renderWorker.ts) under the same time budget as the
 * language server's checks: a page that takes longer gets a notice, and the extension host, which
 * runs every extension, never waits on the MDX parser. One thread serves every preview panel; a
 * panel's queued render is superseded by its next one.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { BudgetedWorker, FsWorkspace, pageBudgetMs } from '../../../host/src';
import { isContained } from '../../../service/src';
import { renderOverBudget } from '../../../preview/src';
import { withAssetUrls, type RenderJob, type RenderReply, type RenderWorkerMessage } from './renderJob';
import { fromDocPath, toDocPath } from './previewWorkspace';

const RENDER_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 512 };

export interface PageToRender {
  /** Which panel asks: its queued render is superseded by its next one. */
  panelKey: string;
  pageText: string;
  pagePath: string;
  docsRoot: string;
  configPath?: string;
  webview: vscode.Webview;
}

export class PageRenderer implements vscode.Disposable {
  private readonly worker: BudgetedWorker<RenderJob, RenderReply>;
  /** For the last check of each file the page shows: its real path, symlinks followed. */
  private readonly disk = new FsWorkspace();

  constructor(
    private readonly extensionUri: vscode.Uri,
    readonly budgetMs = pageBudgetMs(),
  ) {
    const script = path.join(extensionUri.fsPath, 'dist', 'renderWorker.js');
    this.worker = new BudgetedWorker(script, RENDER_LIMITS, (where, e) => console.error(`[docsite] preview ${where}:`, e));
  }

  /** The page's render; undefined when a newer render of the same panel replaced this one. */
  async render(page: PageToRender): Promise<RenderReply | undefined> {
    const job: RenderJob = {
      pageText: page.pageText,
      pagePath: page.pagePath,
      docsRoot: page.docsRoot,
      configPath: page.configPath,
      dirty: unsavedUnder(page.docsRoot).filter(([path]) => path !== page.pagePath),
      iconsDir: vscode.Uri.joinPath(this.extensionUri, 'dist', 'icons').fsPath,
    };
    const outcome = await this.worker.run(page.panelKey, job, this.budgetMs);
    switch (outcome.kind) {
      case 'superseded':
        return undefined;
      case 'over-budget':
        return renderOverBudget(this.budgetMs);
      case 'failed':
        return { ok: false, error: { message: `The preview could not render this page: ${outcome.message.split('\n')[0]}`, line: 1 }, title: '', html: '' };
      case 'done': {
        const toUrl = (p: string) => page.webview.asWebviewUri(fromDocPath(p)).toString();
        const reply = outcome.result;
        // The webview's localResourceRoots are checked on the written path only: a symlink inside
        // the docs root must not show a file outside it.
        const inside = (p: string) => isContained(p, [page.docsRoot], this.disk);
        return { ...reply, html: withAssetUrls(reply.html, reply, toUrl, inside), assetToken: undefined, assets: undefined };
      }
    }
  }

  /** The file watcher saw files appear, go or change: the render thread's file index follows. */
  files(created: string[], deleted: string[], changed: string[]): void {
    if (created.length || deleted.length || changed.length) this.worker.post({ type: 'files', created, deleted, changed } satisfies RenderWorkerMessage);
  }

  dispose(): void {
    this.worker.dispose();
  }
}

/** Unsaved editors' texts inside the docs root: the render reads them instead of the disk. */
function unsavedUnder(docsRoot: string): [string, string][] {
  return vscode.workspace.textDocuments
    .filter((d) => d.isDirty && d.uri.scheme === 'file' && toDocPath(d.uri).startsWith(docsRoot + '/'))
    .map((d) => [toDocPath(d.uri), d.getText()]);
}
