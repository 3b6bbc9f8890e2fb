import { isExternalReference, isPagePath, pageIdOfEntry, isConfiguredPage } from '../../../../site/src';

import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** The same redirect `source` twice: the site build rejects the configuration. */
export const duplicateRedirectRule: ConfigRule<NoData<'duplicate-redirect'>> = {
  codes: {
    'duplicate-redirect': { title: 'Duplicate redirect', severity: 'error', description: 'A redirect `source` is given more than once.' },
  },
  scope: 'site',
  check(ctx, report) {
    const first = new Map<string, number>();
    for (const redirect of ctx.model.redirects) {
      const key = redirect.source.trim();
      const seen = first.get(key);
      if (seen === undefined) {
        first.set(key, redirect.sourceLoc.offset);
        continue;
      }
      const range = locRange(ctx, redirect.sourceLoc);
      if (range) report('duplicate-redirect', range, `Redirect source "${key}" is already given (each source may appear once).`);
    }
  },
};

/**
 * A redirect whose destination is no page, no other redirect's source, no generated API page and no URL: readers who
 * follow the old link land on a 404. Destinations with `:param` or `*` are not checked.
 */
export const redirectTargetRule: ConfigRule<NoData<'redirect-target'>> = {
  codes: {
    'redirect-target': { title: 'Redirect to nowhere', severity: 'warning', description: 'A redirect `destination` is no page, redirect or URL.' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const redirect of ctx.model.redirects) {
      const destination = redirect.destination.trim().replace(/[?#].*$/, '');
      if (destination === '' || isExternalReference(destination) || /[:*]/.test(destination)) continue;
      const id = pageIdOfEntry(destination);
      if (id === '' || ctx.site.resolvePage(id) || ctx.site.resolvePage(id + '/index')) continue;
      if (isConfiguredPage(ctx.model, id)) continue;
      if (ctx.workspace.fileExists(ctx.site.assetPath(destination))) continue;
      // A folder of pages: what it shows depends on the host (the link check's folder-link warns on it).
      if (ctx.workspace.listFiles(ctx.site.assetPath(destination)).some(isPagePath)) continue;
      const range = locRange(ctx, redirect.destinationLoc);
      if (range) report('redirect-target', range, `Redirect destination "${redirect.destination.trim()}" is no page of this site, no redirect source and no URL.`);
    }
  },
};
