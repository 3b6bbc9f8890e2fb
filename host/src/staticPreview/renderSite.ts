/**
 * Renders a static copy of the preview on worker threads (worker.ts), each job under a time budget as
 * `docsite check` does (cli/src/parallelCheck.ts): a thread that runs past it is stopped, and the page
 * becomes one that says so (the preview's own over-budget notice), while a fresh thread goes on with
 * the next. The plan (the site model and its OpenAPI files) gets the budget of JSON and YAML files.
 */
import { BudgetedWorker } from '../budgetedWorker';
import { buildStaticDocument, renderOverBudget } from '../../../preview/src';
import type { StaticJob, StaticJobResult, StaticWorkerSetup } from './worker';
import type { StaticPage, StaticSitePlan } from './sitePlan';
import { SCRIPT_DIR, type StaticPageResult, type StaticSiteSetup } from './staticSite';
import { relativeTo } from './staticLinks';

export interface StaticRenderOptions {
  site: StaticSiteSetup;
  /** dist/staticPreviewWorker.js. */
  script: string;
  jobs: number;
  /** A page's budget; the plan gets twice as much. */
  budgetMs: number;
  /** Called for each page as it is done, in the plan's order per thread; awaited before the thread's next page. */
  onPage(page: StaticPage, result: StaticPageResult, overBudget: boolean): Promise<void> | void;
}

export class StaticRenderError extends Error {}

type Thread = BudgetedWorker<StaticJob, StaticJobResult>;

const LIMITS = { maxYoungGenerationSizeMb: 96 };

/** Plans and renders every page; returns the plan and the pages that ran past the budget. */
export async function renderStaticSite(options: StaticRenderOptions): Promise<{ plan: StaticSitePlan; overBudget: StaticPage[] }> {
  const failures: unknown[] = [];
  const thread = (routes?: Record<string, string>): Thread => {
    const setup: StaticWorkerSetup = { type: 'setup', site: options.site, routes };
    return new BudgetedWorker<StaticJob, StaticJobResult>(options.script, LIMITS, (_where, error) => failures.push(error), (post) => post(setup));
  };
  const planner = thread();
  let plan: StaticSitePlan;
  try {
    const outcome = await planner.run('plan', { kind: 'plan' }, options.budgetMs * 2);
    if (outcome.kind === 'over-budget') throw new StaticRenderError(`reading the site's navigation and OpenAPI files took longer than ${Math.round(outcome.ms / 1000)} s`);
    if (outcome.kind !== 'done') throw new StaticRenderError(outcome.kind === 'failed' ? outcome.message : 'the site was not read');
    plan = outcome.result as StaticSitePlan;
  } finally {
    await planner.dispose();
  }
  const pending = [...plan.pages];
  const overBudget: StaticPage[] = [];
  const run = async (): Promise<void> => {
    const worker = thread(plan.routes);
    // A thread's start (and a fresh one after a page past the budget) is warmed under the plan's budget.
    const warm = async (): Promise<void> => {
      const outcome = await worker.run('warm', { kind: 'warm' }, options.budgetMs * 2);
      if (outcome.kind !== 'done') throw new StaticRenderError(outcome.kind === 'failed' ? outcome.message : "reading the site took longer than the budget of docs.json");
    };
    try {
      await warm();
      for (let page = pending.shift(); page; page = pending.shift()) {
        const outcome = await worker.run(page.key, { kind: 'page', page }, options.budgetMs);
        if (outcome.kind === 'over-budget' && pending.length) await warm();
        if (outcome.kind === 'done') await options.onPage(page, outcome.result as StaticPageResult, false);
        else if (outcome.kind === 'over-budget') {
          overBudget.push(page);
          await options.onPage(page, overBudgetPage(page, options.budgetMs), true);
        } else throw new StaticRenderError(`${page.out}: ${outcome.kind === 'failed' ? outcome.message : 'not rendered'}`);
      }
    } finally {
      await worker.dispose();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, pending.length)) }, run));
  if (failures.length) throw failures[0];
  return { plan, overBudget };
}

/** A page whose render ran past the budget: the preview's notice alone, in the copy's document. */
function overBudgetPage(page: StaticPage, budgetMs: number): StaticPageResult {
  const notice = renderOverBudget(budgetMs);
  const html = buildStaticDocument({
    scriptUri: relativeTo(page.out, `${SCRIPT_DIR}/preview.js`),
    styleUri: relativeTo(page.out, `${SCRIPT_DIR}/preview.css`),
    data: {
      state: { resource: page.out, locked: false },
      themeKind: 'light',
      page: { html: notice.html, title: page.out, error: notice.error },
      settings: { scrollEditorWithPreview: false, scrollPreviewWithEditor: false },
    },
  });
  return { html, assets: [] };
}
