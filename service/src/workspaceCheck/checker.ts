/**
 * The whole-site check behind `docsite.validation.scope: workspace`: which files a workspace has,
 * a queue of files to (re)check, and what each change makes stale. It checks one file per `step`,
 * so the caller decides how to pace the work (the server runs it in a worker thread, yielding to
 * its message loop between files). Pure: files come through the DocsWorkspace it is given.
 *
 * What a change makes stale comes from the record `docsite check --cache` keeps too
 * (dependencies.ts): each check's questions to the workspace and their answers; after a change,
 * the files whose answers differ are checked again.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService, WHOLE_SITE_SPARE_PARSES, serviceSummaries, type ErrorReporter } from '../languageService';
import { discoverSites, findSite, configFileNameOf, MINTIGNORE_FILE, siteIgnore, DocsiteSettings, defaultSettings, isNotPageByName, isPagePath, listPages, type StalenessFacts } from '../../../site/src';
import { pathToUri, dirname } from '../../../common/src';
import { rulesFileCandidates, rulesFileRoot } from '../../../assistants/src';
import { OverlayWorkspace } from './overlay';
import { RecordingWorkspace, type Summaries, TextHasher } from './recording';
import { DependencyAnswers, DependencyRecord } from './dependencies';

export interface StepResult {
  path: string;
  /** What to publish for the file; undefined when nothing needs publishing (open file, or still clean). */
  diagnostics?: Diagnostic[];
}

/**
 * Every file the check covers: each site's configuration, the files it `$ref`s, and its pages (as
 * the CLI orders them), then the generated rules files (AGENTS.md, .cursor/rules.md, …) at its docs
 * root and the folders up to the workspace folder, as `docsite check` finds them: a closed rules
 * file goes stale when docs.json changes, and the editor's notice reads its finding.
 */
export function siteFiles(service: DocsLanguageService, folders: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const rules = new Set<string>();
  for (const folder of folders) {
    for (const site of discoverSites(folder, service.workspace)) {
      if (seen.has(site.configPath)) continue;
      seen.add(site.configPath);
      const model = service.siteModel(site.configPath);
      const parts = [...model.sources.keys()].filter((f) => f !== site.configPath).sort();
      const pages = [...listPages(site.docsRoot, service.workspace).values()].sort();
      files.push(site.configPath, ...parts, ...pages);
      for (const file of rulesFilesAbove(site.docsRoot, folder, service)) rules.add(file);
    }
  }
  const listed = new Set(files);
  return [...files, ...[...rules].filter((f) => !listed.has(f)).sort()];
}

/** Whether a file is a Docsite rules file: at a rules file's place, with a Docsite marker (the service reads it once per text). */
function isRulesFile(service: DocsLanguageService, path: string, text: string): boolean {
  return service.kindOf(TextDocument.create(pathToUri(path), 'markdown', 0, text)) === 'projectRules';
}

/** The generated rules files (with a Docsite marker) at `docsRoot` and each folder above it up to `folder`. */
function rulesFilesAbove(docsRoot: string, folder: string, service: DocsLanguageService): string[] {
  const found: string[] = [];
  for (let dir = docsRoot; ; dir = dirname(dir)) {
    for (const file of rulesFileCandidates(dir)) if (isRulesFile(service, file, service.workspace.readFile(file) ?? '')) found.push(file);
    if (dir === folder || !dir.startsWith(folder + '/')) break;
  }
  return found;
}

export class WorkspaceChecker {
  readonly workspace: OverlayWorkspace;
  readonly service: DocsLanguageService;
  /** What each checked file's result depends on. */
  readonly dependencies = new DependencyRecord();
  private readonly recorder: RecordingWorkspace;
  private readonly hasher = new TextHasher();
  /** A linked page's anchors, from the parse its link checks made (the service's AnchorCache), a site's import graph and its agents' page facts. */
  private readonly summaries: Summaries = serviceSummaries(() => this.service);
  /** Files whose last published diagnostics were not empty: they must be cleared when they become clean. */
  private readonly dirty = new Set<string>();
  /** Files that must be published even when clean (closed in the editor, so its diagnostics are stale). */
  private readonly mustPublish = new Set<string>();
  /** Insertion-ordered queue; `urgent` entries are moved to its front. */
  private queue = new Set<string>();
  /**
   * Files whose check ran past the host's time budget (the host stopped the thread): skipped until
   * they change, so that a new pass does not get stuck on them again.
   */
  private readonly overBudget = new Set<string>();
  private version = 0;
  settings: DocsiteSettings = defaultSettings;
  /** Each site's own settings, by docs root: a file of a site is checked with them, any other with `settings`. */
  siteSettings: readonly { readonly docsRoot: string; readonly settings: DocsiteSettings }[] = [];
  /**
   * What the host read from git about a translated page (`translation-stale`): set by a host that
   * reads git (the workspace worker), which queues the pages whose facts changed.
   */
  stalenessOf: (path: string) => StalenessFacts | undefined = () => undefined;

