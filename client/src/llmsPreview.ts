/**
 * "Docsite: Preview llms.txt" (issue 25 item 3): llms.txt or llms-full.txt of a site as the build
 * would generate them, in a read-only editor (`docsite-llms:` documents). The language server's
 * validation worker generates them (`docsite/agentFiles`); the first line of each document is a
 * comment with the size and what the cap and the indexing rules left out, which the real file has not.
 */
import * as vscode from 'vscode';
import type { SiteInfo } from '../../server/src';
import { liftedByIndexing, type LlmsPreview } from '../../service/src';
import { pickSite } from './openSite';

export const LLMS_SCHEME = 'docsite-llms';
const FILES = ['llms.txt', 'llms-full.txt'] as const;
type AgentFile = (typeof FILES)[number];

/** How many dropped or left-out pages the header names before "and N more". */
const NAMED = 20;

export function registerLlmsPreview(
  context: vscode.ExtensionContext,
  sites: () => Promise<readonly SiteInfo[]>,
  siteOf: (uri: vscode.Uri | undefined) => SiteInfo | undefined,
  agentFiles: (site: SiteInfo) => Promise<LlmsPreview | null>,
): void {
  const latest = new Map<string, LlmsPreview>();
  const changed = new vscode.EventEmitter<vscode.Uri>();
  const provider: vscode.TextDocumentContentProvider = {
    onDidChange: changed.event,
    provideTextDocumentContent(uri) {
      const site = new URLSearchParams(uri.query).get('site') ?? '';
      const preview = latest.get(site);
      const file = FILES.find((f) => uri.path.endsWith('/' + f));
      return preview && file ? documentText(file, preview) : 'Docsite: run "Docsite: Preview llms.txt" again to generate this file.\n';
    },
  };
  context.subscriptions.push(
    changed,
    vscode.workspace.registerTextDocumentContentProvider(LLMS_SCHEME, provider),
    vscode.commands.registerCommand('docsite.previewLlms', async () => {
      const site = await pickSite(sites, siteOf);
      if (!site) return;
      const preview = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'Docsite: generating llms.txt' }, () => agentFiles(site));
      if (!preview) {
        void vscode.window.showWarningMessage(`Docsite: could not generate llms.txt for "${site.name}" (see the Docsite output).`);
        return;
      }
      latest.set(site.configUri, preview);
      const picked = await vscode.window.showQuickPick(
        FILES.map((file) => ({ label: file, description: `${(file === 'llms.txt' ? preview.llms.text : preview.full.text).length.toLocaleString('en-US')} characters`, file })),
        { placeHolder: `Which file of "${site.name}"?` },
      );
      if (!picked) return;
      const uri = vscode.Uri.from({ scheme: LLMS_SCHEME, path: `/${site.name.replace(/[/\\]/g, '-')}/${picked.file}`, query: new URLSearchParams({ site: site.configUri }).toString() });
      changed.fire(uri);
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.languages.setTextDocumentLanguage(document, 'markdown');
      await vscode.window.showTextDocument(document, { preview: false });
    }),
  );
}

/** The document: a header comment on the first line, then the file as the build would serve it. */
export function documentText(file: AgentFile, preview: LlmsPreview): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const { llms } = preview;
  const parts: string[] = [];
  if (file === 'llms.txt') {
    parts.push(`${n(llms.text.length)} of ${n(llms.cap)} characters`);
    if (llms.shortened || llms.dropped.length) parts.push(`over the cap at ${n(llms.fullLength)}: ${llms.shortened} descriptions shortened, dropped ${named(llms.dropped)}`);
    else parts.push('nothing dropped');
  } else parts.push(`${n(preview.full.text.length)} characters`);
  const otherDivisions = preview.excluded.filter((e) => !liftedByIndexing(e.reason));
  const byIndexing = preview.excluded.filter((e) => liftedByIndexing(e.reason));
  if (byIndexing.length) parts.push(`left out by seo.indexing: ${named(byIndexing.map((e) => `${e.id} (${e.reason})`))}`);
  if (otherDivisions.length) parts.push(`left out as another language or version: ${named(otherDivisions.map((e) => e.id))}`);
  if (preview.customFile) parts.push("the site's own llms.txt at its root is served instead of the generated one");
  // A page id may hold `-->` or a line break: neither may end the one-line comment early.
  const header = `<!-- Docsite preview of ${file}: ${parts.join('; ').replace(/-->/g, '-- >').replace(/[\r\n]+/g, ' ')}. -->`;
  return `${header}\n${file === 'llms.txt' ? llms.text : preview.full.text}`;
}

function named(items: readonly string[]): string {
  if (items.length === 0) return 'none';
  return items.slice(0, NAMED).join(', ') + (items.length > NAMED ? `, and ${items.length - NAMED} more` : '');
}
