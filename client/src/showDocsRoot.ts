import * as vscode from 'vscode';
import type { SiteInfo } from '../../server/src';
import { SiteStatus } from './siteStatus';

/**
 * "Docsite: Show Docs Root": reveals the docs root of the active file's site in the Explorer and
 * opens its docs.json. With several sites and no active one, the user picks.
 */
export async function showDocsRoot(status: SiteStatus): Promise<SiteInfo | undefined> {
  let site = status.siteOf(vscode.window.activeTextEditor?.document.uri);
  if (!site && status.all.length === 1) site = status.all[0];
  if (!site && status.all.length > 1) {
    const picked = await vscode.window.showQuickPick(
      status.all.map((s) => ({ label: s.name, description: vscode.workspace.asRelativePath(vscode.Uri.parse(s.docsRootUri), true), site: s })),
      { placeHolder: 'Which site?' },
    );
    site = picked?.site;
  }
  if (!site) {
    if (status.all.length === 0) void vscode.window.showInformationMessage('Docsite: no docs.json found in this workspace.');
    return undefined;
  }
  const root = vscode.Uri.parse(site.docsRootUri);
  await vscode.commands.executeCommand('revealInExplorer', root);
  void vscode.window.showInformationMessage(`Docsite: "${site.name}" has its docs root at ${root.fsPath}`);
  return site;
}
