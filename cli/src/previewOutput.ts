/**
 * Where `docsite preview --out DIR` writes, by the rules `docsite llms --out` follows (outputPath.ts):
 * never into the docs root (nor around it: the copy's files would become the site's), never through a
 * folder of the checkout that is a symbolic link, and never over a folder another tool wrote: an
 * existing non-empty DIR is replaced only when it holds our marker file (a copy written before),
 * else refused unless --force, which writes over it file by file. Inside DIR no file is written
 * through a link, and every path stays inside DIR.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { toServicePath } from '../../host/src';
import { assertNoLinkedFolder, checkoutOf } from './outputPath';
import { lstat } from './paths';

export class PreviewRefused extends Error {}

/** The file that marks a folder as a copy `docsite preview` wrote (and may replace). */
export const PREVIEW_MARKER = '.docsite-preview';

export class PreviewOutput {
  readonly dir: string;

  constructor(out: string, docsRoot: string, force: boolean) {
    this.dir = path.resolve(out);
    const target = toServicePath(this.dir);
    const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith('/') ? outer : outer + '/');
    if (within(target, docsRoot)) throw new PreviewRefused(`--out ${out} is inside the docs root: the copy's pages and files would become the site's own`);
    if (within(docsRoot, target)) throw new PreviewRefused(`--out ${out} holds the docs root: name a folder of its own for the copy`);
    // A committed link on the way could lead into the docs root or out of the checkout.
    assertNoLinkedFolder(path.join(this.dir, PREVIEW_MARKER), checkoutOf(docsRoot), '--out');
    const stat = lstat(this.dir);
    if (stat && !stat.isDirectory()) throw new PreviewRefused(`--out ${out} is not a folder (a file or a link); not replaced`);
    const entries = stat ? fs.readdirSync(this.dir) : [];
    if (entries.length && entries.includes(PREVIEW_MARKER) && lstat(path.join(this.dir, PREVIEW_MARKER))?.isFile()) {
      // Our own copy from an earlier run: replaced whole, so no page of it outlives its source.
      for (const entry of entries) fs.rmSync(path.join(this.dir, entry), { recursive: true, force: true });
    } else if (entries.length && !force) {
      throw new PreviewRefused(`--out ${out} is not empty and was not written by docsite preview; pass --force to write over it`);
    }
    fs.mkdirSync(this.dir, { recursive: true });
    this.write(PREVIEW_MARKER, 'Written by docsite preview --out: the next run replaces this folder.\n');
  }

  /** Writes `content` at `relative` (with `/`) inside the folder. */
  write(relative: string, content: string | Buffer): void {
    const file = this.inside(relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const existing = lstat(file);
    if (existing && !existing.isFile()) throw new PreviewRefused(`${file} is not a regular file (a link or a folder); not replaced`);
    if (existing) fs.rmSync(file);
    fs.writeFileSync(file, content, { flag: 'wx' });
  }

  /** Copies the file at `source` (already checked to be inside the docs root) to `relative`. */
  copy(source: string, relative: string): void {
    this.write(relative, fs.readFileSync(source));
  }

  private inside(relative: string): string {
    const file = path.resolve(this.dir, ...relative.split('/'));
    const rel = path.relative(this.dir, file);
    if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) throw new PreviewRefused(`${relative} is outside --out`);
    // With --force a folder another tool wrote may hold links: none is written through.
    assertNoLinkedFolder(file, this.dir, '--out');
    return file;
  }
}
