import * as vscode from 'vscode';
import type { SiteInfo } from '../../server/src';

/**
 * "Docsite: Open docs.json" and "Docsite: Preview the Site": the first steps of the walkthrough, and
 * useful from the palette too. Both work on the active file's site; with several sites and no active
 * one the user picks. `sites` settles once the language server has listed the sites.
 */
export function registerOpenSiteCommands(
  context: vscode.ExtensionContext,
  sites: () => Promise<readonly SiteInfo[]>,
  siteOf: (uri: vscode.Uri | undefined) => SiteInfo | undefined,
  /** The page a reader lands on at the site's root, from the server's site model (a file URI). */
  landingPage: (site: SiteInfo) => Promise<string | null>,
): void {
  const pick = () => pickSite(sites, siteOf);

  context.subscriptions.push(
    vscode.commands.registerCommand('docsite.openConfig', async () => {
      const site = await pick();
      if (site) await vscode.window.showTextDocument(vscode.Uri.parse(site.configUri));
    }),
    vscode.commands.registerCommand('docsite.previewSite', async () => {
      const active = vscode.window.activeTextEditor?.document;
      // A page already in the editor: preview that one.
      if (active && /\.mdx?$/.test(active.uri.path) && siteOf(active.uri)) {
        return vscode.commands.executeCommand('docsite.openPreviewToSide', active.uri);
      }
      const site = await pick();
      const landing = site && (await landingPage(site));
      const page = landing ? vscode.Uri.parse(landing) : undefined;
      if (!page) {
        if (site) void vscode.window.showInformationMessage(`Docsite: "${site.name}" has no .mdx or .md page yet.`);
        return;
      }
      await vscode.window.showTextDocument(page);
      return vscode.commands.executeCommand('docsite.openPreviewToSide', page);
    }),
  );
}

/** The active file's site; with several sites and no active one, the one the user picks. */
export async function pickSite(sites: () => Promise<readonly SiteInfo[]>, siteOf: (uri: vscode.Uri | undefined) => SiteInfo | undefined): Promise<SiteInfo | undefined> {
  const all = await sites();
  const site = siteOf(vscode.window.activeTextEditor?.document.uri) ?? (all.length === 1 ? all[0] : undefined);
  if (site || all.length === 0) {
    if (!site) void vscode.window.showInformationMessage('Docsite: no docs.json found in this workspace.');
    return site;
  }
  const picked = await vscode.window.showQuickPick(
    all.map((s) => ({ label: s.name, description: vscode.workspace.asRelativePath(vscode.Uri.parse(s.docsRootUri), true), site: s })),
    { placeHolder: 'Which site?' },
  );
  return picked?.site;
}
