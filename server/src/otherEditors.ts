/**
 * One server for every editor (`docsite lsp --stdio` loads this bundle, dist/server.js, as the VS
 * Code client does): what the extension's client does beside standard LSP is made optional here, so
 * a bare client (Neovim, Helix, Zed, Emacs eglot) gets a server that works on standard LSP alone.
 *
 * - `docsite lsp --stdio` starts the server with `--standard-lsp` (cli/src/main.ts): the client is
 *   another editor. Without it (the extension's client, `node dist/server.js --stdio` in the LSP
 *   tests that stand in for it) the server speaks to the extension. No custom capability is asked
 *   of a client that never heard of Docsite.
 * - Files created, changed or deleted on disk: the extension's client watches them itself
 *   (`synchronize.fileEvents`); for another editor the server asks for the same events with a
 *   dynamic registration of `workspace/didChangeWatchedFiles`, when the client offers it.
 * - `docsite/sites` is a notification only the extension listens to: not sent to others.
 * - Quick fixes that only run one of the extension's commands (open a diff, map the vendor schema,
 *   upgrade docs.json) do nothing in another editor: only those that edit are offered there
 *   (standardActions.ts).
 */
import type { ClientCapabilities, Connection } from 'vscode-languageserver/node';
import { DidChangeWatchedFilesNotification } from 'vscode-languageserver/node';

/** The server's flag for a client that is not the extension's; cli/src/main.ts passes it (the parts share no import). */
export const STANDARD_LSP_FLAG = '--standard-lsp';

/** Whether the server speaks to the Docsite extension's own client. */
export function startedByExtension(argv: readonly string[] = process.argv): boolean {
  return !argv.includes(STANDARD_LSP_FLAG);
}

/** Asks a client that is not the extension's for the file events cross-file checks follow. */
export function watchFilesForOtherEditors(connection: Connection, capabilities: ClientCapabilities, byExtension: boolean): void {
  if (byExtension || capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration !== true) return;
  void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*' }] }).catch(() => undefined);
}
