/**
 * Moves the settings that `docsite.rules.<code>` replaced (`docsite.validation.unknownProperties`,
 * `docsite.validation.orphanPages`) at the scope where the user set them, once, with one notice.
 * The old keys are no longer declared, so they are read with inspect(), which reports them anyway.
 */
import * as vscode from 'vscode';
import { LEGACY_RULE_SETTINGS } from '../../site/src';
import { describeMoves, planSettingsMigration, type ScopeValues, type SettingMove, type SettingScope } from './settingsMigrationPlan';

/** Every key the plan reads: the old ones and the rule settings that replace them. */
const KEYS = LEGACY_RULE_SETTINGS.flatMap((l) => [`docsite.${l.key}`, `docsite.rules.${l.code}`]);

/** The values set at each scope: User, the workspace and, in a multi-root workspace, each folder. */
function scopeValues(): ScopeValues[] {
  const at = (resource: vscode.Uri | undefined, pick: (i: ReturnType<vscode.WorkspaceConfiguration['inspect']>) => unknown) => {
    const config = vscode.workspace.getConfiguration(undefined, resource);
    const values = new Map(KEYS.map((key) => [key, pick(config.inspect(key))]));
    return (key: string) => values.get(key);
  };
  const scopes: ScopeValues[] = [
    { scope: { target: 'user' }, valueOf: at(undefined, (i) => i?.globalValue) },
    { scope: { target: 'workspace' }, valueOf: at(undefined, (i) => i?.workspaceValue) },
  ];
  // In a single-folder window the folder's settings are the workspace's: counted once, above.
  if (vscode.workspace.workspaceFile) {
    for (const folder of vscode.workspace.workspaceFolders ?? []) {
      scopes.push({ scope: { target: 'folder', folder: folder.uri.toString(), name: folder.name }, valueOf: at(folder.uri, (i) => i?.workspaceFolderValue) });
    }
  }
  return scopes;
}

function targetOf(scope: SettingScope): { resource: vscode.Uri | undefined; target: vscode.ConfigurationTarget } {
  if (scope.target === 'user') return { resource: undefined, target: vscode.ConfigurationTarget.Global };
  if (scope.target === 'workspace') return { resource: undefined, target: vscode.ConfigurationTarget.Workspace };
  return { resource: vscode.Uri.parse(scope.folder), target: vscode.ConfigurationTarget.WorkspaceFolder };
}

/** The rule setting first, then the old key: a failure in between leaves both, never neither. */
async function apply(move: SettingMove): Promise<void> {
  const { resource, target } = targetOf(move.scope);
  const config = vscode.workspace.getConfiguration(undefined, resource);
  await config.update(move.newKey, move.newValue, target);
  await config.update(move.oldKey, undefined, target);
}

/** Runs at activation; resolves with the moves made (none once the old settings are gone). */
export async function migrateOldSettings(): Promise<SettingMove[]> {
  const moves = planSettingsMigration(scopeValues());
  const done: SettingMove[] = [];
  for (const move of moves) {
    try {
      await apply(move);
      done.push(move);
    } catch (error) {
      // A settings file that cannot be written (read-only, unsaved changes) keeps its old key, which the server still reads.
      void vscode.window.showWarningMessage(`Docsite could not move "${move.oldKey}" to "${move.newKey}": ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (done.length) void vscode.window.showInformationMessage(describeMoves(done));
  return done;
}
