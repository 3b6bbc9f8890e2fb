import type { CodeAction } from 'vscode-languageserver-types';

/**
 * The quick fixes another editor can apply (otherEditors.ts): those with an edit, without the
 * extension's commands. Apart from otherEditors.ts, which imports the protocol's code, because the
 * validation worker applies it (requestTable.ts) and bundles none of it.
 */
export function withoutExtensionCommands(actions: readonly CodeAction[]): CodeAction[] {
  return actions.filter((a) => a.edit !== undefined).map(({ command: _command, ...action }) => action);
}
