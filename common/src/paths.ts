// Forward-slash absolute paths as the service and the hosts write them (the workspace's paths; a
// Windows path is turned into one by the host before it reaches them).

/** Directory part of an absolute forward-slash path (`/a/b/c.json` → `/a/b`). */
export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
}

/**
 * Joins path segments and resolves `.` and `..`. A `..` at `/` is dropped, as a browser drops it
 * from a URL path; `escaped` says whether that happened, for callers that must refuse such a climb.
 */
export function normalizePath(base: string, ...parts: string[]): { path: string; escaped: boolean } {
  const out: string[] = [];
  let escaped = false;
  for (const segment of [base, ...parts].join('/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') out.push(segment);
    else if (out.length) out.pop();
    else escaped = true;
  }
  return { path: '/' + out.join('/'), escaped };
}

/** Joins path segments and resolves `.` and `..`; never climbs above `/`. */
export function joinPath(base: string, ...parts: string[]): string {
  return normalizePath(base, ...parts).path;
}

/**
 * A file or folder name inside `dir`, as written: nothing is resolved, so a name holding `..` stays
 * a name that no listing contains rather than a path that leaves `dir`.
 */
export function childPath(dir: string, name: string): string {
  return dir === '/' ? '/' + name : dir + '/' + name;
}
