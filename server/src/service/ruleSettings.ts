import { configRules } from './config/rules';
import { PAGE_RULE_CODES } from './page/validate';

/** The severities a user may give a rule; `default` keeps the rule's own. */
export const RULE_SETTING_VALUES = ['default', 'error', 'warning', 'info', 'off'] as const;

/**
 * One VS Code setting per diagnostic code (`docsite.rules.<code>`), so every rule shows in the
 * Settings editor with its description. package.json's copy is generated from this by
 * scripts/gen-settings.mjs, and a unit test fails when the two drift apart.
 */
export function ruleSettingContributions(): Record<string, object> {
  const rules: [string, string, string][] = [
    ...configRules.map((r): [string, string, string] => [r.code, r.description, r.defaultSeverity]),
    ...Object.entries(PAGE_RULE_CODES).map(([code, r]): [string, string, string] => [code, r.description, r.severity]),
  ];
  const out: Record<string, object> = {};
  for (const [code, description, severity] of rules.sort((a, b) => a[0].localeCompare(b[0]))) {
    out[`docsite.rules.${code}`] = {
      type: 'string',
      enum: [...RULE_SETTING_VALUES],
      default: 'default',
      scope: 'resource',
      markdownDescription: `${description} Default severity: \`${severity}\`.`,
    };
  }
  return out;
}
