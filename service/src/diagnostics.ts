import { Diagnostic, DiagnosticSeverity, DiagnosticTag, Range } from 'vscode-languageserver-types';
import type { DefaultSeverity } from './ruleContract';
import { SeverityName } from '../../site/src';

/** Every diagnostic of ours carries this source, so users (and the CLI) can tell them apart. */
export const DIAGNOSTIC_SOURCE = 'docsite';

/** At most this many diagnostics per file: a broken huge file must not flood the Problems view. */
export const MAX_DIAGNOSTICS_PER_FILE = 500;

/** The code of the one notice that says how many problems of a file the cap left out. */
export const PROBLEMS_NOT_SHOWN = 'problems-not-shown';

/**
 * How many findings a file's check collects at most before it stops looking: enough to keep the
 * most severe 500 of any real file, and a bound on the work and memory a hostile one costs (a
 * docs.json of 600,000 missing pages made millions). Past it the notice says "more than".
 */
export const COLLECT_LIMIT = 20 * MAX_DIAGNOSTICS_PER_FILE;

/**
 * A file's diagnostics within the cap: the most severe first (a real error must never hide behind
 * 500 warnings), in their document order, then one notice on the first line that says how many are
 * not shown, as severe as the worst of those. Never silent: the count is always stated, as a lower
 * bound when the check stopped collecting at COLLECT_LIMIT (`stoppedEarly`).
 */
export function capDiagnostics(all: Diagnostic[], max = MAX_DIAGNOSTICS_PER_FILE, stoppedEarly = false): Diagnostic[] {
  if (all.length <= max && !stoppedEarly) return all;
  const rank = (d: Diagnostic) => d.severity ?? DiagnosticSeverity.Error;
  // Stable: equal severities keep their order, so the same files always give the same report.
  const order = all.map((d, i) => i).sort((a, b) => rank(all[a]) - rank(all[b]) || a - b);
  const shown = order.slice(0, max - 1).sort((a, b) => a - b);
  const hidden = order.slice(max - 1);
  const worst = hidden.reduce((w, i) => Math.min(w, rank(all[i])), DiagnosticSeverity.Hint as number) as DiagnosticSeverity;
  const count = `${stoppedEarly ? 'More than ' : ''}${hidden.length} more problem${hidden.length === 1 && !stoppedEarly ? '' : 's'}`;
  const notice: Diagnostic = {
    range: Range.create(0, 0, 0, 0),
    severity: worst,
    code: PROBLEMS_NOT_SHOWN,
    source: DIAGNOSTIC_SOURCE,
    message: `${count} in this file not shown: a file lists at most ${max}, the most severe first.`,
  };
  return [...shown.map((i) => all[i]), notice];
}

const severities: Record<Exclude<DefaultSeverity, 'off'>, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/**
 * The severity a rule reports with: the user's `docsite.rules.<code>` setting when it is a valid
 * name, else the rule's default. Undefined means the rule is off.
 */
export function effectiveSeverity(
  code: string,
  fallback: DefaultSeverity,
  overrides: Record<string, SeverityName>,
): DiagnosticSeverity | undefined {
  // Own keys only: a code must never pick up a value inherited from (a polluted) Object.prototype.
  const chosen = Object.hasOwn(overrides, code) ? overrides[code] : undefined;
  const name: DefaultSeverity = chosen && (chosen in severities || chosen === 'off') ? chosen : fallback;
  return name === 'off' ? undefined : severities[name];
}

/** What a rule finds; the engine adds code, source and severity. */
export interface Finding {
  range: Range;
  message: string;
  tags?: DiagnosticTag[];
  /** What a quick fix needs to repair the finding. */
  data?: unknown;
}

export function toDiagnostic(code: string, severity: DiagnosticSeverity, finding: Finding): Diagnostic {
  const diagnostic: Diagnostic = {
    range: finding.range,
    severity,
    code,
    source: DIAGNOSTIC_SOURCE,
    message: finding.message,
  };
  if (finding.tags) diagnostic.tags = finding.tags;
  if (finding.data !== undefined) diagnostic.data = finding.data;
  return diagnostic;
}
