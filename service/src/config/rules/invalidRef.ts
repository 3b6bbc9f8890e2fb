import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * A `$ref` that names a missing file, a file outside the docs root, invalid JSON, makes a cycle, or
 * would expand the configuration past the bound of site/src/model/refExpansion.ts (a fan-out of parts).
 */
export const invalidRefRule: ConfigRule<NoData<'invalid-ref'>> = {
  codes: {
    'invalid-ref': { title: 'Broken $ref', severity: 'error', description: 'A `$ref` cannot be followed: missing file, invalid JSON, a cycle, a path outside the docs root, or a configuration that would expand past the bound (files that each `$ref` the next many times).' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const problem of ctx.model.problems) {
      const range = locRange(ctx, problem.loc);
      if (range) report('invalid-ref', range, problem.message);
    }
  },
};
