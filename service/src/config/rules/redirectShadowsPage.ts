import { redirectMatcher, routeOf, WORK_LIMIT, pageEntries } from '../../../../site/src';
import type { NoData } from '../../ruleContract';
import { ConfigRule, locRange } from './ruleTypes';

/**
 * The work of testing wildcard sources against the site's pages, in the walk's steps (a test costs
 * the page id's length to the power of the source's wildcards). A wildcard source is tested against
 * the pages below its first segment, one starting with a parameter against every page. Past the
 * limit, the remaining wildcard sources are not checked (literal ones still are: a lookup each).
 */
export const SHADOW_WORK_LIMIT = WORK_LIMIT;

/**
 * A redirect source that catches a page the site publishes. The site's redirects are applied before
 * its pages are served (as in Next.js, where redirects are checked before the filesystem; the build's
 * own packages neither reject nor reorder them), so readers who open the page are sent away and
 * never see it. Both build, and the page may be a stale copy left on purpose: a warning.
 */
export const redirectShadowsPageRule: ConfigRule<NoData<'redirect-shadows-page'>> = {
  codes: {
    'redirect-shadows-page': { title: 'Redirect hides a page', severity: 'warning', description: 'A redirect `source` matches a page of the site: the redirect wins, and readers never see the page.' },
  },
  scope: 'site',
  check(ctx, report) {
    if (ctx.model.redirects.length === 0) return;
    const pages = ctx.site.pages;
    const listed = new Set<string>();
    for (const { entry } of pageEntries(ctx.model.navigation)) if (entry.id) listed.add(entry.id);
    let byFirstSegment: Map<string, string[]> | undefined;
    let work = 0;
    let spent = false;
    for (const redirect of ctx.model.redirects) {
      const route = routeOf(redirect.source);
      let hidden: string[] = [];
      if (!/[:*]/.test(route)) {
        hidden = [route, route === '' ? 'index' : route + '/index'].filter((id) => pages.has(id)).slice(0, 1);
      } else if (!spent) {
        byFirstSegment ??= groupByFirstSegment(pages.keys());
        const first = route.split('/')[0];
        const candidates = /[:*]/.test(first) ? [...pages.keys()] : byFirstSegment.get(first) ?? [];
        const wildcards = redirectMatcher(redirect.source).params.length;
        for (const id of candidates) {
          const cost = Math.max(1, id.length) ** wildcards;
          if (work + cost > SHADOW_WORK_LIMIT) {
            spent = true;
            break;
          }
          work += cost;
          if (redirect.sourcePattern.test(id)) hidden.push(id);
        }
        // Spent: this source (half checked) and the wildcard ones after it say nothing; literal
        // ones are still checked, a lookup each.
        if (spent) continue;
      }
      if (hidden.length === 0) continue;
      const range = locRange(ctx, redirect.sourceLoc);
      if (!range) continue;
      const file = pages.get(hidden[0])!.slice(ctx.model.docsRoot.length + 1);
      const where = listed.has(hidden[0]) ? ' (in the navigation)' : '';
      const more = hidden.length > 1 ? ` and ${hidden.length - 1} more page${hidden.length > 2 ? 's' : ''}` : '';
      report('redirect-shadows-page', range, `Redirect source "${redirect.source.trim()}" catches the page ${file}${where}${more}: the redirect is applied first, so readers never see it. Remove the redirect, or the page if it moved.`);
    }
  },
};

function groupByFirstSegment(ids: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const first = id.split('/')[0];
    const list = groups.get(first);
    if (list) list.push(id);
    else groups.set(first, [id]);
  }
  return groups;
}
