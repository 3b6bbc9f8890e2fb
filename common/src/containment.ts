/**
 * The one containment rule for every path Docsite follows (imports, links, assets, OpenAPI
 * files, preview resources, the rules file): a target counts only when it lies inside one of the
 * allowed roots (normally the docs root) both as written and after every symlink is resolved.
 * Anything else is reported by the caller and never read, listed or written.
 *
 * Checking the written path alone is not enough: `docs/shared -> /` makes `docs/shared/etc/passwd`
 * look like a file of the site. Checking the real path alone is not enough either: a path written
 * as `../../etc/passwd` must be refused even where a mirror of the root happens to exist.
 */
/** What the rule asks of a workspace: where a path leads once every symlink is resolved (undefined: nothing there). */
export interface RealPaths {
  realPath(path: string): string | undefined;
}

/** Whether `path` is `root` or lies below it (forward-slash absolute paths, no `..` left in them). */
export function isWithin(path: string, root: string): boolean {
  if (root === '/' || path === root) return path.startsWith('/');
  return path.startsWith(root.endsWith('/') ? root : root + '/');
}

/**
 * Whether `target` is inside one of `roots`, as written and on disk. A target that does not exist
 * counts as contained when its written path is: there is nothing to read, so the caller reports it
 * as missing, which is the more useful message.
 */
export function isContained(target: string, roots: readonly string[], workspace: RealPaths): boolean {
  if (!roots.some((root) => isWithin(target, root))) return false;
  const real = workspace.realPath(target);
  if (real === undefined) return true;
  return roots.some((root) => isWithin(real, workspace.realPath(root) ?? root));
}
