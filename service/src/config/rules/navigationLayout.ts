import { nodeType } from '../configDocument';
import { ConfigRule, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * `navigation` in the other layout's shape: an array of groups in a today-layout docs.json (one
 * with a modern `theme`), or an object of divisions in an old-layout file (mint.json). One error at
 * the value, naming both layouts; `wrong-type` stays silent there, and nothing inside is checked,
 * since every check below would only repeat that the shape is wrong.
 */
export const navigationLayoutRule: ConfigRule<NoData<'navigation-layout'>> = {
  codes: {
    'navigation-layout': { title: 'Navigation in the wrong layout', severity: 'error', description: '`navigation` has the shape of the other docs.json layout.' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      const other = match.declared['x-otherLayoutType'];
      if (match.resolved || other === undefined || other !== nodeType(match.node)) continue;
      report('navigation-layout', nodeRange(ctx, match.node), match.declared['x-otherLayoutMessage'] ?? `\`navigation\` has the other layout's shape.`);
    }
  },
};
