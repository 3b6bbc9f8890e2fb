/**
 * Which of our `json-syntax` diagnostics VS Code's own JSON support already shows. It validates the
 * syntax of every open document in JSON mode, so the same missing colon would be listed twice
 * (`Colon expected json(515)` and ours). The command line has no such neighbour and keeps them all.
 * Pure, so that it is tested without VS Code; jsonCoexistence.ts wires it into the language client.
 */

export interface SyntaxDiagnostic {
  readonly code?: unknown;
  readonly data?: unknown;
}

/** What VS Code lets pass in a `jsonc` document: a comment, and a trailing comma (a warning only). */
const ACCEPTED_IN_JSONC = new Set(['InvalidCommentToken', 'TrailingComma']);

/**
 * Whether VS Code's JSON support reports this diagnostic of ours for a document of `languageId`
 * (undefined: not open in an editor, where VS Code validates nothing). Only parse errors qualify
 * (`data.parseError`): nesting too deep to check is ours alone. In `jsonc` mode VS Code accepts
 * comments and only warns about a trailing comma, both of which the site build rejects: those errors
 * stay ours. In `json` mode VS Code reports both as errors ("Trailing comma", unless its schema or the
 * json.validate.trailingCommas setting says otherwise; Docsite's editor schema does not).
 */
export function shownByJsonSupport(diagnostic: SyntaxDiagnostic, languageId: string | undefined): boolean {
  // vscode.Diagnostic holds a code with a documentation link as `{ value, target }`.
  const code = typeof diagnostic.code === 'object' && diagnostic.code ? (diagnostic.code as { value?: unknown }).value : diagnostic.code;
  if (code !== 'json-syntax') return false;
  const parseError = (diagnostic.data as { parseError?: unknown } | undefined)?.parseError;
  if (typeof parseError !== 'string') return false;
  if (languageId === 'json') return true;
  return languageId === 'jsonc' && !ACCEPTED_IN_JSONC.has(parseError);
}
