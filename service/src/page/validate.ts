/**
 * Checks one page: run every rule over the context's parse (made once per version) through the one
 * rule runner, which applies severity settings, caps the count and hands a rule that throws to
 * `onRuleError` (the language service logs it; without one, the error propagates).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { resolvePageOperation, type ResolvedPageOperation } from './operationRef';
import type { PageContext } from './context';
import { PAGE_RULES } from './rules';
import type { RuleContext } from './rules/rule';
import type { Span } from '../../../mdx/src';
import { isNotPageByName, isSnippetPath } from '../../../site/src';
import { rethrowRuleError, runRules, type RuleErrorReporter } from '../ruleRunner';

export function validatePage(document: TextDocument, ctx: PageContext, onRuleError: RuleErrorReporter = rethrowRuleError): Diagnostic[] {
  if (isNotPageByName(ctx.path, ctx.docsRoot)) return [];
  let operation: { resolved: ResolvedPageOperation | undefined } | undefined;
  const ruleContext: RuleContext = {
    ...ctx,
    isSnippet: isSnippetPath(ctx.path, ctx.docsRoot),
    operation() {
      operation ??= { resolved: ctx.site && ctx.apiSpecs ? resolvePageOperation(ctx.page, ctx.site, ctx.workspace, ctx.apiSpecs) : undefined };
      return operation.resolved;
    },
  };
  const locate = (span: Span) => ({ start: document.positionAt(span.start), end: document.positionAt(span.end) });
  return runRules(PAGE_RULES, ruleContext, { settings: ctx.settings, locate, onRuleError, codeInData: true });
}
