/**
 * The language server's work on workspace content, on a worker thread (validationWorker.ts; rename
 * edits on a second one) under a time budget (budgetedWorker.ts): open-document checks, the requests
 * of the table (requestTable.ts: completion, hover, the outline and links of an open document, quick
 * fixes, go to definition, a site's landing page…) and the edits of a page rename. Each of them parses (the page, the pages they read, docs.json, specs), and the MDX
 * parser cannot be interrupted; so the server's main thread never runs them and stays free. A job
 * that runs past its budget, or a thread that dies (out of memory), costs that one answer: the
 * server says "not checked" (or answers empty) and never redoes the work itself; the next job starts
 * a fresh thread.
 */
import * as path from 'node:path';
import type { Diagnostic, WorkspaceEdit } from 'vscode-languageserver-types';
import type { DocumentKind } from '../../service/src';
import type { DocsiteSettings } from '../../site/src';
import { BudgetedWorker, EditorTexts, type JobOutcome } from '../../host/src';
import type { ToValidator } from './validationMessages';
import { workerOldGenerationMb } from './workerMemory';
import type { DocumentSnapshot, RequestTarget } from './requestRow';
import type { ParamsOf, RequestJob, RequestName, ResultOf } from './requestTable';

/**
 * Same young-generation bound as the workspace worker (parse garbage is collected early); the old
 * generation has room for a 10 MB docs.json open in the editor, or specs up to the size Docsite
 * reads (openapi/cache.ts).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: workerOldGenerationMb(768) };

export interface CheckJob extends DocumentSnapshot {
  settings: DocsiteSettings;
}

/** The edits for pages or folders being renamed: navigation in each docs.json, links in every page. */
export interface RenameJob {
  /** Each docs.json (or mint.json) concerned, with the editor's text when it is open. */
  configs: { uri: string; text?: string }[];
  renames: { oldPath: string; newPath: string }[];
  /** Open documents' texts by path: pages and `$ref`d parts are read as the editor holds them. */
  openTexts: Record<string, string>;
  /** The redirects from the old routes: none, added to the edits, or alone (languageService `renameEdits`). */
  redirects?: 'none' | 'add' | 'only';
}

/** A site's docs.json (the editor's text when open), read for the site's name and layout. */
export interface SiteJob {
  configPath: string;
  text?: string;
}

/** What the list of sites shows of one (server/src/siteList.ts). */
export interface SiteSummary {
  name?: string;
  layout: 'today' | 'legacy';
}

/** A page's text at a commit, for the left side of "Open source diff since translation". */
export interface GitShowJob {
  path: string;
  commit: string;
}

/**
 * What the worker is posted: a request of the table (requestTable.ts: its dispatch needs no case
 * here), or one of the jobs that differ in more than their answer (see the table's header).
 */
export type ServerJob =
  | { kind: 'request'; job: RequestJob }
  | { kind: 'check'; job: CheckJob }
  | { kind: 'rename'; job: RenameJob }
  | { kind: 'site'; job: SiteJob }
  | { kind: 'gitShow'; job: GitShowJob };

/** A check's findings, and what the file turned out to be (the main thread never works that out: it may read docs.json). */
export interface CheckResult {
  diagnostics: Diagnostic[];
  kind: DocumentKind;
  /**
   * The open files (paths) whose last check read something of this file that reads differently now
   * (validationWorker.ts `dependentsOf`): the server checks them again, and only them.
   */
  dependents: string[];
  /** The open files this thread has no record of (it is new since a budget stop): checked again too, unless out of time. */
  unrecorded: string[];
}

export type CheckOutcome = JobOutcome<CheckResult>;

/**
 * Requests someone waits on go before queued checks (of other documents, or after a spec edit, of
 * every open page): a check of the same version is reused by them or reuses their parse. A request
 * on a version whose check may be slow waits for that check first (checkGate.ts).
 */
const AHEAD = { ahead: true };

