import { Diagnostic } from 'vscode-languageserver-types';
import { MAX_DIAGNOSTICS_PER_FILE, effectiveSeverity, toDiagnostic } from '../diagnostics';
import { DocsiteSettings } from '../settings';
import { DocsWorkspace } from '../workspace';
import { schemaWalkOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { configRules } from './rules';
import { ConfigRuleContext } from './rules/ruleTypes';
import { SiteFiles } from './siteFiles';

/**
 * All diagnostics of one docs.json: syntax, schema and cross-file checks. A rule that throws on odd
 * input loses only its own findings (reported through `onRuleError`), never the others'.
 */
export function validateConfig(
  config: ConfigDocument,
  workspace: DocsWorkspace,
  settings: DocsiteSettings,
  onRuleError: (code: string, error: unknown) => void = () => {},
): Diagnostic[] {
  const ctx: ConfigRuleContext = {
    config,
    walk: schemaWalkOf(config),
    workspace,
    settings,
    site: new SiteFiles(config.docsRoot, workspace),
  };
  const diagnostics: Diagnostic[] = [];
  for (const rule of configRules) {
    if (effectiveSeverity(rule.code, rule.defaultSeverity, settings.rules) === undefined) continue;
    try {
      for (const finding of rule.check(ctx)) {
        const severity = effectiveSeverity(rule.code, finding.severity ?? rule.defaultSeverity, settings.rules);
        if (severity === undefined) continue;
        diagnostics.push(toDiagnostic(rule.code, severity, finding));
        if (diagnostics.length >= MAX_DIAGNOSTICS_PER_FILE) return diagnostics;
      }
    } catch (error) {
      onRuleError(rule.code, error);
    }
  }
  return diagnostics;
}
