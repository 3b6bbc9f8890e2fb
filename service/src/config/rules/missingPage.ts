import { isExternalReference, pageEntries, isRedirected, routeOfPageId } from '../../../../site/src';
import { closestPath, uriToPath } from '../../../../common/src';
import { ConfigRule, locRange } from './ruleTypes';
import { missingPageCodeActions } from '../missingPageFixes';
import { pagesListedAnywhere } from '../listedPages';
import type { SiteFiles } from '../siteFiles';

/**
 * A navigation entry (or a group's `root`) with no `.mdx`/`.md` file behind it: the site build fails
 * or shows a dead link. OpenAPI operation entries (`GET /users`) are generated pages with no file.
 */
/**
 * How many missing entries of one docs.json get a did-you-mean: each guess compares the entry with
 * every page of the site, so a navigation of thousands of missing entries (a site whose pages are
 * generated at build time, a wrong docs root) would cost entries × pages comparisons. The first
 * ones, in navigation order, are where a writer starts.
 */
export const MAX_GUESSES = 200;

export const missingPageRule: ConfigRule<{ 'missing-page': { page: string; movedTo?: string; redirect?: boolean; suggestion?: string } }> = {
  codes: {
    'missing-page': { title: 'Missing page', severity: 'error', description: 'A navigation entry names a page file that does not exist.' },
  },
  scope: 'site',
  check(ctx, report) {
    let unlisted: Map<string, string[]> | undefined;
    let pageIds: string[] | undefined;
    let guesses = 0;
    for (const { entry, isGroupRoot } of pageEntries(ctx.model.navigation)) {
      if (entry.operation || isExternalReference(entry.value) || ctx.site.resolvePage(entry.id)) continue;
      const range = locRange(ctx, entry.loc);
      if (!range) continue;
      const id = entry.id;
      const ignored = ctx.site.ignoredPage(id);
      const snippet = ctx.site.snippetFile(id);
      const why = snippet
        ? `${snippet.slice(ctx.model.docsRoot.length + 1)} is a snippet, and the build makes no page of a file in the snippets folder`
        : !ignored
        ? `no ${id}.mdx or ${id}.md under the docs root`
        : `${ignored.slice(ctx.model.docsRoot.length + 1)} is left out of the build by ${ctx.site.ignoredByMintignore(ignored) ? '.mintignore' : "the build's default ignores"}`;
      unlisted ??= unlistedByName(ctx.site, pagesListedAnywhere(ctx.model));
      const movedTo = ignored || snippet ? undefined : movedPage(id, unlisted);
      const moved = movedTo === undefined ? '' : ` A page of that name that navigation does not list is at ${movedTo}: it may have moved there.`;
      // A typo (`welcome/instalation`): the page whose id is closest, when one is close enough.
      pageIds ??= [...ctx.site.pages.keys()];
      const guess = movedTo === undefined && !ignored && !snippet && guesses++ < MAX_GUESSES;
      const suggestion = guess ? closestPath(id, pageIds) : undefined;
      const meant = suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
      // The redirect goes into docs.json itself, so the fix that adds one is offered there only
      // (not in a file docs.json $refs), and only when no redirect catches the old URL yet.
      const redirect = movedTo !== undefined && uriToPath(ctx.config.document.uri) === ctx.model.configPath && !isRedirected(ctx.model.redirects, id);
      report(
        'missing-page',
        range,
        `${isGroupRoot ? 'Group root page' : 'Page'} "${id}" does not exist: ${why}.${moved}${meant}`,
        movedTo !== undefined ? { page: id, movedTo, redirect } : suggestion !== undefined ? { page: id, suggestion } : { page: id },
      );
    }
  },
  fixes: {
    'missing-page': (d, data, { config, pages }) => (pages ? missingPageCodeActions(config, d, data, pages) : []),
  },
};

/** The pages no navigation entry lists (outside the snippets folders), by file name: where a moved page may have gone. */
function unlistedByName(site: SiteFiles, listed: ReadonlySet<string>): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const id of site.pages.keys()) {
    if (listed.has(id)) continue;
    const name = id.slice(id.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), id]);
  }
  return byName;
}

/** The one unlisted page with the missing page's file name, if exactly one (two would be a guess). */
function movedPage(id: string, unlisted: Map<string, string[]>): string | undefined {
  const name = id.slice(id.lastIndexOf('/') + 1);
  const candidates = unlisted.get(name) ?? [];
  return candidates.length === 1 && routeOfPageId(candidates[0]) !== routeOfPageId(id) ? candidates[0] : undefined;
}
