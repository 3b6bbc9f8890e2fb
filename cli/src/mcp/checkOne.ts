/**
 * One file checked the way `docsite check` checks it: by the same ItemChecker, on a worker thread,
 * under the same time budget (parallelCheck.ts), from the disk or from unsaved text given for its
 * path. The MCP server's main thread never runs the page rules, so no input can hang it, and its
 * thread is one of the server's shared pool (`slots`), so no number of calls at once starts more.
 */
import { budgetFor, pageBudgetMs } from '../../../host/src';
import { configFileNameOf } from '../../../site/src';
import type { ItemOutcome } from '../checkItems';
import { CheckWorkers } from '../parallelCheck';
import type { WorkerSlots } from '../workerSlots';
import type { DocsRoot } from './docsRoot';

export async function checkOne(docs: DocsRoot, path: string, text: string | undefined, slots: WorkerSlots): Promise<ItemOutcome> {
  const languageId = configFileNameOf(path) ? 'json' : 'mdx';
  const item = { path, languageId, ...(text !== undefined && { text }) };
  const budget = {
    msFor: () => budgetFor(path, pageBudgetMs()),
    overBudget: (_item: unknown, ms: number): ItemOutcome => ({ kind: 'notChecked', detail: `its check took longer than ${Math.round(ms / 1000)} s` }),
  };
  const outcomes = await new CheckWorkers({ settings: [docs.settingsOf(path)], record: false, slots }).check([{ index: 0, item }], 1, budget, () => {});
  return outcomes.get(0)!;
}
