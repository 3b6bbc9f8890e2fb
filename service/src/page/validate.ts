/**
 * Checks one page: run every rule over the context's parse (made once per version), apply severity
 * settings, cap the count. Never throws: a rule that fails is skipped.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { COLLECT_LIMIT, capDiagnostics, toDiagnostic } from '../diagnostics';
import { severityFor } from '../ruleIndex';
import { resolvePageOperation, type ResolvedPageOperation } from './operationRef';
import type { PageContext } from './context';
import { PAGE_RULES } from './rules';
import type { RuleContext } from './rules/rule';
import type { Span } from './types';

export function validatePage(document: TextDocument, ctx: PageContext): Diagnostic[] {
  if (isRepositoryFile(ctx.path)) return [];
  try {
    return runRules(document, ctx);
  } catch {
    return [];
  }
}

function runRules(document: TextDocument, ctx: PageContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let stoppedEarly = false;
  let operation: { resolved: ResolvedPageOperation | undefined } | undefined;
  const ruleContext: RuleContext = {
    ...ctx,
    isSnippet: isSnippetPath(ctx.path, ctx.docsRoot),
    operation() {
      operation ??= { resolved: ctx.site && ctx.apiSpecs ? resolvePageOperation(ctx.page, ctx.site, ctx.workspace, ctx.apiSpecs) : undefined };
      return operation.resolved;
    },
    report(code: string, span: Span, message: string, data?: Record<string, unknown>) {
      if (diagnostics.length >= COLLECT_LIMIT) {
        stoppedEarly = true;
        return;
      }
      const severity = severityFor(code, ctx.settings);
      if (severity === undefined) return;
      const range = { start: document.positionAt(span.start), end: document.positionAt(span.end) };
      diagnostics.push(toDiagnostic(code, severity, { range, message, data: data && { ...data, code } }));
    },
  };
  for (const rule of PAGE_RULES) {
    // A rule whose codes are all off is not run at all (some read files or highlight code).
    if (Object.keys(rule.codes).every((code) => severityFor(code, ctx.settings) === undefined)) continue;
    try {
      rule.check(ruleContext);
    } catch {
      // One faulty rule must not take the others down with it.
    }
  }
  return capDiagnostics(diagnostics, undefined, stoppedEarly);
}

/** README.md and friends sit next to the pages but are not part of the site. */
export function isRepositoryFile(path: string): boolean {
  return /(^|\/)(readme|contributing|changelog|license|code_of_conduct|security)\.mdx?$/i.test(path);
}

/** Snippets are fragments included into pages: they need no frontmatter and are placed by their includer. */
export function isSnippetPath(path: string, docsRoot: string | undefined): boolean {
  const rel = docsRoot && path.startsWith(docsRoot + '/') ? path.slice(docsRoot.length) : path;
  return /(^|\/)_?snippets\//.test(rel);
}
