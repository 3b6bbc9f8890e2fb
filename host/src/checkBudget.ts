/**
 * The time budget of one check or render, the same for the language server, `docsite check` and the
 * preview: a page gets the page budget; JSON and YAML files (docs.json, its `$ref`d parts, OpenAPI
 * specs) are linear to parse but may be megabytes, and get twice as much.
 *
 * The budget is a last resort, not a verdict (issue 21): what a page may hold is bounded by counts
 * before it is parsed (mdx/src/nestingScan.ts, constructScan.ts), so the same files give the
 * same report on an idle machine and a loaded one. The slowest real page (a corpus page of about
 * 1 s of CPU) would need a machine 60 times slower, or 60 busy processes per core, to reach it.
 */

/** Far above any real page's check, however loaded the machine (see above). */
export const DEFAULT_CHECK_BUDGET_MS = 60_000;

/** The page budget: DEFAULT_CHECK_BUDGET_MS, or a lower one for tests (DOCSITE_CHECK_BUDGET_MS). */
export function pageBudgetMs(env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env.DOCSITE_CHECK_BUDGET_MS);
  return fromEnv > 0 ? fromEnv : DEFAULT_CHECK_BUDGET_MS;
}

/** The budget of the file at `path` (an .md/.mdx page, or anything else) given the page budget. */
export function budgetFor(path: string, pageMs: number): number {
  return /\.mdx?$/i.test(path) ? pageMs : pageMs * 2;
}
