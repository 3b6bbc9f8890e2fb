import { propertiesOf } from '../configDocument';
import { ConfigRule, formatPath, nodeRange } from './ruleTypes';

/**
 * A navigation division (or the navigation root) with more than one child collection, such as a
 * dropdown with both `groups` and `pages`. The site build tries the collections in a fixed order
 * (the schema's `x-childPrecedence`), keeps the first present and drops the rest without a word, so
 * the pages under the others silently vanish from the site. Reported at each ignored key.
 */
export const ignoredChildCollectionRule: ConfigRule<{ 'ignored-child-collection': { kept: string; ignored: string } }> = {
  codes: {
    'ignored-child-collection': { title: 'Ignored child collection', severity: 'warning', description: 'A navigation level has more than one child collection; the site build uses only the first.' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      const order = match.resolved?.['x-childPrecedence'];
      if (!order || match.node.type !== 'object') continue;
      const keys = new Map(propertiesOf(match.node).map((p) => [p.children?.[0]?.value, p.children?.[0]]));
      const present = order.filter((k) => keys.has(k));
      if (present.length < 2) continue;
      const [kept, ...ignored] = present;
      const owner = `\`${formatPath(match.path)}\``;
      for (const key of ignored) {
        report(
          'ignored-child-collection',
          nodeRange(ctx, keys.get(key)!),
          `\`${key}\` is ignored: ${owner} also has \`${kept}\`, which the site build uses instead (it takes the first of ${order.map((k) => `\`${k}\``).join(', ')}).`,
          { kept, ignored: key },
        );
      }
    }
  },
};
