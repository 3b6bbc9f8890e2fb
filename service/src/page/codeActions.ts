/**
 * Quick fixes for page diagnostics. Each rule declares its fixes beside its check, keyed by its own
 * codes (rules/rule.ts); this collects them. A fix is computed from the diagnostic's `data` and the
 * cached parse, and every one leaves the page clean of the diagnostic it fixes (the unit tests check that).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CodeActionKind, Diagnostic, Range } from 'vscode-languageserver-types';
import { DIAGNOSTIC_SOURCE } from '../diagnostics';
import { rangesOverlap } from '../../../common/src';
import type { PageContext } from './context';
import { PAGE_RULES } from './rules';
import type { PageFix } from './rules/rule';

/** Every page quick fix by code, collected from the rules (a constant table, built once from the declarations). */
const FIXES: ReadonlyMap<string, PageFix<object | undefined>> = new Map(
  PAGE_RULES.flatMap((rule) => Object.entries(rule.fixes ?? {}).filter((entry): entry is [string, PageFix<object | undefined>] => entry[1] !== undefined)),
);

export function getPageCodeActions(document: TextDocument, range: Range, diagnostics: Diagnostic[], ctx: PageContext): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const d of diagnostics) {
    const fix = d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string' ? FIXES.get(d.code) : undefined;
    if (!fix || !rangesOverlap(d.range, range)) continue;
    try {
      const results = fix(d, d.data ?? {}, ctx.page, document, ctx);
      if (!results) continue;
      for (const [i, result] of (Array.isArray(results) ? results : [results]).entries()) {
        actions.push({
          title: result.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          isPreferred: i === 0,
          ...('command' in result ? { command: result.command } : { edit: { changes: { [document.uri]: result.edits } } }),
        });
      }
    } catch {
      // A fix that cannot be computed is simply not offered.
    }
  }
  return actions;
}
