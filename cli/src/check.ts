import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Diagnostic, Range } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath, budgetFor, pageBudgetMs } from '../../host/src';
import { createLanguageService, type DocsLanguageService, hasDocsiteMarker, type Dependencies } from '../../service/src';
import { rulesFileCandidates } from '../../assistants/src';
import { DocsiteSettings, discoverSites, isSnippetPath, listPages } from '../../site/src';
import { pathToUri } from '../../common/src';
import { userCacheFolder } from './cacheFiles';
import { assertCheckable, noSiteMessage, NothingCheckedError } from './checkTarget';
import { loadIgnore, settingsOfSite, type SiteSettings } from './projectConfig';
import { CheckCache } from './checkCache';
import { type ItemOutcome, WorkItem } from './checkItems';
import { reuseWithoutParsing } from './reuseWithoutParsing';
import { messageText } from './diagnosticText';
import { Budget, CheckWorkers } from './parallelCheck';
import { defaultJobs } from './workerPolicy';
import type { WorkerSlots } from './workerSlots';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** The code of the finding on a file that was found but could not be checked (binary, too large). */
export const FILE_NOT_CHECKED = 'file-not-checked';
/** The service's notice on a page it did not check (too deep, too complex, past its time budget). */
export const PAGE_NOT_CHECKED = 'page-not-checked';

/** A file, or a page, the check did not (fully) look at, and why: listed apart, an error by default. */
export interface UncheckedFile {
  path: string;
  relativePath: string;
  code: typeof FILE_NOT_CHECKED | typeof PAGE_NOT_CHECKED;
  /** Where the check stopped (the first line when it did not start). */
  range: Range;
  reason: string;
}

export interface FileResult {
  /** Absolute path. */
  path: string;
  /** Path relative to the checked folder, with forward slashes. */
  relativePath: string;
  diagnostics: Diagnostic[];
}

export interface CheckResult {
  root: string;
  sites: { name: string; config: string; pages: number }[];
  /** Files with at least one diagnostic. */
  files: FileResult[];
  /** How many files were really checked (read and validated in full). */
  checkedFiles: number;
  /** Files and pages not checked (binary, too large, too deeply nested, past the time budget). */
  unchecked: UncheckedFile[];
  /** `--allow-unchecked`: unchecked files do not fail the run. */
  allowUnchecked: boolean;
  /** Files that could not be read at all (permissions, vanished, not a regular file): exit code 2. */
  unreadable: { path: string; reason: string }[];
  internalErrors: string[];
  /** The files really checked this run (the rest came from the cache). */
  rechecked: string[];
  /** How many worker threads checked them (`--jobs`, or the default's choice); no report shows it. */
  workers: number;
  /** How many OpenAPI texts the checks parsed (over all workers): the cache spares those it kept facts of. */
  specParses: number;
  /** How many page texts the checks parsed (over all workers): a page checked and linked to counts once when all goes well. */
  pageParses: number;
  /** How many files went to the worker threads (the rest were settled from the cache without a parse). */
  workerItems: number;
  /** Whether a thread was started while the cache was still being read (a file was seen to need one). */
  startedAhead: boolean;
  /** What each checked file's result depended on (recording.ts), when `recordDependencies` asked for it. */
  dependencies?: Map<string, Dependencies>;
}

export interface CheckOptions {
  dir: string;
  /** One set of settings for every site, or each site's by its docs root (ProjectSettings.forSite). */
  settings: SiteSettings;
  onProgress?: (done: number, total: number) => void;
  /** Worker threads to check with, as given; when undefined, as many as pay on this machine (workerPolicy.ts). */
  jobs?: number;
  /** Where to keep per-file results between runs (`--cache`); no cache when undefined. */
  cacheLocation?: string;
  /** The user's Docsite cache folder, which holds the key authenticating caches (default: userCacheFolder()). */
  cacheFolder?: string;
  /** Identifies the tool version in the cache: a new version never reuses an old one's results. */
  version?: string;
  /** Unchecked files pass, and `page-not-checked` keeps the severity the settings give it. */
  allowUnchecked?: boolean;
  /** One-line notices (a cache not used, and why). */
  onNotice?: (message: string) => void;
  /** Keep what each file's result depended on in the result (`--changed` asks which pages a change reaches). */
  recordDependencies?: boolean;
  /** The bound on live threads this check shares with others running at the same time (`docsite mcp`). */
  slots?: WorkerSlots;
}