  /** `reportError`: told of a rule that throws on a file (without it, the error propagates). */
  constructor(base: OverlayWorkspace | ConstructorParameters<typeof OverlayWorkspace>[0], private folders: readonly string[] = [], reportError?: ErrorReporter) {
    this.workspace = base instanceof OverlayWorkspace ? base : new OverlayWorkspace(base);
    this.recorder = new RecordingWorkspace(this.workspace, this.summaries);
    // A pass checks the pages a page links to soon after it: their parses for its anchors are kept.
    this.service = createLanguageService(this.recorder, reportError, { spareParses: WHOLE_SITE_SPARE_PARSES });
  }

  /** The files whose recorded answers a change at `paths` altered (see DependencyRecord.stale). */
  private staleAfter(paths: readonly string[], cameOrWent: boolean): string[] {
    const answers = new DependencyAnswers(this.workspace, this.hasher, this.summaries);
    return this.dependencies.stale(paths, cameOrWent, answers);
  }

  get pending(): number {
    return this.queue.size;
  }

  /** Every file of every site, queued for a full pass (after start-up, new settings or folders). */
  checkAll(folders: readonly string[] = this.folders): number {
    this.folders = folders;
    const files = siteFiles(this.service, folders);
    this.enqueue(files);
    return files.length;
  }

  /** Files whose findings an earlier check published: they are published again even when clean. */
  assumePublished(paths: Iterable<string>): void {
    for (const p of paths) this.dirty.add(p);
  }

  /** Drops the queue (the user cancelled the pass); later changes queue their own files again. */
  cancel(): void {
    this.queue.clear();
  }

  enqueue(paths: Iterable<string>, urgent = false): void {
    if (!urgent) {
      for (const p of paths) this.queue.add(p);
      return;
    }
    const front = new Set(paths);
    for (const p of this.queue) front.add(p);
    this.queue = front;
  }

  /** The file the next step() checks, if any: the host times each file's check from here. */
  get next(): string | undefined {
    for (const path of this.queue) {
      if (!this.overBudget.has(path)) return path;
      this.queue.delete(path);
    }
    return undefined;
  }

  /** Checks the next queued file. Undefined when the queue is empty. */
  step(): StepResult | undefined {
    const next = this.next;
    if (next === undefined) return undefined;
    this.queue.delete(next);
    return this.check(next);
  }

  /** Files a previous thread was stopped on: not checked again until they change. */
  skipOverBudget(paths: Iterable<string>): void {
    for (const path of paths) this.overBudget.add(path);
  }

  /** An editor opened or edited `path`: its text is used from now on (it is checked but not published). */
  opened(path: string, text: string): void {
    this.workspace.setOpen(path, text);
    this.changed(path);
  }

  /** An editor closed `path`: it reads from disk again, and its disk diagnostics are published. */
  closed(path: string): void {
    this.workspace.close(path);
    this.mustPublish.add(path);
    this.changed(path);
  }

  /** The content of `path` changed: it is checked again first, then the files whose answers it changed. */
  changed(path: string): void {
    this.overBudget.delete(path);
    if (this.isMintignore(path)) return this.recheckSite(path);
    if (configFileNameOf(path) || this.isConfigPart(path)) {
      // Navigation, redirects and generated pages decide what a link means: the whole site again.
      const site = findSite(path, this.workspace);
      this.enqueue([path], true);
      if (site) {
        // Its rules files too, also those above the docs root (up to the workspace folder holding it).
        const folder = this.folders.find((f) => site.docsRoot === f || site.docsRoot.startsWith(f + '/')) ?? site.docsRoot;
        this.enqueue([...siteFiles(this.service, [site.docsRoot]), ...rulesFilesAbove(site.docsRoot, folder, this.service)], false);
      }
      return;
    }
    const own = (isPagePath(path) && findSite(path, this.workspace)) || rulesFileRoot(path) !== undefined ? [path] : [];
    this.enqueue([...own, ...this.staleAfter([path], false).filter((p) => p !== path)], true);
  }

