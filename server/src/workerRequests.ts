/**
 * The server's requests that are answered on the worker thread (validationThread.ts): those
 * that may parse beyond the open version the worker checked (other pages, docs.json, specs). The
 * main thread only gathers what the editor holds and routes the request; a job stopped at its budget
 * or whose thread died costs that one answer, never a retry here.
 */
import type { CancellationToken, Connection, RenameFilesParams, TextDocuments, WorkspaceEdit } from 'vscode-languageserver/node';
import { MessageType, ShowMessageNotification } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { FsWorkspace, JobOutcome } from '../../host/src';
import type { CheckGate } from './checkGate';
import type { DocumentSnapshot, ValidationThread } from './validationThread';
import { discoverSites, pathToUri, uriToPath } from '../../service/src';
import type { GitShowParams } from './protocol';

export interface WorkerRequestDeps {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  checks: ValidationThread;
  gate: CheckGate;
  budgetOf: (path: string) => number;
  logFailure: (where: string, error: unknown) => void;
  workspaceFolders: () => readonly string[];
  workspace: FsWorkspace;
  /** `docsite.redirects.onMove` for a docs.json (its folder's setting). */
  redirectsOnMove: (configUri: string) => Promise<string>;
}

export function workerRequests({ connection, documents, checks, gate, budgetOf, logFailure, workspaceFolders, workspace, redirectsOnMove }: WorkerRequestDeps) {
  /**
   * A request about one open document, answered on the worker under that document's budget. A
   * version whose check was stopped gets `fallback`, and so does a request stopped at the budget.
   */
  function forDocument<P extends { textDocument: { uri: string } }, R>(name: string, fallback: R, run: (document: DocumentSnapshot, params: P, budgetMs: number) => Promise<JobOutcome<R>>) {
    return async (params: P, token: CancellationToken): Promise<R> => {
      const document = documents.get(params.textDocument.uri);
      if (!document || token.isCancellationRequested) return fallback;
      try {
        const length = document.getText().length;
        if (gate.verdict(document.uri, document.version, length) === 'wait') await gate.settled(document.uri, document.version);
        if (gate.verdict(document.uri, document.version, length) === 'stop') return fallback;
        const budgetMs = budgetOf(uriToPath(document.uri) ?? document.uri);
        const snapshot = { uri: document.uri, languageId: document.languageId, version: document.version, text: document.getText() };
        const outcome = await run(snapshot, params, budgetMs);
        if (outcome.kind === 'over-budget') connection.console.warn(`[docsite] ${document.uri}: ${name} stopped after ${outcome.ms} ms (budget ${budgetMs} ms)`);
        if (outcome.kind === 'failed') logFailure(`${name} (worker thread)`, outcome.message);
        return outcome.kind === 'done' ? outcome.result : fallback;
      } catch (e) {
        logFailure(name, e);
        return fallback;
      }
    };
  }

  /**
   * The edits that go with a rename (navigation, links in every page): they parse docs.json and
   * every page that may link to a renamed one. Past docs.json's budget the rename goes ahead
   * without them, and the user is told.
   */
  async function renameEdits(params: RenameFilesParams, asked: 'redirects' | 'redirects and navigation' | undefined = undefined): Promise<WorkspaceEdit | null> {
    try {
      const renames = params.files
        .map((f) => ({ oldPath: uriToPath(f.oldUri), newPath: uriToPath(f.newUri) }))
        .filter((r): r is { oldPath: string; newPath: string } => !!r.oldPath && !!r.newPath);
      // discoverSites reads no docs.json: which sites a rename touches is a question of folders.
      const configs = workspaceFolders()
        .flatMap((folder) => discoverSites(folder, workspace))
        .filter((site) => renames.some((r) => r.oldPath.startsWith(site.docsRoot + '/')))
        .map((site) => ({ uri: pathToUri(site.configPath), text: documents.get(pathToUri(site.configPath))?.getText() }));
      if (configs.length === 0) return null;
      const openTexts: Record<string, string> = {};
      for (const d of documents.all()) {
        const path = uriToPath(d.uri);
        if (path) openTexts[path] = d.getText();
      }
      const budgetMs = budgetOf(uriToPath(configs[0].uri) ?? 'docs.json');
      // `always` adds the redirects from the old routes to the rename's edit; with `ask` the client
      // asks the user, then asks for them alone (redirectEdits).
      const redirects = asked === 'redirects' ? 'only' : asked !== undefined || (await redirectsOnMove(configs[0].uri)) === 'always' ? 'add' : 'none';
      const outcome = await checks.renameEdits({ configs, renames, openTexts, redirects }, budgetMs);
      if (outcome.kind === 'done') return outcome.result;
      const why = outcome.kind === 'over-budget' ? `working them out took longer than ${budgetMs} ms` : outcome.kind === 'failed' ? 'working them out failed' : 'another rename came first';
      if (outcome.kind === 'failed') logFailure('rename edits (worker thread)', outcome.message);
      connection.console.warn(`[docsite] rename edits not made: ${why}`);
      // A notification, not a request: the rename must not wait on the user.
      void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `Docsite did not update navigation and links for this rename: ${why}.` });
      return null;
    } catch (e) {
      logFailure('rename edits', e);
      return null;
    }
  }

  /**
   * `docsite/redirectEdits`: for a move or a delete the user agreed to redirect, the redirects
   * alone, or (`withNavigation`) with the navigation's renames in the same edit of docs.json.
   */
  const redirectEdits = (params: RenameFilesParams & { withNavigation?: boolean }) => renameEdits(params, params.withNavigation ? 'redirects and navigation' : 'redirects');

  /** `docsite/gitShow`: a page's text at a commit, read by the worker; only for a file inside a workspace folder. */
  async function gitShow(params: GitShowParams): Promise<string | null> {
    try {
      const path = typeof params?.uri === 'string' ? uriToPath(params.uri) : undefined;
      if (!path || typeof params.commit !== 'string' || !workspaceFolders().some((folder) => path.startsWith(folder.endsWith('/') ? folder : folder + '/'))) return null;
      const budgetMs = budgetOf(path);
      const outcome = await checks.gitShow({ path, commit: params.commit }, budgetMs);
      if (outcome.kind === 'failed') logFailure('git show (worker thread)', outcome.message);
      return outcome.kind === 'done' ? outcome.result : null;
    } catch (e) {
      logFailure('git show', e);
      return null;
    }
  }

  return { forDocument, renameEdits: (params: RenameFilesParams) => renameEdits(params), redirectEdits, gitShow };
}
