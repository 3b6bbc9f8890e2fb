import {
  CancellationToken,
  ClientCapabilities,
  DidChangeWatchedFilesParams,
  FileChangeType,
  LSPErrorCodes,
  ProposedFeatures,
  ResponseError,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace, budgetFor, pageBudgetMs } from '../../host/src';
import { stdioTransport } from './stdioTransport';
import { WorkspaceDiagnostics } from './workspaceDiagnostics';
import { CheckGate } from './checkGate';
import { ValidationThread } from './validationThread';
import { SLOW_MS, validationLine } from './activityLog';
import { createLanguageService, type DocumentKind } from '../../service/src';
import { DocsiteSettings, resolveSettings, configFileNameOf } from '../../site/src';
import { pathToUri, uriToPath } from '../../common/src';
import { workerRequestCapabilities, workerRequests } from './workerRequests';
import { GitShowRequest, RedirectEditsRequest } from './protocol';
import { siteList } from './siteList';
import { settingsSource } from './settingsSource';
import { startedByExtension, watchFilesForOtherEditors } from './otherEditors';

// Thin wiring of an LSP connection to the pure language service. The connection transport (stdio,
// IPC or a socket) is picked from the command line (`--stdio`, `--node-ipc`); stdio is built here so
// that a framing error is logged (see stdioTransport.ts).
const connection = process.argv.includes('--stdio') ? createConnection(ProposedFeatures.all, ...stdioTransport()) : createConnection(ProposedFeatures.all);
const documents = new TextDocuments(TextDocument);
const workspace = new FsWorkspace();
const loggedOnce = new Set<string>();
/** The main thread's service answers only what reads no workspace content (see the end of this file). */
const service = createLanguageService(workspace, logFailure);
let workspaceFolders: string[] = [];
let canPullConfiguration = false;
/** The Docsite extension's client, not another editor (otherEditors.ts): only it gets the custom notifications and commands. */
const byExtension = startedByExtension();
let clientCapabilities: ClientCapabilities = {};
let supportsFolderEvents = false;
/** The client applies CreateFile in a WorkspaceEdit: only then is "Create page" offered. */
let canCreateFiles = false;
const settingsFiles = settingsSource({ connection, canPullConfiguration: () => canPullConfiguration, workspaceFolders: () => workspaceFolders, logFailure });
const settingsFor = (uri: string) => settingsFiles.settingsFor(uri);
/** The settings a document was last validated with: request handlers must answer synchronously. */
const knownSettings = new Map<string, DocsiteSettings>();
const pendingValidation = new Map<string, NodeJS.Timeout>();
/** Debounce between a keystroke and its diagnostics: one validation per burst of typing. */
const VALIDATION_DELAY_MS = 120;
/**
 * Every check runs on a worker thread under a time budget (validationThread.ts): a page gets
 * `checkBudgetMs`, JSON and YAML files (docs.json, specs: linear to parse, but maybe megabytes) six
 * times that. The budget can be lowered for tests with DOCSITE_CHECK_BUDGET_MS.
 */
const checkBudgetMs = pageBudgetMs();
const budgetOf = (path: string) => budgetFor(path, checkBudgetMs);
/** The whole-site check (scope `workspace`), in a worker thread. */
const workspaceDiagnostics = new WorkspaceDiagnostics(
  connection,
  (uri) => documents.get(uri) !== undefined,
  logFailure,
  budgetOf,
  (path, budgetMs, settings) => {
    const document = TextDocument.create(pathToUri(path), 'mdx', 0, workspace.readFile(path) ?? '');
    return budgetMs === undefined ? service.notCheckedAfterFailure(document, settings) : service.notCheckedInTime(document, settings, budgetMs);
  },
  logInfo,
);
const checks = new ValidationThread(checkBudgetMs, logFailure);
/** What the main thread may parse: only versions the worker checked in time (see checkGate.ts). */
const gate = new CheckGate(checkBudgetMs);
/** The list of sites (their names and landing pages are read on the worker: siteList.ts). */
const sites = siteList({ connection, documents, checks, budgetOf, logFailure, logInfo, workspaceFolders: () => workspaceFolders, workspace, announce: byExtension });

/** One line in the Docsite output channel about what the server did (see activityLog.ts). */
function logInfo(line: string): void {
  connection.console.info(`[docsite] ${line}`);
}

