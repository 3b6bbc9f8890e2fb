/**
 * The cached results of `docsite check --cache` that can be seen to hold without parsing a page,
 * decided in the main thread before any worker starts: the file's text hash is the cached one, and
 * every recorded answer is the same when asked again with reads, listings and hashes alone (a
 * linked page whose text hash is unchanged, the import graph from the imports the cache kept of
 * each page, or from the import lines alone of a page edited since). Whatever would need a parse of
 * a page (a linked page whose text changed, imports that only a whole-page parse can read) goes to
 * the workers, which decide under the file's time budget as before. A warm run with nothing changed
 * then starts no worker at all, and one after a page edit starts one for that page alone.
 */
import { FsWorkspace, readTextFile } from '../../host/src';
import { RecordedChecks } from '../../service/src';
import type { KeptFacts } from './checkCache';
import { KEPT_TEXT_BYTES, type ItemOutcome, type WorkItem } from './checkItems';

/** Thrown by a summary that would have to parse: the result is left to a worker. */
class NeedsParse extends Error {}

const needsParse = (): never => {
  throw new NeedsParse();
};

/**
 * The outcomes of the items whose cached result holds without a parse, by index. `onWorkAhead` is
 * called once, as soon as some item is seen to need a worker: first from the files' own texts
 * (read and hashed before any recorded question is asked again), else when a record fails.
 */
export function reuseWithoutParsing(items: readonly { index: number; item: WorkItem }[], kept: KeptFacts, onWorkAhead: () => void = () => {}): Map<number, ItemOutcome> {
  let workAhead = false;
  const needsWorker = () => {
    if (!workAhead) onWorkAhead();
    workAhead = true;
  };
  // A site whose import graph needs a parse is not walked again for each of its snippets.
  const unsettled = new Set<string>();
  // Its import facts are the cache's. A page without kept facts (one edited since) has its import
  // lines parsed here, each a one-line statement, so linear in their length; a page whose imports
  // need a parse of the whole page is left to the workers with every result that depends on it.
  // The agents' page facts read frontmatter only (no MDX parse), once per site; a linked page's
  // anchors need a parse: left to the workers.
  const checks = new RecordedChecks(new FsWorkspace(KEPT_TEXT_BYTES), {
    record: false,
    importFacts: { get: (hash) => kept.imports[hash], put: () => {} },
    beforeWholePageParse: needsParse,
    summaries: (own) => ({
      ...own,
      anchorsOf: needsParse,
      importsOf: (docsRoot) => {
        if (unsettled.has(docsRoot)) needsParse();
        try {
          return own.importsOf(docsRoot);
        } catch (e) {
          if (e instanceof NeedsParse) unsettled.add(docsRoot);
          throw e;
        }
      },
    }),
  });
  // The files' own texts first: an edited one is known to need a worker before any record is asked.
  const hashes = new Map<number, string>();
  for (const { index, item } of items) {
    const read = item.cached && item.text === undefined ? readTextFile(item.path) : undefined;
    if (read?.ok) hashes.set(index, checks.hash(item.path, read.text));
    // A new file, an unsaved text, an unreadable or an edited file: a worker will check it.
    if (!item.cached || hashes.get(index) !== item.cached.hash) needsWorker();
  }
  const out = new Map<number, ItemOutcome>();
  for (const { index, item } of items) {
    const hash = hashes.get(index);
    const cached = item.cached;
    if (!cached || hash !== cached.hash) continue;
    let holds: boolean;
    try {
      holds = checks.stillHolds(cached.deps);
    } catch (e) {
      if (!(e instanceof NeedsParse)) throw e;
      holds = false;
    }
    // Every answer as recorded (a refreshed record needs a linked page's anchors: a parse).
    if (holds) out.set(index, { kind: 'checked', diagnostics: cached.diagnostics, errors: [], hash, reused: true });
    else needsWorker();
  }
  return out;
}