/**
 * The order files are checked in (the report keeps its own): snippets first. Pages read the
 * snippets they import (their exports, their headings), which parses them; checked first, each
 * snippet leaves what pages read of it (AnchorCache.remember) and is parsed once, not twice.
 */
function snippetsFirst<T extends { item: WorkItem }>(items: readonly T[], snippetFiles: ReadonlySet<string>): T[] {
  const snippets = items.filter(({ item }) => snippetFiles.has(item.path));
  return snippets.length ? [...snippets, ...items.filter(({ item }) => !snippetFiles.has(item.path))] : [...items];
}

/**
 * Runs the same language service as the editor over every site under `dir`: each docs.json and
 * every page of its site. Files matched by `.docsiteignore` are skipped. Throws a
 * NothingCheckedError when `dir` cannot be read or holds no site. The report is the same, in the
 * same order, whatever `jobs` is and whether results came from the cache.
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  assertCheckable(options.dir);
  const allowUnchecked = options.allowUnchecked === true;
  const root = toServicePath(options.dir);
  const workspace = new FsWorkspace();
  const service = createLanguageService(workspace);
  const ig = loadIgnore(options.dir);
  const relative = (p: string) => path.posix.relative(root, p) || path.posix.basename(p);
  const notIgnored = (p: string) => {
    const rel = relative(p);
    return rel.startsWith('..') || !ig.ignores(rel);
  };

  const located = fs.statSync(root).isFile()
    ? [{ docsRoot: path.posix.dirname(root), configPath: root }]
    : discoverSites(root, workspace).filter((s) => notIgnored(s.configPath));
  if (located.length === 0) throw new NothingCheckedError(noSiteMessage(options.dir));
  const work: WorkItem[] = [];
  const sites: CheckResult['sites'] = [];
  /** The files of the sites' snippets folders, checked first (snippetsFirst). */
  const snippetFiles = new Set<string>();
  const runSettings = new RunSettings(options.settings, allowUnchecked);
  for (const { docsRoot, configPath: config } of located) {
    const pages = [...listPages(docsRoot, workspace).values()].filter(notIgnored).sort();
    for (const page of pages) if (isSnippetPath(page, docsRoot)) snippetFiles.add(page);
    const model = service.siteModel(config);
    sites.push({ name: model.name ?? path.posix.basename(docsRoot), config, pages: pages.length });
    // Files the configuration `$ref`s are checked too: their navigation entries are the site's.
    const parts = [...model.sources.keys()].filter((f) => f !== config && notIgnored(f)).sort();
    // Every file of a site is checked with the site's settings (each site may have its own `.docsiterc.json`).
    const settings = runSettings.indexFor(docsRoot);
    work.push({ path: config, languageId: 'json', settings }, ...parts.map((p) => ({ path: p, languageId: 'json', settings })), ...pages.map((p) => ({ path: p, languageId: 'mdx', settings })));
  }
  // The generated rules files (AGENTS.md, .cursor/rules.md, …) at the docs roots and the folders
  // between them and `dir`: checked for staleness and unknown names like any site file.
  // One at the docs root may be listed as a page already (an .md file of the site).
  const rulesFiles = new Set<string>();
  const listed = new Set(work.map((w) => w.path));
  for (const { docsRoot } of located) {
    for (let folder = docsRoot; ; folder = path.posix.dirname(folder)) {
      for (const file of rulesFileCandidates(folder)) if (!listed.has(file) && !rulesFiles.has(file) && notIgnored(file) && hasDocsiteMarker(workspace.readFile(file) ?? '')) rulesFiles.add(file);
      if (folder === root || !folder.startsWith(root + '/')) break;
    }
  }
  // A rules file is checked with the settings of the folder it is in, as the editor does for a file of no site.
  for (const file of [...rulesFiles].sort()) work.push({ path: file, languageId: 'markdown', settings: runSettings.indexFor(path.posix.dirname(file)) });

  const folder = fs.statSync(root).isFile() ? path.posix.dirname(root) : root;
  const cache = options.cacheLocation
    ? CheckCache.open({
        location: options.cacheLocation,
        keyFolder: options.cacheFolder ?? userCacheFolder(),
        // Every site's settings, by docs root: a changed `.docsiterc.json` of any site makes it stale.
        identity: { version: options.version ?? 'dev', settings: runSettings.identity(), root },
        folder,
        notice: options.onNotice ?? (() => {}),
      })
    : undefined;
  // A cached result whose record can be judged without a parse is settled below in this thread
  // (reuseWithoutParsing); the other files go to the workers with their cached record, and whether it
  // still holds is decided there, under the file's time budget. docs.json and its parts are reused
  // like pages: their record holds the OpenAPI files their rules read (by text hash), so an unchanged
  // spec is not parsed again.
  if (cache) for (const item of work) if (item.languageId === 'mdx' || item.languageId === 'json') item.cached = cache.entryFor(item.path);
  const all = work.map((item, index) => ({ index, item }));
  let done = 0;
  const progress = (n: number) => options.onProgress?.((done += n), work.length);
  const facts = cache?.facts();
  const record = cache !== undefined || options.recordDependencies === true;
  const pool = new CheckWorkers({ settings: runSettings.sets, record, facts, warmSites: located.map((s) => s.configPath), slots: options.slots });
  let outcomes: Map<number, ItemOutcome>;
  let todo: typeof all;
  let workers: number;
  try {
    // Once some file is known to need a worker, one thread loads (and builds the site models)
    // while the rest is settled here from the cache: after an edit, the edited page's check does
    // not wait for a thread to start. With one core that would only slow the settling down.
    const startAhead = () => {
      if (os.availableParallelism() > 1) pool.startAhead();
    };
    const settled = facts ? reuseWithoutParsing(all, facts, startAhead) : new Map<number, ItemOutcome>();
    if (settled.size) progress(settled.size);
    todo = all.filter(({ index }) => !settled.has(index));
    const jobs = options.jobs ?? defaultJobs(os.availableParallelism(), { files: todo.length, bytes: totalBytes(todo.map(({ item }) => item)) });
    workers = Math.max(1, Math.min(jobs, todo.length));
    const budget = checkBudget(service, workspace, runSettings.sets, pageBudgetMs());
    outcomes = await pool.check(snippetsFirst(todo, snippetFiles), workers, budget, progress);
    for (const [index, outcome] of settled) outcomes.set(index, outcome);
  } finally {
    pool.dispose();
  }
  const dependencies = options.recordDependencies ? new Map<string, Dependencies>() : undefined;

  const files: FileResult[] = [];
  const unchecked: UncheckedFile[] = [];
  const unreadable: CheckResult['unreadable'] = [];
  const internalErrors: string[] = [];
  const rechecked: string[] = [];
  let checkedFiles = 0;
  let specParses = 0;
  let pageParses = 0;
  work.forEach((item, index) => {
    const outcome = outcomes.get(index)!;
    const relativePath = relative(item.path);
    if (outcome.kind === 'checked') {
      if (!outcome.reused) rechecked.push(item.path);
      specParses += outcome.specParses ?? 0;
      pageParses += outcome.pageParses ?? 0;
      if (outcome.facts) cache?.storeFacts(outcome.facts);
      const deps = outcome.deps ?? (outcome.reused ? item.cached?.deps : undefined);
      if (dependencies && deps) dependencies.set(item.path, deps);
      internalErrors.push(...outcome.errors);
      // The notice of a page not checked is listed apart, with its reason, not among the findings.
      const notices = outcome.diagnostics.filter((d) => d.code === PAGE_NOT_CHECKED);
      const findings = notices.length ? outcome.diagnostics.filter((d) => d.code !== PAGE_NOT_CHECKED) : outcome.diagnostics;
      for (const d of notices) unchecked.push({ path: item.path, relativePath, code: PAGE_NOT_CHECKED, range: d.range, reason: messageText(d.message) });
      if (notices.length === 0) checkedFiles++;
      if (findings.length) files.push({ path: item.path, relativePath, diagnostics: findings });
      // A result that met an internal error is not kept: the next run must try again.
      // A reused result is kept as it is, unless its record was refreshed.
      if (cache && outcome.deps && outcome.hash && outcome.errors.length === 0) cache.store(item.path, outcome.hash, outcome.diagnostics, outcome.deps);
    } else if (outcome.kind === 'unreadable') {
      rechecked.push(item.path);
      unreadable.push({ path: item.path, reason: outcome.reason });
    } else {
      // A binary or oversized file is a problem of that file: listed, never skipped silently.
      rechecked.push(item.path);
      const start = { line: 0, character: 0 };
      unchecked.push({ path: item.path, relativePath, code: FILE_NOT_CHECKED, range: { start, end: start }, reason: `Not checked: ${outcome.detail}.` });
    }
  });
  if (cache) {
    cache.retainOnly(new Set(work.map((w) => w.path)));
    cache.save();
  }
  return { root, sites, files, checkedFiles, unchecked, allowUnchecked, unreadable, internalErrors, rechecked, workers: todo.length ? workers : 0, specParses, pageParses, workerItems: todo.length, startedAhead: pool.startedAhead > 0, ...(dependencies && { dependencies }) };
}