/** Logs a failure once per distinct message, never per keystroke. */
function logFailure(where: string, error: unknown): void {
  const message = error instanceof Error ? error.stack ?? error.message : String(error);
  const key = where + '\n' + message;
  if (loggedOnce.has(key)) return;
  loggedOnce.add(key);
  connection.console.error(`[docsite] ${where} failed: ${message}`);
}

// A bug must cost one answer, never the whole server.
process.on('uncaughtException', (e) => logFailure('uncaught exception', e));
process.on('unhandledRejection', (e) => logFailure('unhandled rejection', e));

/**
 * Runs a request handler so that it cannot take the server down: cancellation answers with the
 * LSP cancellation error, an exception answers with `fallback` and is logged once.
 */
function guarded<P, R>(name: string, fallback: R, handler: (params: P) => R) {
  return (params: P, token: CancellationToken): R | ResponseError<never> => {
    if (token.isCancellationRequested) return new ResponseError<never>(LSPErrorCodes.RequestCancelled, 'cancelled');
    try {
      return handler(params);
    } catch (e) {
      logFailure(name, e);
      return fallback;
    }
  };
}

function documentFor(uri: string): TextDocument | undefined {
  return documents.get(uri);
}

connection.onInitialize((params) => {
  clientCapabilities = params.capabilities;
  canPullConfiguration = params.capabilities.workspace?.configuration === true;
  supportsFolderEvents = params.capabilities.workspace?.workspaceFolders === true;
  const workspaceEdit = params.capabilities.workspace?.workspaceEdit;
  canCreateFiles = workspaceEdit?.documentChanges === true && (workspaceEdit.resourceOperations ?? []).includes('create');
  workspaceFolders = (params.workspaceFolders ?? [])
    .map((f) => uriToPath(f.uri))
    .filter((p): p is string => !!p);
  if (workspaceFolders.length === 0 && params.rootUri) {
    const root = uriToPath(params.rootUri);
    if (root) workspaceFolders.push(root);
  }
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      colorProvider: true,
      // Completion, hover, the outline, links, CodeLens, quick fixes, definition: the request table's rows.
      ...workerRequestCapabilities(),
      workspace: {
        workspaceFolders: { supported: true, changeNotifications: true },
        // Renaming a page or folder updates docs.json navigation in the same undoable edit.
        fileOperations: {
          willRename: {
            filters: [
              { scheme: 'file', pattern: { glob: '**/*.{md,mdx}', matches: 'file' } },
              { scheme: 'file', pattern: { glob: '**/*', matches: 'folder' } },
            ],
          },
        },
      },
    },
  };
});

connection.onInitialized(() => {
  watchFilesForOtherEditors(connection, clientCapabilities, byExtension);
  // A client without folder change events (a test client, some editors) throws here: start anyway.
  if (supportsFolderEvents) connection.workspace.onDidChangeWorkspaceFolders((event) => {
    for (const removed of event.removed) workspaceFolders = workspaceFolders.filter((f) => f !== uriToPath(removed.uri));
    for (const added of event.added) {
      const path = uriToPath(added.uri);
      if (path) workspaceFolders.push(path);
    }
    void sites.publish();
    void applyScope(true);
  });
  void sites.publish();
  void applyScope(true);
});

/**
 * Starts, restarts or stops the whole-site check as `docsite.validation.scope` says (the first
 * workspace folder's setting: one check covers every folder). Each site is checked with its own settings.
 */
async function applyScope(restart: boolean): Promise<void> {
  try {
    const scopeUri = workspaceFolders.length ? pathToUri(workspaceFolders[0]) : undefined;
    const settings = scopeUri ? await settingsFor(scopeUri) : resolveSettings({});
    if (settings.validation.scope !== 'workspace' || workspaceFolders.length === 0) return workspaceDiagnostics.stop();
    if (workspaceDiagnostics.running && !restart) return;
    const open = documents
      .all()
      .map((d) => ({ path: uriToPath(d.uri), text: d.getText() }))
      .filter((d): d is { path: string; text: string } => d.path !== undefined);
    // Each site is checked with its own settings, as its open pages are: the editor's for its folder
    // and the `.docsiterc.json` nearest its docs root ("Turn off … for this site" writes that one).
    const siteSettings = await Promise.all(sites.found().map(async (site) => ({ docsRoot: site.docsRoot, settings: await settingsFor(pathToUri(site.configPath)) })));
    workspaceDiagnostics.start([...workspaceFolders], settings, open, siteSettings);
  } catch (e) {
    logFailure('workspace diagnostics', e);
  }
}

