/**
 * The language server's work on workspace content, on a worker thread (validationWorker.ts) under a
 * time budget (budgetedWorker.ts): open-document checks, quick fixes, go to definition and the edits
 * of a page rename. Each of them parses (the page, the pages they read, docs.json, specs), and the MDX
 * parser cannot be interrupted; so the server's main thread never runs them and stays free for
 * completion and hover. A job that runs past its budget, or a thread that dies (out of memory), costs
 * that one answer: the server says "not checked" and never redoes the work itself; the next job
 * starts a fresh thread.
 */
import * as path from 'node:path';
import type { CodeAction, Diagnostic, Location, Position, Range, WorkspaceEdit } from 'vscode-languageserver-types';
import type { DocsiteSettings } from '../../service/src';
import { BudgetedWorker, type JobOutcome } from './budgetedWorker';
import type { ToValidator } from './validationMessages';
import { workerOldGenerationMb } from './workerMemory';

/**
 * Same young-generation bound as the workspace worker (parse garbage is collected early); the old
 * generation has room for a 10 MB docs.json open in the editor, or specs up to the size Docsite
 * reads (openapi/cache.ts).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: workerOldGenerationMb(768) };

/** One version of an open document, as the editor holds it. */
export interface DocumentSnapshot {
  uri: string;
  languageId: string;
  version: number;
  text: string;
}

export interface CheckJob extends DocumentSnapshot {
  settings: DocsiteSettings;
}

/** The quick fixes for a range of an open document (the worker reuses its parse of that version). */
export interface CodeActionJob {
  document: DocumentSnapshot;
  settings: DocsiteSettings;
  range: Range;
  diagnostics: Diagnostic[];
  createFiles: boolean;
}

/** The edits for pages or folders being renamed: navigation in each docs.json, links in every page. */
export interface RenameJob {
  /** Each docs.json (or mint.json) concerned, with the editor's text when it is open. */
  configs: { uri: string; text?: string }[];
  renames: { oldPath: string; newPath: string }[];
  /** Open documents' texts by path: pages and `$ref`d parts are read as the editor holds them. */
  openTexts: Record<string, string>;
}

/** Go to definition: a link's target page is parsed for the heading a `#fragment` names. */
export interface DefinitionJob {
  document: DocumentSnapshot;
  position: Position;
}

export type ServerJob =
  | { kind: 'check'; job: CheckJob }
  | { kind: 'codeActions'; job: CodeActionJob }
  | { kind: 'definition'; job: DefinitionJob }
  | { kind: 'rename'; job: RenameJob };

export type CheckOutcome = JobOutcome<Diagnostic[]>;

export class ValidationThread {
  private readonly worker: BudgetedWorker<ServerJob, unknown>;
  /** Open OpenAPI files' texts: a fresh worker (after a stopped check) gets them again. */
  private readonly specTexts = new Map<string, string>();

  constructor(
    /** The default budget of a check; check() may give another. */
    readonly budgetMs: number,
    logFailure: (where: string, error: unknown) => void,
    script = path.join(__dirname, 'validationWorker.js'),
  ) {
    this.worker = new BudgetedWorker(script, WORKER_LIMITS, logFailure, (post) => {
      for (const [specPath, text] of this.specTexts) post({ type: 'spec', path: specPath, text } satisfies ToValidator);
    });
  }

  /** Checks one document version; a version still queued is superseded by a newer one. */
  check(job: CheckJob, budgetMs = this.budgetMs): Promise<CheckOutcome> {
    return this.worker.run(job.uri, { kind: 'check', job }, budgetMs) as Promise<CheckOutcome>;
  }

  /** The quick fixes for a range; a request still queued for the same document is superseded. */
  codeActions(job: CodeActionJob, budgetMs: number): Promise<JobOutcome<CodeAction[]>> {
    return this.worker.run(`codeActions ${job.document.uri}`, { kind: 'codeActions', job }, budgetMs) as Promise<JobOutcome<CodeAction[]>>;
  }

  /** Where the reference at a position leads; a request still queued for the same document is superseded. */
  definition(job: DefinitionJob, budgetMs: number): Promise<JobOutcome<Location | null>> {
    return this.worker.run(`definition ${job.document.uri}`, { kind: 'definition', job }, budgetMs) as Promise<JobOutcome<Location | null>>;
  }

  /** The edits that go with a rename of pages or folders. */
  renameEdits(job: RenameJob, budgetMs: number): Promise<JobOutcome<WorkspaceEdit>> {
    return this.worker.run('rename', { kind: 'rename', job }, budgetMs) as Promise<JobOutcome<WorkspaceEdit>>;
  }

  /** An open OpenAPI file's text (undefined: closed), for checks of the pages that use it. */
  spec(specPath: string, text: string | undefined): void {
    if (this.specTexts.get(specPath) === text) return;
    if (text === undefined) this.specTexts.delete(specPath);
    else this.specTexts.set(specPath, text);
    this.worker.post({ type: 'spec', path: specPath, text } satisfies ToValidator);
  }

  forget(uri: string): void {
    this.worker.post({ type: 'forget', uri } satisfies ToValidator);
  }

  /** The watcher saw files appear, go or change; a worker started later scans the disk itself. */
  files(created: string[], deleted: string[], changed: string[]): void {
    if (created.length || deleted.length || changed.length) this.worker.post({ type: 'files', created, deleted, changed } satisfies ToValidator);
  }

  dispose(): void {
    this.worker.dispose();
  }
}
