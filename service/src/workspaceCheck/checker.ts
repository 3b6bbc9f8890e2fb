/**
 * The whole-site check behind `docsite.validation.scope: workspace`: which files a workspace has,
 * a queue of files to (re)check, and what each change makes stale. It checks one file per `step`,
 * so the caller decides how to pace the work (the server runs it in a worker thread, yielding to
 * its message loop between files). Pure: files come through the DocsWorkspace it is given.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { DocsLanguageService, type ErrorReporter } from '../languageService';
import { discoverSites, findSite } from '../model/discovery';
import { configFileNameOf } from '../model/layout';
import { MINTIGNORE_FILE, siteIgnore } from '../model/siteIgnore';
import { isRepositoryFile } from '../page/validate';
import { DocsiteSettings, defaultSettings } from '../settings';
import { isPagePath, listPages } from '../site';
import { isSpecCandidate } from '../openapi/scope';
import { pathToUri } from '../uri';
import { LinkIndex, apiOperationsKey, keysTouchedBy, targetKey } from './linkIndex';
import { OverlayWorkspace } from './overlay';
import { anchorFingerprint, pageLinkKeys } from './pageLinks';
import type { SlugMemo } from '../page/slug';

export interface StepResult {
  path: string;
  /** What to publish for the file; undefined when nothing needs publishing (open file, or still clean). */
  diagnostics?: Diagnostic[];
}

/** Every file the check covers: each site's configuration, the files it `$ref`s, and its pages (as the CLI orders them). */
export function siteFiles(service: DocsLanguageService, folders: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const folder of folders) {
    for (const site of discoverSites(folder, service.workspace)) {
      if (seen.has(site.configPath)) continue;
      seen.add(site.configPath);
      const model = service.siteModel(site.configPath);
      const parts = [...model.sources.keys()].filter((f) => f !== site.configPath).sort();
      const pages = [...listPages(site.docsRoot, service.workspace).values()].sort();
      files.push(site.configPath, ...parts, ...pages);
    }
  }
  return files;
}

export class WorkspaceChecker {
  readonly workspace: OverlayWorkspace;
  readonly service: DocsLanguageService;
  readonly links = new LinkIndex();
  /** Anchors of each checked page (see anchorFingerprint). */
  private readonly anchors = new Map<string, string>();
  /** Heading texts slugged for those anchors (slugging is slow; sites repeat headings). */
  private readonly slugs: SlugMemo = new Map();
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

  /** `reportError`: told of a rule that throws on a file (without it, the error propagates). */
  constructor(base: OverlayWorkspace | ConstructorParameters<typeof OverlayWorkspace>[0], private folders: readonly string[] = [], reportError?: ErrorReporter) {
    this.workspace = base instanceof OverlayWorkspace ? base : new OverlayWorkspace(base);
    this.service = new DocsLanguageService(this.workspace, reportError);
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

  /** The content of `path` changed: it is checked again first; its dependents follow when it is checked. */
  changed(path: string): void {
    this.overBudget.delete(path);
    if (this.isMintignore(path)) return this.recheckSite(path);
    if (configFileNameOf(path) || this.isConfigPart(path)) {
      // Navigation, redirects and generated pages decide what a link means: the whole site again.
      const site = findSite(path, this.workspace);
      this.enqueue([path], true);
      if (site) this.enqueue(siteFiles(this.service, [site.docsRoot]), false);
      return;
    }
    if (isPagePath(path) && findSite(path, this.workspace)) this.enqueue([path], true);
    else if (isSpecCandidate(path)) this.enqueueApiPagesOf(path);
  }

  /** A JSON/YAML file of a site changed, came or went: the pages naming an API operation there again. */
  private enqueueApiPagesOf(path: string): void {
    const site = findSite(path, this.workspace);
    if (site) this.enqueue(this.links.linkersOf(apiOperationsKey(site.docsRoot)), true);
  }

  /** A file (or a folder, given with the files it held or now holds) appeared or disappeared. */
  createdOrDeleted(paths: readonly string[], created: boolean): void {
    const affected: string[] = [];
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
      const site = findSite(path, this.workspace);
      if (!site) continue;
      if (isPagePath(path)) {
        affected.push(path);
        // Navigation names pages (missing-page, orphan pages): the configuration and its parts too.
        for (const source of this.service.siteModel(site.configPath).sources.keys()) affected.push(source);
      }
      for (const key of keysTouchedBy(path, site.docsRoot)) for (const linker of this.links.linkersOf(key)) affected.push(linker);
      if (isSpecCandidate(path)) for (const linker of this.links.linkersOf(apiOperationsKey(site.docsRoot))) affected.push(linker);
      if (!created) {
        this.links.remove(path);
        this.anchors.delete(path);
      }
    }
    this.enqueue(affected, true);
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
    const open = this.workspace.isOpen(path);
    const text = this.workspace.readFile(path);
    const site = findSite(path, this.workspace);
    if (text === undefined || !site || isRepositoryFile(path) || (isPagePath(path) && siteIgnore(site.docsRoot, this.workspace).ignores(path))) {
      // Gone, unreadable, no longer part of a site or left out of its build: nothing to show for it.
      this.links.remove(path);
      this.anchors.delete(path);
      return this.result(path, [], open);
    }
    const uri = pathToUri(path);
    const isPage = isPagePath(path);
    const document = TextDocument.create(uri, isPage ? 'mdx' : 'json', ++this.version, text);
    try {
      // An open file's diagnostics come from the editor path; only its links and anchors matter here.
      const diagnostics = open ? [] : this.service.validate(document, this.settings);
      if (isPage && this.service.kindOf(document) === 'page') this.index(path, document, site.docsRoot, site.configPath);
      return this.result(path, diagnostics, open);
    } finally {
      this.service.forget(uri);
    }
  }

  /** Records the page's links and, when its anchors changed, queues the pages linking to them. */
  private index(path: string, document: TextDocument, docsRoot: string, configPath: string): void {
    const page = this.service.parsedPage(document); // the parse validate() just made
    const model = this.service.settledSiteModel(configPath); // the model validate() checked the page against
    this.links.set(path, pageLinkKeys(page, path, docsRoot, this.workspace, model));
    const anchors = anchorFingerprint(page, this.slugs);
    const before = this.anchors.get(path);
    this.anchors.set(path, anchors);
    if (before !== undefined && before !== anchors) this.enqueue(this.links.linkersOf(targetKey(path), true).filter((p) => p !== path), true);
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
