/**
 * Counts the Docsite problems of the sites in the workspace, for the status bar summary. No `vscode`
 * import, so the unit tests run it on plain data: severities are vscode.DiagnosticSeverity's numbers.
 */
import { DIAGNOSTIC_SOURCE } from '../../service/src';
import { plural } from '../../common/src';

/** vscode.DiagnosticSeverity: Error 0, Warning 1, Information 2, Hint 3. */
const ERROR = 0;
const WARNING = 1;
const INFORMATION = 2;

export interface ProblemCounts {
  errors: number;
  warnings: number;
  infos: number;
  /** Files with at least one error, warning or information. */
  files: number;
}

/**
 * Adds up the Docsite diagnostics of files below one of `docsRootUris` (a file URI per site, without
 * a trailing slash). Other extensions' diagnostics, hints (deprecations shown struck through) and
 * files outside every site are not counted.
 */
export function countSiteProblems(
  diagnostics: Iterable<readonly [uri: string, diagnostics: readonly { source?: string; severity: number }[]]>,
  docsRootUris: readonly string[],
): ProblemCounts {
  const counts: ProblemCounts = { errors: 0, warnings: 0, infos: 0, files: 0 };
  for (const [uri, list] of diagnostics) {
    if (!docsRootUris.some((root) => uri.startsWith(root + '/'))) continue;
    let counted = false;
    for (const d of list) {
      if (d.source !== DIAGNOSTIC_SOURCE) continue;
      if (d.severity === ERROR) counts.errors++;
      else if (d.severity === WARNING) counts.warnings++;
      else if (d.severity === INFORMATION) counts.infos++;
      else continue;
      counted = true;
    }
    if (counted) counts.files++;
  }
  return counts;
}

/** "3 errors, 1 warning and 2 infos in 4 files", or "no problems". */
export function describeCounts(counts: ProblemCounts): string {
  const parts = [
    countOf(counts.errors, 'error'),
    countOf(counts.warnings, 'warning'),
    countOf(counts.infos, 'info'),
  ].filter((p): p is string => p !== undefined);
  if (parts.length === 0) return 'no problems';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} in ${counts.files} ${counts.files === 1 ? 'file' : 'files'}`;
}

/** A count with its noun, or nothing for none. */
function countOf(n: number, word: string): string | undefined {
  return n === 0 ? undefined : plural(n, word);
}