connection.onDidChangeConfiguration(() => {
  settingsFiles.clear();
  revalidateAll();
  // New settings can change any file's findings: the whole site again.
  void applyScope(true);
});

async function validate(uri: string): Promise<void> {
  const document = documentFor(uri);
  if (!document) return;
  const version = document.version;
  try {
    const settings = await settingsFor(uri);
    knownSettings.set(uri, settings);
    // The document may have changed while settings were fetched; the newer version validates itself.
    if (documentFor(uri)?.version !== version) return;
    const text = document.getText();
    const budgetMs = budgetOf(uriToPath(uri) ?? uri);
    // Every open file of a site is read by the workers as the editor holds it: pages are checked
    // against the unsaved docs.json, the headings being typed in another page, an unsaved snippet.
    // Sent with the (debounced) check rather than per keystroke: a 10 MB docs.json is posted once.
    trackEditorText(document);
    const outcome = await checks.check({ uri, languageId: document.languageId, version, text, settings }, budgetMs);
    if (outcome.kind === 'superseded') return;
    if (outcome.kind === 'failed') logFailure('diagnostics (worker thread; not checked)', outcome.message);
    // A newer version is on its way: these findings would be stale on arrival.
    if (documentFor(uri)?.version !== version) return;
    // A check that ran out of time or whose thread died (out of memory, say) is never redone here:
    // the file says it is not checked, and the next job gets a fresh thread.
    if (outcome.kind === 'done') kinds.set(uri, outcome.result.kind);
    const diagnostics =
      outcome.kind === 'done' ? outcome.result.diagnostics
      : outcome.kind === 'over-budget' ? service.notCheckedInTime(document, settings, budgetMs)
      : service.notCheckedAfterFailure(document, settings);
    // Either way this version is not parsed again, here or on the worker: requests on it answer empty.
    gate.settle(uri, version, text.length, { overBudget: outcome.kind !== 'done', ms: outcome.kind === 'done' ? outcome.ms : budgetMs });
    if (outcome.kind === 'over-budget') connection.console.warn(`[docsite] ${uri}: check stopped after ${outcome.ms} ms (budget ${budgetMs} ms)`);
    else if (outcome.kind === 'done') logValidation(uri, outcome.ms, diagnostics.length);
    await connection.sendDiagnostics({ uri, version, diagnostics });
    // The whole-site check reads open files as the editor holds them (links to headings being
    // typed), but not a version that ran past the budget: it would stall that check too.
    const path = uriToPath(uri);
    if (path && outcome.kind === 'done') workspaceDiagnostics.opened(path, text);
    const kind = kinds.get(uri);
    // A docs.json edit may rename the site: refreshed with the (debounced) validation, not per keystroke.
    if (kind === 'config') void sites.publish();
    // The open files this one's new text changed answers for (a heading renamed: the pages linking
    // to it; docs.json or a spec edited: the pages it lists or whose operations it holds; `.mintignore`:
    // the files whose pages it left in or out), from the worker's dependency record: checked again
    // against the unsaved text, and no other.
    if (outcome.kind === 'done') recheckDependents(outcome.result.dependents, outcome.result.unrecorded);
  } catch (e) {
    logFailure('diagnostics', e);
  }
}

/**
 * A validation runs after each burst of typing: a slow one gets a line in the output channel, the
 * others only a trace entry (shown when `docsite.trace.server` is on), so typing does not flood the log.
 */
function logValidation(uri: string, ms: number, problems: number): void {
  const path = uriToPath(uri);
  if (!path) return;
  const line = validationLine(path, workspaceFolders, ms, problems);
  if (ms > SLOW_MS) logInfo(`${line} (slow)`);
  else connection.tracer.log(`[docsite] ${line}`);
}

/**
 * The pause before validating: longer for big documents, so that while someone types in a 10 MB
 * docs.json the worker stays free to answer completion and hover between bursts.
 */
function validationDelay(uri: string): number {
  const length = documentFor(uri)?.getText().length ?? 0;
  return VALIDATION_DELAY_MS + Math.min(2000, Math.floor(length / 5000));
}

