/**
 * The worker thread behind workspace diagnostics: it owns its own FsWorkspace and language service
 * (see WorkspaceChecker) and checks the whole site one file at a time, yielding to its message loop
 * between files so that editor events (an open, an edit, a watcher event) are taken in promptly. The
 * main thread never waits on it: completion and hover are answered there.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { FsWorkspace } from '../../host/src';
import { FromWorker, ToWorker } from './workspaceMessages';
import { WorkspaceChecker } from '../../service/src';
import { isPagePath } from '../../site/src';
import { PassStaleness } from './passStaleness';

/** A pass over fewer files than this shows no progress: an edit's re-check is over before it would show. */
const PROGRESS_MIN_FILES = 50;
/** Work per turn of the loop: small enough that a message waits at most this long. */
const SLICE_MS = 8;

const port = parentPort!;
lowerPriority();

/**
 * The pass is background work: on Linux this thread alone gets a lower scheduling priority, so on a
 * busy machine the main thread (completion, hover) wins the CPU. `/proc/thread-self` names this
 * thread's id, and setpriority on a thread id applies to that thread only. Elsewhere: left as is.
 */
function lowerPriority(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the pass still yields between slices.
  }
}
/**
 * Texts kept between reads, dropped on the watcher's events: the pass reads every page of a site
 * once per snippet to see whether the import graph is current (SnippetUsers), and from the disk
 * that made the pass quadratic on a site with thousands of snippets.
 */
const KEPT_TEXT_BYTES = 64 * 1024 * 1024;
const fsWorkspace = new FsWorkspace(KEPT_TEXT_BYTES);
// A rule that throws on a file is logged by the main thread, like any failure of the pass.
const checker = new WorkspaceChecker(fsWorkspace, [], (where, e) => post({ type: 'error', message: `${where}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}` }));
const staleness = new PassStaleness(checker);
/** Whether git is being read for stale translations (one read at a time; a pass ending meanwhile asks again). */
let readingStaleness: 'idle' | 'reading' | 'again' = 'idle';
let folders: string[] = [];
let scheduled = false;
/** The current pass, for progress and the output channel: files it queued and files it has checked. */
let pass: { total: number; done: number; shown: boolean; pages: number; started: number; whole: boolean; cancelled: boolean } | undefined;
/** The next pass is the one `start` queued: every file of every site. */
let wholePassNext = false;

const post = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  try {
    handle(message);
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
  schedule();
});

function handle(message: ToWorker): void {
  switch (message.type) {
    case 'start':
      checker.settings = message.settings;
      checker.siteSettings = message.sites;
      folders = message.folders;
      checker.assumePublished(message.published);
      checker.skipOverBudget(message.overBudget);
      checker.checkAll(folders);
      wholePassNext = true;
      break;
    case 'open':
      checker.opened(message.path, message.text);
      break;
    case 'close':
      checker.closed(message.path);
      break;
    case 'watched':
      for (const change of message.changes) {
        if (change.kind === 'changed') {
          fsWorkspace.fileChanged(change.path); // a JSON/YAML file may have become an OpenAPI file
          checker.changed(change.path);
        } else if (change.kind === 'created') {
          fsWorkspace.fileCreated(change.path);
          // A folder arrives as one event: its files are what links and navigation name.
          const inside = filesBelow(change.path);
          checker.createdOrDeleted([change.path, ...inside], true);
        } else {
          const inside = filesBelow(change.path); // read before the index forgets them
          fsWorkspace.fileDeleted(change.path);
          checker.createdOrDeleted([change.path, ...inside], false);
        }
      }
      break;
    case 'cancel':
      checker.cancel();
      if (pass) pass.cancelled = true;
      finishPass();
      break;
  }
}

/** The indexed files below a folder inside the workspace folders (none for a file, or outside them). */
function filesBelow(path: string): readonly string[] {
  return folders.some((f) => path.startsWith(f + '/')) ? fsWorkspace.listFiles(path) : [];
}

function schedule(): void {
  if (scheduled || checker.pending === 0) return;
  scheduled = true;
  setImmediate(run);
}

function run(): void {
  scheduled = false;
  const start = performance.now();
  if (!pass) {
    pass = { total: checker.pending, done: 0, shown: false, pages: 0, started: start, whole: wholePassNext, cancelled: false };
    wholePassNext = false;
  }
  pass.total = Math.max(pass.total, pass.done + checker.pending);
  do {
    const next = checker.next;
    if (next === undefined) break;
    post({ type: 'checking', path: next });
    const result = checker.step();
    if (!result) break;
    pass.done++;
    if (isPagePath(result.path)) pass.pages++;
    if (result.diagnostics) post({ type: 'publish', path: result.path, diagnostics: result.diagnostics });
  } while (performance.now() - start < SLICE_MS);
  post({ type: 'idle' });
  if (pass.total >= PROGRESS_MIN_FILES || pass.shown) {
    pass.shown = true;
    post({ type: 'progress', done: checker.pending === 0 ? pass.total : pass.done, total: pass.total });
  }
  if (checker.pending === 0) finishPass();
  else schedule();
}

/** Reports the pass that just ended (emptied queue or cancelled) and forgets it. */
function finishPass(): void {
  if (!pass) return;
  const { whole, pages, done, started, cancelled } = pass;
  pass = undefined;
  post({ type: 'passDone', pass: { whole, pages, otherFiles: done - pages, ms: performance.now() - started, cancelled } });
  if (!cancelled) readStaleness();
}

/** Stale translations from git after a pass: the pages whose facts changed are checked again. */
function readStaleness(): void {
  if (readingStaleness !== 'idle') {
    readingStaleness = 'again';
    return;
  }
  readingStaleness = 'reading';
  staleness
    .refresh(folders)
    .then(
      (changed) => {
        if (changed.length) checker.enqueue(changed);
      },
      (e: unknown) => post({ type: 'error', message: `stale translations: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}` }),
    )
    .finally(() => {
      const again = readingStaleness === 'again';
      readingStaleness = 'idle';
      if (again) readStaleness();
      else schedule();
    });
}
