import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { withoutDuplicateSyntaxErrors } from './jsonCoexistence';
import { acceptedRenameEdits, reportRenameEdits } from './renameEdits';
import { redirectDeletedPages, withRedirectsAsked } from './redirectsOnMove';
import { SITE_LANGUAGES } from './siteStatus';
import { GIT_OFF_ENV } from '../../host/src';

/** The server's environment: the extension host's, with git off while the workspace is not trusted. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (vscode.workspace.isTrusted) delete env[GIT_OFF_ENV];
  else env[GIT_OFF_ENV] = 'off';
  return env;
}

/**
 * The language client for dist/server.js. This module (and vscode-languageclient, most of the
 * client's code) is its own bundle, dist/languageClient.js, loaded right after activation returns.
 */
export function createLanguageClient(context: vscode.ExtensionContext): LanguageClient {
  const serverModule = context.asAbsolutePath('dist/server.js');
  // The server's process learns the workspace's trust from its environment, read when it starts
  // (see host/src/git.ts GIT_OFF_ENV): in Restricted Mode it runs no git at all. The options are read
  // again at each start, so the restart below, once trust is granted, starts a server that may.
  const run = { module: serverModule, transport: TransportKind.ipc, options: { env: serverEnv() } };
  const debug = { module: serverModule, transport: TransportKind.ipc, options: { env: serverEnv(), execArgv: ['--nolazy', '--inspect=6011'] } };
  const serverOptions: ServerOptions = { run, debug };
  context.subscriptions.push(
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      run.options.env = debug.options.env = serverEnv();
      if (client.isRunning()) void client.restart();
    }),
  );
  const clientOptions: LanguageClientOptions = {
    // Any JSON file may be a part of a configuration (`$ref`), and any JSON or YAML file an OpenAPI
    // description of a site; the server answers only for those.
    documentSelector: [
      ...(SITE_LANGUAGES as vscode.DocumentFilter[]),
      { scheme: 'file', language: 'json' },
      { scheme: 'file', language: 'yaml' },
      // Which files the build leaves out: its unsaved edits count for every check as the others' do.
      { scheme: 'file', pattern: '**/.mintignore' },
    ] as LanguageClientOptions['documentSelector'],
    synchronize: {
      // Cross-file checks follow pages and assets created, deleted or renamed on disk.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*'),
      // `json.validate` too: when VS Code's JSON validation is turned on or off, the server publishes
      // again, and the syntax errors that only it was showing come back or go (jsonCoexistence.ts).
      configurationSection: ['docsite', 'json.validate'],
    },
    outputChannelName: 'Docsite',
    middleware: {
      handleDiagnostics: withoutDuplicateSyntaxErrors,
      workspace: {
        // The server proposes the navigation and link updates; VS Code asks the user before applying
        // them (once: we add no prompt of our own), and the outcome is logged when the rename is done.
        willRenameFiles: async (event, next) => {
          const edit = await withRedirectsAsked(client, event.files, acceptedRenameEdits(await next(event)));
          if (edit) context.subscriptions.push(reportRenameEdits(event.files, edit, (line) => client.outputChannel.appendLine(line)));
          return edit;
        },
      },
    },
  };
  const client = new LanguageClient('docsite', 'Docsite Language Server', serverOptions, clientOptions);
  context.subscriptions.push(redirectDeletedPages(client));
  return client;
}
