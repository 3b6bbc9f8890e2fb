/**
 * Quick fixes for a navigation entry with no page behind it (missing-page, whose rule declares
 * them): point the entry at the page that moved (adding the redirect from the old URL), create the
 * page from a template, or remove the entry. Each is a single WorkspaceEdit, so one undo takes it back.
 */
import { findNodeAtOffset, getNodePath, modify } from 'jsonc-parser';
import { CodeAction, CodeActionKind, CreateFile, Diagnostic, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { newPageText } from '../page/text';
import { pathToUri, childPath } from '../../../common/src';
import type { ConfigDocument } from './configDocument';
import { PAGE_EXTENSIONS, resolvePage, type DocsWorkspace, routeOfPageId } from '../../../site/src';
import { differingPart, withRedirects } from './redirectEdit';

export interface MissingPageFixOptions {
  /** The site's docs root: pages resolve against it, also from a file that docs.json `$ref`s. */
  docsRoot: string;
  workspace: DocsWorkspace;
  /** The client applies CreateFile operations (`workspace.workspaceEdit.resourceOperations`). */
  createFiles: boolean;
}

/** What a missing-page finding carries: the page, and the unlisted page of its name it may have moved to. */
export interface MissingPageData {
  page?: unknown;
  movedTo?: unknown;
  /** Whether the move's fix adds the redirect from the old URL (none catches it yet, and this is docs.json). */
  redirect?: unknown;
  /** The page whose id is closest to the entry's (a typo). */
  suggestion?: unknown;
}

export function missingPageCodeActions(config: ConfigDocument, d: Diagnostic, data: MissingPageData, options: MissingPageFixOptions): CodeAction[] {
  const pageId = data.page;
  if (typeof pageId !== 'string' || !pageId) return [];
  const actions: CodeAction[] = [];
  const moved = typeof data.movedTo === 'string' && data.movedTo ? movedPageAction(config, d, pageId, data.movedTo, data.redirect === true, options) : undefined;
  if (moved) actions.push(moved);
  // A close page first (the entry has a typo), creating the misspelt page second.
  const meant = !moved && typeof data.suggestion === 'string' && data.suggestion ? suggestedPageAction(config, d, data.suggestion, options) : undefined;
  if (meant) actions.push(meant);
  const create = options.createFiles && !moved ? createPageAction(pageId, d, options, !meant) : undefined;
  if (create) actions.push(create);
  const remove = removeEntryAction(config, d);
  if (remove) actions.push(remove);
  return actions;
}

/** The entry names the page it was most likely meant to: `welcome/instalation` → `welcome/installation`. */
function suggestedPageAction(config: ConfigDocument, d: Diagnostic, suggestion: string, { docsRoot, workspace }: MissingPageFixOptions): CodeAction | undefined {
  // The finding may be older than the files: the page must still be there.
  if (!resolvePage(docsRoot, suggestion, workspace) || !config.root) return undefined;
  const document = config.document;
  const node = findNodeAtOffset(config.root, document.offsetAt(d.range.start) + 1);
  if (!node || node.type !== 'string') return undefined;
  const range = { start: document.positionAt(node.offset), end: document.positionAt(node.offset + node.length) };
  return {
    title: `Change to \`${suggestion}\``,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    isPreferred: true,
    edit: { changes: { [document.uri]: [TextEdit.replace(range, JSON.stringify(suggestion))] } },
  };
}

function createPageAction(pageId: string, d: Diagnostic, { docsRoot, workspace }: MissingPageFixOptions, preferred = true): CodeAction | undefined {
  // Only inside the docs root, and never where a page already is (the finding may be older than the file).
  if (pageId.split('/').some((s) => s === '..' || s === '.' || s === '')) return undefined;
  if (resolvePage(docsRoot, pageId, workspace)) return undefined;
  // A file the build leaves out (`.mintignore`) is no page, yet it is there: never written into.
  if (PAGE_EXTENSIONS.some((ext) => workspace.fileExists(childPath(docsRoot, pageId + ext)))) return undefined;
  const path = childPath(docsRoot, `${pageId}.mdx`);
  const uri = pathToUri(path);
  return {
    title: `Create page \`${pageId}.mdx\` from template`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    isPreferred: preferred,
    edit: {
      documentChanges: [
        // ignoreIfExists: a file that appeared meanwhile is left alone, never replaced.
        CreateFile.create(uri, { overwrite: false, ignoreIfExists: true }),
        TextDocumentEdit.create({ uri, version: null }, [TextEdit.insert({ line: 0, character: 0 }, newPageText(pageId))]),
      ],
    },
  };
}

/**
 * The page moved: the entry names its new place, and (with `redirect`) docs.json's `redirects`
 * gains one from the old URL, so links from elsewhere keep working. One edit of docs.json.
 */
function movedPageAction(config: ConfigDocument, d: Diagnostic, pageId: string, movedTo: string, redirect: boolean, { docsRoot, workspace }: MissingPageFixOptions): CodeAction | undefined {
  // The finding may be older than the files: the page must still be where it was found.
  if (!resolvePage(docsRoot, movedTo, workspace) || !config.root) return undefined;
  const document = config.document;
  const node = findNodeAtOffset(config.root, document.offsetAt(d.range.start) + 1);
  if (!node || node.type !== 'string') return undefined;
  const text = document.getText();
  const repointed = text.slice(0, node.offset) + JSON.stringify(movedTo) + text.slice(node.offset + node.length);
  const source = '/' + routeOfPageId(pageId);
  const destination = '/' + routeOfPageId(movedTo);
  const after = redirect ? withRedirects(repointed, [{ source, destination }]) : repointed;
  const edit = after === undefined ? undefined : differingPart(document, after);
  if (!edit) return undefined;
  return {
    title: redirect ? `Point to \`${movedTo}\` and add redirect from ${source} to ${destination}` : `Point to \`${movedTo}\` (the page moved there)`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    isPreferred: true,
    edit: { changes: { [document.uri]: [edit] } },
  };
}

/** Deletes the entry (an array element, or a group's `root` property) with its comma, so the JSON stays valid. */
function removeEntryAction(config: ConfigDocument, d: Diagnostic): CodeAction | undefined {
  if (!config.root) return undefined;
  const document = config.document;
  const node = findNodeAtOffset(config.root, document.offsetAt(d.range.start) + 1);
  if (!node || node.type !== 'string') return undefined;
  const path = getNodePath(node);
  // No formatting options: jsonc-parser then removes just the entry and its separator, touching
  // nothing else of the user's formatting.
  const edits = modify(document.getText(), path, undefined, {});
  if (edits.length === 0) return undefined;
  const isRoot = path[path.length - 1] === 'root';
  return {
    title: isRoot ? 'Remove the group\'s `root` entry' : 'Remove entry',
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    edit: {
      changes: {
        [document.uri]: edits.map((e) => TextEdit.replace({ start: document.positionAt(e.offset), end: document.positionAt(e.offset + e.length) }, e.content)),
      },
    },
  };
}
