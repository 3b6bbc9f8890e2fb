/**
 * A worker thread of `docsite preview --out` (dist/staticPreviewWorker.js): plans the site's pages
 * and renders them one job at a time under the time budget of host/src/budgetedWorker.ts, as the
 * editor's render thread does. The first message sets it up: the site, and once planned the routes
 * of every page (kept here, not sent with each page).
 */
import { serveBudgetedJobs } from '../budgetedWorker';
import { readTailwindTheme } from '../tailwindTheme';
import { StaticSite, type StaticPageResult, type StaticSiteSetup } from './staticSite';
import type { StaticPage, StaticSitePlan } from './sitePlan';

export type StaticWorkerSetup = { type: 'setup'; site: StaticSiteSetup; routes?: Record<string, string> };
/** `warm`: what every page needs (the site model, the parser, the chrome's titles) before the first page's budget starts. */
export type StaticJob = { kind: 'plan' } | { kind: 'warm' } | { kind: 'page'; page: StaticPage };
export type StaticJobResult = StaticSitePlan | StaticPageResult | null;

let site: StaticSite | undefined;
let routes: Record<string, string> = {};

serveBudgetedJobs<StaticJob, StaticJobResult>(
  (job) => (job.kind === 'plan' ? site!.plan() : job.kind === 'warm' ? site!.warm() : site!.page(job.page, routes)),
  (message) => {
    const setup = message as StaticWorkerSetup;
    if (setup.type !== 'setup') return;
    // Tailwind's theme as the editor's render thread reads it (dist/tailwindTheme.js beside this bundle).
    site = new StaticSite(setup.site, readTailwindTheme(__dirname));
    routes = setup.routes ?? {};
  },
);
