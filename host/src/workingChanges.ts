/**
 * How the files of a folder differ between a git ref and the working tree, for `docsite check
 * --changed`/`--base` and the editor's `docsite.redirects.base`. git is asked only about the tree at
 * the ref (`git ls-tree`: names, modes and object ids); the working files are listed and hashed here,
 * as git names a blob (`blob <size>\0<bytes>` under the repository's hash function). Comparing with
 * the work tree through git would read the index and run what the repository's configuration names
 * for it: `core.fsmonitor`, a clean filter of a committed `.gitattributes`, an external diff.
 *
 * Both sides are listed alike (no dot folders, no node_modules: DocsWorkspace.listFiles), a file of the
 * work tree with the same content as one that left is a rename, and a new file that the `.gitignore`
 * files of its folders ignore is not counted, as `git ls-files --others --exclude-standard` would not
 * count it. Unlike git, the first folder whose rules ignore the file decides (a deeper `!pattern`
 * does not bring it back), and `.git/info/exclude` and `core.excludesFile` are not read: they are
 * the repository's configuration, which nothing here reads.
 * A text file that differs only by CRLF line ends is unchanged, as git's end-of-line conversion stores it.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { FsWorkspace, toServicePath } from './fsWorkspace';
import { objectFormat, type FileChange, type TreeEntry } from './git';
import type { RefTree } from './refTree';

/** A working file larger than this is not hashed: it counts as modified (no docs page comes near). */
const MAX_HASHED_BYTES = 64 * 1024 * 1024;
const SYMLINK_MODE = '120000';

/**
 * The files under `folder` (absolute, inside the repository) that differ between the ref of `refTree`
 * and the working tree. The ref's listing is `refTree`'s, which the base's routes read too (baseRoutes.ts).
 */
export async function changedFiles(refTree: RefTree, folder = refTree.root): Promise<FileChange[]> {
  const { root } = refTree;
  // git names the top folder by its real path: a folder reached through a symbolic link is read there.
  if (folder !== root && !folder.startsWith(root + '/')) folder = toServicePath(fs.realpathSync(folder));
  const [tree, format] = await Promise.all([refTree.entriesUnder(folder), objectFormat(root)]);
  const atRef = listedLikeWorkspace(tree, folder);
  const working = new FsWorkspace().listFiles(folder);
  const workingSet = new Set(working);
  const changes: FileChange[] = [];
  const added: string[] = [];
  for (const file of working) {
    const entry = atRef.get(file);
    if (!entry) added.push(file);
    else if (!sameContent(file, entry, format)) changes.push({ kind: 'modified', path: file });
  }
  const gone = [...atRef.keys()].filter((file) => !workingSet.has(file));
  // A file that left and one that came with the same object id: a rename.
  const goneById = new Map<string, string[]>();
  for (const file of gone) {
    const id = atRef.get(file)!.id;
    goneById.set(id, [...(goneById.get(id) ?? []), file]);
  }
  const renamedFrom = new Set<string>();
  const ignored = gitignored(root);
  for (const file of added) {
    // An ignored file is not git's to see (a build's output folder is never read); a file is hashed
    // only when something left that it may have been renamed from.
    if (ignored(file)) continue;
    const from = goneById.size ? goneById.get(workingId(file, format) ?? '')?.find((f) => !renamedFrom.has(f)) : undefined;
    if (from !== undefined) {
      renamedFrom.add(from);
      changes.push({ kind: 'renamed', from, path: file });
    } else {
      changes.push({ kind: 'added', path: file });
    }
  }
  for (const file of gone) if (!renamedFrom.has(file)) changes.push({ kind: 'deleted', path: file });
  return changes;
}

/** The tree's files as a workspace lists the folder: none in a dot folder or node_modules below it. */
function listedLikeWorkspace(tree: Map<string, TreeEntry>, folder: string): Map<string, TreeEntry> {
  const listed = new Map<string, TreeEntry>();
  for (const [file, entry] of tree) if (listedUnder(file, folder)) listed.set(file, entry);
  return listed;
}

/** Whether a workspace lists `file` under `folder` (DocsWorkspace.listFiles): not in a dot folder or node_modules below it. */
export function listedUnder(file: string, folder: string): boolean {
  const prefix = folder.endsWith('/') ? folder : folder + '/';
  return file.startsWith(prefix) && !file.slice(prefix.length).split('/').slice(0, -1).some((s) => s.startsWith('.') || s === 'node_modules');
}

function sameContent(file: string, entry: TreeEntry, format: 'sha1' | 'sha256'): boolean {
  if (entry.mode === SYMLINK_MODE) {
    try {
      return blobId(Buffer.from(fs.readlinkSync(file)), format) === entry.id;
    } catch {
      return false; // a file where the ref had a symbolic link
    }
  }
  const bytes = readSmall(file);
  if (bytes === undefined) return false;
  return blobId(bytes, format) === entry.id || (bytes.includes('\r\n') && blobId(Buffer.from(bytes.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), format) === entry.id);
}

/** The object id git would give the working file's content, or undefined when it cannot be read. */
function workingId(file: string, format: 'sha1' | 'sha256'): string | undefined {
  const bytes = readSmall(file);
  return bytes === undefined ? undefined : blobId(bytes, format);
}

function readSmall(file: string): Buffer | undefined {
  try {
    if (fs.statSync(file).size > MAX_HASHED_BYTES) return undefined;
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** git's name for a blob: the hash of `blob <size>\0` and the bytes (gitformat-object(5)). */
export function blobId(bytes: Buffer, format: 'sha1' | 'sha256'): string {
  return createHash(format).update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * Whether a new file is ignored by the `.gitignore` files of the folders from the repository's top
 * down to its own (each applies to the paths below its folder, gitignore(5)), read by Docsite.
 */
function gitignored(root: string): (file: string) => boolean {
  const rules = new Map<string, Ignore | undefined>();
  const rulesOf = (dir: string) => {
    if (!rules.has(dir)) {
      let text: string | undefined;
      try {
        text = fs.readFileSync(path.posix.join(dir, '.gitignore'), 'utf8');
      } catch {
        text = undefined;
      }
      rules.set(dir, text === undefined ? undefined : ignore().add(text));
    }
    return rules.get(dir);
  };
  return (file) => {
    const relative = path.posix.relative(root, file).split('/');
    for (let depth = 0; depth < relative.length; depth++) {
      const dir = path.posix.join(root, ...relative.slice(0, depth));
      const below = relative.slice(depth).join('/');
      if (rulesOf(dir)?.ignores(below)) return true;
    }
    return false;
  };
}
