/**
 * The parts of `docsite check` that read git: `--base <ref>` (routes the base published that are
 * gone without a redirect, the missing-redirect rule) and `--changed <ref>` (findings only in files
 * changed since the ref and in the files whose result depends on them, by the dependency record
 * of the check itself: dependencies.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace, toServicePath } from '../../host/src';
import { DependencyRecord, createLanguageService } from '../../service/src';
import { MINTIGNORE_FILE, configFileNameOf } from '../../site/src';
import { pathToUri } from '../../common/src';
import { baseRoutes } from '../../host/src';
import type { CheckResult, FileResult } from './check';
import { settingsOfSite, type SiteSettings } from './projectConfig';
import { GitError, RefTree, VSCODE_SETTINGS, changedFiles, fileAtRef, isSettingsFile, refExists, repositoryRoot, type FileChange } from '../../host/src';

/** The code of the base comparison's findings: kept by `--changed`, since they are about the change. */
export const MISSING_REDIRECT = 'missing-redirect';

/** `--base` or `--changed` cannot be honoured: no git, no repository, an unknown ref (exit code 2). */
export class GitScopeError extends Error {}

export interface GitScope {
  /** The repository's top folder. */
  repo: string;
  ref: string;
  changes: FileChange[];
  /** The ref's tree, listed once: the changes were read from it, and each site's base routes are. */
  tree: RefTree;
}

/** The repository around `dir` and what changed since `ref`; a GitScopeError saying why not. */
export async function readGitScope(dir: string, ref: string, option: string): Promise<GitScope> {
  try {
    const folder = fs.statSync(dir).isFile() ? path.dirname(dir) : dir;
    const repo = await repositoryRoot(folder);
    if (!(await refExists(repo, ref))) throw new GitScopeError(`${option}: "${ref}" is no commit of the repository at ${repo} (in a shallow clone, fetch it first: actions/checkout with fetch-depth: 0)`);
    const tree = new RefTree(repo, ref);
    const changes = await changedFiles(tree, toServicePath(folder));
    const settings = await vscodeSettingsChange(tree, toServicePath(folder));
    return { repo, ref, changes: settings ? [...changes, settings] : changes, tree };
  } catch (e) {
    if (e instanceof GitError) throw new GitScopeError(`${option}: ${e.message}`);
    throw e;
  }
}

/**
 * The checked folder's `.vscode/settings.json` as changed since the ref, if it did: the run reads it
 * (projectConfig.ts), but the listing of changed files leaves it out with every dot folder, as the
 * site build does.
 */
async function vscodeSettingsChange(tree: RefTree, folder: string): Promise<FileChange | undefined> {
  const file = path.posix.join(folder, ...VSCODE_SETTINGS);
  if (file !== tree.root && !file.startsWith(tree.root + '/')) return undefined;
  const atRef = await fileAtRef(tree.root, tree.ref, file, MAX_SETTINGS_BYTES);
  let now: string | undefined;
  try {
    now = fs.readFileSync(file, 'utf8');
  } catch {
    now = undefined;
  }
  if (atRef === now) return undefined;
  return { kind: atRef === undefined ? 'added' : now === undefined ? 'deleted' : 'modified', path: file };
}

/** The most of a settings file read at the ref: far above any real one. */
const MAX_SETTINGS_BYTES = 1024 * 1024;

/** Adds the missing-redirect findings of each site's configuration to `result`, in reading order. */
export async function addMissingRedirects(result: CheckResult, settings: SiteSettings, scope: GitScope): Promise<void> {
  const workspace = new FsWorkspace();
  const service = createLanguageService(workspace);
  for (const site of result.sites) {
    const docsRoot = path.posix.dirname(site.config);
    const base = await baseRoutes(scope.tree, docsRoot, scope.changes);
    if (!base) continue;
    const text = workspace.readFile(site.config);
    if (text === undefined) continue;
    const found = service.validateAgainstBase(TextDocument.create(pathToUri(site.config), 'json', 1, text), settingsOfSite(settings, docsRoot), base);
    if (found.length === 0) continue;
    let file = result.files.find((f) => f.path === site.config);
    if (!file) {
      file = { path: site.config, relativePath: path.posix.relative(result.root, site.config) || path.posix.basename(site.config), diagnostics: [] };
      // Where the run lists it: a site's configuration comes before its parts and pages.
      const first = result.files.findIndex((f) => f.path.startsWith(docsRoot + '/'));
      result.files.splice(first < 0 ? result.files.length : first, 0, file);
    }
    file.diagnostics.push(...found);
    file.diagnostics.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  }
}

/**
 * Keeps only the findings in files changed since the ref and in the files whose result depends on
 * one of them (the dependency record of this run's checks: a page importing a changed snippet, a
 * page linking to a moved page, every file when a configuration, a part of it or `.mintignore`
 * changed). Missing-redirect findings are about the change itself and always kept.
 */
export function limitToChanged(result: CheckResult, changes: readonly FileChange[]): void {
  const record = new DependencyRecord();
  for (const [file, deps] of result.dependencies ?? []) record.set(file, deps);
  const modified = changes.filter((c) => c.kind === 'modified').map((c) => c.path);
  const cameOrWent = changes.flatMap((c) => (c.kind === 'renamed' ? [c.from, c.path] : c.kind === 'modified' ? [] : [c.path]));
  const reached = new Set([...modified, ...cameOrWent, ...record.dependents(modified, false), ...record.dependents(cameOrWent, true)]);
  // A changed settings file may turn any rule of the files it governs on or off: a finding a rule
  // turned back on is about the change.
  const all = [...modified, ...cameOrWent].some((p) => configFileNameOf(p) !== undefined || path.posix.basename(p) === MINTIGNORE_FILE || isConfigPart(result, p) || isSettingsFile(p, [result.root]));
  const keep = (file: FileResult) => all || reached.has(file.path);
  result.files = result.files
    .map((file) => (keep(file) ? file : { ...file, diagnostics: file.diagnostics.filter((d) => d.code === MISSING_REDIRECT) }))
    .filter((file) => file.diagnostics.length > 0);
  result.unchecked = result.unchecked.filter((u) => all || reached.has(u.path));
}

/** A JSON file a site's configuration `$ref`s (checked as part of the run). */
function isConfigPart(result: CheckResult, p: string): boolean {
  return p.endsWith('.json') && result.dependencies?.has(p) === true && result.sites.some((s) => p.startsWith(path.posix.dirname(s.config) + '/'));
}
