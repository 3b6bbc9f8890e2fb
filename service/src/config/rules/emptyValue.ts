import { ConfigRule, formatPath, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * A string or list shorter than the site build accepts: an empty `name`, tab, group or page path
 * (`minLength` in the schema), or an empty root division such as `"tabs": []` (`minItems`). The
 * build fails on both (`@mintlify/validation`: "String must contain at least 1 character(s)",
 * "At least one tab must be specified").
 */
export const emptyValueRule: ConfigRule<NoData<'empty-value'>> = {
  codes: {
    'empty-value': { title: 'Empty value', severity: 'error', description: 'An empty text or list where docs.json needs one: the site name, a tab or group name, a page path, a root division.' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      const schema = match.resolved;
      if (!schema) continue;
      const where = match.path.length ? `\`${formatPath(match.path)}\`` : 'The value';
      const text = match.node.type === 'string' ? String(match.node.value) : undefined;
      if (schema.minLength !== undefined && text !== undefined && (schema['x-trim'] ? text.trim() : text).length < schema.minLength) {
        report('empty-value', nodeRange(ctx, match.node), `${where} is empty; the site build rejects it.`);
      } else if (schema.minItems !== undefined && match.node.type === 'array' && (match.node.children?.length ?? 0) < schema.minItems) {
        report('empty-value', nodeRange(ctx, match.node), `${where} is empty; the site build needs at least ${schema.minItems === 1 ? 'one entry' : `${schema.minItems} entries`}.`);
      }
    }
  },
};
