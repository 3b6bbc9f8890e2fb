import { configRules } from './config/rules';
import { PAGE_RULE_CODES } from './page/validate';
import { RULE_TITLES } from './ruleTitles';
import { RULE_PRESETS } from './settings';

/** The severities a user may give a rule; `default` keeps the rule's own. */
export const RULE_SETTING_VALUES = ['default', 'error', 'warning', 'info', 'off'] as const;

/**
 * The Settings editor lists a section's settings by `order`, then by key: the preset and the rules
 * file's folder come before the ~50 per-rule entries, which follow in the order of their codes.
 */
export const RULE_SETTING_ORDER = 10;

/**
 * One VS Code setting per diagnostic code (`docsite.rules.<code>`), so every rule shows in the
 * Settings editor with a plain title and what it checks. package.json's copy is generated from this
 * by scripts/gen-settings.mjs (into the "Rules" section), and a unit test fails when the two drift apart.
 */
export function ruleSettingContributions(): Record<string, object> {
  const rules: [string, string, string, string][] = [
    ...configRules.map((r): [string, string, string, string] => [r.code, 'docs.json', r.description, `\`${r.defaultSeverity}\``]),
    ...Object.entries(PAGE_RULE_CODES).map(([code, r]): [string, string, string, string] => [code, 'pages', r.description, r.writing ? `\`${r.severity}\`, \`error\` under the \`strict\` preset` : `\`${r.severity}\``]),
  ];
  const out: Record<string, object> = {};
  for (const [code, where, description, severity] of rules.sort((a, b) => a[0].localeCompare(b[0]))) {
    out[`docsite.rules.${code}`] = {
      type: 'string',
      enum: [...RULE_SETTING_VALUES],
      markdownEnumDescriptions: RULE_VALUE_DESCRIPTIONS,
      default: 'default',
      scope: 'resource',
      order: RULE_SETTING_ORDER,
      markdownDescription: `**${ruleTitle(code)}** (${where}). ${description} Default severity: ${severity}.`,
    };
  }
  return out;
}

/** The Settings editor's title of a rule (see ruleTitles.ts): a rule without one fails the generator. */
export function ruleTitle(code: string): string {
  if (!Object.hasOwn(RULE_TITLES, code)) throw new Error(`rule ${code} has no title in server/src/service/ruleTitles.ts`);
  return RULE_TITLES[code];
}

/** What each value of a `docsite.rules.<code>` setting does, shown in the Settings editor's dropdown. */
const RULE_VALUE_DESCRIPTIONS = [
  'The rule\'s own severity (see above), or the `strict` preset\'s.',
  'Report as an error.',
  'Report as a warning.',
  'Report as information.',
  'Do not report.',
];

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
      order: 1,
      markdownDescription: 'Severity preset for the page rules. `strict` makes the spec\'s writing rules errors. A `docsite.rules.<code>` setting still wins over the preset.',
    },
  };
}