function scheduleValidation(uri: string, delay = validationDelay(uri)): void {
  clearTimeout(pendingValidation.get(uri));
  pendingValidation.set(
    uri,
    setTimeout(() => {
      pendingValidation.delete(uri);
      void validate(uri);
    }, delay),
  );
}

function revalidateAll(): void {
  for (const document of documents.all()) scheduleValidation(document.uri);
}

/**
 * What each open document turned out to be at its last check (the worker says: working it out may
 * read docs.json, which the main thread never parses). A document not checked yet is in none.
 */
const kinds = new Map<string, DocumentKind>();

/**
 * Checks the open pages again, after a file they depend on changed in the editor; and the open
 * generated rules files (AGENTS.md, …), which go stale when docs.json changes.
 */
function recheckOpenDependents(except: string): void {
  for (const other of documents.all()) {
    const kind = kinds.get(other.uri);
    if (other.uri !== except && (kind === 'page' || kind === 'projectRules')) scheduleValidation(other.uri);
  }
}

/**
 * Checks again the open files a check named as its dependents, and those the worker has no record
 * of (a thread new since a budget stop), except a version that ran out of time: it is never parsed again.
 */
function recheckDependents(dependents: readonly string[], unrecorded: readonly string[]): void {
  if (dependents.length === 0 && unrecorded.length === 0) return;
  const [stale, unknown] = [new Set(dependents), new Set(unrecorded)];
  // By path, as the worker names them: the editor's URI of a file may be spelt otherwise.
  for (const document of documents.all()) {
    const path = uriToPath(document.uri);
    if (path === undefined) continue;
    if (stale.has(path)) scheduleValidation(document.uri);
    else if (unknown.has(path) && gate.verdict(document.uri, document.version, document.getText().length) !== 'stop') scheduleValidation(document.uri);
  }
}

/**
 * Keeps the checking threads' view of an open file in step with the editor: every file of a site
 * (page, snippet, docs.json, a part of it, a spec, `.mintignore`) is read as the editor holds it.
 */
function trackEditorText(document: TextDocument): void {
  const path = uriToPath(document.uri);
  if (path) checks.editorText(path, document.getText());
}

documents.onDidOpen((e) => {
  scheduleValidation(e.document.uri, 0);
});
documents.onDidChangeContent((e) => {
  scheduleValidation(e.document.uri);
});
documents.onDidClose((e) => {
  clearTimeout(pendingValidation.get(e.document.uri));
  pendingValidation.delete(e.document.uri);
  service.forget(e.document.uri);
  checks.forget(e.document.uri);
  const closedPath = uriToPath(e.document.uri);
  if (closedPath && checks.holds(closedPath)) {
    checks.editorText(closedPath, undefined);
    // Unsaved edits are gone with the editor: pages are checked against the disk again.
    recheckOpenDependents(e.document.uri);
  }
  const kind = kinds.get(e.document.uri);
  kinds.delete(e.document.uri);
  gate.forget(e.document.uri);
  knownSettings.delete(e.document.uri);
  const path = uriToPath(e.document.uri);
  // The whole-site check hears of every close, also of a file closed before its own check finished
  // (its kind unknown): the check may have started while the file was open, and it publishes nothing
  // for a file it holds as open.
  if (workspaceDiagnostics.running && path) workspaceDiagnostics.closed(path);
  // In workspace scope a site file's disk diagnostics replace the editor's; any other file has none,
  // and one not yet checked has its findings withdrawn until the whole-site check publishes them.
  if (!workspaceDiagnostics.running || !path || kind === undefined || kind === 'other') void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
});

