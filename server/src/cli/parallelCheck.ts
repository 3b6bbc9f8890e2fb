/**
 * Spreads the files of `docsite check` over worker threads. Files go out in small batches to
 * whichever worker is free (pages differ a lot in cost), and each outcome is stored at its file's
 * index, so the report is the same, in the same order, whatever the number of workers.
 */
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocsiteSettings } from '../service/settings';
import { ItemOutcome, WorkItem } from './checkItems';

/**
 * Parsing allocates a great deal that dies young: with a larger young generation fewer scavenges run
 * (about 15 % less CPU time on the corpus, for about 100 MB more per worker). Overridable for tests
 * of the effect: DOCSITE_YOUNG_MB.
 */
const YOUNG_GENERATION = { maxYoungGenerationSizeMb: Number(process.env.DOCSITE_YOUNG_MB) || 96 };

/** Files per message: big enough to amortize a message, small enough to balance the load. */
const BATCH = 16;

export function checkInWorkers(
  items: readonly { index: number; item: WorkItem }[],
  jobs: number,
  settings: DocsiteSettings,
  record: boolean,
  onDone: (count: number) => void,
): Promise<Map<number, ItemOutcome>> {
  const outcomes = new Map<number, ItemOutcome>();
  let next = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let running = 0;
    const finish = (error?: unknown) => {
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve(outcomes);
    };
    const feed = (worker: Worker): boolean => {
      if (next >= items.length) return false;
      worker.postMessage(items.slice(next, next + BATCH));
      next += BATCH;
      return true;
    };
    const count = Math.max(1, Math.min(jobs, Math.ceil(items.length / BATCH)));
    for (let i = 0; i < count; i++) {
      const worker = new Worker(path.join(__dirname, 'checkWorker.js'), { workerData: { settings, record }, resourceLimits: YOUNG_GENERATION });
      workers.push(worker);
      worker.on('message', (batch: { index: number; outcome: ItemOutcome }[]) => {
        for (const { index, outcome } of batch) outcomes.set(index, outcome);
        onDone(batch.length);
        if (!feed(worker) && --running === 0) finish();
      });
      worker.on('error', (e) => finish(e));
      running++;
      if (!feed(worker)) running--;
    }
    if (running === 0) finish();
  });
}