/**
 * The editor's budget and notice (host/src/checkBudget.ts). The notice is the editor's page-not-checked.
 */
function checkBudget(service: DocsLanguageService, workspace: FsWorkspace, settings: readonly DocsiteSettings[], pageMs: number): Budget {
  const msFor = (item: WorkItem) => budgetFor(item.path, pageMs);
  return {
    msFor,
    overBudget(item) {
      const document = TextDocument.create(pathToUri(item.path), item.languageId, 1, workspace.readFile(item.path) ?? '');
      return { kind: 'checked', diagnostics: service.notCheckedInTime(document, settings[item.settings ?? 0], msFor(item)), errors: [] };
    },
  };
}

/**
 * The settings sets of one run: each distinct set once (the workers get the list, each file the
 * index of its set), and what the cache's identity holds of them.
 */
class RunSettings {
  readonly sets: DocsiteSettings[] = [];
  private readonly indexOf = new Map<DocsiteSettings, number>();
  private readonly byFolder = new Map<string, number>();

  constructor(
    private readonly settings: SiteSettings,
    private readonly allowUnchecked: boolean,
  ) {}

  /** The index in `sets` of the settings of the site at `folder` (worked out once per folder). */
  indexFor(folder: string): number {
    let index = this.byFolder.get(folder);
    if (index === undefined) {
      const given = settingsOfSite(this.settings, folder);
      index = this.indexOf.get(given);
      if (index === undefined) {
        // Whatever the settings say of the notice, a page that was not checked must not pass silently.
        this.sets.push(this.allowUnchecked ? given : { ...given, rules: { ...given.rules, [PAGE_NOT_CHECKED]: 'error' } });
        index = this.sets.length - 1;
        this.indexOf.set(given, index);
      }
      this.byFolder.set(folder, index);
    }
    return index;
  }

  /** Each folder's settings, in the order the run met them: the cache identity (checkCache.ts). */
  identity(): [string, DocsiteSettings][] {
    return [...this.byFolder].map(([folder, index]) => [folder, this.sets[index]]);
  }
}

/** The size on disk of the files to check (an unreadable one counts 0: it is reported, not checked). */
function totalBytes(work: readonly WorkItem[]): number {
  let bytes = 0;
  for (const item of work) {
    try {
      bytes += fs.statSync(item.path).size;
    } catch {
      // Reported as unreadable by the check itself.
    }
  }
  return bytes;
}
