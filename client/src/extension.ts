import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { AgentFilesRequest, LandingPageRequest, type LandingPageParams, SiteInfo, SitesNotification, SitesRequest } from '../../server/src';
import type * as ClientModule from './languageClient';
import { registerPreview } from './preview/registerPreview';
import { registerProjectRulesCommand } from './projectRules/registerProjectRulesCommand';
import { registerUpgradeCommand } from './upgrade/lazyUpgradeCommand';
import { registerAutoCloseTags } from './autoCloseTags';
import { showDocsRoot } from './showDocsRoot';
import { SiteStatus } from './siteStatus';
import { ProblemsStatus } from './problemsStatus';
import { registerOpenSiteCommands } from './openSite';
import { registerVendorSchemaCommand } from './vendorSchema';
import { registerSnippetUsersCommand } from './snippetUsers';
import { migrateOldSettings } from './settingsMigration';
import { registerTranslationsView, type TranslationsTree } from './translationsView';
import { registerLlmsPreview } from './llmsPreview';
import type { LlmsPreview } from '../../service/src';
import { registerSourceDiff } from './sourceDiff';
import type { SettingMove } from './settingsMigrationPlan';

/** When this module started loading: activation time is measured from here. */
const loadStarted = performance.now();
let client: LanguageClient | undefined;

/** What other code (and the integration tests) can reach through `extension.exports`. */
export interface DocsiteApi {
  /** The language client; available once `ready` has settled. */
  readonly client: LanguageClient;
  /** Settles when the language server has started (or failed to). */
  readonly ready: Promise<void>;
  /** Milliseconds from loading this module to the end of activate(). */
  readonly activationMs: number;
  sites(): Promise<SiteInfo[]>;
  /** Moves old settings to the rule settings that replace them, as activation does (the tests run it again). */
  migrateSettings(): Promise<SettingMove[]>;
  /** The Translations view's tree (the integration tests read its nodes). */
  readonly translations: TranslationsTree;
}

export async function activate(context: vscode.ExtensionContext): Promise<DocsiteApi> {
  const status = new SiteStatus();
  const problems = new ProblemsStatus();
  context.subscriptions.push(
    status,
    problems,
    vscode.window.onDidChangeActiveTextEditor(() => status.refresh()),
    vscode.commands.registerCommand('docsite.showDocsRoot', () => showDocsRoot(status)),
  );
  // The preview, the rules and the upgrade commands work from the files alone, so they do not wait for the server.
  registerPreview(context);
  registerProjectRulesCommand(context);
  registerUpgradeCommand(context);
  registerAutoCloseTags(context);
  registerVendorSchemaCommand(context);
  registerSnippetUsersCommand(context);
  // After activation has returned: settings files are written, and a notice shown, only when an old key is set.
  setImmediate(() => void migrateOldSettings());

  const translations: TranslationsTree = registerTranslationsView(context, () => client, () => status.all);
  registerSourceDiff(context, () => client);
  // The language client loads and the server starts after activation has returned, so activating
  // Docsite costs VS Code almost nothing; the language features appear as soon as the server answers.
  // A server that fails to start is reported, not thrown.
  const ready = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      // A computed path, so esbuild leaves this require to run time instead of inlining the module.
      const { createLanguageClient } = require(path.join(__dirname, 'languageClient.js')) as typeof ClientModule;
      const started = (client = createLanguageClient(context));
      await started.start();
      const sitesChanged = (sites: SiteInfo[]) => {
        status.update(sites);
        problems.update(sites);
        void translations.refresh();
      };
      context.subscriptions.push(started.onNotification(SitesNotification, sitesChanged));
      sitesChanged(await started.sendRequest<SiteInfo[]>(SitesRequest));
    })
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      status.failed(reason);
      void vscode.window.showErrorMessage(`Docsite: the language server did not start: ${reason}`);
    });
  /** A request about one site (`docsite/landingPage`, `docsite/agentFiles`), once the server runs; null without one. */
  const askAboutSite = <T>(method: string) => async (site: SiteInfo): Promise<T | null> => {
    await ready;
    const params: LandingPageParams = { configUri: site.configUri };
    return client ? client.sendRequest<T | null>(method, params) : null;
  };
  const sites = () => ready.then(() => status.all);
  const siteOf = (uri: vscode.Uri | undefined) => status.siteOf(uri);
  registerOpenSiteCommands(context, sites, siteOf, askAboutSite<string>(LandingPageRequest));
  registerLlmsPreview(context, sites, siteOf, askAboutSite<LlmsPreview>(AgentFilesRequest));
  return {
    get client(): LanguageClient {
      if (!client) throw new Error('The Docsite language client is not started yet: await `ready` first.');
      return client;
    },
    ready,
    activationMs: performance.now() - loadStarted,
    sites: async () => {
      await ready;
      return client ? client.sendRequest<SiteInfo[]>(SitesRequest) : [];
    },
    migrateSettings: migrateOldSettings,
    translations,
  };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
