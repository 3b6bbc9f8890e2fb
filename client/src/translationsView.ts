/**
 * The Translations view in the explorer (issue 24): for each site with `navigation.languages`, each
 * language with its counts, its sections, and their pages, from the language server's coverage (the
 * same pairing as the `translation-missing` findings and `docsite translations`). A page opens its
 * translation, or for a missing one the default language's page it would translate.
 */
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { TranslationsRequest, type SiteInfo, type TranslationsParams } from '../../server/src';
import { describeStale, type TranslationLanguageView, type TranslationPageItem, type TranslationSection, type TranslationsView } from '../../site/src';

type Node =
  | { kind: 'site'; site: SiteInfo; sets: TranslationsView[] }
  | { kind: 'language'; language: TranslationLanguageView; defaultLanguage: string }
  | { kind: 'section'; section: TranslationSection; language: string }
  | { kind: 'page'; page: TranslationPageItem; language: string };

const STATUS: Record<TranslationPageItem['status'], { text: string; icon: string }> = {
  translated: { text: 'translated', icon: 'pass' },
  shared: { text: 'shared: the default page itself', icon: 'link' },
  unlisted: { text: 'written, not in the navigation', icon: 'eye-closed' },
  missing: { text: 'missing', icon: 'warning' },
  extra: { text: 'only in this language', icon: 'question' },
};

export class TranslationsTree implements vscode.TreeDataProvider<Node> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  private sites: { site: SiteInfo; sets: TranslationsView[] }[] = [];
  private asked = 0;

  constructor(
    private readonly client: () => LanguageClient | undefined,
    private readonly allSites: () => readonly SiteInfo[],
  ) {}

  /** Asks the server again for every site's coverage; the newest answer wins. */
  async refresh(): Promise<void> {
    const call = ++this.asked;
    const client = this.client();
    if (!client) return;
    const answers = await Promise.all(
      this.allSites().map(async (site) => ({ site, sets: (await client.sendRequest<TranslationsView[] | null>(TranslationsRequest, { configUri: site.configUri } satisfies TranslationsParams)) ?? [] })),
    );
    if (call !== this.asked) return;
    this.sites = answers.filter((a) => a.sets.length > 0);
    await vscode.commands.executeCommand('setContext', 'docsite.hasTranslations', this.sites.length > 0);
    this.changed.fire();
  }

  /**
   * Why stale translations are not counted, when the server could not tell (no repository, no git,
   * Restricted Mode): shown above the tree, so a missing "stale" count is not read as none.
   */
  stalenessMessage(): string | undefined {
    const reason = this.sites.flatMap(({ sets }) => sets).find((set) => set.stalenessNotReported)?.stalenessNotReported;
    return reason === undefined ? undefined : `Stale translations not shown: ${reason}.`;
  }

  getChildren(node?: Node): Node[] {
    if (!node) {
      if (this.sites.length === 1) return languagesOf(this.sites[0].sets);
      return this.sites.map(({ site, sets }) => ({ kind: 'site', site, sets }));
    }
    switch (node.kind) {
      case 'site':
        return languagesOf(node.sets);
      case 'language':
        return node.language.sections.map((section) => ({ kind: 'section', section, language: node.language.language }));
      case 'section':
        return node.section.pages.map((page) => ({ kind: 'page', page, language: node.language }));
      case 'page':
        return [];
    }
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const collapsed = vscode.TreeItemCollapsibleState.Collapsed;
    switch (node.kind) {
      case 'site': {
        const item = new vscode.TreeItem(node.site.name, vscode.TreeItemCollapsibleState.Expanded);
        item.resourceUri = vscode.Uri.parse(node.site.configUri);
        return item;
      }
      case 'language': {
        const { counts, language, pairing } = node.language;
        const item = new vscode.TreeItem(language, collapsed);
        item.description = describeCounts(counts);
        item.tooltip = `${language} against ${node.defaultLanguage}, paired by ${pairing === 'prefix' ? 'language folder' : 'position in the navigation'}`;
        item.iconPath = new vscode.ThemeIcon('globe');
        item.contextValue = 'docsite.translations.language';
        return item;
      }
      case 'section': {
        const done = node.section.pages.filter((p) => p.status === 'translated' || p.status === 'shared').length;
        const item = new vscode.TreeItem(node.section.name || '(outside groups)', collapsed);
        const stale = node.section.pages.filter((p) => p.stale).length;
        item.description = `${done} of ${node.section.pages.filter((p) => p.status !== 'extra').length}` + (stale ? ` · ${stale} stale` : '');
        return item;
      }
      case 'page': {
        const { page } = node;
        const status = STATUS[page.status];
        const item = new vscode.TreeItem(page.status === 'missing' ? (page.translation ?? page.source) : (page.translation ?? page.source));
        item.description = page.stale ? `${status.text}, stale` : status.text;
        item.iconPath = new vscode.ThemeIcon(page.stale ? 'history' : status.icon);
        item.tooltip = page.status === 'extra' ? `${page.source}: listed in ${node.language} only` : `${page.source} → ${page.translation ?? '(no counterpart)'}: ${status.text}`;
        if (page.stale) item.tooltip += `\nStale: ${describeStale(page.stale)}`;
        // The translation when it exists; else the page it would translate.
        const open = page.translationPath ?? page.sourcePath;
        if (open) item.command = { command: 'vscode.open', title: 'Open', arguments: [vscode.Uri.file(open)] };
        item.contextValue = `docsite.translations.page.${page.status}`;
        return item;
      }
    }
  }
}

function languagesOf(sets: TranslationsView[]): Node[] {
  return sets.flatMap((set) => set.languages.map((language): Node => ({ kind: 'language', language, defaultLanguage: set.defaultLanguage })));
}

export function describeCounts(counts: TranslationLanguageView['counts']): string {
  const parts = [`${counts.translated + counts.shared} translated`, `${counts.missing} missing`];
  // Absent when git could not tell (no repository, no git): not "0 stale".
  if (counts.stale !== undefined) parts.push(`${counts.stale} stale`);
  if (counts.unlisted) parts.push(`${counts.unlisted} not listed`);
  if (counts.extra) parts.push(`${counts.extra} only here`);
  return parts.join(' · ');
}

/** Registers the view; it refreshes when the sites change and when a site's files are saved, created or deleted. */
export function registerTranslationsView(context: vscode.ExtensionContext, client: () => LanguageClient | undefined, sites: () => readonly SiteInfo[]): TranslationsTree {
  const tree = new TranslationsTree(client, sites);
  let timer: NodeJS.Timeout | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void tree.refresh(), 400);
  };
  const relevant = (uri: vscode.Uri) => /\.(mdx?|json)$/i.test(uri.path) || uri.path.endsWith('/.mintignore');
  const view = vscode.window.createTreeView('docsite.translations', { treeDataProvider: tree, showCollapseAll: true });
  context.subscriptions.push(
    view,
    tree.onDidChangeTreeData(() => (view.message = tree.stalenessMessage())),
    vscode.workspace.onDidSaveTextDocument((d) => relevant(d.uri) && soon()),
    vscode.workspace.onDidCreateFiles((e) => e.files.some(relevant) && soon()),
    vscode.workspace.onDidDeleteFiles((e) => e.files.some(relevant) && soon()),
    vscode.workspace.onDidRenameFiles(() => soon()),
    vscode.commands.registerCommand('docsite.translations.refresh', () => tree.refresh()),
    { dispose: () => clearTimeout(timer) },
  );
  return tree;
}
