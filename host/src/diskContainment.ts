/**
 * The containment rule of service/containment.ts for paths that may not exist yet (a file about to
 * be written): the real path of its nearest existing ancestor, with the rest appended, must stay
 * inside the root. So a `.cursor` that is a symlink to another folder is caught before the write.
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { isContained } from '../../common/src';

/** Forward slashes, as the containment helper compares paths. */
const slashes = (p: string) => nodePath.resolve(p).replace(/\\/g, '/');

/** As many links as Linux follows before ELOOP. */
const MAX_LINK_HOPS = 40;

/**
 * The real path of `path`, resolving the existing part of it and appending what does not exist yet.
 * A symbolic link whose target does not exist (yet) is followed to where it leads: a write through
 * it lands there. A loop of links is left where it is: nothing is read or written through one
 * (ELOOP), and the writer names the loop (projectRulesWriter.ts linkTarget).
 */
export function realPathOfNearest(path: string, hops = 0): string {
  const missing: string[] = [];
  for (let p = nodePath.resolve(path); ; p = nodePath.dirname(p)) {
    try {
      return slashes(nodePath.join(fs.realpathSync.native(p), ...missing));
    } catch {
      const link = danglingLink(p);
      if (link !== undefined) return hops >= MAX_LINK_HOPS ? slashes(nodePath.join(p, ...missing)) : realPathOfNearest(nodePath.join(nodePath.resolve(nodePath.dirname(p), link), ...missing), hops + 1);
      if (nodePath.dirname(p) === p) return slashes(path);
      missing.unshift(nodePath.basename(p));
    }
  }
}

/** What the symbolic link at `p` holds, when `p` is one (its target missing, or a loop). */
function danglingLink(p: string): string | undefined {
  try {
    return fs.lstatSync(p).isSymbolicLink() ? fs.readlinkSync(p) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether writing `target` stays inside `root` once every symlink on the way is followed. */
export function staysInside(target: string, root: string): boolean {
  return isContained(slashes(target), [slashes(root)], { realPath: realPathOfNearest });
}
