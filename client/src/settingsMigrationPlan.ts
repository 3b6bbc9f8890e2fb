/**
 * Which old settings to move to the `docsite.rules.<code>` settings that replace them, and what to
 * tell the user. No `vscode` import: the unit tests plan on plain data, and settingsMigration.ts
 * applies the plan with VS Code's configuration API.
 */
import { LEGACY_RULE_SETTINGS, type RuleSettingValue } from '../../site/src';

/** Where a value is set: User settings, the workspace, or one folder of a multi-root workspace (by URI). */
export type SettingScope = { readonly target: 'user' } | { readonly target: 'workspace' } | { readonly target: 'folder'; readonly folder: string; readonly name: string };

export interface ScopeValues {
  readonly scope: SettingScope;
  /** The value of a full key (`docsite.validation.orphanPages`) set at exactly this scope, or undefined. */
  valueOf(key: string): unknown;
}

export interface SettingMove {
  readonly scope: SettingScope;
  readonly oldKey: string;
  readonly oldValue: unknown;
  readonly newKey: string;
  readonly newValue: RuleSettingValue;
}

/**
 * One move per old key set at a scope whose new key is not: a scope that already has the new key
 * was set up by hand and is left alone, and so is an old value that was never valid (it would
 * otherwise be lost silently).
 */
export function planSettingsMigration(scopes: readonly ScopeValues[]): SettingMove[] {
  const moves: SettingMove[] = [];
  for (const { scope, valueOf } of scopes) {
    for (const legacy of LEGACY_RULE_SETTINGS) {
      const oldKey = `docsite.${legacy.key}`;
      const newKey = `docsite.rules.${legacy.code}`;
      const oldValue = valueOf(oldKey);
      if (oldValue === undefined || valueOf(newKey) !== undefined) continue;
      const newValue = legacy.translate(oldValue);
      if (newValue !== undefined) moves.push({ scope, oldKey, oldValue, newKey, newValue });
    }
  }
  return moves;
}

const SCOPE_NAMES = { user: 'User settings', workspace: 'Workspace settings' } as const;

function scopeName(scope: SettingScope): string {
  return scope.target === 'folder' ? `the settings of folder ${scope.name}` : SCOPE_NAMES[scope.target];
}

/** The one notice after the moves: which setting became which, with the values, and where. */
export function describeMoves(moves: readonly SettingMove[]): string {
  const lines = moves.map((m) => `"${m.oldKey}": ${JSON.stringify(m.oldValue)} → "${m.newKey}": "${m.newValue}" (${scopeName(m.scope)})`);
  return `Docsite moved your settings to the rule settings that replace them: ${lines.join('; ')}.`;
}
