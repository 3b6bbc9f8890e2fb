import * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient/node';
import { shownByJsonSupport } from './syntaxDuplicates';

/** VS Code's built-in JSON support: its extension id, and the setting that turns its validation off. */
const JSON_EXTENSION = 'vscode.json-language-features';

/**
 * The language of `uri` when VS Code's JSON support may be validating it: the extension is enabled,
 * its validation is on, and the document is open (it validates open documents only). Undefined
 * otherwise: our syntax errors are then the only ones, and none is held back.
 */
function languageCheckedByJsonSupport(uri: vscode.Uri): string | undefined {
  if (!vscode.extensions.getExtension(JSON_EXTENSION)) return undefined;
  if (vscode.workspace.getConfiguration('json', uri).get<boolean>('validate.enable', true) === false) return undefined;
  const key = uri.toString();
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === key)?.languageId;
}

/**
 * Drops the syntax errors of ours that VS Code's JSON support lists for the same document, so each
 * one appears once in the editor and the Problems view. Done in the client, which alone knows what
 * else runs in the editor; the server and the CLI keep reporting them.
 */
export const withoutDuplicateSyntaxErrors: Middleware['handleDiagnostics'] = (uri, diagnostics, next) => {
  const languageId = diagnostics.length ? languageCheckedByJsonSupport(uri) : undefined;
  next(uri, languageId ? diagnostics.filter((d) => !shownByJsonSupport(d, languageId)) : diagnostics);
};
