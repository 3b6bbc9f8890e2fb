/**
 * Checks single files for `docsite check`, in each worker thread (checkWorker.ts): read, validate
 * with the language service, sort in reading order.
 * With `record`, also returns what each result depended on (see recording.ts) for `--cache`.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import { FsWorkspace, readTextFile, type TextRead } from '../../host/src';
import { type DocsLanguageService, Dependencies, RecordedChecks, type FactsStore } from '../../service/src';
import { DocsiteSettings } from '../../site/src';
import { pathToUri } from '../../common/src';
import type { CacheEntry, KeptFacts, NewFacts } from './checkCache';

export interface WorkItem {
  path: string;
  languageId: string;
  /** The cached result of this file, reused when it still holds (`--cache`). */
  cached?: CacheEntry;
  /**
   * Unsaved text to check as if it were the file at `path` (`docsite mcp`): read instead of the
   * disk, and by every other page's question about this file, as an editor's open document is.
   */
  text?: string;
  /** Which of the run's settings sets the file is checked with (its site's; parallelCheck.ts): the first when unset. */
  settings?: number;
}

/**
 * `reused`: the result came from the cache, still valid (its record is the cached one, sent back
 * only when refreshed: RecordedChecks.refreshed). `facts`: what the parses of this check (or
 * of deciding that its cached result holds) gave, by text hash, for the cache; `specParses`: how
 * many OpenAPI texts it parsed (what the cache spared is observable: none, for a spec whose facts
 * were kept); `pageParses`: how many page texts it parsed (its own, linked pages, snippets).
 */
export type ItemOutcome =
  | { kind: 'checked'; diagnostics: Diagnostic[]; errors: string[]; hash?: string; deps?: Dependencies; reused?: boolean; facts?: NewFacts; specParses?: number; pageParses?: number }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'notChecked'; detail: string };

/**
 * How much text (UTF-16 in memory) one worker keeps (FsWorkspace's keepTextBytes): files do not
 * change while a run lasts, so each is read once. docs.json and the files it `$ref`s are read again
 * for each page to see whether the site model is current, the OpenAPI files for each endpoint page,
 * and every page of the site for each snippet (SnippetUsers). Several times the largest corpus site.
 */
export const KEPT_TEXT_BYTES = 128 * 1024 * 1024;

export class ItemChecker {
  readonly workspace: FsWorkspace = new FsWorkspace(KEPT_TEXT_BYTES);
  /**
   * The service over the disk, but for the one item whose unsaved text is being checked; with
   * `record`, what each check reads is recorded, and whether a cached result still holds is asked
   * here, under the page's time budget like the check it saves (asking a recorded question again
   * may parse a linked page for its anchors). Files do not change during a run, so each answer is
   * worked out once per worker.
   */
  private readonly checks: RecordedChecks;
  private readonly service: DocsLanguageService;
  private errors: string[] = [];
  /** What parses gave while working on the current item, handed back with its outcome. */
  private newFacts: NewFacts = { specs: [], imports: [] };

  /** `settings`: the run's settings sets, one per distinct site settings; `kept`: what the cache kept of earlier runs' parses, by text hash. */
  constructor(
    private readonly settings: readonly DocsiteSettings[],
    record: boolean,
    kept?: KeptFacts,
  ) {
    /** A store over the kept facts that hands what is new to the current item's outcome. */
    const store = <K extends keyof NewFacts>(kind: K): FactsStore<NewFacts[K][number][1]> | undefined => {
      if (!kept) return undefined;
      const known = new Map(Object.entries(kept[kind]));
      return {
        get: (hash) => known.get(hash),
        put: (hash, value) => {
          known.set(hash, value);
          (this.newFacts[kind] as [string, typeof value][]).push([hash, value]);
        },
      };
    };
    this.checks = new RecordedChecks(this.workspace, {
      record,
      reportError: (where, e) => this.errors.push(`${where}: ${e instanceof Error ? e.message : String(e)}`),
      specFacts: store('specs'),
      importFacts: store('imports'),
      wholeSite: true,
    });
    this.service = this.checks.service;
  }

  /**
   * Builds the site models of these docs.json files now, while the main thread is still settling
   * results from the cache, so that the first page sent here does not pay for them. Only a head
   * start: each check asks for its model as before, and what a model read is recorded there.
   */
  warm(configs: readonly string[]): void {
    for (const config of configs) {
      try {
        this.service.siteModel(config);
      } catch {
        // The file's own check meets the same failure and reports it.
      }
    }
    this.errors = [];
  }

  check(item: WorkItem): ItemOutcome {
    if (item.text === undefined) return this.checkRead(item, readTextFile(item.path));
    this.checks.setText(item.path, item.text);
    try {
      return this.checkRead(item, { ok: true, text: item.text });
    } finally {
      this.checks.dropText(item.path);
    }
  }

  private checkRead(item: WorkItem, read: TextRead): ItemOutcome {
    if (!read.ok) return read.reason === 'unreadable' ? { kind: 'unreadable', reason: read.detail } : { kind: 'notChecked', detail: read.detail };
    this.newFacts = { specs: [], imports: [] };
    const pageParsesBefore = this.service.parses().pages;
    if (item.cached && this.checks.recording) {
      const hash = this.checks.hash(item.path, read.text);
      // Asking the import-graph question again may parse the pages whose text changed: their facts count.
      if (item.cached.hash === hash && this.checks.stillHolds(item.cached.deps)) {
        // Its record is the main thread's already: sent back only when an answer has a new form.
        const deps = this.checks.refreshed(item.cached.deps);
        return { kind: 'checked', diagnostics: item.cached.diagnostics, errors: [], hash, reused: true, pageParses: this.service.parses().pages - pageParsesBefore, ...(deps && { deps }), ...this.takeFacts() };
      }
    }
    const document = TextDocument.create(pathToUri(item.path), item.languageId, 1, read.text);
    this.errors = [];
    const parsesBefore = this.service.parses().apiSpecs;
    const { value: found, deps } = this.checks.recorded(item.path, () => this.service.validate(document, this.settings[item.settings ?? 0]));
    // Reported in reading order, whatever order the rules ran in.
    const diagnostics = found.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
    this.service.forget(document.uri);
    const outcome: ItemOutcome = { kind: 'checked', diagnostics, errors: this.errors, specParses: this.service.parses().apiSpecs - parsesBefore, pageParses: this.service.parses().pages - pageParsesBefore };
    Object.assign(outcome, this.takeFacts());
    if (deps) {
      outcome.deps = deps;
      outcome.hash = this.checks.hash(item.path, read.text);
    }
    return outcome;
  }

  /** The new facts, if any, as a part of an outcome. */
  private takeFacts(): { facts?: NewFacts } {
    const facts = this.newFacts;
    return facts.specs.length || facts.imports.length ? { facts } : {};
  }
}
