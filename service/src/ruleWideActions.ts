/**
 * The quick fixes every rule gets, added in one place beside each finding's own (page and docs.json
 * alike, languageService.codeActions):
 * - "Fix all of `<code>` in this file": each finding's preferred fix, in one edit, when the file has
 *   two or more findings of that code whose preferred fix edits this file alone;
 * - "Turn off `<code>` for this site" on each warning: a matter of taste the site may decline, set in
 *   the docs root's `.docsiterc.json` (projectConfigEdit.ts), which the server reads on top of the
 *   editor's settings.
 * Errors get no "Turn off": they are what breaks the build, and the settings stay there for the rare
 * team that insists.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CodeActionKind, Diagnostic, DiagnosticSeverity, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { DIAGNOSTIC_SOURCE } from './diagnostics';
import { turnOffRuleEdit } from './projectConfigEdit';
import type { DocsWorkspace } from '../../site/src';

export interface RuleWideSources {
  readonly document: TextDocument;
  /** The findings the request is about (the lightbulb's). */
  readonly diagnostics: readonly Diagnostic[];
  /** One finding's own fixes, the preferred first. */
  fixesOf(d: Diagnostic): CodeAction[];
  /** Every finding of the file as it is now: the fix-all covers those beyond the request's range. */
  findings(): readonly Diagnostic[];
  /** The site's docs root; without one there is no site to turn a rule off for. */
  readonly docsRoot: string | undefined;
  readonly workspace: DocsWorkspace;
  readonly createFiles: boolean;
}

const ours = (d: Diagnostic): d is Diagnostic & { code: string } => d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string';

/** The edits of a fix that changes this document and nothing else (no file created, no command). */
function editsOfThisFile(action: CodeAction | undefined, uri: string): TextEdit[] | undefined {
  if (!action?.edit || action.command) return undefined;
  const { changes, documentChanges } = action.edit;
  if (changes && !documentChanges) {
    const uris = Object.keys(changes);
    return uris.length === 1 && uris[0] === uri ? changes[uri] : undefined;
  }
  if (documentChanges && !changes && documentChanges.every((c) => TextDocumentEdit.is(c) && c.textDocument.uri === uri)) {
    return (documentChanges as TextDocumentEdit[]).flatMap((c) => c.edits.filter((e): e is TextEdit => !('annotationId' in e)));
  }
  return undefined;
}

const preferred = (actions: CodeAction[]) => actions.find((a) => a.isPreferred) ?? actions[0];

/** Edits in document order, each dropped that overlaps one kept before it (two fixes of one spot). */
function disjoint(document: TextDocument, edits: TextEdit[]): TextEdit[] {
  const spans = edits.map((edit) => ({ edit, start: document.offsetAt(edit.range.start), end: document.offsetAt(edit.range.end) })).sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: typeof spans = [];
  for (const span of spans) {
    const last = kept[kept.length - 1];
    if (last && (span.start < last.end || (span.start === last.start && span.start === span.end))) continue;
    kept.push(span);
  }
  return kept.map((s) => s.edit);
}

function fixAllAction(sources: RuleWideSources, code: string): CodeAction | undefined {
  const { document } = sources;
  const findings = sources.findings().filter((d) => ours(d) && d.code === code);
  if (findings.length < 2) return undefined;
  const fixed: Diagnostic[] = [];
  const edits: TextEdit[] = [];
  for (const d of findings) {
    const own = editsOfThisFile(preferred(sources.fixesOf(d)), document.uri);
    if (!own?.length) continue;
    fixed.push(d);
    edits.push(...own);
  }
  if (fixed.length < 2) return undefined;
  return {
    title: `Fix all of \`${code}\` in this file`,
    kind: CodeActionKind.QuickFix,
    diagnostics: fixed,
    edit: { changes: { [document.uri]: disjoint(document, edits) } },
  };
}

export function ruleWideActions(sources: RuleWideSources): CodeAction[] {
  const actions: CodeAction[] = [];
  const requested = sources.diagnostics.filter(ours);
  let findings: readonly Diagnostic[] | undefined;
  // A finding's fixes are asked for here and again by the fix-all (where the same finding comes
  // from the check, another object): each is worked out once, found by what it says and where.
  const fixes = new Map<string, CodeAction[]>();
  const fixesOf = (d: Diagnostic) => {
    const key = `${String(d.code)} ${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`;
    return fixes.get(key) ?? fixes.set(key, sources.fixesOf(d)).get(key)!;
  };
  const memo: RuleWideSources = { ...sources, fixesOf, findings: () => (findings ??= sources.findings()) };
  // Each code once per request, however many of its findings the range holds.
  const fixable = [...new Set(requested.filter((d) => editsOfThisFile(preferred(fixesOf(d)), sources.document.uri)).map((d) => d.code))];
  for (const code of fixable) {
    const action = fixAllAction(memo, code);
    if (action) actions.push(action);
  }
  if (sources.docsRoot === undefined) return actions;
  for (const code of new Set(requested.filter((d) => d.severity === DiagnosticSeverity.Warning).map((d) => d.code))) {
    const edit = turnOffRuleEdit(sources.docsRoot, code, sources.workspace, sources.createFiles);
    if (edit) actions.push({ title: `Turn off \`${code}\` for this site`, kind: CodeActionKind.QuickFix, diagnostics: requested.filter((d) => d.code === code), edit });
  }
  return actions;
}
