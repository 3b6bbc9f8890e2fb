import { TextEdit } from 'vscode-languageserver-types';
import { pageIdOf } from '../site';
import { schemaWalkOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { navigationEntries } from './navigation';
import { normalizePageId } from '../site';

/** A file or folder moved from `oldPath` to `newPath` (absolute forward-slash paths). */
export interface PathRename {
  oldPath: string;
  newPath: string;
}

/**
 * The docs.json edits that keep navigation pointing at renamed or moved pages. A renamed folder
 * moves every entry below it. Entries keep their own style (a leading slash stays).
 */
export function navigationRenameEdits(config: ConfigDocument, renames: readonly PathRename[]): TextEdit[] {
  const root = config.docsRoot;
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
  if (moves.length === 0) return [];
  const doc = config.document;
  const edits: TextEdit[] = [];
  for (const entry of navigationEntries(schemaWalkOf(config))) {
    const raw = entry.node.value as string;
    const id = normalizePageId(raw);
    for (const move of moves) {
      let renamed: string | undefined;
      if (!move.folder && id === move.from) renamed = move.to;
      else if (move.folder && id.startsWith(move.from + '/')) renamed = move.to + id.slice(move.from.length);
      if (renamed === undefined) continue;
      const value = raw.trimStart().startsWith('/') ? '/' + renamed : renamed;
      // Replace the string's content, not its quotes.
      const start = doc.positionAt(entry.node.offset + 1);
      const end = doc.positionAt(entry.node.offset + entry.node.length - 1);
      edits.push({ range: { start, end }, newText: JSON.stringify(value).slice(1, -1) });
      break;
    }
  }
  return edits;
}
