import { CodeAction, CodeActionKind } from 'vscode-languageserver-types';
import { keyNodeOf, propertyValue } from '../configDocument';
import { missingRoutes, publishedRoutes } from '../../../../site/src';
import { differingPart, withRedirects } from '../redirectEdit';
import { ConfigFixContext, ConfigRule, nodeRange } from './ruleTypes';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { FixData } from '../../ruleContract';

type MissingRedirectData = { route: string; to?: string };

/** The most routes reported one by one; the rest are counted in one more finding. */
const MAX_REPORTED = 200;

/**
 * A route the site published at a base version (`docsite check --base <ref>`) that the working tree
 * no longer publishes, with no redirect catching it: every link to it from the web, search engines
 * and other sites now lands on a 404. Reported on docs.json's `redirects` key (or its first line when
 * there is none), where the redirect belongs. Where the page went is known (a rename git saw, a new
 * page with the same text or title), the finding carries the new route for the quick fix.
 */
export const missingRedirectRule: ConfigRule<{ 'missing-redirect': MissingRedirectData }> = {
  codes: {
    'missing-redirect': { title: 'Missing redirect', severity: 'error', description: 'A page the base version published is gone, and no redirect catches its URL (`docsite check --base`).' },
  },
  needsBase: true,
  check(ctx, report) {
    if (!ctx.base || !ctx.config.root) return;
    const current = publishedRoutes(ctx.model.docsRoot, ctx.workspace);
    const missing = missingRoutes(ctx.base, current, ctx.model.redirects);
    if (missing.length === 0) return;
    const redirects = propertyValue(ctx.config.root, 'redirects');
    const anchor = (redirects && keyNodeOf(redirects)) ?? ctx.config.root;
    const range = anchor === ctx.config.root ? { start: ctx.config.document.positionAt(anchor.offset), end: ctx.config.document.positionAt(anchor.offset + 1) } : nodeRange(ctx, anchor);
    for (const { route, to } of missing.slice(0, MAX_REPORTED)) {
      const where = to !== undefined ? ` It moved to /${to}: add a redirect from /${route} to /${to}.` : ' Add a redirect from it to the page that replaces it.';
      report('missing-redirect', range, `The page /${route} is gone since the base version, and no redirect catches its URL.${where}`, to !== undefined ? { route, to } : { route });
    }
    if (missing.length > MAX_REPORTED) {
      report('missing-redirect', range, `${missing.length - MAX_REPORTED} more pages are gone since the base version without a redirect.`, { route: '' });
    }
  },
  fixes: { 'missing-redirect': addRedirectFix },
};

/**
 * "Add redirect from /old to /new": appends the redirect to `redirects` (created when missing) the
 * way a rename's and a moved page's redirects are written (redirectEdit.ts), as one edit.
 */
function addRedirectFix(d: Diagnostic, data: FixData<MissingRedirectData>, { config }: ConfigFixContext): CodeAction[] {
  if (typeof data.route !== 'string' || !data.route || typeof data.to !== 'string') return [];
  const document = config.document;
  const source = `/${data.route}`;
  const destination = `/${data.to}`;
  const after = withRedirects(document.getText(), [{ source, destination }]);
  const edit = after === undefined ? undefined : differingPart(document, after);
  if (!edit) return [];
  return [{
    title: `Add redirect from ${source} to ${destination}`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    isPreferred: true,
    edit: { changes: { [document.uri]: [edit] } },
  }];
}
