import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { SiteInfo, SitesNotification, SitesRequest } from '../../server/src/protocol';
import { registerPreview } from './preview/registerPreview';
import { registerRulesCommand } from './rules/lazyRulesCommand';
import { confirmRenameEdits } from './renameEdits';
import { showDocsRoot } from './showDocsRoot';
import { SITE_LANGUAGES, SiteStatus } from './siteStatus';

/** When this module started loading: activation time is measured from here. */
const loadStarted = performance.now();
let client: LanguageClient | undefined;

/** What other code (and the integration tests) can reach through `extension.exports`. */
export interface DocsiteApi {
  readonly client: LanguageClient;
  /** Settles when the language server has started (or failed to). */
  readonly ready: Promise<void>;
  /** Milliseconds from loading this module to the end of activate(). */
  readonly activationMs: number;
  sites(): Promise<SiteInfo[]>;
}

export async function activate(context: vscode.ExtensionContext): Promise<DocsiteApi> {
  const serverModule = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6011'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: SITE_LANGUAGES as LanguageClientOptions['documentSelector'],
    synchronize: {
      // Cross-file checks follow pages and assets created, deleted or renamed on disk.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*'),
      configurationSection: 'docsite',
    },
    outputChannelName: 'Docsite',
    middleware: {
      workspace: {
        // The server proposes the navigation and link updates; the user decides whether they apply.
        willRenameFiles: async (event, next) => {
          const edit = await next(event);
          return edit && (await confirmRenameEdits(edit)) ? edit : undefined;
        },
      },
    },
  };
  client = new LanguageClient('docsite', 'Docsite Language Server', serverOptions, clientOptions);

  const status = new SiteStatus();
  context.subscriptions.push(
    status,
    vscode.window.onDidChangeActiveTextEditor(() => status.refresh()),
    vscode.commands.registerCommand('docsite.showDocsRoot', () => showDocsRoot(status)),
  );
  // The preview and the rules command work from the files alone, so they do not wait for the server.
  registerPreview(context);
  registerRulesCommand(context);

  // The server starts in the background: activation returns at once, and the language features
  // appear as soon as it answers. A server that fails to start is reported, not thrown.
  const started = client;
  const ready = started.start().then(
    async () => {
      context.subscriptions.push(started.onNotification(SitesNotification, (sites: SiteInfo[]) => status.update(sites)));
      status.update(await started.sendRequest<SiteInfo[]>(SitesRequest));
    },
    (error: unknown) => {
      status.failed(error instanceof Error ? error.message : String(error));
      void vscode.window.showErrorMessage(`Docsite: the language server did not start: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return {
    client: started,
    ready,
    activationMs: performance.now() - loadStarted,
    sites: async () => {
      await ready;
      return started.sendRequest<SiteInfo[]>(SitesRequest);
    },
  };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
