import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { validateConfig } from '../config/validate';
import { type BaseRoutes, DocsiteSettings, defaultSettings, type StalenessFacts } from '../../../site/src';
import { validateApiSpec } from '../openapi/diagnostics';
import { notCheckedAfterFailure, notCheckedInTime } from '../page/notCheckedInTime';
import { validatePage } from '../page/validate';
import { validateRulesFile } from '../projectRules/validate';
import type { ServiceCore } from './core';

/** The findings of a document of any kind, and what stands in for them when a check could not run. */
export interface DiagnosticsProvider {
  /** `staleness`: what the host read from git about the page as a translation (see `translationOf`). */
  validate(document: TextDocument, settings?: DocsiteSettings, staleness?: StalenessFacts): Diagnostic[];
  /**
   * The findings of comparing a configuration with a base version of its site (`docsite check
   * --base`): only the rules that need the base (the missing-redirect guard) run.
   */
  validateAgainstBase(document: TextDocument, settings: DocsiteSettings, base: BaseRoutes): Diagnostic[];
  /** What to show instead of findings when the host stopped a check at its time budget. */
  notCheckedInTime(document: TextDocument, settings: DocsiteSettings, budgetMs: number): Diagnostic[];
  /** What to show instead of findings when the thread of a check died before it finished. */
  notCheckedAfterFailure(document: TextDocument, settings: DocsiteSettings): Diagnostic[];
}

export function diagnosticsProvider(core: ServiceCore): DiagnosticsProvider {
  return {
    validate(document, settings = defaultSettings, staleness) {
      const kind = core.kindOf(document);
      if (kind === 'page') return validatePage(document, core.pageContext(document, settings, staleness), core.onRuleError);
      if (kind === 'apiSpec') return validateApiSpec(document, core.apiSpecs.parse(core.pathOf(document), document.getText()), settings);
      if (kind === 'projectRules') {
        const ctx = core.rulesFileContext(document, settings);
        return ctx ? validateRulesFile(document, ctx, settings, core.onRuleError) : [];
      }
      if (kind !== 'config' && kind !== 'configPart') return [];
      const { site, role } = core.configSite(document);
      return validateConfig(core.config(document), core.workspace, settings, site, core.onRuleError, role);
    },
    validateAgainstBase(document, settings, base) {
      if (core.kindOf(document) !== 'config') return [];
      const { site, role } = core.configSite(document);
      if (role.kind !== 'config') return [];
      return validateConfig(core.config(document), core.workspace, settings, { ...site, base }, core.onRuleError, role);
    },
    notCheckedInTime,
    notCheckedAfterFailure,
  };
}
