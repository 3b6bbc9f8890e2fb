import * as vscode from 'vscode';

/**
 * Shows a proposed new text of a file beside its current one, in VS Code's diff editor, before
 * anything is written. The proposed text lives in a read-only virtual document of `scheme`; each
 * diff gets a fresh URI, so an earlier diff of the same file never shows stale content.
 */
export function proposedDiffs(context: vscode.ExtensionContext, scheme: string): (current: vscode.Uri, target: vscode.Uri, text: string, title: string) => Promise<void> {
  const proposed = new Map<string, string>();
  const changed = new vscode.EventEmitter<vscode.Uri>();
  let count = 0;
  context.subscriptions.push(
    changed,
    vscode.workspace.registerTextDocumentContentProvider(scheme, {
      onDidChange: changed.event,
      provideTextDocumentContent: (uri) => proposed.get(uri.toString()) ?? '',
    }),
  );
  return async (current, target, text, title) => {
    const uri = vscode.Uri.from({ scheme, path: target.path, query: `proposed=${++count}` });
    proposed.set(uri.toString(), text);
    changed.fire(uri);
    await vscode.commands.executeCommand('vscode.diff', current, uri, title, { preview: true });
  };
}
