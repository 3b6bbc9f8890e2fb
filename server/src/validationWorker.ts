/**
 * The worker thread that does the language server's work on workspace content (see
 * validationThread.ts): checks of open documents, completion, hover, outlines and links, quick fixes,
 * go to definition, rename edits, the names and landing pages of sites, and what it reads from git
 * (stale translations for `translation-stale` and the Translations view, a page at a commit). It owns
 * its own FsWorkspace and language service and answers one job at a time; a request on a version it
 * just checked reuses that parse. The requests of the table are answered by their rows
 * (requestTable.ts `answerRequest`); the cases below are the jobs that are not rows.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { FsWorkspace, serveBudgetedJobs, StalenessReader, fileAtRef, repositoryLocation, GitError } from '../../host/src';
import type { ToValidator } from './validationMessages';
import type { CheckJob, CheckResult, GitShowJob, RenameJob, ServerJob } from './validationThread';
import { answerRequest } from './requestTable';
import type { RequestWorker } from './requestRow';
import { DependencyRecord, RecordedChecks } from '../../service/src';
import { isPagePath, withStaleness, type StalenessFacts, type TranslationsView } from '../../site/src';
import { BoundedCache, uriToPath } from '../../common/src';
import { BaseRoutesReader } from './baseRoutesReader';

/**
 * Texts kept between checks, dropped on the watcher's events (the `files` message): a keystroke in a
 * snippet asks whether any page still imports it, which reads every page of the site (45 ms per
 * keystroke from the disk on NangoHQ__nango's 3,832 files, 1.4 ms kept).
 */
const KEPT_TEXT_BYTES = 32 * 1024 * 1024;
const workspace = new FsWorkspace(KEPT_TEXT_BYTES);
/**
 * The language service, reading every open file as the editor holds it (unsaved edits included: the
 * `text` messages), and recording what each check reads of other files, for `dependentsOf`.
 */
const checks = new RecordedChecks(workspace);
const service = checks.service;
/**
 * What the last check of each open file read of the other files, with the answers it got: the one
 * dependency record of the whole-site pass and `--cache` (workspaceCheck/dependencies.ts), here over
 * the files the editor holds open. A file's check answers with the open files whose answers it
 * changed (a heading renamed: the pages linking to it; docs.json edited: the pages it lists).
 */
const openRecord = new DependencyRecord();

/** Stale translations from git, remembered per site and HEAD (so a keystroke runs no git). */
const staleness = new StalenessReader();
/** The routes at `docsite.redirects.base`, remembered per site, files and HEAD (so a keystroke runs no git). */
const bases = new BaseRoutesReader(() => workspace.generation);
/** The most of a file `git show` may print for the source diff's left side. */
const MAX_SHOWN_BYTES = 8 * 1024 * 1024;

/** Versions of docs.json texts a rename reads: negative and never reused, so no cached parse matches them. */
let diskVersion = 0;

const snapshot = (d: { uri: string; languageId: string; version: number; text: string }) => TextDocument.create(d.uri, d.languageId, d.version, d.text);

/**
 * The findings of the last check of each recently checked document, by version: a code action
 * request on that version (the fix-all reads every finding of the file) uses them instead of
 * checking the file again. A few dozen documents at most: the open ones are what gets checked.
 */
const KEPT_FINDINGS = 64;
const lastFindings = new BoundedCache<string, { version: number; diagnostics: readonly Diagnostic[] }>({ maxEntries: KEPT_FINDINGS });

function rememberFindings(document: TextDocument, diagnostics: readonly Diagnostic[]): void {
  lastFindings.set(document.uri, { version: document.version, diagnostics });
}

function findingsOf(document: { uri: string; version: number }): readonly Diagnostic[] | undefined {
  const kept = lastFindings.get(document.uri);
  return kept?.version === document.version ? kept.diagnostics : undefined;
}

/** Rename edits from each docs.json as the editor holds it, else as the disk does. */
function renameEdits({ configs, renames, openTexts, redirects }: RenameJob): unknown {
  const documents = configs.flatMap(({ uri, text }) => {
    const path = uriToPath(uri);
    const read = text ?? (path ? workspace.readFile(path) : undefined);
    return read === undefined ? [] : [TextDocument.create(uri, 'json', --diskVersion, read)];
  });
  return service.renameEdits(documents, renames, (path) => openTexts[path], redirects);
}

