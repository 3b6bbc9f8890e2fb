import * as fs from 'node:fs';
import * as path from 'node:path';
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath, readTextFile, budgetFor, pageBudgetMs } from '../../host/src';
import { DIAGNOSTIC_SOURCE, DocsLanguageService, DocsiteSettings, discoverSites, listPages, pathToUri } from '../../service/src';
import { assertCheckable, noSiteMessage, NothingCheckedError } from './checkTarget';
import { loadIgnore } from './projectConfig';
import { CheckCache } from './checkCache';
import { ItemOutcome, WorkItem } from './checkItems';
import { Budget, checkInWorkers } from './parallelCheck';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** The code of the finding on a file that was found but could not be checked (binary, too large). */
export const FILE_NOT_CHECKED = 'file-not-checked';

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
  /** How many files were really checked (read and validated). */
  checkedFiles: number;
  /** Files that could not be read at all (permissions, vanished, not a regular file): exit code 2. */
  unreadable: { path: string; reason: string }[];
  internalErrors: string[];
  /** The files really checked this run (the rest came from the cache). */
  rechecked: string[];
}

export interface CheckOptions {
  dir: string;
  settings: DocsiteSettings;
  onProgress?: (done: number, total: number) => void;
  /** Worker threads to check with (default 1). */
  jobs?: number;
  /** Where to keep per-file results between runs (`--cache`); no cache when undefined. */
  cacheLocation?: string;
  /** Identifies the tool version in the cache: a new version never reuses an old one's results. */
  version?: string;
}

/** Below this many files to check, starting workers costs more than it saves. */
const MIN_FILES_PER_WORKER = 48;

/**
 * Runs the same language service as the editor over every site under `dir`: each docs.json and
 * every page of its site. Files matched by `.docsiteignore` are skipped. Throws a
 * NothingCheckedError when `dir` cannot be read or holds no site. The report is the same, in the
 * same order, whatever `jobs` is and whether results came from the cache.
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  assertCheckable(options.dir);
  const root = toServicePath(options.dir);
  const workspace = new FsWorkspace();
  const service = new DocsLanguageService(workspace);
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
  for (const { docsRoot, configPath: config } of located) {
    const pages = [...listPages(docsRoot, workspace).values()].filter(notIgnored).sort();
    const model = service.siteModel(config);
    sites.push({ name: model.name ?? path.posix.basename(docsRoot), config, pages: pages.length });
    // Files the configuration `$ref`s are checked too: their navigation entries are the site's.
    const parts = [...model.sources.keys()].filter((f) => f !== config && notIgnored(f)).sort();
    work.push({ path: config, languageId: 'json' }, ...parts.map((p) => ({ path: p, languageId: 'json' })), ...pages.map((p) => ({ path: p, languageId: 'mdx' })));
  }

  const cache = options.cacheLocation ? CheckCache.load(options.cacheLocation, { version: options.version ?? 'dev', settings: options.settings, root }, workspace) : undefined;
  const outcomes = new Map<number, ItemOutcome>();
  const todo: { index: number; item: WorkItem }[] = [];
  let done = 0;
  const progress = (n: number) => options.onProgress?.((done += n), work.length);
  work.forEach((item, index) => {
    const cached = cache && item.languageId === 'mdx' ? fromCache(cache, item.path) : undefined;
    if (cached) {
      outcomes.set(index, cached);
      progress(1);
    } else todo.push({ index, item });
  });

  const jobs = Math.max(1, Math.min(options.jobs ?? 1, Math.floor(todo.length / MIN_FILES_PER_WORKER)));
  const budget = checkBudget(service, workspace, options.settings, pageBudgetMs());
  for (const [index, outcome] of await checkInWorkers(todo, jobs, options.settings, cache !== undefined, budget, progress)) outcomes.set(index, outcome);

  const files: FileResult[] = [];
  const unreadable: CheckResult['unreadable'] = [];
  const internalErrors: string[] = [];
  let checkedFiles = 0;
  work.forEach((item, index) => {
    const outcome = outcomes.get(index)!;
    if (outcome.kind === 'checked') {
      checkedFiles++;
      internalErrors.push(...outcome.errors);
      if (outcome.diagnostics.length) files.push({ path: item.path, relativePath: relative(item.path), diagnostics: outcome.diagnostics });
      // A result that met an internal error is not kept: the next run must try again.
      if (cache && outcome.deps && outcome.hash && outcome.errors.length === 0) cache.store(item.path, outcome.hash, outcome.diagnostics, outcome.deps);
    } else if (outcome.kind === 'unreadable') {
      unreadable.push({ path: item.path, reason: outcome.reason });
    } else {
      // A binary or oversized file is a problem of that file: reported on it, never skipped silently.
      files.push({ path: item.path, relativePath: relative(item.path), diagnostics: [fileNotChecked(`Not checked: ${outcome.detail}.`)] });
    }
  });
  if (cache) {
    cache.retainOnly(new Set(work.map((w) => w.path)));
    cache.save();
  }
  const rechecked = todo.map((t) => t.item.path);
  return { root, sites, files, checkedFiles, unreadable, internalErrors, rechecked };
}

/** A page's cached outcome, when the cache still holds for its text and dependencies. */
function fromCache(cache: CheckCache, file: string): ItemOutcome | undefined {
  const read = readTextFile(file);
  if (!read.ok) return undefined;
  const hash = cache.hashOf(file, read.text);
  const diagnostics = cache.lookup(file, hash);
  return diagnostics && { kind: 'checked', diagnostics, errors: [] };
}

/**
 * The editor's budget and notice (host/src/checkBudget.ts). The notice is the editor's page-not-checked.
 */
function checkBudget(service: DocsLanguageService, workspace: FsWorkspace, settings: DocsiteSettings, pageMs: number): Budget {
  const msFor = (item: WorkItem) => budgetFor(item.path, pageMs);
  return {
    msFor,
    overBudget(item) {
      const document = TextDocument.create(pathToUri(item.path), item.languageId, 1, workspace.readFile(item.path) ?? '');
      return { kind: 'checked', diagnostics: service.notCheckedInTime(document, settings, msFor(item)), errors: [] };
    },
  };
}

/** Not a rule (no setting can turn it off): a file the check could not look at must not pass. */
function fileNotChecked(message: string): Diagnostic {
  const start = { line: 0, character: 0 };
  return { range: { start, end: start }, severity: DiagnosticSeverity.Error, code: FILE_NOT_CHECKED, source: DIAGNOSTIC_SOURCE, message };
}
