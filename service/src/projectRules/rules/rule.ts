/**
 * The shape of a rules-file rule (rules-stale, rules-unknown-reference): the one rule contract
 * (ruleContract.ts) over a Docsite rules file, located by offsets of its text, with its quick fixes
 * beside it, keyed by its own codes.
 */
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import type { AnyCodeData, CodeData, FixData, Rule } from '../../ruleContract';
import type { RulesFileContext } from '../rulesFile';

export interface Span {
  start: number;
  end: number;
}

/** What a fix knows besides its finding: the rules file and the site's configuration. */
export interface RulesFileFixContext {
  path: string;
  uri: string;
  configPath: string | undefined;
}

export type RulesFileFix<T> = (d: Diagnostic, data: FixData<T>, ctx: RulesFileFixContext) => CodeAction | undefined;

export interface RulesFileRule<D extends CodeData<D> = AnyCodeData> extends Rule<RulesFileContext, Span, D> {
  readonly fixes?: { readonly [C in keyof D]?: RulesFileFix<D[C]> };
}

/** The command "Regenerate (show diff)" runs: the client's Create Project Rules flow for one file. */
export const REGENERATE_PROJECT_RULES_COMMAND = 'docsite.regenerateProjectRules';
