/**
 * The values a rule's severity setting takes, apart from the settings that read them (settings.ts)
 * so that the translation of earlier versions' settings (legacySettings.ts), which settings.ts
 * applies, can name them without importing it back.
 */

/** Severity names as users write them in settings (`docsite.rules.<code>`) and in the CLI config. */
export type SeverityName = 'error' | 'warning' | 'info' | 'off';

/** What a `docsite.rules.<code>` setting may hold: a severity, or `default` for the rule's own. */
export type RuleSettingValue = SeverityName | 'default';
