import { configRules } from './config/rules';
import { PAGE_RULE_CODES } from './page/validate';
import { RULE_PRESETS } from './settings';

/** The severities a user may give a rule; `default` keeps the rule's own. */
export const RULE_SETTING_VALUES = ['default', 'error', 'warning', 'info', 'off'] as const;

/**
 * One VS Code setting per diagnostic code (`docsite.rules.<code>`), so every rule shows in the
 * Settings editor with its description. package.json's copy is generated from this by
 * scripts/gen-settings.mjs, and a unit test fails when the two drift apart.
 */
export function ruleSettingContributions(): Record<string, object> {
  const rules: [string, string, string][] = [
    ...configRules.map((r): [string, string, string] => [r.code, r.description, `\`${r.defaultSeverity}\``]),
    ...Object.entries(PAGE_RULE_CODES).map(([code, r]): [string, string, string] => [code, r.description, r.writing ? `\`${r.severity}\`, \`error\` under the \`strict\` preset` : `\`${r.severity}\``]),
  ];
  const out: Record<string, object> = {};
  for (const [code, description, severity] of rules.sort((a, b) => a[0].localeCompare(b[0]))) {
    out[`docsite.rules.${code}`] = {
      type: 'string',
      enum: [...RULE_SETTING_VALUES],
      default: 'default',
      scope: 'resource',
      markdownDescription: `${description} Default severity: ${severity}.`,
    };
  }
  return out;
}

/**
 * The preset setting, hand-written here rather than derived from a rule, so the generator writes it
 * next to the per-rule settings it interacts with.
 */
export function presetSettingContribution(): Record<string, object> {
  return {
    'docsite.rules.preset': {
      type: 'string',
      enum: [...RULE_PRESETS],
      enumDescriptions: [
        'Errors only for what breaks the site build or renders wrong; the spec\'s writing rules are warnings.',
        'The spec\'s writing rules (frontmatter, headings, images, code block labels, link text, expected attributes) are errors too.',
      ],
      default: 'default',
      scope: 'resource',
      markdownDescription: 'Severity preset for the page rules. `strict` makes the spec\'s writing rules errors. A `docsite.rules.<code>` setting still wins over the preset.',
    },
  };
}
