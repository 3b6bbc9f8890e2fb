/**
 * "Used by N pages" for a snippet: a hover anywhere in a snippet file or on an import's path, and a
 * CodeLens at the top of the snippet (one provider each, both reading SnippetUsers). The lens's
 * command opens a quick pick of the pages in the client (`CLIENT_COMMANDS.showSnippetUsers`).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeLens, Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import type { PageContext } from './context';
import { resolveImport, isSnippetPath } from '../../../site/src';
import type { SnippetUse, SnippetUsers } from '../references/snippetUsers';
import { pathToUri, inlineCode } from '../../../common/src';
import { CLIENT_COMMANDS } from '../clientCommands';

/** A hover lists this many pages; the lens's quick pick has them all. */
const HOVER_PAGES = 20;

/**
 * The lens at the top of a snippet file: a file of the snippets folder, or one that anything imports
 * (known once the graph was worked out, by a lens or hover on a snippet: see wasImported).
 */
export function snippetCodeLenses(document: TextDocument, ctx: PageContext, users: SnippetUsers): CodeLens[] {
  if (!ctx.docsRoot) return [];
  const inFolder = isSnippetPath(ctx.path, ctx.docsRoot);
  if (!inFolder && !users.wasImported(ctx.path)) return [];
  const use = users.usersOf(ctx.path, ctx.docsRoot);
  if (!inFolder && use.importers.length === 0) return [];
  const top = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  return [{ range: top, command: { title: usedBy(use), command: CLIENT_COMMANDS.showSnippetUsers, arguments: [document.uri, use.pages.map(pathToUri)] } }];
}

/**
 * On an import's path: who uses the imported snippet. Anywhere else in a file of the snippets folder
 * (`fallback`: no other hover applies there): who uses this snippet.
 */
export function snippetUseHover(document: TextDocument, position: Position, ctx: PageContext, users: SnippetUsers, fallback: boolean): Hover | null {
  const { docsRoot } = ctx;
  if (!docsRoot) return null;
  const offset = document.offsetAt(position);
  const imp = ctx.page.imports.find((i) => i.sourceSpan.start <= offset && offset <= i.sourceSpan.end);
  const target = imp && /^\.{0,2}\//.test(imp.source) ? resolveImport(imp.source, ctx.path, docsRoot, ctx.workspace) : undefined;
  if (imp && target) return usageHover(users.usersOf(target, docsRoot), docsRoot, inlineCode(imp.source), { start: document.positionAt(imp.sourceSpan.start), end: document.positionAt(imp.sourceSpan.end) });
  if (!fallback || imp || !isSnippetPath(ctx.path, docsRoot)) return null;
  return usageHover(users.usersOf(ctx.path, docsRoot), docsRoot, 'This snippet');
}

function usageHover(use: SnippetUse, docsRoot: string, what: string, range?: Hover['range']): Hover {
  const lines = use.pages.slice(0, HOVER_PAGES).map((page) => `- [${page.slice(docsRoot.length + 1)}](${pathToUri(page)})`);
  const more = use.pages.length > HOVER_PAGES ? [`- … and ${use.pages.length - HOVER_PAGES} more`] : [];
  const value = [`${what} is ${usedBy(use).toLowerCase()}.`, ...(lines.length ? ['', ...lines, ...more] : [])].join('\n');
  return { contents: { kind: MarkupKind.Markdown, value }, ...(range ? { range } : {}) };
}

function usedBy(use: SnippetUse): string {
  if (use.tooLarge) return 'Used by: not counted (the site is too large)';
  const n = use.pages.length;
  return `Used by ${n} page${n === 1 ? '' : 's'}`;
}
