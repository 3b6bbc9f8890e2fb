/**
 * The one contract of a diagnostic rule, for pages and docs.json alike: the codes it reports, each
 * with a title, a description and a default severity, and a check over one kind of document. The
 * rule index (ruleIndex.ts) is built from these declarations, so the Settings editor, the CLI's rule
 * list, SARIF and the severities applied all read the same entry.
 */
import type { DiagnosticTag } from 'vscode-languageserver-types';
import type { SeverityName } from '../../site/src';
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
 * What each code of a rule carries in its diagnostics' `data` for its quick fix: one entry per
 * declared code, `undefined` for a code whose findings carry none. Declared as a type beside the
 * rule; the rule's `codes`, its reporter and its fixes are all keyed by it, so a code that is not
 * declared can neither be reported nor given a fix (both fail to compile).
 */
export type CodeData<D> = { [C in keyof D]: object | undefined };

/** The data map of a rule whose codes carry no data. */
export type NoData<Code extends string> = Record<Code, undefined>;

/**
 * The data map of any rule, for the lists and the runner, which treat rules alike. `any`, since a
 * fix keyed by a rule's code reads that code's own shape (function parameters do not widen).
 */
export type AnyCodeData = Record<string, any>;

/** A finding's severity and tags beyond its code's own: a deprecation struck through, a build failure. */
export interface FindingOptions {
  /** Overrides the code's default severity for this one finding (the user's setting still wins). */
  severity?: DefaultSeverity;
  tags?: DiagnosticTag[];
}

type DataArgs<T> = undefined extends T ? [data?: T, options?: FindingOptions] : [data: T, options?: FindingOptions];

/**
 * How a rule reports: one of its own codes, where (`Loc`: a page's offsets, a docs.json range), the
 * message, and the data that code declares.
 */
export type Reporter<Loc, D extends CodeData<D>> = <C extends keyof D & string>(code: C, at: Loc, message: string, ...rest: DataArgs<D[C]>) => void;

/**
 * A rule over one kind of document, the same shape for pages and docs.json: it declares its codes
 * and checks a context (`Context`: a parsed page, a docs.json tree), reporting through `report`.
 * One runner (ruleRunner.ts) runs both kinds and reports a rule that throws. Each kind adds its
 * quick fixes, keyed by the rule's codes (page/rules/rule.ts, config/rules/ruleTypes.ts).
 */
export interface Rule<Context, Loc, D extends CodeData<D> = AnyCodeData> {
  /** The stable diagnostic codes this rule reports. */
  readonly codes: { readonly [C in keyof D]: RuleCode };
  check(ctx: Context, report: Reporter<Loc, D>): void;
}

/**
 * What a fix reads of its diagnostic's data: the code's declared shape, every field optional, since
 * the diagnostic comes back from the client and a fix offers nothing rather than trust it blindly.
 */
export type FixData<T> = [T] extends [undefined] ? Record<string, never> : Partial<NonNullable<T>>;

/**
 * A rule code as the rule index lists it (ruleIndex.ts), with the kind of document it checks. Here,
 * beside the declarations it is built from, so that what reads the index (the rules file's writing
 * section and its fingerprint) names the type without importing the index, which lists the rules
 * file's own rules.
 */
export interface RuleEntry extends RuleCode {
  readonly code: string;
  /** What the rule checks: a site's configuration or its pages. */
  readonly document: 'docs.json' | 'pages' | 'rules files';
}
