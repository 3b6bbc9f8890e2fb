/**
 * The routes a site published at the git ref of `docsite.redirects.base`, for the editor's
 * missing-redirect check of docs.json (on the validation worker). Remembered per docs root until
 * files come or go (the workspace's generation), HEAD moves, or the ref changes, so a keystroke in
 * docs.json runs no git. Outside a repository, or for a ref git does not know, there is no base and
 * the check is left out; it never fails the docs.json check.
 */
import { GitError, RefTree, baseRoutes, changedFiles, headFingerprint, repositoryLocation, type RepositoryLocation } from '../../host/src';
import type { BaseRoutes } from '../../site/src';

interface Known {
  key: string;
  routes: Promise<BaseRoutes | undefined>;
}

export class BaseRoutesReader {
  /** Per docs root: its repository, or undefined when it is in none (remembered: a folder rarely becomes one). */
  private readonly locations = new Map<string, Promise<RepositoryLocation | undefined>>();
  private readonly known = new Map<string, Known>();

  constructor(private readonly generation: () => number | undefined) {}

  /** The base's routes and the moves git or the texts show, or undefined when there is no base to compare with. */
  async read(docsRoot: string, ref: string): Promise<BaseRoutes | undefined> {
    const location = await this.locationOf(docsRoot);
    if (!location) return undefined;
    const key = `${ref}\0${this.generation() ?? 'none'}\0${headFingerprint(location) ?? 'unknown'}`;
    const hit = this.known.get(docsRoot);
    if (hit && hit.key === key) return hit.routes;
    // One listing of the ref's tree for both questions.
    const tree = new RefTree(location.root, ref);
    const routes = changedFiles(tree, docsRoot)
      .then((changes) => baseRoutes(tree, docsRoot, changes))
      .catch((e: unknown) => {
        if (e instanceof GitError) return undefined;
        throw e;
      });
    this.known.set(docsRoot, { key, routes });
    return routes;
  }

  private locationOf(docsRoot: string): Promise<RepositoryLocation | undefined> {
    let found = this.locations.get(docsRoot);
    if (!found) {
      found = repositoryLocation(docsRoot).catch((e: unknown) => {
        if (e instanceof GitError) return undefined;
        throw e;
      });
      this.locations.set(docsRoot, found);
    }
    return found;
  }
}
