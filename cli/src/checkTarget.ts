/**
 * What `docsite check` was pointed at, and why it cannot be checked. A run that checked nothing
 * must never pass: every case here ends the run with exit code 2 and a message naming the path.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeError } from '../../host/src';
import { configFileNameOf } from '../../site/src';

/** Nothing (or not everything) could be checked; the CLI exits with 2 and prints the message. */
export class NothingCheckedError extends Error {
  override readonly name = 'NothingCheckedError';
}

/** Throws a NothingCheckedError unless `dir` is a readable folder or a docs.json/mint.json file. */
export function assertCheckable(dir: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new NothingCheckedError(`${dir}: no such file or folder`);
    throw new NothingCheckedError(`cannot read ${dir}: ${describeError(e)}`);
  }
  if (stat.isFile()) {
    if (!configFileNameOf(dir)) throw new NothingCheckedError(`${dir} is not a docs.json or mint.json file; pass a folder or a docs.json file`);
    return;
  }
  if (!stat.isDirectory()) throw new NothingCheckedError(`${dir} is neither a folder nor a docs.json file`);
  try {
    // Listing skips unreadable folders silently; the folder asked for must not be one of them.
    fs.readdirSync(dir);
  } catch (e) {
    throw new NothingCheckedError(`cannot read the folder ${dir}: ${describeError(e)}`);
  }
}

/** The message for a folder where no site was found, naming a docs.json that is not a regular file. */
export function noSiteMessage(dir: string): string {
  const candidates = configFileNameOf(dir) ? [dir] : [path.join(dir, 'docs.json'), path.join(dir, 'mint.json')];
  for (const config of candidates) {
    try {
      const stat = fs.statSync(config);
      if (!stat.isFile()) return `${config} is ${stat.isDirectory() ? 'a folder' : 'not a regular file'}; nothing was checked`;
    } catch {
      // No docs.json at the top: the plain message below.
    }
  }
  return `no docs.json (or mint.json) found under ${dir}; nothing was checked`;
}
