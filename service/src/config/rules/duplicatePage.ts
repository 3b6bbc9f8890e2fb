import { apiSourcesInScope, pageEntries, sidebarKey } from '../../../../site/src';
import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * The same page listed twice in one sidebar (within a group, or in two groups of one tab): the
 * sidebar shows it twice and "next page" links loop. Each tab, anchor, dropdown, menu item, product,
 * version and language has a sidebar of its own, and a page may be listed once in each, as sites do
 * on purpose (an introduction under two tabs).
 */
export const duplicatePageRule: ConfigRule<NoData<'duplicate-page'>> = {
  codes: {
    'duplicate-page': { title: 'Page listed twice', severity: 'warning', description: 'A page is listed more than once in one sidebar (one group, or one tab, anchor, dropdown, version or language).' },
  },
  scope: 'site',
  check(ctx, report) {
    const first = new Map<string, { file: string; offset: number }>();
    for (const { entry, ancestors, isGroupRoot } of pageEntries(ctx.model.navigation)) {
      // A group's root page is usually listed in its pages too; that is how the site expects it.
      if (isGroupRoot) continue;
      // An operation's page lives under its OpenAPI source's directory: the same operation under two
      // sources (one per SDK language, say) makes two different pages.
      const api = entry.operation ? apiSourcesInScope(ancestors).map((a) => `${a.source}#${a.directory ?? ''}`)[0] ?? '' : '';
      const key = sidebarKey(ancestors) + '\n' + api + '\n' + (entry.operation ? entry.value.trim() : entry.id);
      const seen = first.get(key);
      if (!seen) {
        first.set(key, entry.loc);
        continue;
      }
      const range = locRange(ctx, entry.loc);
      if (!range) continue;
      const where = seen.file === ctx.config.path ? `line ${ctx.config.document.positionAt(seen.offset).line + 1}` : seen.file.slice(ctx.model.docsRoot.length + 1);
      const name = entry.operation ? entry.value.trim() : entry.id;
      report('duplicate-page', range, `Page "${name}" is already listed in navigation (${where}).`);
    }
  },
};
