/**
 * The page edits that keep links pointing at pages that are renamed or moved: markdown links and
 * `href` attributes anywhere in the site. Absolute links (`/guides/setup`) stay absolute, relative
 * links stay relative, and a `#fragment` or an explicit extension is kept.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import type { PathRename } from '../config/rename';
import { listPages, pageIdOf, stripPageExtension, DocsWorkspace, resolveLink } from '../../../site/src';
import { pathToUri, dirname } from '../../../common/src';
import { parsePage } from '../../../mdx/src';

/** Where a renamed file now lives, for a path that was the renamed file or inside a renamed folder. */
function movedTo(path: string, renames: readonly PathRename[]): string | undefined {
  for (const { oldPath, newPath } of renames) {
    if (path === oldPath) return newPath;
    if (path.startsWith(oldPath + '/')) return newPath + path.slice(oldPath.length);
  }
  return undefined;
}

/** A relative URL from folder `fromDir` to `target` (both absolute, forward slashes). */
function relativeUrl(fromDir: string, target: string): string {
  const from = fromDir.split('/').filter(Boolean);
  const to = target.split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const up = from.slice(common).map(() => '..');
  const rel = [...up, ...to.slice(common)].join('/');
  return up.length ? rel : './' + rel;
}

/**
 * `url`, as written on page `linkPage`, changed to point at the file `newTarget`: absolute stays
 * absolute, relative stays relative, an explicit extension and a `#fragment` are kept. `subpath` is
 * the hosting subpath an absolute link was written under (`/docs`, from resolveLink), kept too.
 */
export function rewriteLink(url: string, linkPage: string, newTarget: string, docsRoot: string, subpath = ''): string {
  const hash = url.indexOf('#');
  const fragment = hash >= 0 ? url.slice(hash) : '';
  const path = hash >= 0 ? url.slice(0, hash) : url;
  const keepsExtension = /\.(mdx|md)$/.test(path);
  const target = keepsExtension ? newTarget : stripPageExtension(newTarget);
  if (path.startsWith('/')) return subpath + '/' + (pageIdOf(newTarget, docsRoot) ?? target.slice(docsRoot.length + 1)) + (keepsExtension ? newTarget.slice(newTarget.lastIndexOf('.')) : '') + fragment;
  const rel = relativeUrl(dirname(linkPage), target);
  // Keep the author's style: `./x` only when the original link started with `./`.
  return (path.startsWith('./') || rel.startsWith('../') ? rel : rel.replace(/^\.\//, '')) + fragment;
}

/**
 * Edits, by document URI, for every link in the site's pages that points at a renamed page. `textOf`
 * returns a page's current text (the open editor's, else the disk's).
 */
export function linkRenameEdits(
  docsRoot: string,
  renames: readonly PathRename[],
  workspace: DocsWorkspace,
  textOf: (path: string) => string | undefined,
): Record<string, TextEdit[]> {
  const changes: Record<string, TextEdit[]> = {};
  // Only pages that mention a renamed name can link to it: skip parsing the rest.
  const needles = renames.map((r) => stripPageExtension(r.oldPath.slice(r.oldPath.lastIndexOf('/') + 1))).filter(Boolean);
  for (const pagePath of listPages(docsRoot, workspace).values()) {
    const text = textOf(pagePath);
    if (text === undefined) continue;
    // A page that moves itself must have its relative links to pages that stay put rewritten;
    // any other page can only need edits if it mentions a renamed name.
    const newPagePath = movedTo(pagePath, renames) ?? pagePath;
    const pageMoves = newPagePath !== pagePath;
    if (!pageMoves && !needles.some((n) => text.includes(n))) continue;
    const page = parsePage(text);
    let document: TextDocument | undefined;
    for (const link of page.links) {
      // Links resolve against the files as they are now: the rename has not happened yet.
      const target = resolveLink(link.url, pagePath, docsRoot, workspace);
      if (target.kind !== 'page') continue;
      const newTarget = movedTo(target.path, renames) ?? target.path;
      const absolute = link.url.trim().startsWith('/');
      if (newTarget === target.path && (absolute || !pageMoves)) continue;
      document ??= TextDocument.create(pathToUri(pagePath), 'mdx', 0, text);
      const written = text.slice(link.urlSpan.start, link.urlSpan.end);
      if (written.trim() !== link.url.trim()) continue; // the URL could not be located exactly
      (changes[document.uri] ??= []).push({
        range: { start: document.positionAt(link.urlSpan.start), end: document.positionAt(link.urlSpan.end) },
        newText: rewriteLink(link.url, newPagePath, newTarget, docsRoot, target.subpath),
      });
    }
  }
  return changes;
}
