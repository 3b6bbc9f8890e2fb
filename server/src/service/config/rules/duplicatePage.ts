import { normalizePageId } from '../../site';
import { navigationEntries } from '../navigation';
import { ConfigRule, nodeRange } from './ruleTypes';

/** The same page listed twice: the sidebar shows it twice and "next page" links loop. */
export const duplicatePageRule: ConfigRule = {
  code: 'duplicate-page',
  defaultSeverity: 'warning',
  description: 'A page is listed more than once in navigation.',
  *check(ctx) {
    // Offsets, not ranges: positions are computed only for the duplicates that get reported.
    const firstOffset = new Map<string, number>();
    for (const entry of navigationEntries(ctx.walk)) {
      const id = normalizePageId(entry.node.value as string);
      const seen = firstOffset.get(id);
      if (seen === undefined) {
        firstOffset.set(id, entry.node.offset);
        continue;
      }
      const line = ctx.config.document.positionAt(seen).line + 1;
      yield { range: nodeRange(ctx, entry.node), message: `Page "${id}" is already listed in navigation (line ${line}).` };
    }
  },
};
