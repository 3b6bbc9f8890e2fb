import { keyNodeOf, propertiesOf } from '../configDocument';
import { ConfigRule, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * Today's `navigation` object with none of its child collections (`{}`, or only `global`): the
 * site build rejects it, since a site needs at least one page. Reported at the `navigation` key.
 * `{ "$ref": … }` navigation objects are left alone: their content is in another file.
 */
export const emptyNavigationRule: ConfigRule<NoData<'empty-navigation'>> = {
  codes: {
    'empty-navigation': { title: 'Empty navigation', severity: 'error', description: "Today's `navigation` has no products, languages, versions, tabs, dropdowns, anchors, groups or pages." },
  },
  check(ctx, report) {
    const refs = new Set(ctx.walk.refObjects.map((m) => m.node));
    for (const match of ctx.walk.values) {
      const order = match.resolved?.['x-childPrecedence'];
      if (!order || !match.resolved?.['x-requireChild'] || match.node.type !== 'object' || refs.has(match.node)) continue;
      const keys = new Set(propertiesOf(match.node).map((p) => p.children?.[0]?.value));
      if (order.some((k) => keys.has(k))) continue;
      const key = keyNodeOf(match.node);
      report(
        'empty-navigation',
        nodeRange(ctx, key ?? match.node),
        `\`navigation\` needs one of ${order.map((k) => `\`${k}\``).join(', ')}: the site build rejects a navigation without pages.`,
      );
    }
  },
};
