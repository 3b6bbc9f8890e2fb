import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pageIdOf, SiteModel, pageEntries } from '../../../site/src';

/** A file or folder moved from `oldPath` to `newPath` (absolute forward-slash paths). */
export interface PathRename {
  oldPath: string;
  newPath: string;
}

/**
 * The configuration edits that keep navigation (and group roots) pointing at renamed or moved pages,
 * per file: docs.json and the files it `$ref`s. A renamed folder moves every entry below it.
 * Entries keep their own style (a leading slash stays). `documentOf` gives a file's text document.
 */
export function navigationRenameEdits(model: SiteModel, renames: readonly PathRename[], documentOf: (path: string) => TextDocument | undefined): Map<string, TextEdit[]> {
  const root = model.docsRoot;
  const moves: { from: string; to: string; folder: boolean }[] = [];
  for (const { oldPath, newPath } of renames) {
    const fromPage = pageIdOf(oldPath, root);
    const toPage = pageIdOf(newPath, root);
    if (fromPage !== undefined && toPage !== undefined) {
      moves.push({ from: fromPage, to: toPage, folder: false });
    } else if (oldPath.startsWith(root + '/') && newPath.startsWith(root + '/') && !/\.[a-z0-9]+$/i.test(oldPath)) {
      moves.push({ from: oldPath.slice(root.length + 1), to: newPath.slice(root.length + 1), folder: true });
    }
  }
  const edits = new Map<string, TextEdit[]>();
  if (moves.length === 0) return edits;
  for (const { entry } of pageEntries(model.navigation)) {
    if (entry.operation) continue;
    const raw = entry.value;
    const id = entry.id;
    const doc = documentOf(entry.loc.file);
    if (!doc) continue;
    for (const move of moves) {
      let renamed: string | undefined;
      if (!move.folder && id === move.from) renamed = move.to;
      else if (move.folder && id.startsWith(move.from + '/')) renamed = move.to + id.slice(move.from.length);
      if (renamed === undefined) continue;
      const value = raw.trimStart().startsWith('/') ? '/' + renamed : renamed;
      // Replace the string's content, not its quotes.
      const start = doc.positionAt(entry.loc.offset + 1);
      const end = doc.positionAt(entry.loc.offset + entry.loc.length - 1);
      const list = edits.get(entry.loc.file) ?? [];
      list.push({ range: { start, end }, newText: JSON.stringify(value).slice(1, -1) });
      edits.set(entry.loc.file, list);
      break;
    }
  }
  return edits;
}
