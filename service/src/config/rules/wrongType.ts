import { nodeType } from '../configDocument';
import { allowedTypes, describeTypes } from '../schema';
import { ConfigRule, formatPath, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** A value of the wrong JSON type: a number where a string belongs, a string for the navigation array. */
export const wrongTypeRule: ConfigRule<NoData<'wrong-type'>> = {
  codes: {
    'wrong-type': { title: 'Wrong type', severity: 'error', description: 'A docs.json value has the wrong type (a text where a list belongs, a number in quotes).' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      if (match.resolved) continue;
      // The other layout's shape (`navigation` as an array or object) gets one clearer message from
      // `navigation-layout` instead.
      if (match.declared['x-otherLayoutType'] === nodeType(match.node)) continue;
      const expected = describeTypes(allowedTypes(match.declared));
      const where = match.path.length ? ` for \`${formatPath(match.path)}\`` : '';
      report(
        'wrong-type',
        nodeRange(ctx, match.node),
        `Incorrect type${where}: expected ${expected}, found ${nodeType(match.node)}.`,
      );
    }
  },
};
