/**
 * The requests the server answers on its validation worker (validationThread.ts), one row each:
 * the method it serves, what the editor gets when the worker cannot answer, and what the worker runs.
 * The job the server posts, the worker's dispatch (answerRequest) and the server's registration and
 * capabilities (workerRequests.ts `registerWorkerRequests`) all come from this table: a new request
 * is a service method and a row here.
 *
 * Not rows, as they differ in more than their answer: a document's check (keyed by document, not
 * ahead of other jobs, its result drives publishing and the gate: server.ts `validate`), rename
 * edits (a thread of their own, several docs.json, a warning to the user when stopped), a site's
 * name (asked by the server itself for each site it finds, never by the client: siteList.ts) and
 * `docsite/gitShow` (about any file inside a workspace folder, open or not, of no site found in
 * advance: workerRequests.ts `gitShow`).
 */
import type { CodeActionRequest, CodeLensRequest, CompletionRequest, DefinitionRequest, DocumentLinkRequest, DocumentSymbolRequest, HoverRequest } from 'vscode-languageserver/node';
import { type LlmsPreview } from '../../service/src';
import { type TranslationsView } from '../../site/src';
import { pathToUri } from '../../common/src';
import { AgentFilesRequest, LandingPageRequest, TranslationsRequest, type AgentFilesParams, type LandingPageParams, type TranslationsParams } from './protocol';
import { documentRequest, siteRequest, type Docsite, type Lsp, type RequestTarget, type RequestWorker, type WorkerRequest } from './requestRow';
import { withoutExtensionCommands } from './standardActions';

const ROWS = {
  completion: documentRequest<Lsp<typeof CompletionRequest>>({
    method: 'textDocument/completion',
    what: 'completion',
    fallback: null,
    capability: { completionProvider: { triggerCharacters: ['"', ':', '<', ' ', '/', '#'], resolveProvider: false } },
    answer: ({ service }, document, params, { settings }) => service.complete(document, params.position, settings),
  }),
  hover: documentRequest<Lsp<typeof HoverRequest>>({
    method: 'textDocument/hover',
    what: 'hover',
    fallback: null,
    capability: { hoverProvider: true },
    answer: ({ service }, document, params, { settings }) => service.hover(document, params.position, settings),
  }),
  documentSymbols: documentRequest<Lsp<typeof DocumentSymbolRequest>>({
    method: 'textDocument/documentSymbol',
    what: 'document symbols',
    fallback: [],
    capability: { documentSymbolProvider: true },
    answer: ({ service }, document) => service.documentSymbols(document),
  }),
  codeLenses: documentRequest<Lsp<typeof CodeLensRequest>>({
    method: 'textDocument/codeLens',
    what: 'code lenses',
    fallback: [],
    capability: { codeLensProvider: { resolveProvider: false } },
    answer: ({ service }, document) => service.codeLenses(document),
  }),
  documentLinks: documentRequest<Lsp<typeof DocumentLinkRequest>>({
    method: 'textDocument/documentLink',
    what: 'document links',
    fallback: [],
    capability: { documentLinkProvider: { resolveProvider: false } },
    answer: ({ service }, document) => service.documentLinks(document),
  }),
  codeActions: documentRequest<Lsp<typeof CodeActionRequest>>({
    method: 'textDocument/codeAction',
    what: 'quick fixes',
    fallback: [],
    capability: { codeActionProvider: { codeActionKinds: ['quickfix', 'refactor.rewrite'] } },
    answer: (worker, document, params, { settings, createFiles, extensionCommands }) => {
      // The version's last findings, when the worker kept them: the fix-all needs every finding of the file.
      const actions = worker.service.codeActions(document, params.range, params.context.diagnostics, settings, { createFiles }, worker.findingsOf(document));
      return extensionCommands ? actions : withoutExtensionCommands(actions);
    },
  }),
  definition: documentRequest<Lsp<typeof DefinitionRequest>>({
    method: 'textDocument/definition',
    what: 'definition',
    fallback: null,
    capability: { definitionProvider: true },
    answer: ({ service }, document, params) => service.definition(document, params.position),
  }),
  landingPage: siteRequest<Docsite<typeof LandingPageRequest, LandingPageParams, string | null>>({
    method: LandingPageRequest,
    what: 'landing page',
    fallback: null,
    answer: ({ service }, configPath) => {
      const page = service.landingPage(configPath);
      return page ? pathToUri(page) : null;
    },
  }),
  translations: siteRequest<Docsite<typeof TranslationsRequest, TranslationsParams, TranslationsView[] | null>>({
    method: TranslationsRequest,
    what: 'translation coverage',
    fallback: null,
    answer: (worker, configPath) => worker.translations(configPath),
  }),
  agentFiles: siteRequest<Docsite<typeof AgentFilesRequest, AgentFilesParams, LlmsPreview | null>>({
    method: AgentFilesRequest,
    what: 'llms.txt',
    fallback: null,
    answer: ({ service }, configPath) => service.agentFiles(configPath),
  }),
};

type Rows = typeof ROWS;
export type RequestName = keyof Rows;
export type ParamsOf<K extends RequestName> = Rows[K] extends WorkerRequest<infer P, infer _R> ? P : never;
export type ResultOf<K extends RequestName> = Rows[K] extends WorkerRequest<infer _P, infer R> ? R : never;

/** The table, typed so that a row and a job of the same name agree (no cast in the dispatch). */
export const WORKER_REQUESTS: { readonly [K in RequestName]: WorkerRequest<ParamsOf<K>, ResultOf<K>> } = ROWS;

/** Whether a name is a row's: own keys only, so `toString` or `__proto__` never reach a row. */
export const isRequestName = (name: unknown): name is RequestName => typeof name === 'string' && Object.hasOwn(WORKER_REQUESTS, name);

export const REQUEST_NAMES: readonly RequestName[] = Object.keys(WORKER_REQUESTS).filter(isRequestName);

/** A job for the worker: the row's name, what the request is about, and the editor's params. */
export interface RequestJob<K extends RequestName = RequestName> {
  name: K;
  target: RequestTarget;
  params: ParamsOf<K>;
}

/**
 * The worker's dispatch: the row the job names answers it. A name the table does not hold (a
 * server and a worker of different builds) fails the job, and the request gets its fallback.
 */
export function answerRequest<K extends RequestName>(worker: RequestWorker, job: RequestJob<K>): ResultOf<K> | Promise<ResultOf<K>> {
  if (!isRequestName(job.name)) throw new Error(`unknown request ${JSON.stringify(job.name)}`);
  return WORKER_REQUESTS[job.name].run(worker, job.target, job.params);
}
