import type { PageFactsCache } from '../../llms/pages';
import { Node } from 'jsonc-parser';
import { CodeAction, CodeActionKind, Diagnostic, Range } from 'vscode-languageserver-types';
import type { AnyCodeData, CodeData, FixData, Reporter, Rule } from '../../ruleContract';
import type { MissingPageFixOptions } from '../missingPageFixes';
import { DocsiteSettings, DocsWorkspace, Loc, SiteModel, type BaseRoutes } from '../../../../site/src';
import { ConfigDocument } from '../configDocument';
import { SchemaWalk } from '../schemaWalk';
import { SiteFiles } from '../siteFiles';
import type { ParsedApiSpec } from '../../openapi/spec';

/** Everything a docs.json rule may read. Built once per validation and shared by all rules. */
export interface ConfigRuleContext {
  readonly config: ConfigDocument;
  readonly walk: SchemaWalk;
  readonly workspace: DocsWorkspace;
  readonly settings: DocsiteSettings;
  readonly site: SiteFiles;
  /** The site model built from this configuration (and the files it `$ref`s). */
  readonly model: SiteModel;
  /** The operations of a local API description file, or undefined when it cannot be read. */
  apiSpec(path: string): ParsedApiSpec | undefined;
  /** Set when the site build ignores this file, saying why. */
  readonly ignoredBecause?: string;
  /** The routes of a base version of the site (`docsite check --base`): only `needsBase` rules run, and only then. */
  readonly base?: BaseRoutes;
  /** Each page's frontmatter facts, kept by the language service across checks (llms/pages.ts). */
  readonly pageFacts: PageFactsCache;
}

/** What a docs.json quick fix reads besides its diagnostic. */
export interface ConfigFixContext {
  readonly config: ConfigDocument;
  /** Where pages are created and looked up; absent when the caller offers no page fixes. */
  readonly pages?: MissingPageFixOptions;
}

/** A quick fix for one code: the code actions it offers for one diagnostic (none when it cannot help). */
export type ConfigFix<T> = (d: Diagnostic, data: FixData<T>, fix: ConfigFixContext) => CodeAction[];

/**
 * One diagnostic rule for docs.json, in its own file. It declares exactly one code (the index test
 * checks it) and reports findings of that code; `D` maps the code to the data its findings carry, and
 * `fixes` are keyed by it, so a fix for another code fails to compile.
 */
export interface ConfigRule<D extends CodeData<D> = AnyCodeData> extends Rule<ConfigRuleContext, Range, D> {
  /**
   * `site`: the rule reads the site model, whose entries may sit in a file that docs.json `$ref`s;
   * it also runs on those files. Default `document`: the rule reads docs.json's own parse.
   */
  readonly scope?: 'document' | 'site';
  /**
   * Runs while the file is not well-formed JSON (an unbalanced brace or quote). Every other rule is
   * held back then: its findings would come from a tree that nests keys in the wrong objects.
   */
  readonly whileMalformed?: boolean;
  /**
   * Compares the site with a base version of it (`ctx.base`, given by `docsite check --base`): runs
   * in that comparison only, which runs no other rule.
   */
  readonly needsBase?: boolean;
  readonly fixes?: { readonly [C in keyof D]?: ConfigFix<D[C]> };
}

/** How a docs.json rule reports: its code, a range of the document, that code's data. */
export type ConfigReporter<D extends CodeData<D>> = Reporter<Range, D>;

/** The finding's `suggestion` (the closest allowed value or key) in place of the written one. */
export function replaceWithSuggestion(d: Diagnostic, data: { suggestion?: string }, { config }: ConfigFixContext): CodeAction[] {
  if (typeof data.suggestion !== 'string' || !data.suggestion) return [];
  const replacement = JSON.stringify(data.suggestion);
  return [{
    title: `Change ${config.document.getText(d.range)} to ${replacement}`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    isPreferred: true,
    edit: { changes: { [config.document.uri]: [{ range: d.range, newText: replacement }] } },
  }];
}

/** The one code a docs.json rule reports. */
export function codeOf(rule: ConfigRule): string {
  return Object.keys(rule.codes)[0];
}

/** The document range of a parsed node. */
export function nodeRange(ctx: ConfigRuleContext, node: Node): Range {
  const doc = ctx.config.document;
  return { start: doc.positionAt(node.offset), end: doc.positionAt(node.offset + node.length) };
}

/** Shows a JSON path the way users write it: `colors.background.light`, `navigation[2].pages[0]`. */
export function formatPath(path: readonly (string | number)[]): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : '.' + s)).join('');
}

/**
 * The range of a model location in the document being validated, or undefined when the location is
 * in another file (a `$ref`d part is checked when that file is validated).
 */
export function locRange(ctx: ConfigRuleContext, loc: Loc): Range | undefined {
  if (loc.file !== ctx.config.path) return undefined;
  const doc = ctx.config.document;
  return { start: doc.positionAt(loc.offset), end: doc.positionAt(loc.offset + loc.length) };
}
