/**
 * The containment rule of service/containment.ts for paths that may not exist yet (a file about to
 * be written): the real path of its nearest existing ancestor, with the rest appended, must stay
 * inside the root. So a `.cursor` that is a symlink to another folder is caught before the write.
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { isContained } from '../../service/src';

/** Forward slashes, as the containment helper compares paths. */
const slashes = (p: string) => nodePath.resolve(p).replace(/\\/g, '/');

/** The real path of `path`, resolving the existing part of it and appending what does not exist yet. */
export function realPathOfNearest(path: string): string {
  const missing: string[] = [];
  for (let p = nodePath.resolve(path); ; p = nodePath.dirname(p)) {
    try {
      return slashes(nodePath.join(fs.realpathSync.native(p), ...missing));
    } catch {
      if (nodePath.dirname(p) === p) return slashes(path);
      missing.unshift(nodePath.basename(p));
    }
  }
}

/** Whether writing `target` stays inside `root` once every symlink on the way is followed. */
export function staysInside(target: string, root: string): boolean {
  return isContained(slashes(target), [slashes(root)], { realPath: realPathOfNearest });
}
