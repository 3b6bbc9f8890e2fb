/**
 * Spreads the files of `docsite check` over worker threads. Files go out in small batches to
 * whichever worker is free (pages differ a lot in cost), and each outcome is stored at its file's
 * index, so the report is the same, in the same order, whatever the number of workers.
 *
 * Every file has a time budget, as in the editor: the MDX parser cannot be interrupted, so a worker
 * that spends longer than that on one file is terminated, the file is reported as not checked in
 * time, and a fresh worker goes on with the rest of its batch. That is why even `--jobs 1` checks
 * on a worker thread.
 */
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocsiteSettings } from '../../service/src/settings';
import { ItemOutcome, WorkItem } from './checkItems';
import type { FromCheckWorker } from './checkWorker';

/**
 * Parsing allocates a great deal that dies young: with a larger young generation fewer scavenges run
 * (about 15 % less CPU time on the corpus, for about 100 MB more per worker). Overridable for tests
 * of the effect: DOCSITE_YOUNG_MB.
 */
const YOUNG_GENERATION = { maxYoungGenerationSizeMb: Number(process.env.DOCSITE_YOUNG_MB) || 96 };

/** Files per message: big enough to amortize a message, small enough to balance the load. */
const BATCH = 16;

type Indexed = { index: number; item: WorkItem };

export interface Budget {
  /** The budget of one file's check, by its kind. */
  msFor(item: WorkItem): number;
  /** The outcome reported for a file whose check ran past its budget. */
  overBudget(item: WorkItem, ms: number): ItemOutcome;
}

export function checkInWorkers(
  items: readonly Indexed[],
  jobs: number,
  settings: DocsiteSettings,
  record: boolean,
  budget: Budget,
  onDone: (count: number) => void,
): Promise<Map<number, ItemOutcome>> {
  const outcomes = new Map<number, ItemOutcome>();
  /** Work not yet handed to a worker; a stopped worker's unfinished batch goes back to the front. */
  const pending: Indexed[] = [...items];
  return new Promise((resolve, reject) => {
    const live = new Set<Worker>();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      for (const w of live) void w.terminate();
      reject(error);
    };
    const settleIfDone = () => {
      if (!failed && live.size === 0 && pending.length === 0) resolve(outcomes);
    };

    const start = () => {
      const worker = new Worker(path.join(__dirname, 'checkWorker.js'), { workerData: { settings, record }, resourceLimits: YOUNG_GENERATION });
      live.add(worker);
      /** The batch this worker holds, and where in it the file being checked is. */
      let batch: Indexed[] = [];
      let position = 0;
      let timer: NodeJS.Timeout | undefined;
      let started = 0;

      const arm = () => {
        clearTimeout(timer);
        if (position >= batch.length) return;
        started = performance.now();
        const current = batch[position];
        timer = setTimeout(() => stuck(current), budget.msFor(current.item));
      };
      const feed = () => {
        batch = pending.splice(0, BATCH);
        position = 0;
        if (batch.length === 0) {
          live.delete(worker);
          void worker.terminate();
          return settleIfDone();
        }
        worker.postMessage(batch);
      };
      const stuck = (current: Indexed) => {
        live.delete(worker);
        void worker.terminate();
        outcomes.set(current.index, budget.overBudget(current.item, Math.round(performance.now() - started)));
        onDone(1);
        pending.unshift(...batch.slice(position + 1));
        if (pending.length) start();
        else settleIfDone();
      };

      worker.on('message', (message: FromCheckWorker) => {
        if (!live.has(worker)) return; // a stopped worker's last words
        if (message.type === 'ready') return feed();
        if (message.type === 'starting') {
          position = batch.findIndex((b) => b.index === message.index);
          return arm();
        }
        clearTimeout(timer);
        outcomes.set(message.index, message.outcome);
        onDone(1);
        if (batch.every((b) => outcomes.has(b.index))) feed();
      });
      worker.on('error', fail);
    };

    const count = Math.max(1, Math.min(jobs, Math.ceil(items.length / BATCH)));
    if (items.length === 0) return resolve(outcomes);
    for (let i = 0; i < count; i++) start();
  });
}
