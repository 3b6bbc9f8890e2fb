import * as vscode from 'vscode';
import type { SiteInfo } from '../../server/src';

/** The languages whose editors show the site status item. */
export const SITE_LANGUAGES: vscode.DocumentSelector = [
  { scheme: 'file', pattern: '**/docs.json' },
  { scheme: 'file', pattern: '**/mint.json' },
  { scheme: 'file', language: 'mdx' },
  // Markdown pages of a site; the server ignores Markdown files outside any site.
  { scheme: 'file', language: 'markdown' },
];

/**
 * A language status item beside the language mode: the site the active file belongs to and its docs
 * root. Clicking it runs "Docsite: Show Docs Root".
 */
export class SiteStatus implements vscode.Disposable {
  private readonly item = vscode.languages.createLanguageStatusItem('docsite.site', SITE_LANGUAGES);
  private sites: SiteInfo[] = [];

  constructor() {
    this.item.name = 'Docsite site';
    this.item.text = '$(book) Docsite';
    this.item.detail = 'looking for docs.json…';
    this.item.busy = true;
    this.item.command = { title: 'Show Docs Root', command: 'docsite.showDocsRoot' };
  }

  update(sites: SiteInfo[]): void {
    this.sites = sites;
    this.item.busy = false;
    this.refresh();
  }

  /** The server could not start: say so where the user looks for the site. */
  failed(reason: string): void {
    this.item.busy = false;
    this.item.text = '$(error) Docsite';
    this.item.detail = `language server not running: ${reason}`;
    this.item.severity = vscode.LanguageStatusSeverity.Error;
  }

  /** The site whose docs root contains `uri`, the deepest one when sites nest. */
  siteOf(uri: vscode.Uri | undefined): SiteInfo | undefined {
    if (!uri) return undefined;
    const target = uri.toString();
    return this.sites
      .filter((s) => target.startsWith(s.docsRootUri + '/'))
      .sort((a, b) => b.docsRootUri.length - a.docsRootUri.length)[0];
  }

  get all(): readonly SiteInfo[] {
    return this.sites;
  }

  refresh(): void {
    const site = this.siteOf(vscode.window.activeTextEditor?.document.uri) ?? (this.sites.length === 1 ? this.sites[0] : undefined);
    if (!site) {
      this.item.text = '$(book) Docsite';
      this.item.detail = this.sites.length ? `${this.sites.length} sites in this workspace` : 'no docs.json found';
      this.item.severity = vscode.LanguageStatusSeverity.Information;
      return;
    }
    this.item.text = `$(book) ${site.name}`;
    const config = site.configUri.slice(site.configUri.lastIndexOf('/') + 1);
    const layout = site.layout === 'today' ? 'current layout' : "the spec's older layout";
    this.item.detail = `docs root: ${vscode.workspace.asRelativePath(vscode.Uri.parse(site.docsRootUri), true)} · ${config}, ${layout}`;
  }

  dispose(): void {
    this.item.dispose();
  }
}
