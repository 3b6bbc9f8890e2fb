import { closest } from '../../../../common/src';
import { ConfigRule, formatPath, nodeRange, replaceWithSuggestion } from './ruleTypes';

/** A value outside an enum: `iconType`, `playground.mode`, `auth.method`, `modeToggle.default`, CTA `type`. */
export const invalidEnumRule: ConfigRule<{ 'invalid-enum': { suggestion?: string } }> = {
  codes: {
    'invalid-enum': { title: 'Value not allowed', severity: 'error', description: 'A docs.json value is not one of the values the field allows.' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      const allowed = match.resolved?.enum;
      if (!allowed || allowed.includes(match.node.value)) continue;
      const names = allowed.map(String);
      const suggestion = typeof match.node.value === 'string' ? closest(match.node.value, names) : undefined;
      const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
      report(
        'invalid-enum',
        nodeRange(ctx, match.node),
        `Value ${JSON.stringify(match.node.value)} is not allowed for \`${formatPath(match.path)}\`. Allowed values: ${names.join(', ')}.${hint}`,
        { suggestion },
      );
    }
  },
  fixes: { 'invalid-enum': replaceWithSuggestion },
};
