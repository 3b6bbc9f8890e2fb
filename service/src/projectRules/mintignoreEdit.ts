/**
 * The line that leaves a file out of the site build, added to the docs root's `.mintignore`
 * (gitignore syntax, relative to the docs root: https://mintlify.com/docs/organize/mintignore). One
 * reading of it for the quick fix (a WorkspaceEdit the writer sees) and the Create Project Rules
 * command (which writes the text itself).
 */
import { CreateFile, TextDocumentEdit, TextEdit, type WorkspaceEdit } from 'vscode-languageserver-types';
import { mintignorePath } from '../../../site/src';
import { positionOf, pathToUri } from '../../../common/src';

/** The `.mintignore` line for `file`: anchored at the docs root (`/AGENTS.md`), special characters escaped. */
export function mintignoreLine(file: string, docsRoot: string): string {
  const rel = file.slice((docsRoot === '/' ? 0 : docsRoot.length) + 1);
  return '/' + rel.replace(/[\\*?[\]!#]/g, (c) => '\\' + c).replace(/ $/, '\\ ');
}

/** `.mintignore`'s new text with the line for `file` added (the file's own line ends kept). */
export function withMintignoreLine(existing: string | undefined, file: string, docsRoot: string): string {
  const line = mintignoreLine(file, docsRoot);
  if (existing === undefined || existing === '') return line + '\n';
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  return existing + (/\r?\n$/.test(existing) ? '' : eol) + line + eol;
}

/** The edit adding the line: the file created when missing (`ignoreIfExists`: one that appeared meanwhile is kept). */
export function mintignoreEdit(existing: string | undefined, file: string, docsRoot: string): WorkspaceEdit {
  const uri = pathToUri(mintignorePath(docsRoot));
  const text = existing ?? '';
  const added = withMintignoreLine(existing, file, docsRoot).slice(text.length);
  const edit = TextDocumentEdit.create({ uri, version: null }, [TextEdit.insert(positionOf(text, text.length), added)]);
  return { documentChanges: existing === undefined ? [CreateFile.create(uri, { overwrite: false, ignoreIfExists: true }), edit] : [edit] };
}