  /** A file (or a folder, given with the files it held or now holds) appeared or disappeared. */
  createdOrDeleted(paths: readonly string[], created: boolean): void {
    const affected: string[] = [];
    const rest: string[] = [];
    for (const path of paths) {
      this.overBudget.delete(path);
      if (this.isMintignore(path)) {
        this.recheckSite(path);
        continue;
      }
      if (configFileNameOf(path)) {
        // A site appeared or went away: everything under the workspace folders again.
        this.enqueue(siteFiles(this.service, this.folders));
        if (!created) affected.push(path);
        continue;
      }
      // A new page is a file to check; a page gone is checked once more, to clear what it showed.
      if ((isPagePath(path) && (!created || findSite(path, this.workspace))) || rulesFileRoot(path) !== undefined) affected.push(path);
      if (!created) this.dependencies.remove(path);
      rest.push(path);
    }
    this.enqueue([...affected, ...this.staleAfter(rest, true)], true);
  }

  /** Whether `path` is the `.mintignore` of a site: the one at its docs root (see siteIgnore.ts). */
  private isMintignore(path: string): boolean {
    if (!path.endsWith('/' + MINTIGNORE_FILE)) return false;
    return findSite(path, this.workspace)?.docsRoot === path.slice(0, -MINTIGNORE_FILE.length - 1);
  }

  /**
   * `.mintignore` changed, came or went: which pages the site has, and so what navigation and links
   * mean, may all have changed. Every file of the site again, and the files with findings shown
   * below its root, which it may now leave out (their findings must be cleared).
   */
  private recheckSite(mintignore: string): void {
    const docsRoot = mintignore.slice(0, -MINTIGNORE_FILE.length - 1);
    const shown = [...this.dirty].filter((p) => p.startsWith(docsRoot + '/'));
    this.enqueue([...siteFiles(this.service, [docsRoot]), ...shown], true);
  }

  private isConfigPart(path: string): boolean {
    if (!path.endsWith('.json')) return false;
    const site = findSite(path, this.workspace);
    return !!site && this.service.siteModel(site.configPath).sources.has(path);
  }

  private check(path: string): StepResult {
    // An open file's diagnostics come from the editor path: its own result is not worked out here
    // (and its last record, from when it was closed, stays until it is checked closed again).
    if (this.workspace.isOpen(path)) return this.result(path, [], true);
    this.recorder.start(path);
    try {
      return this.result(path, this.validate(path), false);
    } finally {
      const deps = this.recorder.stop();
      if (deps.length) this.dependencies.set(path, deps);
      else this.dependencies.remove(path);
    }
  }

  /** The findings of a closed file, asking the recorder all it reads (whether it is a file of a site too). */
  private validate(path: string): Diagnostic[] {
    const text = this.recorder.readFile(path);
    const site = findSite(path, this.recorder);
    // Gone, unreadable, no longer part of a site or left out of its build: nothing to show for it.
    // A rules file may sit above every docs root (AGENTS.md at the repository's root).
    const rulesFile = text !== undefined && isRulesFile(this.service, path, text);
    if (text === undefined || (!site && !rulesFile) || isNotPageByName(path, site?.docsRoot) || (site && isPagePath(path) && siteIgnore(site.docsRoot, this.recorder).ignores(path))) return [];
    const uri = pathToUri(path);
    const document = TextDocument.create(uri, rulesFile ? 'markdown' : isPagePath(path) ? 'mdx' : 'json', ++this.version, text);
    try {
      return this.service.validate(document, this.settingsOf(path), isPagePath(path) ? this.stalenessOf(path) : undefined);
    } finally {
      this.service.forget(uri);
    }
  }

  /** The settings of the site whose docs root holds `path` (the innermost), else `settings`. */
  private settingsOf(path: string): DocsiteSettings {
    let site: (typeof this.siteSettings)[number] | undefined;
    for (const s of this.siteSettings) {
      if ((path === s.docsRoot || path.startsWith(s.docsRoot + '/')) && (!site || s.docsRoot.length > site.docsRoot.length)) site = s;
    }
    return site?.settings ?? this.settings;
  }

  private result(path: string, diagnostics: Diagnostic[], open: boolean): StepResult {
    if (open) {
      this.dirty.delete(path); // the editor's own diagnostics replace ours while it is open
      return { path };
    }
    const must = this.mustPublish.delete(path);
    if (diagnostics.length === 0 && !this.dirty.has(path) && !must) return { path };
    if (diagnostics.length) this.dirty.add(path);
    else this.dirty.delete(path);
    return { path, diagnostics };
  }
}
