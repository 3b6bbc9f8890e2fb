import * as vscode from 'vscode';

const SETTING = 'updateLinksOnRename';

/**
 * Asks whether the navigation and link updates for a rename should apply, as the setting
 * `docsite.updateLinksOnRename` says: `prompt` (default) asks, `always` applies, `never` skips.
 */
export async function confirmRenameEdits(edit: vscode.WorkspaceEdit): Promise<boolean> {
  if (edit.size === 0) return false;
  const config = vscode.workspace.getConfiguration('docsite');
  const mode = config.get<string>(SETTING, 'prompt');
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  const files = edit.entries().map(([uri]) => vscode.workspace.asRelativePath(uri));
  const yes = 'Update';
  const always = 'Always';
  const never = 'Never';
  const answer = await vscode.window.showInformationMessage(
    `Update ${files.length === 1 ? files[0] : `${files.length} files`} to follow the rename?`,
    { modal: true, detail: `Docsite keeps navigation entries and links pointing at the moved pages:\n${files.join('\n')}` },
    yes,
    always,
    never,
  );
  if (answer === always || answer === never) await config.update(SETTING, answer === always ? 'always' : 'never', vscode.ConfigurationTarget.Workspace);
  return answer === yes || answer === always;
}
