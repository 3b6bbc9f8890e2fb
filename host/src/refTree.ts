/**
 * The tree of one git ref, listed once per run. `docsite check --base` (and the editor's
 * `docsite.redirects.base`) asks two questions of it: which files changed since the ref
 * (workingChanges.ts, under the checked folder) and which pages each site published at the ref
 * (baseRoutes.ts, under its docs root, which lies in that folder). Both read the same `git ls-tree`
 * listing: a folder inside one already listed is served from it, and only a folder outside every
 * listing runs git again.
 */
import { treeAtRef, type TreeEntry } from './git';

export class RefTree {
  /** Each folder listed so far, with its listing (a promise, so a second question waits for the first run). */
  private readonly listings: { folder: string; entries: Promise<Map<string, TreeEntry>> }[] = [];

  constructor(
    /** The repository's top folder (service path). */
    readonly root: string,
    readonly ref: string,
  ) {}

  /** The files under `folder` (absolute, inside `root`) in the tree of the ref, by absolute path (git.ts treeAtRef). */
  entriesUnder(folder: string): Promise<Map<string, TreeEntry>> {
    const held = this.listings.find((listing) => isInside(folder, listing.folder));
    if (held) return held.folder === folder ? held.entries : held.entries.then((entries) => entriesInside(entries, folder));
    const entries = treeAtRef(this.root, this.ref, folder);
    this.listings.push({ folder, entries });
    return entries;
  }

  /** The paths of the files under `folder` at the ref. */
  async filesUnder(folder: string): Promise<string[]> {
    return [...(await this.entriesUnder(folder)).keys()];
  }
}

/** Whether `folder` is `outer` or lies below it. */
function isInside(folder: string, outer: string): boolean {
  return folder === outer || folder.startsWith(outer.endsWith('/') ? outer : outer + '/');
}

/** The entries of a wider listing that lie under `folder`, as git lists that folder alone (a pathspec matches the folder and what is below it). */
function entriesInside(entries: ReadonlyMap<string, TreeEntry>, folder: string): Map<string, TreeEntry> {
  const inside = new Map<string, TreeEntry>();
  for (const [file, entry] of entries) if (isInside(file, folder)) inside.set(file, entry);
  return inside;
}
