/**
 * The notice for a document whose check ran past its time budget. The host (the language server,
 * the CLI) runs checks where it can stop them (a worker thread) and asks here for what to show
 * instead: one `page-not-checked` finding on the first line, under the rule's severity setting, so
 * that `"docsite.rules.page-not-checked": "off"` silences it like any other finding.
 */
import type { Diagnostic } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { toDiagnostic } from '../diagnostics';
import type { DocsiteSettings } from '../../../site/src';
import { severityFor } from '../ruleIndex';
import { describeDuration } from '../../../common/src';

export function notCheckedInTime(document: TextDocument, settings: DocsiteSettings, budgetMs: number): Diagnostic[] {
  const seconds = describeDuration(budgetMs);
  return notice(
    document,
    settings,
    `Checking this file took longer than ${seconds}, so Docsite stopped; nothing in it is checked until it changes. ` +
      'Something in it (deep nesting, a very long line of markup) makes the MDX parser slow; the site build may be slow on it too.',
  );
}

/**
 * The notice for a document whose check's thread died (out of memory, say): the host never checks
 * it again anywhere else (that is what would freeze it), so the file says it is not checked.
 */
export function notCheckedAfterFailure(document: TextDocument, settings: DocsiteSettings): Diagnostic[] {
  return notice(
    document,
    settings,
    'Checking this file stopped before it finished (it needed more memory than a check may use, or the check failed), so Docsite gave up; nothing in it is checked until it changes.',
  );
}

function notice(document: TextDocument, settings: DocsiteSettings, message: string): Diagnostic[] {
  const severity = severityFor('page-not-checked', settings);
  if (severity === undefined) return [];
  const text = document.getText();
  const firstLineEnd = text.search(/\r?\n|$/);
  const range = { start: document.positionAt(0), end: document.positionAt(Math.min(firstLineEnd, 200)) };
  return [toDiagnostic('page-not-checked', severity, { range, message })];
}
