/**
 * The time budget of one check or render, the same for the language server, `docsite check` and the
 * preview: a page gets the page budget; JSON and YAML files (docs.json, its `$ref`d parts, OpenAPI
 * specs) are linear to parse but may be megabytes, and get six times as much.
 */

/** Generous next to a real page's check (a few ms; about 1 s for the largest corpus page). */
export const DEFAULT_CHECK_BUDGET_MS = 5_000;

/** The page budget: DEFAULT_CHECK_BUDGET_MS, or a lower one for tests (DOCSITE_CHECK_BUDGET_MS). */
export function pageBudgetMs(env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env.DOCSITE_CHECK_BUDGET_MS);
  return fromEnv > 0 ? fromEnv : DEFAULT_CHECK_BUDGET_MS;
}

/** The budget of the file at `path` (an .md/.mdx page, or anything else) given the page budget. */
export function budgetFor(path: string, pageMs: number): number {
  return /\.mdx?$/i.test(path) ? pageMs : pageMs * 6;
}
