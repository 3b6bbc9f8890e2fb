import { isExternalReference } from '../../site';
import { pageEntries } from '../../model/walk';
import { ConfigRule, locRange } from './ruleTypes';
import { missingPageCodeActions } from '../missingPageFixes';

/**
 * A navigation entry (or a group's `root`) with no `.mdx`/`.md` file behind it: the site build fails
 * or shows a dead link. OpenAPI operation entries (`GET /users`) are generated pages with no file.
 */
export const missingPageRule: ConfigRule<{ 'missing-page': { page: string } }> = {
  codes: {
    'missing-page': { title: 'Missing page', severity: 'error', description: 'A navigation entry names a page file that does not exist.' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const { entry, isGroupRoot } of pageEntries(ctx.model.navigation)) {
      if (entry.operation || isExternalReference(entry.value) || ctx.site.resolvePage(entry.id)) continue;
      const range = locRange(ctx, entry.loc);
      if (!range) continue;
      const id = entry.id;
      const ignored = ctx.site.ignoredPage(id);
      const why = !ignored
        ? `no ${id}.mdx or ${id}.md under the docs root`
        : `${ignored.slice(ctx.model.docsRoot.length + 1)} is left out of the build by ${ctx.site.ignoredByMintignore(ignored) ? '.mintignore' : "the build's default ignores"}`;
      report(
        'missing-page',
        range,
        `${isGroupRoot ? 'Group root page' : 'Page'} "${id}" does not exist: ${why}.`,
        { page: id },
      );
    }
  },
  fixes: {
    'missing-page': (d, data, { config, pages }) => (pages ? missingPageCodeActions(config, d, data.page, pages) : []),
  },
};
