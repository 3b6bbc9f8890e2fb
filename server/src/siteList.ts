/**
 * The sites of the workspace, for the status item and "Preview the Site": which folders hold a
 * docs.json (or mint.json) is a question of file names, answered here; a site's name and layout need
 * its docs.json parsed (10 MB take seconds), which the worker does (validationThread.ts) under
 * docs.json's budget. Past it, a site is named after its folder and its layout told by its file
 * name, as for a docs.json that does not parse yet. What the client asks about one site (its
 * landing page, translations, llms.txt) is a row of the request table (requestTable.ts).
 */
import type { Connection, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { FsWorkspace } from '../../host/src';
import { noSitesLine, siteFoundLine } from './activityLog';
import type { SiteSummary, ValidationThread } from './validationThread';
import { configFileNameOf, detectLayout, discoverSites, type SiteLocation } from '../../site/src';
import { pathToUri } from '../../common/src';
import { SiteInfo, SitesNotification, SitesRequest } from './protocol';

export interface SiteListDeps {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  checks: ValidationThread;
  budgetOf: (path: string) => number;
  logFailure: (where: string, error: unknown) => void;
  logInfo: (line: string) => void;
  workspaceFolders: () => readonly string[];
  workspace: FsWorkspace;
  /** Whether to send `docsite/sites`: only the extension's client listens to it (otherEditors.ts). */
  announce: boolean;
}

export function siteList({ connection, documents, checks, budgetOf, logFailure, logInfo, workspaceFolders, workspace, announce }: SiteListDeps) {
  /** discoverSites reads no docs.json: it lists the workspace's files. */
  const found = (): SiteLocation[] => workspaceFolders().flatMap((folder) => discoverSites(folder, workspace));

  async function summaryOf(configPath: string): Promise<SiteSummary | undefined> {
    const budgetMs = budgetOf(configPath);
    const outcome = await checks.site({ configPath, text: documents.get(pathToUri(configPath))?.getText() }, budgetMs);
    if (outcome.kind === 'over-budget') connection.console.warn(`[docsite] ${configPath}: reading the site's name stopped after ${outcome.ms} ms (budget ${budgetMs} ms)`);
    if (outcome.kind === 'failed') logFailure('site discovery (worker thread)', outcome.message);
    return outcome.kind === 'done' ? outcome.result : undefined;
  }

  /** Every site under the workspace folders, named from its model (the editor's docs.json when open). */
  function list(): Promise<SiteInfo[]> {
    return Promise.all(
      found().map(async (site): Promise<SiteInfo> => {
        const summary = await summaryOf(site.configPath);
        return {
          name: summary?.name ?? site.docsRoot.slice(site.docsRoot.lastIndexOf('/') + 1),
          docsRootUri: pathToUri(site.docsRoot),
          configUri: pathToUri(site.configPath),
          layout: summary?.layout ?? detectLayout(undefined, configFileNameOf(site.configPath)),
        };
      }),
    );
  }

  let lastSites = '';
  /** The sites already logged, as JSON: a site is logged again only when its name, root or layout change. */
  const loggedSites = new Set<string>();
  /** Calls so far: a list that arrives after a newer call began is stale, and not published. */
  let publishing = 0;

  /** Sends the list to the client when it changed (a docs.json renamed its site, a site came or went). */
  async function publish(): Promise<void> {
    const call = ++publishing;
    try {
      const sites = await list();
      if (call !== publishing) return;
      const serialized = JSON.stringify(sites);
      if (serialized === lastSites) return;
      const first = lastSites === '';
      lastSites = serialized;
      if (first && sites.length === 0) logInfo(noSitesLine(workspaceFolders()));
      for (const site of sites) {
        const key = JSON.stringify(site);
        if (!loggedSites.has(key)) logInfo(siteFoundLine(site, workspaceFolders()));
        loggedSites.add(key);
      }
      if (announce) void connection.sendNotification(SitesNotification, sites);
    } catch (e) {
      logFailure('site discovery', e);
    }
  }

  connection.onRequest(SitesRequest, async () => {
    try {
      return await list();
    } catch (e) {
      logFailure('site discovery', e);
      return [];
    }
  });

  /** The sites under the workspace folders, found anew each time (discoverSites reads no docs.json): the server's one list of them. */
  return { publish, found };
}
