import { CheckResult } from '../check';
import { summarize } from '../summary';
import { messageText, severityName } from '../diagnosticText';

/** The `--format json` report; its shape is described by schemas/cli-report.schema.json. */
export function formatJson(result: CheckResult, version: string): string {
  const report = {
    tool: { name: 'docsite', version },
    summary: summarize(result),
    sites: result.sites.map((s) => ({ name: s.name, config: s.config, pages: s.pages })),
    files: result.files.map((f) => ({
      path: f.relativePath,
      diagnostics: f.diagnostics.map((d) => ({
        line: d.range.start.line + 1,
        column: d.range.start.character + 1,
        endLine: d.range.end.line + 1,
        endColumn: d.range.end.character + 1,
        severity: severityName(d.severity),
        code: String(d.code ?? ''),
        message: messageText(d.message),
      })),
    })),
    // Apart from the findings, with why: a page here was not (fully) checked.
    unchecked: result.unchecked.map((u) => ({
      path: u.relativePath,
      line: u.range.start.line + 1,
      column: u.range.start.character + 1,
      endLine: u.range.end.line + 1,
      endColumn: u.range.end.character + 1,
      code: u.code,
      reason: u.reason,
    })),
    allowUnchecked: result.allowUnchecked,
    internalErrors: result.internalErrors,
  };
  return JSON.stringify(report, null, 2) + '\n';
}
