/**
 * The language server's open-document checks, on a worker thread (validationWorker.ts) under a time
 * budget (budgetedWorker.ts): one pathological page costs its own findings, never the server's
 * responsiveness, because the main thread never runs a check and stays free for completion and hover.
 */
import * as path from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { DocsiteSettings } from '../../service/src';
import { BudgetedWorker, type JobOutcome } from './budgetedWorker';
import type { ToValidator } from './validationMessages';

/**
 * Same young-generation bound as the workspace worker (parse garbage is collected early); the old
 * generation has room for a 10 MB docs.json open in the editor.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 768 };

export interface CheckJob {
  uri: string;
  languageId: string;
  version: number;
  text: string;
  settings: DocsiteSettings;
}

export type CheckOutcome = JobOutcome<Diagnostic[]>;

export class ValidationThread {
  private readonly worker: BudgetedWorker<CheckJob, Diagnostic[]>;
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
    return this.worker.run(job.uri, job, budgetMs);
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
