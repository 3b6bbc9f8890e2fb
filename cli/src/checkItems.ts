/**
 * Checks single files for `docsite check`, in each worker thread (checkWorker.ts): read, validate
 * with the language service, sort in reading order.
 * With `record`, also returns what each result depended on (see recording.ts) for `--cache`.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import { FsWorkspace, readTextFile, type TextRead } from '../../host/src';
import { DocsLanguageService, DocsiteSettings, pathToUri, Dependencies, DependencyAnswers, OverlayWorkspace, RecordingWorkspace, type Summaries, TextHasher, isSpecFileName, type SpecFacts, type SpecFactsStore } from '../../service/src';
import type { CacheEntry } from './checkCache';

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
}

/**
 * `reused`: the result came from the cache, still valid. `specFacts`: the facts of the OpenAPI
 * texts this check parsed, by text hash, for the cache (specFacts.ts); `specParses`: how many it
 * parsed (what the cache saved is observable: none, for a spec whose facts were kept).
 */
export type ItemOutcome =
  | { kind: 'checked'; diagnostics: Diagnostic[]; errors: string[]; hash?: string; deps?: Dependencies; reused?: boolean; specFacts?: [string, SpecFacts][]; specParses?: number }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'notChecked'; detail: string };

/**
 * The file system as one `docsite check` run sees it: files do not change while it runs, so the JSON
 * and YAML files are read once: docs.json and the files it `$ref`s (read again for each page to see
 * whether the site model is current, 324 KB per page on the generated 10,000-page site) and the
 * OpenAPI files (read again for each endpoint page to see whether the parsed spec is current).
 */
class RunWorkspace extends FsWorkspace {
  private readonly json = new Map<string, string | undefined>();

  override readFile(path: string): string | undefined {
    if (!isSpecFileName(path)) return super.readFile(path);
    if (!this.json.has(path)) this.json.set(path, super.readFile(path));
    return this.json.get(path);
  }
}

export class ItemChecker {
  readonly workspace: FsWorkspace = new RunWorkspace();
  /** The disk, but for the one item whose unsaved text is being checked. */
  private readonly overlay = new OverlayWorkspace(this.workspace);
  private readonly recorder: RecordingWorkspace | undefined;
  /**
   * Whether a cached result still holds, asked here, under the page's time budget like the check
   * it saves: asking a recorded question again may parse a linked page for its anchors. Files do
   * not change during a run, so each answer is worked out once per worker.
   */
  private readonly answers: DependencyAnswers | undefined;
  private readonly service: DocsLanguageService;
  private readonly hasher = new TextHasher();
  private errors: string[] = [];
  /** Facts of OpenAPI texts parsed while checking the current item, handed back with its outcome. */
  private newFacts: [string, SpecFacts][] = [];

  /** `specFacts`: what the cache kept of the OpenAPI texts parsed in earlier runs, by text hash. */
  constructor(
    private readonly settings: DocsiteSettings,
    record: boolean,
    specFacts?: Readonly<Record<string, SpecFacts>>,
  ) {
    // A linked page's anchors come from the parse its link checks make (the service's AnchorCache),
    // as in the editor's whole-site pass: one dependency model (dependencies.ts).
    const summaries: Summaries = {
      anchorsOf: (path, text) => this.service.anchorFingerprint(path, text),
      importsOf: (docsRoot) => this.service.importsFingerprint(docsRoot),
    };
    this.recorder = record ? new RecordingWorkspace(this.overlay, summaries) : undefined;
    this.answers = record ? new DependencyAnswers(this.workspace, this.hasher, summaries) : undefined;
    const known = new Map(Object.entries(specFacts ?? {}));
    const facts: SpecFactsStore | undefined = specFacts
      ? {
          get: (hash) => known.get(hash),
          put: (hash, value) => {
            known.set(hash, value);
            this.newFacts.push([hash, value]);
          },
        }
      : undefined;
    this.service = new DocsLanguageService(this.recorder ?? this.overlay, (where, e) => this.errors.push(`${where}: ${e instanceof Error ? e.message : String(e)}`), { specFacts: facts });
  }

  check(item: WorkItem): ItemOutcome {
    if (item.text === undefined) return this.checkRead(item, readTextFile(item.path));
    this.overlay.setOpen(item.path, item.text);
    try {
      return this.checkRead(item, { ok: true, text: item.text });
    } finally {
      this.overlay.close(item.path);
    }
  }

  private checkRead(item: WorkItem, read: TextRead): ItemOutcome {
    if (!read.ok) return read.reason === 'unreadable' ? { kind: 'unreadable', reason: read.detail } : { kind: 'notChecked', detail: read.detail };
    if (item.cached && this.answers) {
      const hash = this.hasher.hash(item.path, read.text);
      if (item.cached.hash === hash && this.answers.holdAll(item.cached.deps)) return { kind: 'checked', diagnostics: item.cached.diagnostics, errors: [], hash, deps: item.cached.deps, reused: true };
    }
    const document = TextDocument.create(pathToUri(item.path), item.languageId, 1, read.text);
    this.errors = [];
    this.newFacts = [];
    const parsesBefore = this.service.apiSpecParses;
    this.recorder?.start(item.path);
    // Reported in reading order, whatever order the rules ran in.
    const diagnostics = this.service
      .validate(document, this.settings)
      .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
    const deps = this.recorder?.stop();
    this.service.forget(document.uri);
    const outcome: ItemOutcome = { kind: 'checked', diagnostics, errors: this.errors, specParses: this.service.apiSpecParses - parsesBefore };
    if (this.newFacts.length) outcome.specFacts = this.newFacts;
    if (deps) {
      outcome.deps = deps;
      outcome.hash = this.hasher.hash(item.path, read.text);
    }
    return outcome;
  }
}
