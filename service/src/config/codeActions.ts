import { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import { DIAGNOSTIC_SOURCE } from '../diagnostics';
import { upgradeCodeActions } from '../upgrade/codeAction';
import { ConfigDocument } from './configDocument';
import type { MissingPageFixOptions } from './missingPageFixes';
import { configRules } from './rules';
import type { ConfigFix } from './rules/ruleTypes';
import { vendorSchemaCodeActions } from './vendorSchema';

/**
 * Every docs.json quick fix by code, collected from the rules that declare them beside their checks
 * (a constant table, built once from the declarations).
 */
const FIXES: ReadonlyMap<string, ConfigFix<object | undefined>> = new Map(
  configRules.flatMap((rule) => Object.entries(rule.fixes ?? {}).filter((entry): entry is [string, ConfigFix<object | undefined>] => entry[1] !== undefined)),
);

/**
 * Quick fixes for docs.json diagnostics: replace a bad enum value, an unknown key or an unknown social
 * platform with the closest allowed one, create or remove a missing navigation page.
 * Each is one undoable WorkspaceEdit. On a `$schema` naming the vendor's schema, the command that
 * keeps VS Code's JSON support from fetching it (vendorSchema.ts).
 */
export function getConfigCodeActions(config: ConfigDocument, range: Range, diagnostics: readonly Diagnostic[], pages?: MissingPageFixOptions): CodeAction[] {
  const actions = diagnostics.flatMap((d) => configFixesOf(config, d, pages));
  actions.push(...vendorSchemaCodeActions(config, range, diagnostics));
  actions.push(...upgradeCodeActions(config));
  return actions;
}

/** One finding's own fixes (its rule's), the preferred first. */
export function configFixesOf(config: ConfigDocument, d: Diagnostic, pages?: MissingPageFixOptions): CodeAction[] {
  const fix = d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string' ? FIXES.get(d.code) : undefined;
  return fix ? fix(d, d.data ?? {}, { config, pages }) : [];
}
