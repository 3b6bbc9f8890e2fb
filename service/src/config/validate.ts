import { Diagnostic, Range } from 'vscode-languageserver-types';
import { SiteModel, type BaseRoutes, DocsiteSettings, DocsWorkspace } from '../../../site/src';
import type { ParsedApiSpec } from '../openapi/spec';
import { schemaWalkOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { configRules } from './rules';
import { ConfigRule, ConfigRuleContext, codeOf } from './rules/ruleTypes';
import { rethrowRuleError, runRules, type RuleErrorReporter } from '../ruleRunner';
import { SiteFiles } from './siteFiles';
import { PageFactsCache } from '../llms/pages';

/** What the configuration checks read besides the document: the site model and API descriptions. */
export interface ConfigSite {
  readonly model: SiteModel;
  apiSpec(path: string): ParsedApiSpec | undefined;
  /** A base version's routes: then only the rules comparing with it run (ConfigRule.needsBase). */
  readonly base?: BaseRoutes;
  /** The caller's cache of page frontmatter facts (the agents' view); without one, a fresh one per check. */
  readonly pageFacts?: PageFactsCache;
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
 * that throws on odd input loses only its own findings; the one rule runner (ruleRunner.ts) hands
 * its error to `onRuleError` (without one, the error propagates).
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
  onRuleError: RuleErrorReporter = rethrowRuleError,
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
    base: site.base,
    pageFacts: site.pageFacts ?? new PageFactsCache(),
  };
  const applies = (rule: ConfigRule): boolean =>
    (rule.needsBase === true) === (site.base !== undefined) &&
    (config.wellFormed || rule.whileMalformed === true) &&
    (role.kind === 'ignored' ? codeOf(rule) === 'ignored-config' : role.kind === 'part' ? rule.scope === 'site' : codeOf(rule) !== 'ignored-config');
  return runRules(configRules.filter(applies), ctx, { settings, locate: (range: Range) => range, onRuleError });
}
