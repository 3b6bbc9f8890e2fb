import { applyEdits, createScanner, findNodeAtLocation, modify, parseTree, SyntaxKind, type FormattingOptions, type Node } from 'jsonc-parser';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import { isRedirected, type SiteModel, isPagePath, pageIdOf, type DocsWorkspace } from '../../../site/src';
import type { PathRename } from './rename';

/** One redirect to write into docs.json. */
export interface RedirectToAdd {
  source: string;
  destination: string;
}

/**
 * The redirects that keep a move's old routes working: page → page, and a folder of pages →
 * `/old/:slug*` → `/new/:slug*`. A deleted page is a move to the page the user picked. None for an
 * old route a redirect already covers, nor for a move out of the site (nowhere to send readers).
 */
export function redirectsForMoves(model: SiteModel, renames: readonly PathRename[], workspace: DocsWorkspace): RedirectToAdd[] {
  const root = model.docsRoot;
  const out: RedirectToAdd[] = [];
  for (const { oldPath, newPath } of renames) {
    const from = pageIdOf(oldPath, root);
    const to = pageIdOf(newPath, root);
    if (from !== undefined && to !== undefined) {
      if (from !== to && !isRedirected(model.redirects, from)) out.push({ source: routeOfPage(from), destination: routeOfPage(to) });
      continue;
    }
    const inside = (p: string) => p.startsWith(root + '/') && !/\.[a-z0-9]+$/i.test(p);
    if (!inside(oldPath) || !inside(newPath) || !workspace.listFiles(oldPath).some(isPagePath)) continue;
    const fromFolder = oldPath.slice(root.length + 1);
    if (isRedirected(model.redirects, fromFolder + '/x')) continue;
    out.push({ source: `/${fromFolder}/:slug*`, destination: `/${newPath.slice(root.length + 1)}/:slug*` });
  }
  return out;
}

/** A page id's route: `index` is the site's root. */
function routeOfPage(id: string): string {
  return id === 'index' ? '/' : '/' + id;
}

/**
 * docs.json's text with `redirects` appended to its top-level `redirects` array (both layouts keep
 * it there), the array created when there is none. Comments, trailing commas and the rest of the
 * file stay as written: jsonc-parser's `modify` touches only where the items go, indented as the
 * file is. Undefined when there is nothing to add, or `redirects` is no array of this file (a `$ref`).
 */
export function withRedirects(original: string, redirects: readonly RedirectToAdd[]): string | undefined {
  const root = parseTree(original);
  if (!root || root.type !== 'object' || redirects.length === 0) return undefined;
  const existing = findNodeAtLocation(root, ['redirects']);
  if (existing && existing.type !== 'array') return undefined;
  const formattingOptions = formattingOf(original);
  let text = original;
  if (existing) {
    for (const redirect of redirects) text = appended(text, redirect, formattingOptions);
    return text;
  }
  // The formatter redoes the whole line the new member starts on: after a member written on one
  // line (`"navigation": { "pages": [...] }`) it would spread that member over many lines. So the
  // array goes after the last member it leaves as it is: a plain value, or one already on many lines.
  const members = root.children ?? [];
  let after = members.length;
  while (after > 0 && !keepsItsLines(original, members[after - 1])) after--;
  const items = redirects.map((r) => ({ ...r }));
  return applyEdits(text, modify(text, ['redirects'], items, { formattingOptions, getInsertionIndex: () => after }));
}

/**
 * The text with one more item at the end of `redirects`, written as the last item is (on one line or
 * many, at its indentation), after its comma and any comment on its line. An empty array, or a last
 * item followed by more on its line, is left to jsonc-parser's `modify` (which formats the lines it
 * touches, or with nothing after the last item, no line but its own).
 */
function appended(text: string, redirect: RedirectToAdd, formattingOptions: FormattingOptions): string {
  const array = findNodeAtLocation(parseTree(text)!, ['redirects'])!;
  const last = array.children?.[array.children.length - 1];
  const fallback = () => applyEdits(text, modify(text, ['redirects', -1], { ...redirect }, { formattingOptions: last ? undefined : formattingOptions, isArrayInsertion: true }));
  if (!last) return fallback();
  const end = last.offset + last.length;
  const scanner = createScanner(text, false);
  scanner.setPosition(end);
  const sameLine = (token: SyntaxKind) => token === SyntaxKind.Trivia || token === SyntaxKind.BlockCommentTrivia;
  let token = scanner.scan();
  while (sameLine(token)) token = scanner.scan();
  const trailingComma = token === SyntaxKind.CommaToken;
  if (trailingComma) {
    token = scanner.scan();
    while (sameLine(token) || token === SyntaxKind.LineCommentTrivia) token = scanner.scan();
  }
  if (token !== SyntaxKind.LineBreakTrivia) return fallback();
  const eol = formattingOptions.eol ?? '\n';
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const written = text.slice(last.offset, end);
  const item = written.includes('\n')
    ? JSON.stringify(redirect, null, formattingOptions.insertSpaces ? ' '.repeat(formattingOptions.tabSize ?? 2) : '\t').split('\n').join(eol + indent)
    : `{ ${Object.entries(redirect).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')} }`;
  // With a trailing comma, the new item goes on the next line and keeps the style; without, after the last item.
  if (trailingComma) {
    const at = scanner.getTokenOffset();
    return text.slice(0, at) + eol + indent + item + ',' + text.slice(at);
  }
  return text.slice(0, end) + ',' + eol + indent + item + text.slice(end);
}

function keepsItsLines(text: string, member: Node): boolean {
  const value = member.children?.[1];
  if (!value || (value.type !== 'object' && value.type !== 'array')) return true;
  return text.slice(value.offset, value.offset + value.length).includes('\n');
}

/** The file's own indentation and line ends, so the new items look like their neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/** One edit from the document's text to `after`: the span between their common start and common end. */
export function differingPart(document: TextDocument, after: string): TextEdit | undefined {
  const before = document.getText();
  if (before === after) return undefined;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return {
    range: { start: document.positionAt(start), end: document.positionAt(before.length - end) },
    newText: after.slice(start, after.length - end),
  };
}
