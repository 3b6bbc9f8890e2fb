/**
 * Spreads the files of `docsite check` over worker threads: each worker takes the next file when it
 * is free (pages differ a lot in cost), and each outcome is stored at its file's index, so the report
 * is the same, in the same order, whatever the number of workers.
 *
 * Every file has a time budget, as in the editor (host/src/budgetedWorker.ts): a worker that spends
 * longer on one file is terminated, the file is reported as not checked in time, and a fresh thread
 * goes on with the next. That is why even `--jobs 1` checks on a worker thread.
 */
import * as path from 'node:path';
import { BudgetedWorker } from '../../host/src';
import { DocsiteSettings } from '../../site/src';
import type { KeptFacts } from './checkCache';
import { ItemOutcome, WorkItem } from './checkItems';
import type { CheckWorkerSetup } from './checkWorker';
import { WorkerSlots } from './workerSlots';

/**
 * Parsing allocates a great deal that dies young: with a larger young generation fewer scavenges run
 * (about 15 % less CPU time on the corpus, for about 100 MB more per worker). Overridable for tests
 * of the effect: DOCSITE_YOUNG_MB.
 */
const YOUNG_GENERATION = { maxYoungGenerationSizeMb: Number(process.env.DOCSITE_YOUNG_MB) || 96 };

type Indexed = { index: number; item: WorkItem };

export interface Budget {
  /** The budget of one file's check, by its kind. */
  msFor(item: WorkItem): number;
  /** The outcome reported for a file whose check ran past its budget. */
  overBudget(item: WorkItem, ms: number): ItemOutcome;
}

/** What every check worker is set up with; `warmSites`: the docs.json files whose site models it builds while it waits for work. */
export interface CheckWorkerOptions {
  /** The run's settings sets, each distinct one once; each file names its own (WorkItem.settings). */
  settings: DocsiteSettings[];
  record: boolean;
  facts?: KeptFacts;
  warmSites?: string[];
  /**
   * The bound shared with other checks running at the same time (`docsite mcp`): each thread is
   * started only with a slot, given back once it has exited. Without it, a run's own `jobs` bound it.
   */
  slots?: WorkerSlots;
}

type CheckWorker = BudgetedWorker<WorkItem, ItemOutcome>;

/** The worker threads of one run of `docsite check`. */
export class CheckWorkers {
  private readonly script = path.join(__dirname, 'checkWorker.js');
  /** The first thread that failed (not a file over its budget): the run stops with it. */
  private failure: unknown;
  /** Threads started ahead of their work, not yet used. */
  private readonly ahead: CheckWorker[] = [];
  /** How many threads were started ahead of their work in all. */
  startedAhead = 0;

  constructor(private readonly options: CheckWorkerOptions) {}

  /**
   * Starts a thread now, so that its loading (and its site models) overlaps the caller's own work:
   * `docsite check --cache` settles from the cache what it can meanwhile. Unused, it is disposed.
   */
  startAhead(): void {
    // A shared pool starts a thread only for work it holds a slot for.
    if (this.options.slots) return;
    const worker = this.newWorker();
    worker.start();
    this.ahead.push(worker);
    this.startedAhead++;
  }

  /**
   * Checks `items` on `jobs` threads (those started ahead count among them), each started once it
   * holds a slot: of the shared pool when there is one, else of this run's own `jobs`.
   */
  async check(items: readonly Indexed[], jobs: number, budget: Budget, onDone: (count: number) => void): Promise<Map<number, ItemOutcome>> {
    const outcomes = new Map<number, ItemOutcome>();
    const pending = [...items];
    const count = items.length === 0 ? 0 : Math.max(1, Math.min(jobs, items.length));
    const slots = this.options.slots ?? new WorkerSlots(Math.max(1, count));
    /** One worker: checks files from the shared queue until it is empty (or a thread failed). */
    const drain = async (): Promise<void> => {
      const release = await slots.acquire();
      let worker: CheckWorker | undefined;
      try {
        // Started only for work: another worker may have emptied the queue while this one waited.
        for (let next = pending.shift(); next && this.failure === undefined; next = pending.shift()) {
          worker ??= this.ahead.shift() ?? this.newWorker();
          const outcome = await worker.run(String(next.index), next.item, budget.msFor(next.item));
          if (outcome.kind === 'done') outcomes.set(next.index, outcome.result);
          else if (outcome.kind === 'over-budget') outcomes.set(next.index, budget.overBudget(next.item, outcome.ms));
          else throw (this.failure ??= new Error(outcome.kind === 'failed' ? outcome.message : `${next.item.path}: not checked`));
          onDone(1);
        }
      } finally {
        // The slot is free once the thread is gone, not when it is asked to go: the bound counts
        // live threads. (A thread stopped past its budget is replaced at once; it exits meanwhile.)
        await worker?.dispose();
        release();
      }
    };
    await Promise.all(Array.from({ length: count }, drain));
    this.dispose();
    if (this.failure !== undefined) throw this.failure;
    return outcomes;
  }

  /** Stops the threads started ahead and not used. */
  dispose(): void {
    for (const spare of this.ahead.splice(0)) void spare.dispose();
  }

  private newWorker(): CheckWorker {
    const { settings, record, facts, warmSites } = this.options;
    const setup: CheckWorkerSetup = { type: 'setup', settings, record, facts, warmSites };
    return new BudgetedWorker<WorkItem, ItemOutcome>(this.script, YOUNG_GENERATION, (_where, error) => (this.failure ??= error), (post) => post(setup));
  }
}
