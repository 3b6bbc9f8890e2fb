import { ConfigRule, formatPath, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * A key written twice in one object. `JSON.parse`, and so the site build, keeps the last value and
 * silently drops the earlier ones: the schema rules check the last value, this rule points at the
 * ones that have no effect. A warning: the build passes, but an edit to the first copy does nothing.
 */
export const duplicateKeyRule: ConfigRule<NoData<'duplicate-key'>> = {
  codes: {
    'duplicate-key': { title: 'Key written twice', severity: 'warning', description: 'A key appears twice in the same docs.json object; the site build keeps only the last value.' },
  },
  check(ctx, report) {
    for (const { property, path } of ctx.walk.overridden) {
      const key = property.children?.[0] ?? property;
      report('duplicate-key', nodeRange(ctx, key), `\`${formatPath(path)}\` is written again later in this object; the site build keeps the last value and ignores this one.`);
    }
  },
};
