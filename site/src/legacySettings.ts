/**
 * Settings of earlier versions whose job a `docsite.rules.<code>` setting now does. The extension
 * moves a user's value to the rule setting once (client/src/settingsMigration.ts); the server and the
 * CLI read any old key that is left (`.docsiterc.json`, `.vscode/settings.json`) through the same
 * translation, so existing CI configurations keep working.
 */
import type { RuleSettingValue } from './severityNames';

export interface LegacyRuleSetting {
  /** The old key below `docsite.`, as VS Code names it. */
  readonly key: string;
  /** The rule whose setting replaces it. */
  readonly code: string;
  /** The rule setting that means what `value` meant; undefined for a value the old key did not accept. */
  translate(value: unknown): RuleSettingValue | undefined;
}

export const LEGACY_RULE_SETTINGS: readonly LegacyRuleSetting[] = [
  {
    key: 'validation.unknownProperties',
    code: 'unknown-property',
    // `warning` was the default, and it kept the keys that fail the build as errors: so does
    // `default`, whereas `warning` as a rule setting would report those as warnings too.
    translate: (value) => (value === 'warning' ? 'default' : value === 'error' ? 'error' : value === 'ignore' ? 'off' : undefined),
  },
  {
    key: 'validation.orphanPages',
    code: 'orphan-page',
    // The rule reported at `info` when turned on; `off` keeps an explicit `false` overriding a `true` at a wider scope.
    translate: (value) => (value === true ? 'info' : value === false ? 'off' : undefined),
  },
];

/** The value at a dotted key (`validation.orphanPages`) of nested settings, own keys only. */
export function valueAt(settings: unknown, key: string): unknown {
  let value = settings;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
