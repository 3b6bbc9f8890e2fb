import { Node } from 'jsonc-parser';
import { Range } from 'vscode-languageserver-types';
import { Finding } from '../../diagnostics';
import { Rule } from '../../ruleContract';
import { DocsiteSettings } from '../../settings';
import { DocsWorkspace } from '../../workspace';
import { ConfigDocument } from '../configDocument';
import { SchemaWalk } from '../schemaWalk';
import { SiteFiles } from '../siteFiles';
import type { ParsedApiSpec } from '../../openapi/spec';
import { Loc, SiteModel } from '../../model/types';

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
}

/**
 * One diagnostic rule for docs.json, in its own file. It declares exactly one code (the index test
 * checks it) and yields findings of that code.
 */
export interface ConfigRule extends Rule<ConfigRuleContext, Iterable<Finding>> {
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
  check(ctx: ConfigRuleContext): Iterable<Finding>;
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
