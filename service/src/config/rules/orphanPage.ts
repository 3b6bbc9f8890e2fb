import { keyNodeOf, propertyValue } from '../configDocument';
import { pageEntries } from '../../../../site/src';
import { ConfigRule, nodeRange } from './ruleTypes';

/** A folder of packages, not pages (the site's pages already leave the snippets folder out: SiteFiles.pages). */
const NOT_PAGES = /^node_modules\//;
const MAX_REPORTED = 50;

/**
 * Pages on disk that no navigation entry lists: readers can only reach them by URL. Off unless
 * `docsite.rules.orphan-page` turns it on, because many sites keep such pages on purpose.
 * Reported on the `navigation` key, since the missing entry belongs there.
 */
export const orphanPageRule: ConfigRule<{ 'orphan-page': { page: string } | undefined }> = {
  codes: {
    'orphan-page': { title: 'Page not in navigation', severity: 'off', description: 'A page on disk is not listed in navigation.' },
  },
  check(ctx, report) {
    if (!ctx.config.root) return;
    const navigation = propertyValue(ctx.config.root, 'navigation');
    const anchor = navigation && keyNodeOf(navigation);
    if (!anchor) return;
    const listed = new Set(pageEntries(ctx.model.navigation).map((e) => e.entry.id));
    const orphans = [...ctx.site.pages.keys()].filter((id) => !listed.has(id) && !NOT_PAGES.test(id)).sort();
    for (const id of orphans.slice(0, MAX_REPORTED)) {
      report('orphan-page', nodeRange(ctx, anchor), `Page "${id}" is not listed in navigation.`, { page: id });
    }
    if (orphans.length > MAX_REPORTED) {
      report('orphan-page', nodeRange(ctx, anchor), `${orphans.length - MAX_REPORTED} more pages are not listed in navigation.`);
    }
  },
};
