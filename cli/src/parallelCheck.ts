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
import { DocsiteSettings } from '../../service/src';
import type { KeptFacts } from './checkCache';
import { ItemOutcome, WorkItem } from './checkItems';
import type { CheckWorkerSetup } from './checkWorker';

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

export async function checkInWorkers(
  items: readonly Indexed[],
  jobs: number,
  settings: DocsiteSettings,
  record: boolean,
  budget: Budget,
  onDone: (count: number) => void,
  facts?: KeptFacts,
): Promise<Map<number, ItemOutcome>> {
  const outcomes = new Map<number, ItemOutcome>();
  const pending = [...items];
  const script = path.join(__dirname, 'checkWorker.js');
  let failure: unknown;
  const logFailure = (_where: string, error: unknown) => (failure ??= error);
  /** One worker: checks files from the shared queue until it is empty (or a thread failed). */
  const drain = async (): Promise<void> => {
    const worker = new BudgetedWorker<WorkItem, ItemOutcome>(script, YOUNG_GENERATION, logFailure, (post) => post({ type: 'setup', settings, record, facts } satisfies CheckWorkerSetup));
    try {
      for (let next = pending.shift(); next && failure === undefined; next = pending.shift()) {
        const outcome = await worker.run(String(next.index), next.item, budget.msFor(next.item));
        if (outcome.kind === 'done') outcomes.set(next.index, outcome.result);
        else if (outcome.kind === 'over-budget') outcomes.set(next.index, budget.overBudget(next.item, outcome.ms));
        else throw (failure ??= new Error(outcome.kind === 'failed' ? outcome.message : `${next.item.path}: not checked`));
        onDone(1);
      }
    } finally {
      worker.dispose();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, drain));
  if (failure !== undefined) throw failure;
  return outcomes;
}
