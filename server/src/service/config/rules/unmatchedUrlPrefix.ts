import { navigationEntries, valuesWithFormat } from '../navigation';
import { isExternalReference, normalizePageId } from '../../site';
import { ConfigRule, nodeRange } from './ruleTypes';

/** An anchor or tab whose `url` prefix matches no listed page: it would open an empty section. */
export const unmatchedUrlPrefixRule: ConfigRule = {
  code: 'unmatched-url-prefix',
  defaultSeverity: 'warning',
  description: 'No listed page starts with an anchor or tab `url`.',
  *check(ctx) {
    const prefixes = valuesWithFormat(ctx.walk, 'url-prefix');
    if (prefixes.length === 0) return;
    const pages = navigationEntries(ctx.walk).map((e) => normalizePageId(e.node.value as string));
    for (const match of prefixes) {
      const url = (match.node.value as string).trim();
      if (url === '' || isExternalReference(url)) continue;
      const prefix = normalizePageId(url);
      if (pages.some((p) => p === prefix || p.startsWith(prefix + '/'))) continue;
      const owner = match.path[0] === 'tabs' ? 'tab' : 'anchor';
      yield { range: nodeRange(ctx, match.node), message: `No page in navigation starts with the ${owner} url "${url}".` };
    }
  },
};
