import { isExternalReference } from '../../site';
import { navigationEntries } from '../navigation';
import { ConfigRule, nodeRange } from './ruleTypes';

/** A navigation entry with no `.mdx`/`.md` file behind it: the site build fails or shows a dead link. */
export const missingPageRule: ConfigRule = {
  code: 'missing-page',
  defaultSeverity: 'error',
  description: 'A navigation page does not exist.',
  *check(ctx) {
    for (const entry of navigationEntries(ctx.walk)) {
      const id = entry.node.value as string;
      if (isExternalReference(id) || ctx.site.resolvePage(id)) continue;
      yield {
        range: nodeRange(ctx, entry.node),
        message: `Page "${id}" does not exist: no ${id}.mdx or ${id}.md under the docs root.`,
        data: { page: id },
      };
    }
  },
};
