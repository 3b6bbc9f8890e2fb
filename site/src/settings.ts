import { LEGACY_RULE_SETTINGS, valueAt } from './legacySettings';
import type { RuleSettingValue, SeverityName } from './severityNames';

export type { RuleSettingValue, SeverityName } from './severityNames';

/**
 * `default`: errors only for what breaks the build or renders wrong; the spec's writing rules are
 * warnings. `strict`: the writing rules are errors too, for teams that enforce them.
 */
export type RulePreset = 'default' | 'strict';
export const RULE_PRESETS: readonly RulePreset[] = ['default', 'strict'];

/** The settings that change what the service reports. Mirrors the `docsite.*` VS Code settings. */
export interface DocsiteSettings {
  validation: {
    /**
     * `workspace`: the server checks every file of every site in the background and publishes
     * diagnostics for files that are not open; `openFiles`: only open documents get diagnostics.
     */
    scope: 'workspace' | 'openFiles';
  };
  /** Severities of the writing rules (`docsite.rules.preset`); a per-rule setting wins over it. */
  preset: RulePreset;
  /** Per-rule severity overrides, keyed by diagnostic code. */
  rules: Record<string, SeverityName>;
  components: {
    /** Site-wide custom component names that pages may use without importing. */
    custom: string[];
  };
  redirects: {
    /**
     * A git ref the editor compares each site with (`docsite.redirects.base`): a page URL published
     * there that is gone without a redirect is a missing-redirect error on docs.json, as with
     * `docsite check --base`. Empty: not compared.
     */
    base: string;
  };
}

export const defaultSettings: DocsiteSettings = {
  validation: { scope: 'workspace' },
  preset: 'default',
  rules: {},
  components: { custom: [] },
  redirects: { base: '' },
};

/** Fills in defaults for a partial settings object (from VS Code or a CLI config file). */
export function resolveSettings(partial: unknown): DocsiteSettings {
  const p = (partial && typeof partial === 'object' ? partial : {}) as Partial<DocsiteSettings>;
  const v = (p.validation ?? {}) as Partial<DocsiteSettings['validation']>;
  return {
    validation: {
      scope: v.scope === 'openFiles' ? 'openFiles' : 'workspace',
    },
    preset: presetOf(p.rules),
    rules: { ...legacyOverrides(p), ...severityOverrides(p.rules) },
    components: { custom: Array.isArray(p.components?.custom) ? p.components.custom.filter((c) => typeof c === 'string') : [] },
    redirects: { base: gitRefOf((p.redirects as { base?: unknown } | undefined)?.base) },
  };
}

/** `docsite.rules.preset`; anything but `strict` is the default preset. */
function presetOf(rules: unknown): RulePreset {
  const value = rules && typeof rules === 'object' && Object.hasOwn(rules, 'preset') ? (rules as Record<string, unknown>).preset : undefined;
  return value === 'strict' ? 'strict' : 'default';
}

const SEVERITY_NAMES = new Set<string>(['error', 'warning', 'info', 'off']);

/**
 * The severities that old keys (`validation.unknownProperties`, `validation.orphanPages`) still in a
 * config mean. A severity in `docsite.rules.<code>` wins over them (it is spread after these).
 */
function legacyOverrides(settings: unknown): Record<string, SeverityName> {
  const out: Record<string, SeverityName> = {};
  for (const legacy of LEGACY_RULE_SETTINGS) {
    const value = legacy.translate(valueAt(settings, legacy.key));
    if (value !== undefined && value !== 'default') out[legacy.code] = value;
  }
  return out;
}

/**
 * The `docsite.rules.<code>` severities. Other keys under `docsite.rules` (such as `preset`, or
 * `editorDirectory`, which configures the rules file) are not severities and are skipped.
 */
function severityOverrides(rules: unknown): Record<string, SeverityName> {
  const out: Record<string, SeverityName> = {};
  if (!rules || typeof rules !== 'object') return out;
  for (const [code, value] of Object.entries(rules)) {
    if (typeof value === 'string' && SEVERITY_NAMES.has(value)) out[code] = value as SeverityName;
  }
  return out;
}

/**
 * `docsite.redirects.base` as a ref git may be given: a branch, tag or sha, never an option (`-x`)
 * or a revision range; anything else is no base.
 */
function gitRefOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const ref = value.trim();
  return /^[A-Za-z0-9_][A-Za-z0-9._/@{}~^-]{0,199}$/.test(ref) && !ref.includes('..') ? ref : '';
}
