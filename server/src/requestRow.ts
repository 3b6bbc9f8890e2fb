/**
 * The shape of one row of the request table (requestTable.ts): a request the server answers on its
 * validation worker. A row says which method it serves, what the editor gets when the worker cannot
 * answer, and what the worker runs; the job type, the worker's dispatch and the server's
 * registration are all derived from the table, so a new request is a service method and a row.
 *
 * Types only come from the protocol package: the worker's bundle imports this file and the table,
 * and the protocol's code would add 130 KB to a thread that starts again after every budget stop.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { RequestType, ServerCapabilities } from 'vscode-languageserver/node';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { DocsLanguageService } from '../../service/src';
import type { DocsiteSettings, TranslationsView } from '../../site/src';

/** One version of an open document, as the editor holds it. */
export interface DocumentSnapshot {
  uri: string;
  languageId: string;
  version: number;
  text: string;
}

/**
 * What a request is about, as the main thread found it: an open document's version (checked in
 * time: checkGate.ts), or a site the server found in the workspace (so a request never makes the
 * worker read a folder outside it).
 */
export type RequestTarget = { scope: 'document'; document: DocumentSnapshot; context: RequestContext } | { scope: 'site'; configPath: string };

/** What the main thread knows of a document and the worker does not, sent with every request about it. */
export interface RequestContext {
  /** The settings the document was last checked with. */
  settings: DocsiteSettings;
  /** The client applies CreateFile in a WorkspaceEdit: only then is "Create page" offered. */
  createFiles: boolean;
  /** The client is the extension's, which runs the quick fixes that only call its commands (otherEditors.ts). */
  extensionCommands: boolean;
}

/** What the worker holds for the handlers: its service, and what only it keeps (validationWorker.ts). */
export interface RequestWorker {
  readonly service: DocsLanguageService;
  /** The findings of this version's last check, if the worker still has them (a fix-all reads them all). */
  findingsOf(document: TextDocument): readonly Diagnostic[] | undefined;
  /** A site's translation coverage, with the stale translations read from git (cached per site and HEAD). */
  translations(configPath: string): Promise<TranslationsView[]>;
}

/** A request's method and the types of its params and answer. */
export interface Signature {
  method: string;
  params: unknown;
  result: unknown;
}

/** The signature of a custom request (server/src/protocol.ts). */
export interface Docsite<M extends string, P, R> {
  method: M;
  params: P;
  result: R;
}

/** The signature of a standard LSP request, read from its namespace: `Lsp<typeof HoverRequest>`. */
export type Lsp<N extends { method: string; type: unknown }> =
  N['type'] extends RequestType<infer P, infer R, infer _E> ? { method: N['method']; params: P; result: R } : never;

type Answer<R> = R | Promise<R>;

/** A row, as the server and the worker use it (built by documentRequest or siteRequest). */
export interface WorkerRequest<P, R> {
  method: string;
  scope: RequestTarget['scope'];
  /** Named so in the output channel: "<file>: <what> stopped after …". */
  what: string;
  /** The answer when the worker cannot give one: the version's check ran out of time, the job did, or it failed. */
  fallback: R;
  /** What the server declares in its `initialize` answer for it (none for a `docsite/…` request). */
  capability?: ServerCapabilities;
  /** The URI the request is about: the document's, or the site's docs.json (main thread). */
  subject(params: P): string;
  /** What the worker runs. */
  run(worker: RequestWorker, target: RequestTarget, params: P): Answer<R>;
}

interface RowFields<S extends Signature> {
  method: S['method'];
  what: string;
  fallback: S['result'];
  capability?: ServerCapabilities;
}

/** The fields a row gives as they are, whatever it is about. */
function rowFields<S extends Signature>(row: RowFields<S>): RowFields<S> {
  return { method: row.method, what: row.what, fallback: row.fallback, capability: row.capability };
}

/** A request about one open document (`textDocument` in its params), answered on the version the editor holds. */
export function documentRequest<S extends Signature & { params: { textDocument: { uri: string } } }>(
  row: RowFields<S> & { answer(worker: RequestWorker, document: TextDocument, params: S['params'], context: RequestContext): Answer<S['result']> },
): WorkerRequest<S['params'], S['result']> {
  return {
    ...rowFields(row),
    scope: 'document',
    subject: (params) => params.textDocument.uri,
    run(worker, target, params) {
      if (target.scope !== 'document') throw new Error(`${row.method} is about a document, not a site`);
      const { uri, languageId, version, text } = target.document;
      return row.answer(worker, TextDocument.create(uri, languageId, version, text), params, target.context);
    },
  };
}

/** A request about one site of the workspace (`configUri` in its params: its docs.json or mint.json). */
export function siteRequest<S extends Signature & { params: { configUri: string } }>(
  row: RowFields<S> & { answer(worker: RequestWorker, configPath: string, params: S['params']): Answer<S['result']> },
): WorkerRequest<S['params'], S['result']> {
  return {
    ...rowFields(row),
    scope: 'site',
    subject: (params) => params.configUri,
    run(worker, target, params) {
      if (target.scope !== 'site') throw new Error(`${row.method} is about a site, not a document`);
      return row.answer(worker, target.configPath, params);
    },
  };
}
