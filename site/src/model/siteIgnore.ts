/**
 * `.mintignore`: the files of a docs root that the site build leaves out. The build reads one
 * `.mintignore`, at the docs root (a `.mintignore` in a subfolder is just a file), splits it into
 * lines, trims each, and reads them in gitignore syntax relative to the docs root, after a fixed set
 * of defaults (repository and editor folders, dependencies and the repository's own README,
 * LICENSE, CHANGELOG and CONTRIBUTING). An ignored file is not built: an ignored page is no page of
 * the site (navigation naming it names a missing page, a link to it is broken), an ignored image or
 * download is not served. The same `ignore` package and matching the build uses (case-insensitive,
 * a folder's exclusion covering everything below it).
 */
import ignore, { type Ignore } from 'ignore';
import { DocsWorkspace } from '../workspace';
import { childPath, BoundedCache } from '../../../common/src';
import type { MemoSlot } from '../text/workspaceMemos';

export const MINTIGNORE_FILE = '.mintignore';

/**
 * What the build skips whatever `.mintignore` says. Dot folders and node_modules are never listed
 * by a workspace at all (see DocsWorkspace.listFiles); they are here so that a path asked about
 * directly is judged as the build judges it.
 */
const ALWAYS_IGNORED = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  'node_modules',
  // The build's own settings folder, apart from its folders, skills and data files.
  '.mintlify/**',
  '!.mintlify/**/',
  '!.mintlify/skills/**',
  '!.mintlify/**/*.json',
  '!.mintlify/**/*.yaml',
  '!.mintlify/**/*.yml',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
];

/** The files the build leaves out of one docs root. */
export interface SiteIgnore {
  /** Whether the build leaves out `path` (absolute). A path outside the docs root is never ignored here. */
  ignores(path: string): boolean;
  /** Whether `.mintignore` itself (not a default) leaves `path` out: messages say so. */
  byMintignore(path: string): boolean;
}

interface Compiled extends SiteIgnore {
  readonly text: string | undefined;
}

/**
 * Compiled matchers per docs root, in the memos of the workspace's owner (DocsWorkspace.memos),
 * reused while `.mintignore` reads the same. The file is asked about on every call, through the
 * workspace: an editor's unsaved text counts, a recording workspace records it as a dependency
 * (`docsite check --cache`), and no change is ever missed. A workspace holds a few sites.
 */
const COMPILED: MemoSlot<BoundedCache<string, Compiled>> = { create: () => new BoundedCache({ maxEntries: 64 }) };

/** The `.mintignore` of a docs root. */
export function mintignorePath(docsRoot: string): string {
  return childPath(docsRoot, MINTIGNORE_FILE);
}

/** The ignore rules of the site at `docsRoot`, as they read now. */
export function siteIgnore(docsRoot: string, workspace: DocsWorkspace): SiteIgnore {
  const path = mintignorePath(docsRoot);
  const text = workspace.fileExists(path) ? workspace.readFile(path) : undefined;
  const perRoot = workspace.memos?.of(COMPILED);
  const hit = perRoot?.get(docsRoot);
  if (hit && hit.text === text) return hit;
  const compiled = compile(docsRoot, text);
  perRoot?.set(docsRoot, compiled);
  return compiled;
}

function compile(docsRoot: string, text: string | undefined): Compiled {
  const written = text === undefined ? [] : text.split(/\r?\n/).map((line) => line.trim());
  const all = ignore().add([...ALWAYS_IGNORED, ...written]);
  // The file's own patterns alone, so a message can say that `.mintignore` is why.
  const own = written.length ? ignore().add(written) : undefined;
  const prefix = docsRoot === '/' ? '/' : docsRoot + '/';
  const relative = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : undefined);
  return {
    text,
    ignores: (path) => test(all, relative(path)),
    byMintignore: (path) => own !== undefined && test(own, relative(path)),
  };
}

function test(matcher: Ignore, relative: string | undefined): boolean {
  if (!relative) return false;
  try {
    return matcher.ignores(relative);
  } catch {
    return false; // a path the package refuses (never one of a listing): not ignored
  }
}
