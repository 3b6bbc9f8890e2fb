import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import { configFixesOf, getConfigCodeActions } from '../config/codeActions';
import { getPageCodeActions } from '../page/codeActions';
import { rulesFileCodeActions } from '../projectRules/validate';
import { ruleWideActions } from '../ruleWideActions';
import type { DocsiteSettings } from '../../../site/src';
import type { ServiceCore } from './core';
import type { DiagnosticsProvider } from './diagnostics';

/** Quick fixes of findings, and the rule-wide actions (fix all, turn a rule off) beside them. */
export interface CodeActionsProvider {
  /**
   * `client.createFiles`: the editor applies CreateFile operations in a WorkspaceEdit; without it, a
   * fix that creates a file is not offered. `known`: every finding of this version of the document,
   * when the host has them from its check (the fix-all reads them); else they are worked out again.
   */
  codeActions(document: TextDocument, range: Range, diagnostics: readonly Diagnostic[], settings?: DocsiteSettings, client?: { createFiles: boolean }, known?: readonly Diagnostic[]): CodeAction[];
}

export function codeActionsProvider(core: ServiceCore, diagnostics: DiagnosticsProvider): CodeActionsProvider {
  return {
    codeActions(document, range, shown, settings, client = { createFiles: false }, known) {
      const kind = core.kindOf(document);
      const findings = () => known ?? diagnostics.validate(document, settings);
      const shared = { document, diagnostics: shown, findings, workspace: core.workspace, createFiles: client.createFiles };
      if (kind === 'page') {
        const ctx = core.pageContext(document, settings);
        const fixesOf = (d: Diagnostic) => getPageCodeActions(document, d.range, [d], ctx);
        return [...getPageCodeActions(document, range, [...shown], ctx), ...ruleWideActions({ ...shared, fixesOf, docsRoot: ctx.docsRoot })];
      }
      if (kind === 'projectRules') {
        // The fix regenerates for the site the file was made for; the client's flow finds it from docs.json's path.
        const configPath = core.rulesFileContext(document, settings)?.site()?.configPath;
        return rulesFileCodeActions(range, shown, { path: core.pathOf(document), uri: document.uri, configPath });
      }
      if (kind !== 'config' && kind !== 'configPart') return [];
      // A `$ref`d part's pages resolve against the site's docs root, not the part's folder.
      const { site } = core.configSite(document);
      const config = core.config(document);
      const pages = { docsRoot: site.model.docsRoot, workspace: core.workspace, createFiles: client.createFiles };
      const fixesOf = (d: Diagnostic) => configFixesOf(config, d, pages);
      return [...getConfigCodeActions(config, range, shown, pages), ...ruleWideActions({ ...shared, fixesOf, docsRoot: site.model.docsRoot })];
    },
  };
}
