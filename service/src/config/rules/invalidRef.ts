import { ConfigRule, locRange } from './ruleTypes';

/** A `$ref` that names a missing file, a file outside the docs root, invalid JSON, or makes a cycle. */
export const invalidRefRule: ConfigRule = {
  codes: {
    'invalid-ref': { title: 'Broken $ref', severity: 'error', description: 'A `$ref` cannot be followed: missing file, invalid JSON, a cycle, or a path outside the docs root.' },
  },
  scope: 'site',
  *check(ctx) {
    for (const problem of ctx.model.problems) {
      const range = locRange(ctx, problem.loc);
      if (range) yield { range, message: problem.message };
    }
  },
};
