import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { CheckResult } from './check';

export interface Summary {
  files: number;
  errors: number;
  warnings: number;
  infos: number;
  /** Files and pages not checked (listed apart; errors for the exit code unless --allow-unchecked). */
  unchecked: number;
}

export function summarize(result: CheckResult): Summary {
  const summary: Summary = { files: result.checkedFiles, errors: 0, warnings: 0, infos: 0, unchecked: result.unchecked.length };
  for (const file of result.files) {
    for (const d of file.diagnostics) {
      if (d.severity === DiagnosticSeverity.Error) summary.errors++;
      else if (d.severity === DiagnosticSeverity.Warning) summary.warnings++;
      else summary.infos++;
    }
  }
  return summary;
}
