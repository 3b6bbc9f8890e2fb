import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { COLLECT_LIMIT, capDiagnostics, effectiveSeverity, toDiagnostic } from '../diagnostics';
import type { DocsiteSettings } from '../../../site/src';
import type { ParsedApiSpec } from './spec';

/**
 * The problems of an OpenAPI file, shown in the file itself at their place: syntax errors, then
 * what the OpenAPI/Swagger specification forbids. Same code as docs.json's report that the file
 * does not parse, so one setting governs both.
 */
export const SPEC_PROBLEM_CODE = 'invalid-api-source';

export function validateApiSpec(document: TextDocument, spec: ParsedApiSpec, settings: DocsiteSettings): Diagnostic[] {
  if (effectiveSeverity(SPEC_PROBLEM_CODE, 'error', settings.rules) === undefined) return [];
  const problems = spec.problems();
  return capDiagnostics(problems
    .slice(0, COLLECT_LIMIT)
    .map((p) =>
      // A problem's own severity is its default; the user's setting for the code wins over it.
      toDiagnostic(SPEC_PROBLEM_CODE, effectiveSeverity(SPEC_PROBLEM_CODE, p.severity, settings.rules)!, {
        range: { start: document.positionAt(p.offset), end: document.positionAt(p.offset + p.length) },
        message: p.message,
      }),
    ), undefined, problems.length > COLLECT_LIMIT);
}
