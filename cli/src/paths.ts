import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * How the human output names a file: relative to the current directory when the file is inside
 * it (terminals make `path:line:col` clickable, CI problem matchers resolve it from the working
 * directory), absolute otherwise (a `../../..` path is neither readable nor stable).
 */
export function displayPath(file: string, cwd: string = process.cwd()): string {
  const rel = path.relative(cwd, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return file;
  return rel.split(path.sep).join('/');
}

/** The folder SARIF URIs are relative to: the git repository around `root`, else the checked folder. */
export function sarifBase(root: string): string {
  const folder = isFile(root) ? path.dirname(root) : root;
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(folder);
  }
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file's own stat (a link is not followed), or undefined when there is none to read. */
export function lstat(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch {
    return undefined;
  }
}
