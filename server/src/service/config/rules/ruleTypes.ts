import { Node } from 'jsonc-parser';
import { Range } from 'vscode-languageserver-types';
import { DefaultSeverity, Finding } from '../../diagnostics';
import { DocsiteSettings } from '../../settings';
import { DocsWorkspace } from '../../workspace';
import { ConfigDocument } from '../configDocument';
import { SchemaWalk } from '../schemaWalk';
import { SiteFiles } from '../siteFiles';

/** Everything a docs.json rule may read. Built once per validation and shared by all rules. */
export interface ConfigRuleContext {
  readonly config: ConfigDocument;
  readonly walk: SchemaWalk;
  readonly workspace: DocsWorkspace;
  readonly settings: DocsiteSettings;
  readonly site: SiteFiles;
}

/** One diagnostic rule for docs.json. Each lives in its own file and has a stable code. */
export interface ConfigRule {
  readonly code: string;
  readonly defaultSeverity: DefaultSeverity;
  /** One line for documentation and the CLI's rule list. */
  readonly description: string;
  check(ctx: ConfigRuleContext): Iterable<Finding>;
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
