import { SiteIgnore, siteIgnore } from './model/siteIgnore';
import { DocsWorkspace } from './workspace';
import { childPath } from '../../common/src';
import { QuestionMemo } from './text/questionMemo';
import type { MemoSlot } from './text/workspaceMemos';

/** File extensions of pages, in the order the site build prefers them. */
export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** Whether a path names a page file (by extension). */
export function isPagePath(path: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * `.md` names the site build never makes pages of, in any folder and any letter case: the four its
 * file categories exclude (@mintlify/common getFileCategory: readme, license, contributing,
 * contribute) and CHANGELOG, which its default ignores leave out (@mintlify/common mintIgnore.js
 * DEFAULT_MINT_IGNORES, beside README, LICENSE and CONTRIBUTING). An `.mdx` of any name is a page.
 */
const NOT_PAGES_BY_NAME = new Set(['readme', 'license', 'contributing', 'contribute', 'changelog']);

/**
 * Whether a file with a page's extension is one the build makes no page of by its name alone: a
 * repository file of NOT_PAGES_BY_NAME, or a skill file for agents (getFileCategory's `skillFile`,
 * compared without case: `skill.md` at the docs root, and `skill.md` anywhere under
 * `.mintlify/skills/`). `changelog.mdx`, `security.md`, `AGENTS.md`, `CLAUDE.md` and a `SKILL.md` in
 * any other folder are pages: the build serves them.
 */
export function isNotPageByName(path: string, docsRoot: string | undefined): boolean {
  if (!/\.md$/i.test(path)) return false;
  const base = path.slice(path.lastIndexOf('/') + 1, -3).toLowerCase();
  if (NOT_PAGES_BY_NAME.has(base)) return true;
  if (base !== 'skill' || docsRoot === undefined) return false;
  const root = (docsRoot === '/' ? '' : docsRoot).toLowerCase() + '/';
  const rel = path.toLowerCase().startsWith(root) ? path.slice(root.length).toLowerCase() : undefined;
  return rel === 'skill.md' || (rel !== undefined && rel.startsWith('.mintlify/skills/'));
}

/**
 * The navigation form of a page file: its path relative to the docs root without the extension
 * (`/site/guides/intro.mdx` → `guides/intro`). Undefined when the file is not a page under the root.
 */
export function pageIdOf(path: string, docsRoot: string): string | undefined {
  const prefix = docsRoot === '/' ? '/' : docsRoot + '/';
  if (!path.startsWith(prefix) || !isPagePath(path)) return undefined;
  return stripPageExtension(path.slice(prefix.length));
}

/**
 * Whether the build makes a snippet of `path` by its place alone, so never a page: a file with a
 * snippet's extension (`.mdx`, `.md`, `.jsx`, `.tsx`) anywhere below the `snippets/` or `_snippets/`
 * folder of the docs root, the path compared without letter case (@mintlify/common 1.0.1211,
 * dist/getFileCategory.js and dist/mdx/snippets/constants.js SNIPPET_EXTENSIONS; the build sorts
 * its files with it in @mintlify/prebuild 1.0.1370, dist/prebuild/categorizeFilePaths.js). A folder
 * of that name deeper down holds pages: `guides/snippets/x.mdx` is served at its URL. A file
 * elsewhere that another file imports is a snippet too (getFileCategory's isImportedAsSnippet,
 * "Reusable snippets" in the vendor's docs): that takes the site's import graph, which SnippetUsers
 * keeps. Without a docs root there is no site, so no snippets folder. Snippets need no frontmatter
 * and are placed by their includer.
 */
export function isSnippetPath(path: string, docsRoot: string | undefined): boolean {
  if (docsRoot === undefined) return false;
  const prefix = docsRoot === '/' ? '/' : docsRoot + '/';
  return path.startsWith(prefix) && /^_?snippets\/[^]*\.(mdx|md|jsx|tsx)$/i.test(path.slice(prefix.length));
}

/** A path or URL without its page extension (`guides/intro.mdx` → `guides/intro`). */
export function stripPageExtension(path: string): string {
  return path.replace(/\.(mdx|md)$/, '');
}

/** `https://…`, `mailto:…`, `//cdn…`: references that leave the site and are never checked on disk. */
export function isExternalReference(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//');
}

/** Navigation entries and links may carry a leading or trailing slash; the page id has neither. */
export function normalizePageId(entry: string): string {
  const first = entry.charCodeAt(0);
  const last = entry.charCodeAt(entry.length - 1);
  // Fast path: almost every entry is already clean, and this runs once per entry per keystroke.
  if (first !== 47 && last !== 47 && first > 32 && last > 32) return entry;
  return entry.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

/** A listing worked out from a site's files, with what it was worked out from. */
interface SiteListing<T> {
  /** The workspace generation the listing was made at. */
  generation: number;
  /** The `.mintignore` rules it was made with (siteIgnore answers the same object while they read the same). */
  ignore: SiteIgnore;
  value: T;
}

/** Each docs root's page list, in the memos of the workspace's owner; a workspace holds a few sites. */
const PAGE_LISTS: MemoSlot<QuestionMemo<string, SiteListing<Map<string, string>>>> = { create: () => new QuestionMemo(64) };
/** Each docs root's files of one extension (its stylesheets), kept the same way. */
const FILES_BY_EXTENSION: MemoSlot<QuestionMemo<string, SiteListing<readonly string[]>>> = { create: () => new QuestionMemo(64) };

/**
 * A listing of the files the site build keeps under `docsRoot` (`scan` is given its `.mintignore`
 * rules), kept in `slot` until the workspace reports a file created or deleted (its `generation`
 * changes) or `.mintignore` reads differently; without a generation or memos (DocsWorkspace.memos)
 * it is worked out every time.
 */
function siteListing<T>(slot: MemoSlot<QuestionMemo<string, SiteListing<T>>>, key: string, docsRoot: string, workspace: DocsWorkspace, scan: (ignore: SiteIgnore) => T): T {
  const ignore = siteIgnore(docsRoot, workspace);
  const generation = workspace.generation;
  const memo = workspace.memos?.of(slot);
  if (generation === undefined || !memo) return scan(ignore);
  const isCurrent = (kept: SiteListing<T>) => kept.generation === generation && kept.ignore === ignore;
  return memo.get(workspace, key, isCurrent, () => {
    const value = scan(ignore);
    // Listing may itself have scanned the disk (and so bumped the generation): record the value after it.
    return { generation: workspace.generation ?? generation, ignore, value };
  }).value;
}

/**
 * Every page of a site, keyed by page id: the page files the site build builds, so none that
 * `.mintignore` (or the build's default ignores) leaves out. When both `x.mdx` and `x.md` exist the
 * first extension in PAGE_EXTENSIONS wins, as in the site build. Kept as siteListing says.
 */
export function listPages(docsRoot: string, workspace: DocsWorkspace): Map<string, string> {
  return siteListing(PAGE_LISTS, docsRoot, docsRoot, workspace, (ignore) => scanPages(docsRoot, workspace, ignore));
}

/** The files the site build keeps under `docsRoot` whose name ends in `extension` (any case), in path order; kept as siteListing says. */
export function siteFilesWithExtension(docsRoot: string, extension: string, workspace: DocsWorkspace): readonly string[] {
  return siteListing(FILES_BY_EXTENSION, `${docsRoot}\0${extension}`, docsRoot, workspace, (ignore) =>
    workspace
      .listFiles(docsRoot)
      .filter((file) => file.toLowerCase().endsWith(extension) && !ignore.ignores(file))
      .sort(),
  );
}

function scanPages(docsRoot: string, workspace: DocsWorkspace, ignore: SiteIgnore): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of workspace.listFiles(docsRoot)) {
    const id = pageIdOf(file, docsRoot);
    if (id === undefined || ignore.ignores(file) || isNotPageByName(file, docsRoot)) continue;
    const existing = pages.get(id);
    if (!existing || (existing.endsWith('.md') && file.endsWith('.mdx'))) pages.set(id, file);
  }
  return pages;
}

/**
 * Resolves a page id (as written in navigation or a link) to its file, trying each extension. A file
 * the build leaves out (`.mintignore`) is no page.
 */
export function resolvePage(docsRoot: string, pageId: string, workspace: DocsWorkspace): string | undefined {
  const clean = pageId.replace(/^\/+/, '').replace(/\/+$/, '');
  let ignore: SiteIgnore | undefined;
  for (const ext of PAGE_EXTENSIONS) {
    const candidate = childPath(docsRoot, clean + ext);
    if (isNotPageByName(candidate, docsRoot)) continue;
    if (workspace.fileExists(candidate) && !(ignore ??= siteIgnore(docsRoot, workspace)).ignores(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The title the site build gives a page whose frontmatter has none: the last part of its path,
 * each `-` and `_` a space, the first letter capitalised (`cli/commands/alert-get.mdx` → `Alert
 * get`), as @mintlify/common's slugToTitle does for getDecoratedNavPageAndSlug (read in 1.0.1211).
 */
export function buildDefaultTitle(pagePath: string): string {
  const name = stripPageExtension(pagePath.slice(pagePath.lastIndexOf('/') + 1)).split('-').join(' ').split('_').join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