export class ValidationThread {
  private readonly worker: BudgetedWorker<ServerJob, unknown>;
  /**
   * The edits of a rename parse every page of the site, as long as a whole-site pass: they get a
   * thread of their own, so completion and checks never wait behind them (nor they behind a check).
   */
  private readonly renames: BudgetedWorker<ServerJob, unknown>;
  /** The open files' texts, one stream to both threads: a fresh worker (after a stopped check) gets them again. */
  private readonly editorTexts = new EditorTexts();
  /** Makes the keys of jobs that no later call may supersede. */
  private calls = 0;

  constructor(
    /** The default budget of a check; check() may give another. */
    readonly budgetMs: number,
    logFailure: (where: string, error: unknown) => void,
    script = path.join(__dirname, 'validationWorker.js'),
  ) {
    this.worker = new BudgetedWorker(script, WORKER_LIMITS, logFailure, this.editorTexts.replay);
    this.renames = new BudgetedWorker(script, WORKER_LIMITS, logFailure, this.editorTexts.replay);
    this.editorTexts.feed(this.worker);
    this.editorTexts.feed(this.renames);
  }

  /** Checks one document version; a version still queued is superseded by a newer one. */
  check(job: CheckJob, budgetMs = this.budgetMs): Promise<CheckOutcome> {
    return this.worker.run(job.uri, { kind: 'check', job }, budgetMs) as Promise<CheckOutcome>;
  }

  /**
   * A request of the table (requestTable.ts), ahead of queued checks. One about a document
   * supersedes the same request still queued for that document (the editor asks again as the
   * cursor moves); one about a site is always answered (the views ask for their own sites).
   */
  request<K extends RequestName>(name: K, target: RequestTarget, params: ParamsOf<K>, budgetMs: number): Promise<JobOutcome<ResultOf<K>>> {
    const key = target.scope === 'document' ? `${name} ${target.document.uri}` : `${name} ${target.configPath} ${++this.calls}`;
    const job: RequestJob<K> = { name, target, params };
    // The worker answers a request job with its row's result (answerRequest): the one cast of them all.
    return this.worker.run(key, { kind: 'request', job }, budgetMs, AHEAD) as Promise<JobOutcome<ResultOf<K>>>;
  }

  /** A site's name and layout; every call is answered (none supersedes another). */
  site(job: SiteJob, budgetMs: number): Promise<JobOutcome<SiteSummary>> {
    return this.worker.run(`site ${job.configPath} ${++this.calls}`, { kind: 'site', job }, budgetMs, AHEAD) as Promise<JobOutcome<SiteSummary>>;
  }

  /** A page's text at a commit (null: not a page, not a commit, too big); every call is answered. */
  gitShow(job: GitShowJob, budgetMs: number): Promise<JobOutcome<string | null>> {
    return this.worker.run(`gitShow ${job.path} ${++this.calls}`, { kind: 'gitShow', job }, budgetMs, AHEAD) as Promise<JobOutcome<string | null>>;
  }

  /** The edits that go with a rename of pages or folders. */
  renameEdits(job: RenameJob, budgetMs: number): Promise<JobOutcome<WorkspaceEdit>> {
    return this.renames.run('rename', { kind: 'rename', job }, budgetMs) as Promise<JobOutcome<WorkspaceEdit>>;
  }

  /**
   * An open file's text as the editor holds it (undefined: closed), for every check that reads it:
   * a page linking to its headings, a page importing it, pages judged against an unsaved docs.json.
   * Unchanged texts are not posted again.
   */
  editorText(filePath: string, text: string | undefined): void {
    this.editorTexts.set(filePath, text);
  }

  /** Whether the workers read `filePath` as the editor holds it. */
  holds(filePath: string): boolean {
    return this.editorTexts.holds(filePath);
  }

  forget(uri: string): void {
    this.worker.post({ type: 'forget', uri } satisfies ToValidator);
  }

  /** The watcher saw files appear, go or change; a worker started later scans the disk itself. */
  files(created: string[], deleted: string[], changed: string[]): void {
    if (!created.length && !deleted.length && !changed.length) return;
    for (const worker of [this.worker, this.renames]) worker.post({ type: 'files', created, deleted, changed } satisfies ToValidator);
  }

  dispose(): void {
    this.worker.dispose();
    this.renames.dispose();
  }
}
