/**
 * The main thread's side of workspace diagnostics (`docsite.validation.scope: workspace`): starts the
 * worker that checks the whole site (workspaceWorker.ts), forwards editor and watcher events to it,
 * publishes what it finds for files that are not open, and shows its progress in the window. The
 * open-document path of the server is untouched: an open file's diagnostics always come from there.
 */
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Connection, WorkDoneProgressServerReporter } from 'vscode-languageserver/node';
import type { Diagnostic } from 'vscode-languageserver-types';
import { type DocsiteSettings } from '../../site/src';
import { pathToUri, uriToPath } from '../../common/src';
import type { FromWorker, SiteSettings, ToWorker } from './workspaceMessages';
import { passLine } from './activityLog';
import { workerOldGenerationMb } from './workerMemory';

/** Progress is redrawn at most this often: a 10,000-file pass must not send 10,000 notifications. */
const PROGRESS_INTERVAL_MS = 150;

/**
 * The pass keeps little (about 30 MB for 10,000 pages) but parses a lot: with V8's default heap
 * sizing the worker's heap grows to several times what it holds, and the server's RSS with it. A
 * small young generation and a bounded old one keep it collected (see bench/NOTES.md). Bounded,
 * not tight: a 10 MB docs.json must still fit, and so must an OpenAPI file at the size Docsite reads
 * (4 MB: about 190 MB held once parsed and resolved, measured in a worker with these limits).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: workerOldGenerationMb(384) };

export class WorkspaceDiagnostics {
  private worker: Worker | undefined;
  /** URIs the worker published findings for: cleared when the worker stops. */
  private readonly published = new Set<string>();
  /** The text last sent per open path, so an unchanged document is not sent again. */
  private readonly sentText = new Map<string, string>();
  private progress: Promise<WorkDoneProgressServerReporter> | undefined;
  private lastProgress = 0;
  /** What the worker was last started with, to start a fresh one after stopping a stuck check. */
  private startedWith: { folders: string[]; settings: DocsiteSettings; sites: SiteSettings[] } | undefined;
  /** Files a check got stuck on: a new worker skips them until they change. */
  private readonly overBudget = new Set<string>();
  /** The file being checked and its budget's timer. */
  private watch: { path: string; timer: NodeJS.Timeout } | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly isOpen: (uri: string) => boolean,
    private readonly logFailure: (where: string, error: unknown) => void,
    /** The budget of one file's check, as for open documents (see validationThread.ts). */
    private readonly budgetMs: (path: string) => number,
    /** The notice shown on a file whose check ran past its budget (`budgetMs`) or whose thread died (undefined). */
    private readonly notice: (path: string, budgetMs: number | undefined, settings: DocsiteSettings) => Diagnostic[],
    /** Writes one line to the output channel (activityLog.ts says what is worth one). */
    private readonly logInfo: (line: string) => void = () => {},
  ) {}

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** (Re)starts the whole-site check, with every open document's text. */
  start(folders: string[], settings: DocsiteSettings, openDocuments: { path: string; text: string }[], sites: SiteSettings[] = []): void {
    // What the previous worker published stays shown until the new one replaces or clears it.
    const published = [...this.published].map(uriToPath).filter((p): p is string => p !== undefined);
    this.stop(false);
    this.startedWith = { folders, settings, sites };
    const worker = new Worker(path.join(__dirname, 'workspaceWorker.js'), { resourceLimits: WORKER_LIMITS });
    this.worker = worker;
    worker.on('message', (m: FromWorker) => this.onMessage(m));
    worker.on('error', (e) => this.logFailure('workspace diagnostics', e));
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      // Out of memory inside one file's check: that file is not checked, a fresh worker goes on
      // without it (each restart skips one more file, so this ends).
      if (code !== 0 && this.watch) return this.skip(this.watch.path, undefined, `the check ran out of memory or failed (exit code ${code})`);
      // A crash between files: the editor keeps working with open-file diagnostics only.
      this.worker = undefined;
      this.endProgress();
      if (code !== 0) this.logFailure('workspace diagnostics', `the whole-site check stopped (exit code ${code}); only open files are checked now`);
    });
    // Open documents first, so the pass checks links against the text the editor holds.
    for (const d of openDocuments) this.opened(d.path, d.text);
    this.post({ type: 'start', folders, settings, sites, published, overBudget: [...this.overBudget] });
  }

  /** Stops the check; with `clear`, the findings it published are withdrawn (scope became openFiles). */
  stop(clear = true): void {
    const worker = this.worker;
    this.worker = undefined;
    this.sentText.clear();
    this.unwatch();
    if (worker) void worker.terminate();
    this.endProgress();
    if (clear) {
      for (const uri of this.published) if (!this.isOpen(uri)) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
      this.published.clear();
    }
  }

  opened(path: string, text: string): void {
    if (!this.worker || this.sentText.get(path) === text) return;
    this.sentText.set(path, text);
    this.post({ type: 'open', path, text });
  }

  closed(path: string): void {
    this.sentText.delete(path);
    this.post({ type: 'close', path });
  }

  watched(changes: { path: string; kind: 'created' | 'changed' | 'deleted' }[]): void {
    // A changed file gets another chance (a new worker would skip it otherwise).
    for (const change of changes) this.overBudget.delete(change.path);
    if (changes.length) this.post({ type: 'watched', changes });
  }

  private post(message: ToWorker): void {
    this.worker?.postMessage(message);
  }

  private onMessage(message: FromWorker): void {
    if (message.type === 'checking') return this.watchCheck(message.path);
    if (message.type === 'idle') return this.unwatch();
    if (message.type === 'error') return this.logFailure('workspace diagnostics', message.message);
    if (message.type === 'progress') return this.showProgress(message.done, message.total);
    if (message.type === 'passDone') {
      const line = passLine(message.pass);
      if (line) this.logInfo(line);
      return;
    }
    const uri = pathToUri(message.path);
    // An open document's diagnostics come from its editor text; the disk's must not overwrite them.
    if (this.isOpen(uri)) return;
    if (message.diagnostics.length) this.published.add(uri);
    else this.published.delete(uri);
    void this.connection.sendDiagnostics({ uri, diagnostics: message.diagnostics });
  }

  /**
   * Times one file's check. Past the budget the worker is stuck inside the parser, which cannot be
   * interrupted: it is terminated, the file gets the not-checked notice, and a fresh worker starts
   * the pass again without that file (until it changes).
   */
  private watchCheck(path: string): void {
    this.unwatch();
    const budget = this.budgetMs(path);
    this.watch = { path, timer: setTimeout(() => this.watch?.path === path && this.skip(path, budget, `took longer than ${budget} ms`), budget) };
  }

  private unwatch(): void {
    if (this.watch) clearTimeout(this.watch.timer);
    this.watch = undefined;
  }

  /** A file whose check got stuck (`budget`) or killed its thread (undefined): not-checked notice, fresh worker without it. */
  private skip(path: string, budget: number | undefined, why: string): void {
    if (!this.startedWith) return;
    this.connection.console.warn(`[docsite] whole-site check: ${path} ${why}; stopped, and skipped until it changes`);
    this.overBudget.add(path);
    const uri = pathToUri(path);
    if (!this.isOpen(uri)) {
      this.published.add(uri);
      void this.connection.sendDiagnostics({ uri, diagnostics: this.notice(path, budget, this.startedWith.settings) });
    }
    const open = [...this.sentText].map(([p, text]) => ({ path: p, text }));
    this.start(this.startedWith.folders, this.startedWith.settings, open, this.startedWith.sites);
  }

  private showProgress(done: number, total: number): void {
    if (done >= total) return this.endProgress();
    if (!this.progress) {
      this.lastProgress = Date.now();
      this.progress = this.connection.window.createWorkDoneProgress().then((reporter) => {
        reporter.begin('Docsite: checking the site', Math.floor((done / total) * 100), `${done}/${total} files`, true);
        // Cancelling drops the rest of this pass; later edits still re-check what they touch.
        reporter.token.onCancellationRequested(() => {
          this.post({ type: 'cancel' });
          this.endProgress();
        });
        return reporter;
      });
      this.progress.catch((e) => this.logFailure('progress', e));
      return;
    }
    const now = Date.now();
    if (now - this.lastProgress < PROGRESS_INTERVAL_MS) return;
    this.lastProgress = now;
    void this.progress.then((r) => r.report(Math.floor((done / total) * 100), `${done}/${total} files`), () => {});
  }

  private endProgress(): void {
    const progress = this.progress;
    this.progress = undefined;
    void progress?.then((r) => r.done(), () => {});
  }
}
