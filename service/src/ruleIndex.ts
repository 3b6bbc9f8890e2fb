/**
 * The rule index: every diagnostic code the service can report, with its title, description,
 * default severity and writing flag, built from the rules' own declarations (ruleContract.ts). The
 * severities applied, the CLI's rule list and SARIF, and the `docsite.rules.<code>` settings in
 * package.json (written by scripts/gen-settings.mjs) all read it.
 */
import { configRules } from './config/rules';
import { ConfigRule, codeOf } from './config/rules/ruleTypes';
import { PAGE_RULES } from './page/rules';
import type { PageRule } from './page/rules/rule';
import { RULES_FILE_RULES } from './projectRules/rules';
import type { RulesFileRule } from './projectRules/rules/rule';
import type { DefaultSeverity, RuleEntry } from './ruleContract';
import { RULE_PRESETS, type DocsiteSettings, type RulePreset } from '../../site/src';
import type { DiagnosticSeverity } from 'vscode-languageserver-types';
import { effectiveSeverity } from './diagnostics';

/**
 * The index of the given rules, sorted by code. Throws when two rules declare the same code, a
 * docs.json rule declares other than one code, or a code has no title: a rule must never reach the
 * Settings editor untitled or twice.
 */
export function indexRules(config: readonly ConfigRule[], pages: readonly PageRule[], rulesFiles: readonly RulesFileRule[]): ReadonlyMap<string, RuleEntry> {
  const entries: RuleEntry[] = [];
  for (const rule of config) {
    if (Object.keys(rule.codes).length !== 1) throw new Error(`a docs.json rule declares one code, not ${Object.keys(rule.codes).join(', ') || 'none'}`);
    entries.push({ ...rule.codes[codeOf(rule)], code: codeOf(rule), document: 'docs.json' });
  }
  for (const rule of pages) {
    for (const [code, info] of Object.entries(rule.codes)) entries.push({ ...info, code, document: 'pages' });
  }
  for (const rule of rulesFiles) {
    for (const [code, info] of Object.entries(rule.codes)) entries.push({ ...info, code, document: 'rules files' });
  }
  const index = new Map<string, RuleEntry>();
  for (const entry of entries.sort((a, b) => a.code.localeCompare(b.code))) {
    if (index.has(entry.code)) throw new Error(`rule ${entry.code} is declared twice`);
    if (!entry.title.trim()) throw new Error(`rule ${entry.code} has no title`);
    index.set(entry.code, Object.freeze(entry));
  }
  return index;
}

/** Every rule of the service. A constant table: built once from the declarations, never changed. */
export const RULE_INDEX: ReadonlyMap<string, RuleEntry> = indexRules(configRules, PAGE_RULES, RULES_FILE_RULES);

/** Every diagnostic code with its one-line description (CLI, SARIF, docs). */
export function ruleDescriptions(): Map<string, string> {
  return new Map([...RULE_INDEX].map(([code, entry]) => [code, entry.description]));
}

/**
 * The severity a code is reported with under the settings (the preset, then the code's own
 * `docsite.rules.<code>`, which wins); undefined when it is off.
 */
export function severityFor(code: string, settings: Pick<DocsiteSettings, 'preset' | 'rules'>): DiagnosticSeverity | undefined {
  return effectiveSeverity(code, presetSeverity(code, settings.preset), settings.rules);
}

/** A code's severity under a preset, before the per-rule setting (which wins) is applied. */
export function presetSeverity(code: string, preset: RulePreset): DefaultSeverity {
  const entry = RULE_INDEX.get(code);
  if (!entry) return 'warning';
  return preset === 'strict' && entry.writing ? 'error' : entry.severity;
}

// ---- the `docsite.rules.*` settings in package.json ---------------------------------------------

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
  const out: Record<string, object> = {};
  for (const entry of RULE_INDEX.values()) {
    out[`docsite.rules.${entry.code}`] = {
      type: 'string',
      enum: [...RULE_SETTING_VALUES],
      markdownEnumDescriptions: RULE_VALUE_DESCRIPTIONS,
      default: 'default',
      scope: 'resource',
      order: RULE_SETTING_ORDER,
      markdownDescription: `**${entry.title}** (${entry.document}). ${entry.description} Default severity: ${defaultSeverityText(entry)}.`,
    };
  }
  return out;
}

function defaultSeverityText(entry: RuleEntry): string {
  if (entry.severity === 'off') return '`off`; set `info`, `warning` or `error` to turn it on';
  return entry.writing ? `\`${entry.severity}\`, \`error\` under the \`strict\` preset` : `\`${entry.severity}\``;
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
