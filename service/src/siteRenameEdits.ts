/**
 * The edits that keep a site consistent when pages or folders are renamed or moved: navigation
 * entries in each given docs.json (and the files it `$ref`s), and every link to a moved page in the
 * site's pages. One WorkspaceEdit, so the user can undo it with the rename. `textOf` gives open
 * editors' text. `redirects`: `add` also appends to each docs.json the redirects from the old routes
 * to the new (`docsite.redirects.onMove`), `only` gives those alone (the client asked the user
 * first; a deleted page is a move to the page they picked).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { navigationRenameEdits, type PathRename } from './config/rename';
import { differingPart, redirectsForMoves, withRedirects } from './config/redirectEdit';
import type { SiteModel, DocsWorkspace } from '../../site/src';
import { linkRenameEdits } from './page/renameLinks';
import { pathToUri } from '../../common/src';

/** A docs.json as the editor holds it, its path, and the site model read from that text. */
export interface ConfigToEdit {
  readonly document: TextDocument;
  readonly path: string;
  readonly model: SiteModel;
}

export function siteRenameEdits(
  configs: readonly ConfigToEdit[],
  renames: readonly PathRename[],
  workspace: DocsWorkspace,
  textOf?: (path: string) => string | undefined,
  redirects: 'none' | 'add' | 'only' = 'none',
): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  const read = (path: string) => textOf?.(path) ?? workspace.readFile(path);
  for (const { document, path, model } of configs) {
    // Entries may sit in docs.json or in a file it `$ref`s: each file gets its own edits.
    const documentOf = (file: string): TextDocument | undefined => {
      if (file === path) return document;
      const text = read(file);
      return text === undefined ? undefined : TextDocument.create(pathToUri(file), 'json', 0, text);
    };
    // One push per edit: a rename touching a huge navigation would overflow the stack as spread arguments.
    for (const [file, edits] of redirects === 'only' ? [] : navigationRenameEdits(model, renames, documentOf)) {
      const list = (changes[file === path ? document.uri : pathToUri(file)] ??= []);
      for (const edit of edits) list.push(edit);
    }
    if (redirects !== 'none') {
      // The redirects go in after the navigation's renames, as one edit of docs.json: the
      // formatter's span of the new array may share a line with a renamed entry.
      const renamed = TextDocument.applyEdits(document, changes[document.uri] ?? []);
      const withAdded = withRedirects(renamed, redirectsForMoves(model, renames, workspace));
      const edit = withAdded === undefined ? undefined : differingPart(document, withAdded);
      if (edit) changes[document.uri] = [edit];
    }
    if (redirects === 'only') continue;
    for (const [uri, pageEdits] of Object.entries(linkRenameEdits(model.docsRoot, renames, workspace, read))) {
      const list = (changes[uri] ??= []);
      for (const edit of pageEdits) list.push(edit);
    }
  }
  return { changes };
}
