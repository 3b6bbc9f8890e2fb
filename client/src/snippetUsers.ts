import * as vscode from 'vscode';
import { CLIENT_COMMANDS } from '../../service/src';

/**
 * The command behind a snippet's "Used by N pages" CodeLens (service/src/page/snippetUse.ts): a
 * quick pick of the pages, opening the one chosen. The server sends the pages with the lens.
 */
export function registerSnippetUsersCommand(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(CLIENT_COMMANDS.showSnippetUsers, async (_snippet: unknown, pages: unknown) => {
      const uris = Array.isArray(pages) ? pages.filter((p): p is string => typeof p === 'string') : [];
      if (uris.length === 0) {
        void vscode.window.showInformationMessage('Docsite: no page uses this snippet.');
        return;
      }
      const items = uris.map((uri) => {
        const resource = vscode.Uri.parse(uri);
        return { label: vscode.workspace.asRelativePath(resource), resource };
      });
      const picked = await vscode.window.showQuickPick(items, { placeHolder: `Pages using this snippet (${items.length})` });
      if (picked) await vscode.window.showTextDocument(picked.resource);
    }),
  );
}
