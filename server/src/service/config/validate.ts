import { Diagnostic } from 'vscode-languageserver-types';
import { MAX_DIAGNOSTICS_PER_FILE, effectiveSeverity, toDiagnostic } from '../diagnostics';
import { SiteModel } from '../model/types';
import { ApiSpecSummary } from '../openapi/operations';
import { DocsiteSettings } from '../settings';
import { DocsWorkspace } from '../workspace';
import { schemaWalkOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { configRules } from './rules';
import { ConfigRule, ConfigRuleContext } from './rules/ruleTypes';
import { SiteFiles } from './siteFiles';

/** What the configuration checks read besides the document: the site model and API descriptions. */
export interface ConfigSite {
  readonly model: SiteModel;
  apiSpec(path: string): ApiSpecSummary | undefined;
}

/**
 * What a JSON file is to its site: the configuration, a part of it that the configuration `$ref`s,
 * or a configuration the site build ignores (a mint.json beside docs.json, a docs.json below
 * another site's docs root).
 */
export type ConfigRole = { kind: 'config' } | { kind: 'part' } | { kind: 'ignored'; because: string };

/**
 * All diagnostics of one configuration file: syntax, schema and cross-file checks. `part` is a file
 * that the configuration `$ref`s: only the site checks run on it, for the entries it holds. A rule
 * that throws on odd input loses only its own findings (reported through `onRuleError`).
 *
 * While the file is malformed (a brace typed but not closed yet), only its syntax errors are
 * reported: one unbalanced brace moves every key after it into another object, and the schema and
 * site checks of that tree would list a score of problems (a "missing" `navigation`, URL prefixes no
 * page matches) that disappear with the closing brace.
 */
export function validateConfig(
  config: ConfigDocument,
  workspace: DocsWorkspace,
  settings: DocsiteSettings,
  site: ConfigSite,
  onRuleError: (code: string, error: unknown) => void = () => {},
  role: ConfigRole = { kind: 'config' },
): Diagnostic[] {
  const ctx: ConfigRuleContext = {
    config,
    walk: schemaWalkOf(config),
    workspace,
    settings,
    site: new SiteFiles(site.model.docsRoot, workspace),
    model: site.model,
    apiSpec: (path) => site.apiSpec(path),
    ignoredBecause: role.kind === 'ignored' ? role.because : undefined,
  };
  const applies = (rule: ConfigRule): boolean =>
    (config.wellFormed || rule.whileMalformed === true) &&
    (role.kind === 'ignored' ? rule.code === 'ignored-config' : role.kind === 'part' ? rule.scope === 'site' : rule.code !== 'ignored-config');
  const diagnostics: Diagnostic[] = [];
  for (const rule of configRules) {
    if (!applies(rule) || effectiveSeverity(rule.code, rule.defaultSeverity, settings.rules) === undefined) continue;
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
