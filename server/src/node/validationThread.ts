/**
 * The main thread's side of open-document checks: it runs each check on a worker thread
 * (validationWorker.ts) under a time budget. A check that runs past it has its worker terminated
 * (the MDX parser cannot be interrupted from inside) and a fresh worker takes the next one, so one
 * pathological page costs its own findings, never the server's responsiveness: the main thread
 * never runs a check and stays free for completion and hover.
 */
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { DocsiteSettings } from '../service/settings';
import type { FromValidator, ToValidator } from './validationMessages';

/** Generous next to a real page's check (a few ms; 0.5 s for the largest corpus page). */
export const DEFAULT_CHECK_BUDGET_MS = 5_000;

/**
 * Same young-generation bound as the workspace worker (parse garbage is collected early); the old
 * generation has room for a 10 MB docs.json open in the editor.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 768 };

export interface CheckJob {
  uri: string;
  languageId: string;
  version: number;
  text: string;
  settings: DocsiteSettings;
}

export type CheckOutcome =
  | { kind: 'checked'; diagnostics: Diagnostic[]; ms: number }
  /** The check ran past the budget and was stopped. */
  | { kind: 'over-budget'; ms: number }
  /** The check threw, or the worker died for another reason (out of memory). */
  | { kind: 'failed'; message: string }
  /** A newer version of the same document was queued before this one's check began. */
  | { kind: 'superseded' };

interface Running {
  id: number;
  job: CheckJob;
  started: number;
  timer: NodeJS.Timeout;
  resolve: (outcome: CheckOutcome) => void;
}

export class ValidationThread {
  private worker: Worker | undefined;
  /** Whether the worker has loaded: a job is posted (and its budget starts) only then. */
  private workerReady = false;
  private running: Running | undefined;
  private readonly queue: { job: CheckJob; budgetMs: number; resolve: (outcome: CheckOutcome) => void }[] = [];
  private nextId = 1;
  /** Open OpenAPI files' texts: a fresh worker (after a stopped check) gets them again. */
  private readonly specTexts = new Map<string, string>();

  constructor(
    /** The default budget of a check; check() may give another. */
    readonly budgetMs: number,
    private readonly logFailure: (where: string, error: unknown) => void,
    private readonly workerScript = path.join(__dirname, 'validationWorker.js'),
  ) {}

  /** Checks one document version; checks run one at a time, in the order asked. */
  check(job: CheckJob, budgetMs = this.budgetMs): Promise<CheckOutcome> {
    return new Promise((resolve) => {
      const queued = this.queue.findIndex((waiting) => waiting.job.uri === job.uri);
      if (queued >= 0) this.queue.splice(queued, 1)[0].resolve({ kind: 'superseded' });
      this.queue.push({ job, budgetMs, resolve });
      this.pump();
    });
  }

  /** An open OpenAPI file's text (undefined: closed), for checks of the pages that use it. */
  spec(path: string, text: string | undefined): void {
    if (this.specTexts.get(path) === text) return;
    if (text === undefined) this.specTexts.delete(path);
    else this.specTexts.set(path, text);
    this.worker?.postMessage({ type: 'spec', path, text } satisfies ToValidator);
  }

  forget(uri: string): void {
    this.worker?.postMessage({ type: 'forget', uri } satisfies ToValidator);
  }

  /** The watcher saw files appear or go; a worker started later scans the disk itself. */
  files(created: string[], deleted: string[]): void {
    if (created.length || deleted.length) this.worker?.postMessage({ type: 'files', created, deleted } satisfies ToValidator);
  }

  dispose(): void {
    this.stopWorker();
    for (const waiting of this.queue.splice(0)) waiting.resolve({ kind: 'failed', message: 'the server is shutting down' });
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const worker = this.ensureWorker();
    if (!this.workerReady) return; // pumped again on 'ready'
    const { job, budgetMs, resolve } = this.queue.shift()!;
    const id = this.nextId++;
    const timer = setTimeout(() => this.overBudget(id), budgetMs);
    this.running = { id, job, started: performance.now(), timer, resolve };
    worker.postMessage({ type: 'validate', id, ...job } satisfies ToValidator);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerScript, { resourceLimits: WORKER_LIMITS });
    worker.unref(); // a check in flight must not keep a finished server process alive
    worker.on('message', (message: FromValidator) => {
      if (message.type === 'ready') {
        this.workerReady = true;
        return this.pump();
      }
      this.finish(message.id, message.type === 'result'
        ? { kind: 'checked', diagnostics: message.diagnostics, ms: this.elapsed() }
        : { kind: 'failed', message: message.message });
    });
    worker.on('error', (e) => this.logFailure('document check', e));
    worker.on('exit', (code) => {
      if (this.worker !== worker) return; // terminated on purpose
      this.worker = undefined;
      this.workerReady = false;
      if (this.running) this.finish(this.running.id, { kind: 'failed', message: `the check's thread stopped (exit code ${code})` });
      // A worker that never came up (a missing bundle): the queued checks fail instead of waiting forever.
      else for (const waiting of this.queue.splice(0)) waiting.resolve({ kind: 'failed', message: `the check's thread did not start (exit code ${code})` });
    });
    this.worker = worker;
    this.workerReady = false;
    for (const [path, text] of this.specTexts) worker.postMessage({ type: 'spec', path, text } satisfies ToValidator);
    return worker;
  }

  private elapsed(): number {
    return this.running ? Math.round(performance.now() - this.running.started) : 0;
  }

  private overBudget(id: number): void {
    if (this.running?.id !== id) return;
    const ms = this.elapsed();
    // The worker is stuck inside the parse: only terminating the thread stops it.
    this.stopWorker();
    this.finish(id, { kind: 'over-budget', ms });
  }

  private stopWorker(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.workerReady = false;
    if (worker) void worker.terminate();
  }

  private finish(id: number, outcome: CheckOutcome): void {
    const running = this.running;
    if (!running || running.id !== id) return;
    clearTimeout(running.timer);
    this.running = undefined;
    running.resolve(outcome);
    this.pump();
  }
}
