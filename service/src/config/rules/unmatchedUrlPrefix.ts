import { underPrefix, divisions, pageEntries } from '../../../../site/src';
import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * An anchor or tab (the spec's layout) whose `url` prefix matches no listed page: it would open an
 * empty section.
 */
export const unmatchedUrlPrefixRule: ConfigRule<NoData<'unmatched-url-prefix'>> = {
  codes: {
    'unmatched-url-prefix': { title: 'URL prefix matches no page', severity: 'warning', description: 'No listed page starts with an anchor or tab `url`.' },
  },
  scope: 'site',
  check(ctx, report) {
    if (ctx.model.layout !== 'legacy') return;
    const sections = divisions(ctx.model.navigation).filter((d) => d.urlPrefix !== undefined && d.urlLoc);
    if (sections.length === 0) return;
    const pages = pageEntries(ctx.model.navigation).map((e) => e.entry.id);
    for (const section of sections) {
      if (pages.some((p) => underPrefix(p, section.urlPrefix!))) continue;
      const range = locRange(ctx, section.urlLoc!);
      if (!range) continue;
      const url = ctx.config.document.getText(range).slice(1, -1);
      report('unmatched-url-prefix', range, `No page in navigation starts with the ${section.kind} url "${url}".`);
    }
  },
};
