import { CodeAction, CodeActionKind, Diagnostic, Range } from 'vscode-languageserver-types';
import { DIAGNOSTIC_SOURCE } from '../diagnostics';
import { upgradeCodeActions } from '../upgrade/codeAction';
import { ConfigDocument } from './configDocument';
import { MissingPageFixOptions, missingPageCodeActions } from './missingPageFixes';
import { vendorSchemaCodeActions } from './vendorSchema';

/**
 * Quick fixes for docs.json diagnostics: replace a bad enum value, an unknown key or an unknown social
 * platform with the closest allowed one, create or remove a missing navigation page.
 * Each is one undoable WorkspaceEdit. On a `$schema` naming the vendor's schema, the command that
 * keeps VS Code's JSON support from fetching it (vendorSchema.ts).
 */
export function getConfigCodeActions(config: ConfigDocument, range: Range, diagnostics: readonly Diagnostic[], pages?: MissingPageFixOptions): CodeAction[] {
  const actions: CodeAction[] = [];
  const uri = config.document.uri;
  for (const d of diagnostics) {
    if (d.source !== DIAGNOSTIC_SOURCE) continue;
    if (d.code === 'missing-page' && pages) {
      actions.push(...missingPageCodeActions(config, d, pages));
      continue;
    }
    const data = (d.data ?? {}) as { suggestion?: string };
    const current = config.document.getText(d.range);
    let replacement: string | undefined;
    let title: string | undefined;
    if ((d.code === 'invalid-enum' || d.code === 'unknown-property' || d.code === 'unknown-social') && data.suggestion) {
      replacement = JSON.stringify(data.suggestion);
      title = `Change ${current} to ${replacement}`;
    }
    if (!replacement || !title) continue;
    actions.push({
      title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      edit: { changes: { [uri]: [{ range: d.range, newText: replacement }] } },
    });
  }
  actions.push(...vendorSchemaCodeActions(config, range, diagnostics));
  actions.push(...upgradeCodeActions(config));
  return actions;
}
