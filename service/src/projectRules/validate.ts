/**
 * The diagnostics and quick fixes of a Docsite rules file (AGENTS.md, `.cursor/rules/docsite.mdc`, …), by the
 * one rule runner: the editor's worker and `docsite check` both come here through the language service.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import { runRules, type RuleErrorReporter } from '../ruleRunner';
import type { DocsiteSettings } from '../../../site/src';
import type { RulesFileContext } from './rules/rule';
import { RULES_FILE_RULES } from './rules';
import type { RulesFileFixContext } from './rules/rule';

export function validateRulesFile(document: TextDocument, ctx: RulesFileContext, settings: DocsiteSettings, onRuleError: RuleErrorReporter): Diagnostic[] {
  return runRules(RULES_FILE_RULES, ctx, {
    settings,
    locate: (at) => ({ start: document.positionAt(at.start), end: document.positionAt(at.end) }),
    onRuleError,
  });
}

function overlaps(a: Range, b: Range): boolean {
  const before = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

export function rulesFileCodeActions(range: Range, diagnostics: readonly Diagnostic[], ctx: RulesFileFixContext): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const d of diagnostics) {
    if (!overlaps(d.range, range)) continue;
    for (const rule of RULES_FILE_RULES) {
      const fix = typeof d.code === 'string' && Object.hasOwn(rule.codes, d.code) ? rule.fixes?.[d.code] : undefined;
      const action = fix?.(d, (d.data ?? {}) as never, ctx);
      if (action) actions.push(action);
    }
  }
  return actions;
}
