import { normalizePageId } from '../siteFiles';
import { navigationEntries } from '../navigation';
import { ConfigRule, nodeRange } from './ruleTypes';

/** The same page listed twice: the sidebar shows it twice and "next page" links loop. */
export const duplicatePageRule: ConfigRule = {
  code: 'duplicate-page',
  defaultSeverity: 'warning',
  description: 'A page is listed more than once in navigation.',
  *check(ctx) {
    const firstLine = new Map<string, number>();
    for (const entry of navigationEntries(ctx.walk)) {
      const id = normalizePageId(entry.node.value as string);
      const range = nodeRange(ctx, entry.node);
      const seen = firstLine.get(id);
      if (seen === undefined) {
        firstLine.set(id, range.start.line);
        continue;
      }
      yield { range, message: `Page "${id}" is already listed in navigation (line ${seen + 1}).` };
    }
  },
};
