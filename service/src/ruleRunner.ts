/**
 * The one runner of diagnostic rules, for pages and docs.json alike: runs each rule whose codes are
 * not all off, turns what it reports into diagnostics under the severity settings, stops collecting
 * at COLLECT_LIMIT, and hands a rule that throws to the caller's reporter. One error policy for both
 * kinds: a failing rule loses only its own findings, and its failure is always reported, never
 * swallowed (the language service logs it, the CLI lists it and fails).
 */
import type { Diagnostic, Range } from 'vscode-languageserver-types';
import { COLLECT_LIMIT, capDiagnostics, effectiveSeverity, toDiagnostic } from './diagnostics';
import type { AnyCodeData, FindingOptions, Rule } from './ruleContract';
import { presetSeverity, severityFor } from './ruleIndex';
import type { DocsiteSettings } from '../../site/src';

/** Told of a rule that threw: the rule (its codes) and the error. */
export type RuleErrorReporter = (rule: string, error: unknown) => void;

/**
 * The reporter of callers that keep no log (tests, scripts): the rule's error propagates, so a
 * failing rule can never pass unnoticed. The language service passes its own, which logs and goes on.
 */
export const rethrowRuleError: RuleErrorReporter = (_rule, error) => {
  throw error;
};

export interface RuleRun<Loc> {
  settings: Pick<DocsiteSettings, 'preset' | 'rules'>;
  /** The document range of a rule's location. */
  locate(at: Loc): Range;
  onRuleError: RuleErrorReporter;
  /** Page diagnostics also carry their code in `data` (docs.json ones carry the rule's data as is). */
  codeInData?: boolean;
}

/** Thrown through a rule by its reporter once COLLECT_LIMIT findings are in: the check stops there. */
const COLLECTION_FULL = Symbol('collection full');

export function runRules<Context, Loc>(rules: readonly Rule<Context, Loc>[], ctx: Context, run: RuleRun<Loc>): Diagnostic[] {
  const { settings } = run;
  const diagnostics: Diagnostic[] = [];
  const report = (code: string, at: Loc, message: string, data?: object, options?: FindingOptions): void => {
    const severity = effectiveSeverity(code, options?.severity ?? presetSeverity(code, settings.preset), settings.rules);
    if (severity === undefined) return;
    if (diagnostics.length >= COLLECT_LIMIT) throw COLLECTION_FULL;
    const finding = { range: run.locate(at), message, tags: options?.tags, data: run.codeInData && data ? { ...data, code } : data };
    diagnostics.push(toDiagnostic(code, severity, finding));
  };
  for (const rule of rules) {
    // A rule whose codes are all off is not run at all (some read files or highlight code).
    if (Object.keys(rule.codes).every((code) => severityFor(code, settings) === undefined)) continue;
    try {
      rule.check(ctx, report);
    } catch (error) {
      if (error === COLLECTION_FULL) return capDiagnostics(diagnostics, undefined, true);
      run.onRuleError(Object.keys(rule.codes).join(', '), error);
    }
  }
  return capDiagnostics(diagnostics);
}
