/**
 * Whether the site build would publish a rules file as a page (issue 37, item 3). The vendor serves
 * a root AGENTS.md publicly and asks for `.mintlify/AGENTS.md` or a `.mintignore` entry instead
 * (https://mintlify.com/docs/agent/customize); the build's file categories (@mintlify/common
 * getFileCategory) make a page of every `.md`/`.mdx` but the few names `isNotPageByName` knows, and
 * its default ignores and `.mintignore` leave the rest out (site/src/model/siteIgnore.ts).
 */
import { siteIgnore, isNotPageByName, isPagePath, isSnippetPath, stripPageExtension, type DocsWorkspace } from '../../../site/src';

/**
 * Whether the build reads `file` as a page wherever `.mintignore` stands: a page file by name and
 * place, in the docs root, outside dot folders (which Docsite, like the build's defaults, never lists).
 * Such a file must be valid MDX, ignored today or not: `.mintignore` may change.
 */
export function isPageFileByPlace(file: string, docsRoot: string): boolean {
  const prefix = docsRoot === '/' ? '/' : docsRoot + '/';
  if (!file.startsWith(prefix) || !isPagePath(file)) return false;
  const rel = file.slice(prefix.length);
  return !rel.split('/').some((segment) => segment.startsWith('.')) && !isNotPageByName(file, docsRoot) && !isSnippetPath(file, docsRoot);
}

/** The route the build publishes `file` at (`/AGENTS`), or undefined when it leaves the file out. */
export function publishedRoute(file: string, docsRoot: string, workspace: DocsWorkspace): string | undefined {
  if (!isPageFileByPlace(file, docsRoot) || siteIgnore(docsRoot, workspace).ignores(file)) return undefined;
  return '/' + stripPageExtension(file.slice((docsRoot === '/' ? 0 : docsRoot.length) + 1));
}
