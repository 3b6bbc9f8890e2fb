/**
 * A worker thread of `docsite check`: checks the batches of files the main thread sends (see
 * parallelCheck.ts) with its own language service. It says when each file starts, so the main
 * thread can hold each file to its time budget, and sends each outcome as soon as it has it, so
 * that a worker stopped on a stuck file loses nothing it already checked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DocsiteSettings } from '../../service/src/settings';
import { ItemChecker, ItemOutcome, WorkItem } from './checkItems';

export type FromCheckWorker =
  /** Loaded: the main thread sends the first batch now, so start-up is not counted as a file's time. */
  | { type: 'ready' }
  | { type: 'starting'; index: number }
  | { type: 'outcome'; index: number; outcome: ItemOutcome };

const { settings, record } = workerData as { settings: DocsiteSettings; record: boolean };
const checker = new ItemChecker(settings, record);
const post = (message: FromCheckWorker) => parentPort!.postMessage(message);

parentPort!.on('message', (batch: { index: number; item: WorkItem }[]) => {
  for (const { index, item } of batch) {
    post({ type: 'starting', index });
    let outcome: ItemOutcome;
    try {
      outcome = checker.check(item);
    } catch (e) {
      outcome = { kind: 'checked', diagnostics: [], errors: [`${item.path}: ${e instanceof Error ? e.message : String(e)}`] };
    }
    post({ type: 'outcome', index, outcome });
  }
});
post({ type: 'ready' });
