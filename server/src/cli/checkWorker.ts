/**
 * A worker thread of `docsite check --jobs N`: checks the batches of files the main thread sends
 * (see parallelCheck.ts) with its own language service, and answers each batch with its outcomes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DocsiteSettings } from '../service/settings';
import { ItemChecker, ItemOutcome, WorkItem } from './checkItems';

const { settings, record } = workerData as { settings: DocsiteSettings; record: boolean };
const checker = new ItemChecker(settings, record);

parentPort!.on('message', (batch: { index: number; item: WorkItem }[]) => {
  const outcomes: { index: number; outcome: ItemOutcome }[] = [];
  for (const { index, item } of batch) {
    try {
      outcomes.push({ index, outcome: checker.check(item) });
    } catch (e) {
      outcomes.push({ index, outcome: { kind: 'checked', diagnostics: [], errors: [`${item.path}: ${e instanceof Error ? e.message : String(e)}`] } });
    }
  }
  parentPort!.postMessage(outcomes);
});
