import { closest } from '../../text/closest';
import { JSONSchema } from '../schema';
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
      const suggestion = suggestionFor(unknown.objectSchema, key);
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

const suggestions = new WeakMap<JSONSchema, Map<string, string | undefined>>();

/**
 * The closest known key of an object schema. Remembered per schema: the same unknown keys come back
 * on every keystroke of the same file, and the edit distance is the rule's main cost.
 */
function suggestionFor(objectSchema: JSONSchema, key: string): string | undefined {
  let perKey = suggestions.get(objectSchema);
  if (!perKey) suggestions.set(objectSchema, (perKey = new Map()));
  if (!perKey.has(key)) {
    if (perKey.size > 1000) perKey.clear();
    perKey.set(key, closest(key, Object.keys(objectSchema.properties ?? {})));
  }
  return perKey.get(key);
}
