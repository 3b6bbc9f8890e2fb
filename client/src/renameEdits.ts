import * as vscode from 'vscode';

const SETTING = 'updateLinksOnRename';

/**
 * The navigation and link updates the server proposes for a rename, as `docsite.updateLinksOnRename`
 * allows: `never` drops them; otherwise they go back to VS Code. We do not ask ourselves: VS Code
 * already asks before applying edits that a rename brings to other files ("Extension 'Docsite' wants
 * to make refactoring changes…", with OK, Show Preview and Skip Changes), and asking first would make
 * the user answer twice. What VS Code applies is part of the rename's undo step.
 */
export function acceptedRenameEdits(edit: vscode.WorkspaceEdit | null | undefined): vscode.WorkspaceEdit | undefined {
  if (!edit || edit.size === 0) return undefined;
  const mode = vscode.workspace.getConfiguration('docsite').get<string>(SETTING, 'prompt');
  return mode === 'never' ? undefined : edit;
}

/**
 * Once the rename has happened, says which files the updates changed (the output channel names them,
 * the status bar counts them) or that they were skipped. VS Code does not tell an extension whether
 * the user applied or skipped its edits, so this compares each file's document version from before.
 */
export function reportRenameEdits(files: readonly { oldUri: vscode.Uri; newUri: vscode.Uri }[], edit: vscode.WorkspaceEdit, log: (line: string) => void): vscode.Disposable {
  const versionBefore = new Map<string, number | undefined>();
  for (const [uri] of edit.entries()) versionBefore.set(uri.toString(), openDocument(uri)?.version);
  const renamed = files.map((f) => `${vscode.workspace.asRelativePath(f.oldUri)} → ${vscode.workspace.asRelativePath(f.newUri)}`).join(', ');
  const subscription = vscode.workspace.onDidRenameFiles((event) => {
    subscription.dispose();
    if (!event.files.some((f) => files.some((g) => g.newUri.toString() === f.newUri.toString()))) return;
    const updated = edit.entries()
      .map(([uri]) => ({ uri, document: openDocument(uri) ?? openDocument(movedUri(uri, files)) }))
      .filter(({ uri, document }) => document && (versionBefore.get(uri.toString()) ?? 0) < document.version)
      .map(({ uri }) => vscode.workspace.asRelativePath(uri));
    if (updated.length === 0) {
      log(`Rename ${renamed}: the navigation and link updates were skipped.`);
      return;
    }
    log(`Rename ${renamed}: updated ${updated.join(', ')}.`);
    vscode.window.setStatusBarMessage(`$(check) Docsite updated ${updated.length === 1 ? updated[0] : `${updated.length} files`} to follow the rename`, 10_000);
  });
  return subscription;
}

function openDocument(uri: vscode.Uri): vscode.TextDocument | undefined {
  const key = uri.toString();
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
}

/** Where `uri` is after the rename, when it is one of the renamed files or inside a renamed folder. */
function movedUri(uri: vscode.Uri, files: readonly { oldUri: vscode.Uri; newUri: vscode.Uri }[]): vscode.Uri {
  for (const { oldUri, newUri } of files) {
    if (uri.path === oldUri.path) return newUri;
    if (uri.path.startsWith(oldUri.path + '/')) return newUri.with({ path: newUri.path + uri.path.slice(oldUri.path.length) });
  }
  return uri;
}
