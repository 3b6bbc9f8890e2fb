/**
 * Runs jobs on a worker thread under a time budget, one at a time, in the order asked. A job that
 * runs past its budget has the thread terminated (work inside the MDX parser cannot be interrupted
 * from inside) and a fresh thread takes the next job; the caller's thread never runs the job and
 * stays free. Used by the language server for document checks and by the preview for page renders.
 *
 * The worker script speaks a small protocol (see serveBudgetedJobs): it posts `ready` once loaded
 * (budgets start only then: a thread's start-up is not the job's time), then answers each `job`
 * with `result` or `failed`. Other messages (state the worker keeps) pass through `post`, and
 * `onStart` replays that state into a fresh thread.
 */
import { Worker, parentPort, type ResourceLimits } from 'node:worker_threads';

export type JobOutcome<R> =
  | { kind: 'done'; result: R; ms: number }
  /** The job ran past the budget and was stopped. */
  | { kind: 'over-budget'; ms: number }
  /** The job threw, or the thread died for another reason (out of memory, a missing script). */
  | { kind: 'failed'; message: string }
  /** A newer job with the same key was queued before this one began. */
  | { kind: 'superseded' };

/** Host → worker. */
export type ToJobWorker<J> = { type: 'job'; id: number; job: J };
/** Worker → host. */
export type FromJobWorker<R> = { type: 'ready' } | { type: 'result'; id: number; result: R } | { type: 'failed'; id: number; message: string };

interface Queued<J, R> {
  key: string;
  job: J;
  budgetMs: number;
  ahead: boolean;
  resolve: (outcome: JobOutcome<R>) => void;
}

interface Running<J, R> extends Queued<J, R> {
  id: number;
  started: number;
  timer: NodeJS.Timeout;
}

export class BudgetedWorker<J, R> {
  private worker: Worker | undefined;
  /** Whether the worker has loaded: a job is posted (and its budget starts) only then. */
  private workerReady = false;
  private running: Running<J, R> | undefined;
  private readonly queue: Queued<J, R>[] = [];
  private nextId = 1;

  constructor(
    private readonly script: string,
    private readonly limits: ResourceLimits,
    private readonly logFailure: (where: string, error: unknown) => void,
    /** Replays what the worker keeps (open files' texts…) into a fresh thread. */
    private readonly onStart: (post: (message: unknown) => void) => void = () => {},
  ) {}

  /**
   * Runs `job` within `budgetMs`; a queued job with the same `key` is superseded by this one. An
   * `ahead` job (someone is waiting for its answer: completion, hover) goes before the queued jobs
   * that are not, and after those that are; the running job is never interrupted for it.
   */
  run(key: string, job: J, budgetMs: number, { ahead = false } = {}): Promise<JobOutcome<R>> {
    return new Promise((resolve) => {
      const queued = this.queue.findIndex((waiting) => waiting.key === key);
      if (queued >= 0) this.queue.splice(queued, 1)[0].resolve({ kind: 'superseded' });
      const entry = { key, job, budgetMs, ahead, resolve };
      const firstBehind = ahead ? this.queue.findIndex((waiting) => !waiting.ahead) : -1;
      if (firstBehind >= 0) this.queue.splice(firstBehind, 0, entry);
      else this.queue.push(entry);
      this.pump();
    });
  }

  /**
   * Starts the thread now, before any job, so that its loading overlaps the caller's own work
   * (`docsite check --cache` settles what it can while the thread loads). Budgets still start
   * only with a job.
   */
  start(): void {
    this.ensureWorker();
  }

  /** A message about state the worker keeps; a thread started later gets it through `onStart`. */
  post(message: unknown): void {
    this.worker?.postMessage(message);
  }

  /**
   * Stops the thread and fails what is queued. The promise settles once the thread has exited, for
   * a caller that bounds how many threads live at once (`docsite mcp`'s shared pool).
   */
  dispose(): Promise<void> {
    const exited = this.stopWorker();
    if (this.running) this.finish(this.running.id, { kind: 'failed', message: 'disposed' });
    for (const waiting of this.queue.splice(0)) waiting.resolve({ kind: 'failed', message: 'disposed' });
    return exited;
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const worker = this.ensureWorker();
    if (!this.workerReady) return; // pumped again on 'ready'
    const next = this.queue.shift()!;
    const id = this.nextId++;
    const timer = setTimeout(() => this.overBudget(id), next.budgetMs);
    this.running = { ...next, id, started: performance.now(), timer };
    worker.postMessage({ type: 'job', id, job: next.job } satisfies ToJobWorker<J>);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script, { resourceLimits: this.limits });
    worker.unref(); // a job in flight must not keep a finished process alive
    worker.on('message', (message: FromJobWorker<R>) => {
      if (this.worker !== worker) return; // a stopped thread's last words
      if (message.type === 'ready') {
        this.workerReady = true;
        return this.pump();
      }
      this.finish(message.id, message.type === 'result' ? { kind: 'done', result: message.result, ms: this.elapsed() } : { kind: 'failed', message: message.message });
    });
    worker.on('error', (e) => this.logFailure('worker thread', e));
    worker.on('exit', (code) => {
      if (this.worker !== worker) return; // terminated on purpose
      this.worker = undefined;
      this.workerReady = false;
      if (this.running) this.finish(this.running.id, { kind: 'failed', message: `the worker thread stopped (exit code ${code})` });
      // A thread that never came up (a missing script): the queued jobs fail instead of waiting forever.
      else for (const waiting of this.queue.splice(0)) waiting.resolve({ kind: 'failed', message: `the worker thread did not start (exit code ${code})` });
    });
    this.worker = worker;
    this.workerReady = false;
    this.onStart((message) => worker.postMessage(message));
    return worker;
  }

  private elapsed(): number {
    return this.running ? Math.round(performance.now() - this.running.started) : 0;
  }

  private overBudget(id: number): void {
    if (this.running?.id !== id) return;
    const ms = this.elapsed();
    void this.stopWorker();
    this.finish(id, { kind: 'over-budget', ms });
  }

  /** Terminates the thread; the promise settles when it has exited. */
  private stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.workerReady = false;
    return worker ? worker.terminate().then(() => undefined, () => undefined) : Promise.resolve();
  }

  private finish(id: number, outcome: JobOutcome<R>): void {
    const running = this.running;
    if (!running || running.id !== id) return;
    clearTimeout(running.timer);
    this.running = undefined;
    running.resolve(outcome);
    this.pump();
  }
}

/**
 * The worker side: answers each job with `handle`, whose answer may be a promise (a thrown error or a
 * rejected promise becomes `failed`), and passes any other message to `other`. Posts `ready` once
 * set up.
 */
export function serveBudgetedJobs<J, R>(handle: (job: J) => R | Promise<R>, other: (message: { type?: string } & Record<string, unknown>) => void = () => {}): void {
  const port = parentPort!;
  const post = (message: FromJobWorker<R>) => port.postMessage(message);
  const failed = (id: number, e: unknown) => post({ type: 'failed', id, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  port.on('message', (message: ToJobWorker<J> | ({ type?: string } & Record<string, unknown>)) => {
    if (message.type !== 'job') return other(message);
    const { id, job } = message as ToJobWorker<J>;
    try {
      const result = handle(job);
      // A job that waits on a process (git) answers when it is done; the host sends no other job meanwhile.
      if (result instanceof Promise) result.then((r) => post({ type: 'result', id, result: r }), (e: unknown) => failed(id, e));
      else post({ type: 'result', id, result });
    } catch (e) {
      failed(id, e);
    }
  });
  post({ type: 'ready' });
}
