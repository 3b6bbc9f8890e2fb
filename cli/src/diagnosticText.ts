/**
 * A diagnostic as the CLI's reports write it: its severity's name and its message as plain text.
 * Apart from summary.ts, which reads a whole check's result, so that the check itself can use them.
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';

export const severityName = (s: DiagnosticSeverity | undefined): 'error' | 'warning' | 'info' | 'hint' =>
  s === DiagnosticSeverity.Error ? 'error' : s === DiagnosticSeverity.Warning ? 'warning' : s === DiagnosticSeverity.Hint ? 'hint' : 'info';

/** Diagnostic messages may be Markdown content objects in LSP 3.18; the CLI prints plain text. */
export const messageText = (m: string | { value: string }): string => (typeof m === 'string' ? m : m.value);