connection.onDidChangeWatchedFiles((params: DidChangeWatchedFilesParams) => {
  let sitesChanged = false;
  let projectConfigChanged = false;
  const forwarded: { path: string; kind: 'created' | 'changed' | 'deleted' }[] = [];
  for (const change of params.changes) {
    const path = uriToPath(change.uri);
    if (!path) continue;
    if (change.type === FileChangeType.Created) workspace.fileCreated(path);
    else if (change.type === FileChangeType.Deleted) workspace.fileDeleted(path);
    else workspace.fileChanged(path);
    const kind = change.type === FileChangeType.Created ? 'created' : change.type === FileChangeType.Deleted ? 'deleted' : 'changed';
    if (configFileNameOf(path)) sitesChanged = true;
    if (settingsFiles.isSettingsFile(path, kind)) projectConfigChanged = true;
    forwarded.push({ path, kind });
  }
  workspaceDiagnostics.watched(forwarded);
  checks.files(
    forwarded.filter((c) => c.kind === 'created').map((c) => c.path),
    forwarded.filter((c) => c.kind === 'deleted').map((c) => c.path),
    forwarded.filter((c) => c.kind === 'changed').map((c) => c.path),
  );
  // Pages appearing or disappearing, or a file becoming an OpenAPI description, change cross-file
  // results of every open document.
  // A `.docsiterc.json` written ("Turn off … for this site"), edited or removed, a folder's `.vscode/settings.json`, or a docs root come or gone: new settings.
  if (projectConfigChanged) settingsFiles.clear();
  revalidateAll();
  if (projectConfigChanged) void applyScope(true);
  if (sitesChanged) void sites.publish();
});

/**
 * A guarded handler for a request about one open document: a request for a document that is not
 * open (closed meanwhile, or never opened) answers with `fallback`, and so does one for a version
 * whose check ran past the time budget: parsing it here would freeze the server. When the gate
 * says the version may be slow, the request first waits (asynchronously) for the worker's verdict.
 */
function onDocument<P extends { textDocument: { uri: string } }, R>(name: string, fallback: R, handler: (document: TextDocument, params: P) => R) {
  const answer = guarded(name, fallback, (params: P) => {
    const document = documentFor(params.textDocument.uri);
    return document && gate.verdict(document.uri, document.version, document.getText().length) === 'go' ? handler(document, params) : fallback;
  });
  return async (params: P, token: CancellationToken): Promise<R | ResponseError<never>> => {
    const document = documentFor(params.textDocument.uri);
    if (!document) return fallback;
    if (gate.verdict(document.uri, document.version, document.getText().length) === 'wait') await gate.settled(document.uri, document.version);
    return answer(params, token);
  };
}

/**
 * What the main thread still answers: the colours of an open docs.json and their presentations,
 * which read that open version alone (after the gate). Everything that may read beyond the open
 * version runs on the worker (workerRequests.ts) under the document's budget: completion and hover
 * (on a page they read docs.json, its OpenAPI files, the pages it links and the files it imports),
 * the outline (`.mintignore`, to know a page) and docs.json's links (the site's files), quick fixes,
 * definition and rename edits; the names of sites and their landing pages too (siteList.ts). What a
 * file is (a page, docs.json, a part of it, a spec) comes back with its check from the worker too
 * (`kinds`): working it out reads `.mintignore` and docs.json.
 */
connection.onDocumentColor(onDocument('document colors', [], (d) => service.documentColors(d)));
connection.onColorPresentation(onDocument('color presentation', [], (d, p) => service.colorPresentations(d, p.color, p.range)));
/** `docsite.redirects.onMove` of a docs.json's folder; `always` (the default) without pulled settings. */
const redirectsOnMove = async (configUri: string): Promise<string> => {
  if (!canPullConfiguration) return 'always';
  const docsite: unknown = await connection.workspace.getConfiguration({ scopeUri: configUri, section: 'docsite' }).catch(() => undefined);
  const value = (docsite as { redirects?: { onMove?: unknown } } | undefined)?.redirects?.onMove;
  return value === 'ask' || value === 'never' ? value : 'always';
};
/** What a request of the table sends the worker with a document: the settings it was checked with, what the client can do. */
const contextOf = (uri: string) => ({ settings: knownSettings.get(uri) ?? resolveSettings({}), createFiles: canCreateFiles, extensionCommands: byExtension });
// Registers the requests of the table (requestTable.ts): completion, hover, outline, links, CodeLens, quick fixes, definition and the sites' requests.
const onWorker = workerRequests({ connection, documents, checks, gate, budgetOf, logFailure, workspaceFolders: () => workspaceFolders, sitesFound: sites.found, redirectsOnMove, contextOf });
connection.workspace.onWillRenameFiles(onWorker.renameEdits);
connection.onRequest(RedirectEditsRequest, onWorker.redirectEdits);
connection.onRequest(GitShowRequest, onWorker.gitShow);

documents.listen(connection);
connection.listen();
