/**
 * What every page rule sees, how it reports, and the shape of its quick fixes. A rule declares its
 * codes and the data each carries (the rule contract, ruleContract.ts); the runner applies the
 * preset and `settings.rules[code]`, so rules never look at severities themselves.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { TextEdit, type Command, type Diagnostic } from 'vscode-languageserver-types';
import type { ParsedPage, Span } from '../../../../mdx/src';
import type { PageContext } from '../context';
import type { ResolvedPageOperation } from '../operationRef';
import type { AnyCodeData, CodeData, FixData, Reporter, Rule } from '../../ruleContract';

/** The request's PageContext, and what rules add to it. */
export interface RuleContext extends PageContext {
  /** A reusable fragment under `/snippets/`: no frontmatter needed, may be included anywhere. */
  isSnippet: boolean;
  /** The page's `openapi:`/`api:` operation resolved against the site's specs, once per check. */
  operation(): ResolvedPageOperation | undefined;
}

/** How a page rule reports: one of its codes, at a span of the page's text, with that code's data. */
export type PageReporter<D extends CodeData<D>> = Reporter<Span, D>;

/** A fix that edits the page, or one that runs a client command (opening a diff, say). */
export type FixResult = { title: string; edits: TextEdit[] } | { title: string; command: Command };

/**
 * A quick fix for one code, computed from the diagnostic, its data and the cached parse: one fix, or
 * several choices best first (only the first is the preferred one), or none.
 */
export type PageFix<T> = (d: Diagnostic, data: FixData<T>, page: ParsedPage, document: TextDocument, ctx: PageContext) => FixResult | FixResult[] | undefined;

/**
 * A page rule. `D` maps each of its codes to the data its findings carry; `fixes` are keyed by those
 * codes, so a fix for a code the rule does not declare fails to compile.
 */
export interface PageRule<D extends CodeData<D> = AnyCodeData> extends Rule<RuleContext, Span, D> {
  readonly fixes?: { readonly [C in keyof D]?: PageFix<D[C]> };
}

/** The finding's `suggestion` (the closest name or path) in place of what its range covers. */
export function replaceWithSuggestion(d: Diagnostic, data: { suggestion?: string }): FixResult | undefined {
  const suggestion = data.suggestion;
  return typeof suggestion === 'string' ? { title: `Change to \`${suggestion}\``, edits: [TextEdit.replace(d.range, suggestion)] } : undefined;
}
