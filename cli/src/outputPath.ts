/**
 * Where the CLI writes (`docsite llms --out DIR`, `docsite check --cache-location`). A repository
 * can commit a symbolic link where a workflow writes: `--out public/llms` with `public` a link to
 * the docs root, to `/etc` or to the runner's home; a write would follow it. So a folder on the way
 * that is a link is refused wherever the repository could have put it: inside its checkout (the git
 * work tree, else the folder given). Folders outside it (`/tmp` a link to `/private/tmp`) are the
 * machine's, not the repository's; the checkout itself is where the user chose to run.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gitRoot } from '../../host/src';
import { UsageError } from './args';

/** Bad usage (exit code 2, as the others): the output path goes through a link. */
export class LinkedOutputPath extends UsageError {}

/** The checkout of what a command reads (`dir`, a folder or a file): its git work tree, else the folder itself. */
export function checkoutOf(dir: string): string {
  const resolved = path.resolve(dir);
  const folder = isFile(resolved) ? path.dirname(resolved) : resolved;
  return gitRoot(folder) ?? folder;
}

/**
 * Throws a LinkedOutputPath when a folder of `file`'s path inside `checkout` is a symbolic link.
 * The path is read as written (lexically): the folders that do not exist yet are created by the
 * write, as real folders. `option` names where the path came from, for the message.
 */
export function assertNoLinkedFolder(file: string, checkout: string, option: string): void {
  const root = path.resolve(checkout);
  const inside: string[] = [];
  for (let folder = path.dirname(path.resolve(file)); isBelow(folder, root); folder = path.dirname(folder)) inside.unshift(folder);
  for (const folder of inside) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(folder);
    } catch {
      return; // Missing: nothing below it exists either.
    }
    if (stat.isSymbolicLink()) {
      // The message is printed with its controls escaped, as every error is (main.ts).
      throw new LinkedOutputPath(`${option}: ${folder} is a symbolic link (to ${readLink(folder)}); a link inside the repository could lead anywhere, so nothing is written through it. Name a real folder.`);
    }
  }
}

/** Whether `folder` is strictly inside `root`. */
function isBelow(folder: string, root: string): boolean {
  const relative = path.relative(root, folder);
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
}

function readLink(link: string): string {
  try {
    return fs.readlinkSync(link);
  } catch {
    return 'somewhere';
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
