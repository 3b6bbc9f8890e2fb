import { closest } from '../../text/closest';
import { JSONSchema } from '../schema';
import { UnknownKey } from '../schemaWalk';
import { ConfigRuleContext, ConfigRule, formatPath, nodeRange } from './ruleTypes';
import { Finding } from '../../diagnostics';

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
export const unknownPropertyRule: ConfigRule = {
  codes: {
    'unknown-property': { title: 'Unknown property', severity: 'warning', description: 'A property is not part of docs.json at that place.' },
  },
  *check(ctx) {
    for (const unknown of ctx.walk.unknownKeys) {
      if (unknown.objectSchema['x-unknownKeyCode']) continue;
      yield ctx.config.layout === 'today' ? todayFinding(ctx, unknown) : legacyFinding(ctx, unknown);
    }
  },
};

function legacyFinding(ctx: ConfigRuleContext, unknown: UnknownKey): Finding {
  const suggestion = suggestionFor(unknown.objectSchema, String(unknown.key.value));
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
  return {
    range: nodeRange(ctx, unknown.key),
    message: `\`${formatPath(unknown.path)}\` is not part of the docs.json spec.${hint}`,
    data: { suggestion },
  };
}

function todayFinding(ctx: ConfigRuleContext, unknown: UnknownKey): Finding {
  const schema = unknown.objectSchema;
  const key = String(unknown.key.value);
  const where = `\`${formatPath(unknown.path)}\``;
  const range = nodeRange(ctx, unknown.key);
  const rejected = schema['x-errorKeys']?.[key];
  if (rejected) return { range, severity: 'error', message: `${where} is not allowed here: the site build fails. ${rejected}` };
  const suggestion = suggestionFor(schema, key);
  const moved = unknown.path.length === 1 ? ctx.walk.rootSchema?.['x-movedKeys']?.[key] : undefined;
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : moved ? ` ${moved}` : '';
  if (schema['x-unknownKeySeverity'] === 'error') {
    const allowed = Object.keys(schema.properties ?? {}).map((k) => `\`${k}\``).join(', ');
    return { range, severity: 'error', message: `${where} is not allowed: this object accepts only ${allowed}, and the site build fails on other keys.${hint}`, data: { suggestion } };
  }
  return { range, message: `${where} is not a docs.json key here: the site build ignores it.${hint}`, data: { suggestion } };
}

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
