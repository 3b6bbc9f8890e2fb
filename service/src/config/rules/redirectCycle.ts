import { redirectWalks, type RedirectWalk } from '../../../../site/src';
import type { NoData } from '../../ruleContract';
import { ConfigRule, locRange } from './ruleTypes';

/**
 * A redirect that never arrives: its destination is caught by redirects that lead back (`/a` → `/b`
 * → `/a`), or by a wildcard that catches its own destination again (`/docs/:slug*` →
 * `/docs/v2/:slug*`). The build accepts it (its validator checks only duplicate sources), but
 * readers who open the source get "too many redirects": breakage, so an error.
 */
export const redirectCycleRule: ConfigRule<NoData<'redirect-cycle'>> = {
  codes: {
    'redirect-cycle': { title: 'Redirect cycle', severity: 'error', description: 'A redirect leads back to a route it already passed (or is caught again at every hop): readers get "too many redirects".' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const walk of redirectWalks(ctx.model).walks) {
      if (walk.end !== 'cycle' && walk.end !== 'endless') continue;
      const range = locRange(ctx, walk.redirect.sourceLoc);
      if (!range) continue;
      const why = walk.end === 'cycle' ? 'it comes back to a route it already passed' : 'each hop is caught by a redirect again';
      report('redirect-cycle', range, `Redirect "${walk.redirect.source.trim()}" never arrives: ${routeList(walk)} (${why}; readers get "too many redirects").`);
    }
  },
};

/** `/a → /b → /a`, the first few routes of a long walk, then `…`. */
export function routeList(walk: RedirectWalk, shown = 6): string {
  const routes = [walk.from, ...walk.hops.map((h) => h.to)].map((r) => (/^[a-z][a-z0-9+.-]*:/i.test(r) ? r : '/' + r));
  return routes.length > shown ? routes.slice(0, shown).join(' → ') + ' → …' : routes.join(' → ');
}
