import { closest } from '../../text/closest';
import { ConfigRule, formatPath, nodeRange } from './ruleTypes';

/**
 * A key the spec does not list. Real configs carry many vendor fields (`analytics`, `redirects`, …),
 * so this is a warning by default and `docsite.validation.unknownProperties` may raise or silence it.
 * `$schema` is part of our schema and never lands here. Keys of objects with their own fixed key set
 * (footerSocials) are left to their own rules.
 */
export const unknownPropertyRule: ConfigRule = {
  code: 'unknown-property',
  defaultSeverity: 'warning',
  description: 'A property is not part of the docs.json spec.',
  *check(ctx) {
    const mode = ctx.settings.validation.unknownProperties;
    if (mode === 'ignore') return;
    for (const unknown of ctx.walk.unknownKeys) {
      if (unknown.objectSchema['x-unknownKeyCode']) continue;
      const key = String(unknown.key.value);
      const known = Object.keys(unknown.objectSchema.properties ?? {});
      const suggestion = closest(key, known);
      const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
      yield {
        range: nodeRange(ctx, unknown.key),
        severity: mode,
        message: `\`${formatPath(unknown.path)}\` is not part of the docs.json spec.${hint}`,
        data: { suggestion },
      };
    }
  },
};
