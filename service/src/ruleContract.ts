/**
 * The one contract of a diagnostic rule, for pages and docs.json alike: the codes it reports, each
 * with a title, a description and a default severity, and a check over one kind of document. The
 * rule index (ruleIndex.ts) is built from these declarations, so the Settings editor, the CLI's rule
 * list, SARIF and the severities applied all read the same entry.
 */
import type { SeverityName } from './settings';
import type { RuleGuidance } from './writingGuide';

/**
 * A rule's own severity: the four a user can choose, plus `hint` for deprecations shown struck
 * through. `off`: the rule reports only when its `docsite.rules.<code>` setting turns it on.
 */
export type DefaultSeverity = SeverityName | 'hint';

/** What the index knows of one diagnostic code. */
export interface RuleCode {
  /** The Settings editor's title of `docsite.rules.<code>`, in words ("Missing page"). */
  title: string;
  severity: DefaultSeverity;
  /**
   * A writing rule of the spec (frontmatter, headings, images, code block labels, link text,
   * expected attributes): never an error by default, since the site builds and renders fine; the
   * `strict` preset makes it one.
   */
  writing?: boolean;
  /** One line for the settings, documentation and the CLI's rule list. */
  description: string;
  /**
   * What the AI rules file tells the writer so the rule is never broken, under which area of the
   * spec's writing rules table (writingGuide.ts). The rules file lists every rule that has one.
   */
  guidance?: RuleGuidance;
}

/**
 * A rule over one kind of document. `Context` is what it reads (a parsed page, a docs.json tree);
 * `Result` is how it reports: page rules call `ctx.report(code, …)`, docs.json rules yield findings
 * of their one code.
 */
export interface Rule<Context, Result = void> {
  /** The stable diagnostic codes this rule reports. */
  readonly codes: Readonly<Record<string, RuleCode>>;
  check(ctx: Context): Result;
}
