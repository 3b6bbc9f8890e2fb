import * as vscode from 'vscode';
import type { SiteInfo } from '../../server/src';
import { countSiteProblems, describeCounts } from './problemCounts';

/** Diagnostics change in bursts (a whole-site check publishes file after file): recount once per burst. */
const RECOUNT_DELAY_MS = 300;

/**
 * A status bar item that sums up the problems Docsite found in the workspace's sites (errors and
 * warnings, as the Problems view has them) and opens the Problems view on click. Hidden while no
 * site is open. The language status item (siteStatus.ts) names the site; this one counts.
 */
export class ProblemsStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('docsite.problems', vscode.StatusBarAlignment.Left, 10);
  private readonly listener: vscode.Disposable;
  private sites: readonly SiteInfo[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor() {
    this.item.name = 'Docsite Problems';
    this.item.command = { title: 'Show Problems', command: 'workbench.actions.view.problems' };
    this.listener = vscode.languages.onDidChangeDiagnostics(() => this.schedule());
  }

  update(sites: readonly SiteInfo[]): void {
    this.sites = sites;
    this.recount();
  }

  private schedule(): void {
    if (this.timer || this.sites.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.recount();
    }, RECOUNT_DELAY_MS);
  }

  private recount(): void {
    if (this.sites.length === 0) {
      this.item.hide();
      return;
    }
    const all = vscode.languages.getDiagnostics().map(([uri, list]) => [uri.toString(), list] as const);
    const counts = countSiteProblems(all, this.sites.map((s) => s.docsRootUri));
    const where = this.sites.length === 1 ? this.sites[0].name : `${this.sites.length} sites`;
    const summary = describeCounts(counts);
    this.item.text = counts.errors + counts.warnings === 0 ? '$(book) $(check)' : `$(book) $(error) ${counts.errors} $(warning) ${counts.warnings}`;
    this.item.tooltip = `Docsite, ${where}: ${summary}. Click to open the Problems view.`;
    this.item.accessibilityInformation = { label: `Docsite, ${where}: ${summary}`, role: 'button' };
    this.item.show();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.listener.dispose();
    this.item.dispose();
  }
}
