/**
 * A language service whose checks record what they read of other files, and the answers that say
 * whether a recorded check still holds: the one dependency record (dependencies.ts) as the editor's
 * validation thread and `docsite check`'s workers use it. Each host used to assemble it from five
 * parts (an overlay of unsaved texts, the recording workspace, the text hasher, the answers and the
 * service's summaries); now it owns one of these, and the parts stay inside the service.
 */
import type { DocsWorkspace } from '../../../site/src';
import { createLanguageService, type DocsLanguageService, serviceSummaries } from '../languageService';
import { WHOLE_SITE_SPARE_PARSES, type ErrorReporter, type ServiceOptions } from '../serviceTypes';
import { DependencyAnswers, type DependencyRecord } from './dependencies';
import { OverlayWorkspace } from './overlay';
import { RecordingWorkspace, TextHasher, type Dependencies, type Summaries } from './recording';

export interface RecordedChecksOptions extends Omit<ServiceOptions, 'spareParses'> {
  /** Record what each check reads (`recorded` returns it); without, checks run unrecorded. */
  readonly record?: boolean;
  /** A rule's internal failure (ErrorReporter); without one, it propagates from the check. */
  readonly reportError?: ErrorReporter;
  /**
   * A check of every file of a site, one after the other (`docsite check`): keep the parses of
   * linked pages made for their anchors for those pages' own checks (WHOLE_SITE_SPARE_PARSES).
   */
  readonly wholeSite?: boolean;
  /**
   * How the answers that summarize many files are worked out, given the service's own: a host that
   * must not parse (the CLI deciding on its main thread which cached results hold) throws instead.
   */
  readonly summaries?: (own: Summaries) => Summaries;
}

export class RecordedChecks {
  readonly service: DocsLanguageService;
  /** The files as checks read them: the base workspace, but for the texts set here. */
  private readonly overlay: OverlayWorkspace;
  private readonly recorder: RecordingWorkspace | undefined;
  private readonly hasher = new TextHasher();
  private readonly summaries: Summaries;
  /** The answers of a run over files that do not change (`stillHolds`, `refreshed`): each worked out once. */
  private runAnswers: DependencyAnswers | undefined;

  constructor(base: DocsWorkspace, options: RecordedChecksOptions = {}) {
    const { record = true, reportError, wholeSite, summaries, ...serviceOptions } = options;
    this.overlay = new OverlayWorkspace(base);
    // A linked page's anchors come from the parse its link checks make (the service's anchor
    // cache), so asking again whether a record holds parses no page the check already parsed.
    const own = serviceSummaries(() => this.service);
    this.summaries = summaries ? summaries(own) : own;
    this.recorder = record ? new RecordingWorkspace(this.overlay, this.summaries) : undefined;
    this.service = createLanguageService(this.recorder ?? this.overlay, reportError, { ...serviceOptions, ...(wholeSite && { spareParses: WHOLE_SITE_SPARE_PARSES }) });
  }

  /** Whether checks record what they read (RecordedChecksOptions.record). */
  get recording(): boolean {
    return this.recorder !== undefined;
  }

  /** Holds `text` as the file at `path` for every read, other files' checks included (an editor's unsaved text, an agent's). */
  setText(path: string, text: string): void {
    this.overlay.setOpen(path, text);
  }

  /** Reads `path` from the base workspace again. */
  dropText(path: string): void {
    this.overlay.close(path);
  }

  /** Runs `check` as the check of `path`, with what it read of other files (none when not recording). */
  recorded<T>(path: string, check: () => T): { value: T; deps?: Dependencies } {
    if (!this.recorder) return { value: check() };
    this.recorder.start(path);
    let value: T;
    try {
      value = check();
    } catch (e) {
      // A check that failed leaves no record (the host checks the file again), and the next check starts a record of its own.
      this.recorder.stop();
      throw e;
    }
    return { value, deps: this.recorder.stop() };
  }

  /** The hash the record keeps of a file's text (a cached result is reused only for the same text). */
  hash(path: string, text: string | undefined): string {
    return this.hasher.hash(path, text);
  }

  /** Whether every recorded answer is still the answer, in a run over files that do not change. */
  stillHolds(deps: Dependencies): boolean {
    return this.answersOfRun().holdAll(deps);
  }

  /** The record as it would be written today, when some answer has a new form (DependencyAnswers.refreshed). */
  refreshed(deps: Dependencies): Dependencies | undefined {
    return this.answersOfRun().refreshed(deps);
  }

  /**
   * The files of `record` whose recorded answers about `paths` read differently now. Asked anew on
   * each call: between two calls the editor's texts change.
   */
  staleIn(record: DependencyRecord, paths: readonly string[], cameOrWent: boolean): string[] {
    return record.stale(paths, cameOrWent, new DependencyAnswers(this.overlay, this.hasher, this.summaries));
  }

  private answersOfRun(): DependencyAnswers {
    return (this.runAnswers ??= new DependencyAnswers(this.overlay, this.hasher, this.summaries));
  }
}
