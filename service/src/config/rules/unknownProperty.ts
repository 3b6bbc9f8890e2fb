import { BoundedCache, closest } from '../../../../common/src';
import { JSONSchema } from '../schema';
import { UnknownKey } from '../schemaWalk';
import { ConfigReporter, ConfigRuleContext, ConfigRule, formatPath, nodeRange, replaceWithSuggestion } from './ruleTypes';

/**
 * A key the schema does not list, with the closest known key as a "did you mean" and quick fix.
 * - Old layout: real configs carry many vendor fields (`analytics`, `redirects`, …), so this is a
 *   warning by default, which `docsite.rules.unknown-property` may raise or silence.
 * - Today's layout: the site build drops unknown keys silently, so they are warnings too, with
 *   where an old-layout key went (`x-movedKeys`); but inside the objects the build checks strictly
 *   (`x-unknownKeySeverity`) and for keys it rejects outright (`x-errorKeys`) the build fails, so
 *   those are errors by default. A `docsite.rules.unknown-property` severity applies to every finding.
 * `$schema` is part of both schemas and never lands here. Keys of objects with their own rule
 * (`x-unknownKeyCode`: footer socials) are left to that rule.
 */
/** The closest known key, for the quick fix (none when the key is rejected outright). */
type UnknownPropertyData = { 'unknown-property': { suggestion?: string } | undefined };

export const unknownPropertyRule: ConfigRule<UnknownPropertyData> = {
  codes: {
    'unknown-property': { title: 'Unknown property', severity: 'warning', description: 'A property is not part of docs.json at that place.' },
  },
  check(ctx, report) {
    for (const unknown of ctx.walk.unknownKeys) {
      if (unknown.objectSchema['x-unknownKeyCode']) continue;
      if (ctx.config.layout === 'today') reportToday(ctx, report, unknown);
      else reportLegacy(ctx, report, unknown);
    }
  },
  fixes: { 'unknown-property': replaceWithSuggestion },
};

function reportLegacy(ctx: ConfigRuleContext, report: ConfigReporter<UnknownPropertyData>, unknown: UnknownKey): void {
  const suggestion = suggestionFor(unknown.objectSchema, String(unknown.key.value));
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
  report('unknown-property', nodeRange(ctx, unknown.key), `\`${formatPath(unknown.path)}\` is not part of the docs.json spec.${hint}`, { suggestion });
}

function reportToday(ctx: ConfigRuleContext, report: ConfigReporter<UnknownPropertyData>, unknown: UnknownKey): void {
  const schema = unknown.objectSchema;
  const key = String(unknown.key.value);
  const where = `\`${formatPath(unknown.path)}\``;
  const range = nodeRange(ctx, unknown.key);
  const rejected = schema['x-errorKeys']?.[key];
  if (rejected) return report('unknown-property', range, `${where} is not allowed here: the site build fails. ${rejected}`, undefined, { severity: 'error' });
  const suggestion = suggestionFor(schema, key);
  const moved = unknown.path.length === 1 ? ctx.walk.rootSchema?.['x-movedKeys']?.[key] : undefined;
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : moved ? ` ${moved}` : '';
  if (schema['x-unknownKeySeverity'] === 'error') {
    const allowed = Object.keys(schema.properties ?? {}).map((k) => `\`${k}\``).join(', ');
    return report('unknown-property', range, `${where} is not allowed: this object accepts only ${allowed}, and the site build fails on other keys.${hint}`, { suggestion }, { severity: 'error' });
  }
  report('unknown-property', range, `${where} is not a docs.json key here: the site build ignores it.${hint}`, { suggestion });
}

const suggestions = new WeakMap<JSONSchema, BoundedCache<string, string | undefined>>();

/**
 * The closest known key of an object schema. Remembered per schema: the same unknown keys come back
 * on every keystroke of the same file, and the edit distance is the rule's main cost.
 */
function suggestionFor(objectSchema: JSONSchema, key: string): string | undefined {
  let perKey = suggestions.get(objectSchema);
  if (!perKey) suggestions.set(objectSchema, (perKey = new BoundedCache({ maxEntries: 1000 })));
  if (!perKey.has(key)) perKey.set(key, closest(key, Object.keys(objectSchema.properties ?? {})));
  return perKey.get(key);
}
