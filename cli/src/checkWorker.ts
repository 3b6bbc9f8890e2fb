/**
 * A worker thread of `docsite check`: checks the files the main thread sends (see parallelCheck.ts)
 * with its own language service, one at a time under the time budget of host/src/budgetedWorker.ts.
 * The first message sets it up with the run's settings: one set per distinct site settings, each
 * file naming its set (WorkItem.settings), so sites of one run are checked each with its own.
 */
import { serveBudgetedJobs } from '../../host/src';
import { DocsiteSettings } from '../../site/src';
import type { KeptFacts } from './checkCache';
import { ItemChecker, ItemOutcome, WorkItem } from './checkItems';

/**
 * `facts`: what the cache kept of earlier runs' parses, by text hash (checkItems.ts). `warmSites`:
 * docs.json files whose site models are built before the first file comes (parallelCheck.ts).
 */
export type CheckWorkerSetup = { type: 'setup'; settings: DocsiteSettings[]; record: boolean; facts?: KeptFacts; warmSites?: string[] };

let checker: ItemChecker | undefined;

serveBudgetedJobs<WorkItem, ItemOutcome>(
  (item) => {
    try {
      return checker!.check(item);
    } catch (e) {
      return { kind: 'checked', diagnostics: [], errors: [`${item.path}: ${e instanceof Error ? e.message : String(e)}`] };
    }
  },
  (message) => {
    const setup = message as CheckWorkerSetup;
    if (setup.type !== 'setup') return;
    checker = new ItemChecker(setup.settings, setup.record, setup.facts);
    checker.warm(setup.warmSites ?? []);
  },
);
