/**
 * "Open source diff since translation" (the `translation-stale` quick fix): VS Code's diff between
 * the source page at the commit the translation was measured from and the source page now. The left
 * side is a read-only `docsite-git:` document whose text the language server's worker reads with
 * `git show` (bounded; only a page of a site in the workspace, only a commit sha); nothing of git
 * runs on this thread.
 */
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { GitShowRequest, type GitShowParams } from '../../server/src';
import { CLIENT_COMMANDS } from '../../service/src';

export const GIT_SCHEME = 'docsite-git';

/** `docsite-git:/docs/en/intro.mdx?commit=<sha>`: the file's path, and the commit in the query. */
export function gitUri(file: vscode.Uri, commit: string): vscode.Uri {
  return file.with({ scheme: GIT_SCHEME, query: `commit=${commit}` });
}

class GitContent implements vscode.TextDocumentContentProvider {
  constructor(private readonly client: () => LanguageClient | undefined) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const commit = /(?:^|&)commit=([0-9a-f]{4,64})(?:&|$)/i.exec(uri.query)?.[1];
    const client = this.client();
    if (!commit || !client) return '';
    const params: GitShowParams = { uri: uri.with({ scheme: 'file', query: '' }).toString(), commit };
    return (await client.sendRequest<string | null>(GitShowRequest, params)) ?? '';
  }
}

export function registerSourceDiff(context: vscode.ExtensionContext, client: () => LanguageClient | undefined): void {
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(GIT_SCHEME, new GitContent(client)),
    vscode.commands.registerCommand(CLIENT_COMMANDS.openSourceDiff, async (sourceUri: unknown, commit: unknown, source: unknown) => {
      if (typeof sourceUri !== 'string' || typeof commit !== 'string' || !/^[0-9a-f]{4,64}$/i.test(commit)) return;
      const now = vscode.Uri.parse(sourceUri);
      if (now.scheme !== 'file') return;
      const name = typeof source === 'string' && source ? source : vscode.workspace.asRelativePath(now);
      await vscode.commands.executeCommand('vscode.diff', gitUri(now, commit), now, `${name} (${commit.slice(0, 7)} ↔ now)`);
    }),
  );
}
