/**
 * The server's requests that are answered on the worker thread (validationThread.ts): those
 * that may parse beyond the open version the worker checked (other pages, docs.json, specs), that is
 * every row of the request table (requestTable.ts), rename edits and `docsite/gitShow`. The
 * main thread only gathers what the editor holds and routes the request; a job stopped at its budget
 * or whose thread died costs that one answer, never a retry here.
 */
import type { CancellationToken, Connection, RenameFilesParams, ServerCapabilities, TextDocuments, WorkspaceEdit } from 'vscode-languageserver/node';
import { MessageType, ShowMessageNotification } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CheckGate } from './checkGate';
import type { ValidationThread } from './validationThread';
import type { RequestContext, RequestTarget } from './requestRow';
import { REQUEST_NAMES, WORKER_REQUESTS, type ParamsOf, type RequestName, type ResultOf } from './requestTable';
import { type SiteLocation } from '../../site/src';
import { pathToUri, uriToPath } from '../../common/src';
import type { GitShowParams } from './protocol';

export interface WorkerRequestDeps {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  checks: ValidationThread;
  gate: CheckGate;
  budgetOf: (path: string) => number;
  logFailure: (where: string, error: unknown) => void;
  workspaceFolders: () => readonly string[];
  /** The sites under the workspace folders (siteList.ts `found`). */
  sitesFound: () => readonly SiteLocation[];
  /** `docsite.redirects.onMove` for a docs.json (its folder's setting). */
  redirectsOnMove: (configUri: string) => Promise<string>;
  /** What the worker needs to know of an open document besides its text (its settings, the client's abilities). */
  contextOf: (uri: string) => RequestContext;
}

/** What the server declares for the requests of the table, in its `initialize` answer. */
export function workerRequestCapabilities(): ServerCapabilities {
  return Object.assign({}, ...REQUEST_NAMES.map((name) => WORKER_REQUESTS[name].capability));
}

/**
 * Registers the requests answered on the worker: every row of the table (requestTable.ts), and
 * rename edits and `docsite/gitShow`, which the table's header says why are not rows.
 */
export function workerRequests({ connection, documents, checks, gate, budgetOf, logFailure, workspaceFolders, sitesFound, redirectsOnMove, contextOf }: WorkerRequestDeps) {
  /** The sites the server found: a site request is only about one of them, never a folder outside the workspace. */
  const siteAt = (configUri: string) => sitesFound().find((site) => pathToUri(site.configPath) === configUri);

  /**
   * What a request of the table is about, its budget and its name in the log; undefined when it
   * gets the fallback without asking the worker: a document not open (closed meanwhile, or never
   * opened), a version whose check ran out of time (parsing it again would hold up the worker), a
   * site the server did not find. When the gate says the version may be slow, this first waits
   * (asynchronously) for the worker's verdict.
   */
  async function targetOf(scope: RequestTarget['scope'], subject: string): Promise<{ target: RequestTarget; budgetMs: number; label: string } | undefined> {
    if (scope === 'site') {
      const site = siteAt(subject);
      return site && { target: { scope, configPath: site.configPath }, budgetMs: budgetOf(site.configPath), label: site.configPath };
    }
    const document = documents.get(subject);
    if (!document) return undefined;
    const length = document.getText().length;
    if (gate.verdict(document.uri, document.version, length) === 'wait') await gate.settled(document.uri, document.version);
    if (gate.verdict(document.uri, document.version, length) === 'stop') return undefined;
    const snapshot = { uri: document.uri, languageId: document.languageId, version: document.version, text: document.getText() };
    return { target: { scope, document: snapshot, context: contextOf(document.uri) }, budgetMs: budgetOf(uriToPath(document.uri) ?? document.uri), label: document.uri };
  }

  /**
   * Answers a request of the table on the worker, under its document's or site's budget. A job
   * stopped at the budget, or whose thread died, gets the row's fallback, never a retry here.
   */
  async function answer<K extends RequestName>(name: K, params: ParamsOf<K>, token: CancellationToken | undefined): Promise<ResultOf<K>> {
    const row = WORKER_REQUESTS[name];
    try {
      // A request sent without params reaches a handler registered by method name with no token.
      if (!token || token.isCancellationRequested) return row.fallback;
      const found = await targetOf(row.scope, row.subject(params));
      if (!found) return row.fallback;
      const outcome = await checks.request(name, found.target, params, found.budgetMs);
      if (outcome.kind === 'over-budget') connection.console.warn(`[docsite] ${found.label}: ${row.what} stopped after ${outcome.ms} ms (budget ${found.budgetMs} ms)`);
      if (outcome.kind === 'failed') logFailure(`${row.what} (worker thread)`, outcome.message);
      return outcome.kind === 'done' ? outcome.result : row.fallback;
    } catch (e) {
      logFailure(row.what, e);
      return row.fallback;
    }
  }

  /**
   * Registers a row by its method name (a row names it by string: the worker bundles no protocol
   * code). Its params and answer are typed by the row; the answer leaves as JSON, hence `unknown`.
   */
  function register<K extends RequestName>(name: K): void {
    connection.onRequest<unknown, void>(WORKER_REQUESTS[name].method, (params: ParamsOf<K>, token?: CancellationToken) => answer(name, params, token));
  }
  for (const name of REQUEST_NAMES) register(name);

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
      // Finding the sites reads no docs.json: which sites a rename touches is a question of folders.
      const configs = sitesFound()
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

  return { renameEdits: (params: RenameFilesParams) => renameEdits(params), redirectEdits, gitShow };
}