async function check(job: CheckJob): Promise<CheckResult> {
  const document = snapshot(job);
  const kind = service.kindOf(document);
  const facts = kind === 'page' && job.settings.rules['translation-stale'] !== 'off' ? await stalenessOf(document) : undefined;
  const path = uriToPath(document.uri);
  let diagnostics: Diagnostic[];
  if (path === undefined) diagnostics = service.validate(document, job.settings, facts);
  else {
    // A check that throws leaves its file unrecorded, so the server checks it again (`unrecorded`).
    openRecord.remove(path);
    const { value, deps } = checks.recorded(path, () => service.validate(document, job.settings, facts));
    diagnostics = value;
    // Only the open files of a site (those the `text` messages name) are kept: the others have no dependents to find.
    if (deps && openPaths.has(path)) openRecord.set(path, deps);
  }
  if (kind === 'config' && job.settings.redirects.base) diagnostics.push(...(await againstBase(document, job.settings)));
  rememberFindings(document, diagnostics);
  return { diagnostics, kind, ...(path ? dependentsOf(path) : { dependents: [], unrecorded: [] }) };
}

/**
 * The open files whose last check read something of `path` that reads differently now, and the open
 * files with no record here (not checked on this thread yet: it is new after a budget stop): the
 * server checks the first again, and the second unless their version ran out of time.
 */
function dependentsOf(path: string): Pick<CheckResult, 'dependents' | 'unrecorded'> {
  const dependents = checks.staleIn(openRecord, [path], false).filter((p) => p !== path && openPaths.has(p));
  const unrecorded = [...openPaths].filter((p) => p !== path && openRecord.of(p) === undefined);
  return { dependents, unrecorded };
}

/** The files the editor holds open, as the `text` messages say. */
const openPaths = new Set<string>();

/** docs.json's missing-redirect findings against `docsite.redirects.base`; none without git, a repository or the ref. */
async function againstBase(document: TextDocument, settings: CheckJob['settings']) {
  const path = uriToPath(document.uri);
  const docsRoot = path === undefined ? undefined : service.siteOf(path)?.docsRoot;
  if (!docsRoot) return [];
  const base = await bases.read(docsRoot, settings.redirects.base);
  return base ? service.validateAgainstBase(document, settings, base) : [];
}

/** Whether a translated page is stale, from git; git's absence or failure only leaves the finding out. */
async function stalenessOf(document: TextDocument): Promise<StalenessFacts | undefined> {
  try {
    const pair = service.translationOf(document);
    if (!pair) return undefined;
    const answer = await staleness.read(pair.docsRoot, [pair]);
    return 'stale' in answer ? { stale: answer.stale[0], sourcePath: pair.sourcePath } : undefined;
  } catch {
    return undefined;
  }
}

/** The Translations view's coverage, with the stale translations counted (not reported without git). */
async function translations(configPath: string): Promise<TranslationsView[]> {
  const views = service.translations(configPath);
  const docsRoot = service.siteOf(configPath)?.docsRoot;
  if (views.length === 0 || !docsRoot) return views;
  const pairs = service.translatedPairs(views);
  try {
    return withStaleness(views, await staleness.read(docsRoot, pairs));
  } catch (e) {
    return withStaleness(views, { notReported: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * A page's text at a commit (the source diff's left side), or null: only a page of a site, only a
 * commit named by its sha, and no more than MAX_SHOWN_BYTES.
 */
async function gitShow({ path, commit }: GitShowJob): Promise<string | null> {
  if (!/^[0-9a-f]{4,64}$/i.test(commit) || service.siteOf(path) === undefined || !isPagePath(path)) return null;
  try {
    const location = await repositoryLocation(path.slice(0, path.lastIndexOf('/')) || '/');
    if (!path.startsWith(location.root + '/')) return null;
    return (await fileAtRef(location.root, commit, path, MAX_SHOWN_BYTES)) ?? null;
  } catch (e) {
    if (e instanceof GitError) return null;
    throw e;
  }
}

/** A job this worker has no case for (a server of another build): it fails, and its request gets its fallback. */
function refuse(job: never): never {
  const kind: unknown = Object(job).kind;
  throw new Error(`unknown job ${JSON.stringify(kind)}`);
}

/** What the request table's handlers get (requestTable.ts). */
const requestWorker: RequestWorker = { service, findingsOf, translations };

serveBudgetedJobs<ServerJob, unknown>(
  (request) => {
    switch (request.kind) {
      case 'request':
        return answerRequest(requestWorker, request.job);
      case 'check':
        return check(request.job);
      case 'rename':
        return renameEdits(request.job);
      case 'site': {
        const model = service.siteModel(request.job.configPath, request.job.text);
        return { name: model.name, layout: model.layout };
      }
      case 'gitShow':
        return gitShow(request.job);
      default:
        return refuse(request);
    }
  },
  (raw) => {
    const message = raw as ToValidator;
    switch (message.type) {
      case 'text':
        if (message.text === undefined) {
          checks.dropText(message.path);
          openPaths.delete(message.path);
          openRecord.remove(message.path);
        } else {
          checks.setText(message.path, message.text);
          openPaths.add(message.path);
        }
        break;
      case 'forget':
        service.forget(message.uri);
        break;
      case 'files':
        for (const path of message.created) workspace.fileCreated(path);
        for (const path of message.deleted) workspace.fileDeleted(path);
        for (const path of message.changed) workspace.fileChanged(path);
        break;
    }
  },
);
