import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** A `$ref` that names a missing file, a file outside the docs root, invalid JSON, or makes a cycle. */
export const invalidRefRule: ConfigRule<NoData<'invalid-ref'>> = {
  codes: {
    'invalid-ref': { title: 'Broken $ref', severity: 'error', description: 'A `$ref` cannot be followed: missing file, invalid JSON, a cycle, or a path outside the docs root.' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const problem of ctx.model.problems) {
      const range = locRange(ctx, problem.loc);
      if (range) report('invalid-ref', range, problem.message);
    }
  },
};
