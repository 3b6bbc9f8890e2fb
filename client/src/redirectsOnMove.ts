import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { RedirectEditsRequest } from '../../server/src';

/**
 * `docsite.redirects.onMove`: after a page moves or is deleted, a redirect from its old route keeps
 * links from the web working. The server works out the edit of docs.json. `always` (the default)
 * puts it in the rename's own edit, which VS Code's one prompt for the rename offers (Show Preview
 * lists it, Skip Changes leaves it out): no second question. With `ask` this asks in a dialog of its
 * own, then asks the server for it. Nothing is added (and nothing removed) unless the user agrees.
 */
type OnMove = 'ask' | 'always' | 'never';

function onMoveSetting(uri: vscode.Uri): OnMove {
  const value = vscode.workspace.getConfiguration('docsite.redirects', uri).get<string>('onMove', 'always');
  return value === 'ask' || value === 'never' ? value : 'always';
}

const isPage = (uri: vscode.Uri) => /\.mdx?$/i.test(uri.path);

type Files = readonly { oldUri: vscode.Uri; newUri: vscode.Uri }[];

async function serverEdit(client: LanguageClient, files: Files, withNavigation: boolean): Promise<vscode.WorkspaceEdit | undefined> {
  const params = { files: files.map((f) => ({ oldUri: f.oldUri.toString(), newUri: f.newUri.toString() })), withNavigation };
  const result = await client.sendRequest(RedirectEditsRequest, params);
  return result ? client.protocol2CodeConverter.asWorkspaceEdit(result as Parameters<typeof client.protocol2CodeConverter.asWorkspaceEdit>[0]) : undefined;
}

/**
 * A rename's edit with the redirects added when the user says so (`ask`). The server gives docs.json
 * again with the navigation renames and the redirects in one edit (they may share a line), which
 * takes the place of the rename's edit of that file.
 */
export async function withRedirectsAsked(client: LanguageClient, files: Files, edit: vscode.WorkspaceEdit | undefined): Promise<vscode.WorkspaceEdit | undefined> {
  if (files.length === 0 || onMoveSetting(files[0].oldUri) !== 'ask') return edit;
  // A page, or a folder (which may hold pages): the server adds nothing for other files.
  if (!files.some((f) => isPage(f.oldUri) || !/\.[a-z0-9]+$/i.test(f.oldUri.path))) return edit;
  // Ask only when there is a redirect to add (none for a route a redirect already covers).
  const alone = await serverEdit(client, files, false);
  if (!alone || alone.size === 0) return edit;
  const routes = files.map((f) => vscode.workspace.asRelativePath(f.oldUri)).join(', ');
  const answer = await vscode.window.showInformationMessage(`Add a redirect from the old route of ${routes} to its new one in docs.json, so links to it keep working?`, { modal: true }, 'Add Redirect');
  if (answer !== 'Add Redirect') return edit;
  // Without the rename's own updates (`docsite.updateLinksOnRename`: never), the redirects alone.
  const redirects = edit === undefined ? alone : await serverEdit(client, files, true);
  if (!redirects || redirects.size === 0) return edit;
  const merged = edit ?? new vscode.WorkspaceEdit();
  for (const [uri, edits] of redirects.entries()) if (/\.json$/i.test(uri.path)) merged.set(uri, edits);
  return merged;
}

/**
 * Before a page is deleted (`ask` and `always` alike: only the user knows where its readers should go),
 * offers to redirect its route to a page they pick; "No redirect" leaves docs.json as it is.
 */
export function redirectDeletedPages(client: LanguageClient): vscode.Disposable {
  return vscode.workspace.onWillDeleteFiles((event) => {
    const pages = event.files.filter((uri) => isPage(uri) && onMoveSetting(uri) !== 'never');
    if (pages.length > 0) event.waitUntil(pickRedirects(client, pages));
  });
}

async function pickRedirects(client: LanguageClient, pages: readonly vscode.Uri[]): Promise<vscode.WorkspaceEdit> {
  const none = new vscode.WorkspaceEdit();
  const folder = vscode.workspace.getWorkspaceFolder(pages[0]);
  if (!folder) return none;
  const deleted = new Set(pages.map((p) => p.toString()));
  const candidates = (await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '**/*.{md,mdx}'), '**/node_modules/**', 5000)).filter((uri) => !deleted.has(uri.toString()));
  const files: { oldUri: vscode.Uri; newUri: vscode.Uri }[] = [];
  for (const page of pages) {
    const items = [{ label: 'No redirect', uri: undefined as vscode.Uri | undefined }, ...candidates.map((uri) => ({ label: vscode.workspace.asRelativePath(uri), uri }))];
    const picked = await vscode.window.showQuickPick(items, { title: `Redirect ${vscode.workspace.asRelativePath(page)} to…`, placeHolder: 'The page readers of the deleted one should land on' });
    if (picked?.uri) files.push({ oldUri: page, newUri: picked.uri });
  }
  if (files.length === 0) return none;
  return (await serverEdit(client, files, false)) ?? none;
}
