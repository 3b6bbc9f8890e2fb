// The report of `docsite check` in the format its `--format` names: one place that picks the
// formatter, so the command line's dispatcher (main.ts) only reads the option.
import type { CheckResult } from '../check';
import { ruleDescriptions } from '../../../service/src';
import { formatGithub } from './github';
import { formatHuman } from './human';
import { formatJson } from './json';
import { formatSarif } from './sarif';

/** The formats `--format` takes, in the order its message lists them. */
export const REPORT_FORMATS = ['human', 'json', 'sarif', 'github'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function isReportFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

/** The report; `color` is for the human format (a terminal that takes colour). */
export function formatReport(result: CheckResult, format: ReportFormat, version: string, color: boolean): string {
  if (format === 'json') return formatJson(result, version);
  if (format === 'sarif') return formatSarif(result, version, ruleDescriptions());
  if (format === 'github') return formatGithub(result);
  return formatHuman(result, color);
}
