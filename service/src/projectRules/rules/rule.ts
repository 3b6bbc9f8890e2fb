/**
 * The shape of a rules-file rule (rules-stale, rules-unknown-reference): the one rule contract
 * (ruleContract.ts) over a Docsite rules file, located by offsets of its text, with its quick fixes
 * beside it, keyed by its own codes.
 */
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import type { AnyCodeData, CodeData, FixData, Rule } from '../../ruleContract';
import type { SiteModel, DocsiteSettings, DocsWorkspace } from '../../../../site/src';
import type { Fingerprint, RecordedFingerprint } from '../fingerprint';

/**
 * What the rules of a rules file read (made by rulesFile.ts `rulesFileContext`).
 * Everything about the site is worked out on first use.
 */
export interface RulesFileContext {
  /** The file's absolute path. */
  path: string;
  text: string;
  /** The marker and the text it was generated as, in the managed part. */
  marker: RecordedFingerprint | undefined;
  /** The managed part's text, offsets relative to `text` starting at `partStart`. */
  part: string;
  partStart: number;
  /** The site the file was generated for, when it can be found inside the repository root. */
  site(): SiteModel | undefined;
  /** The fingerprint the site gives now. */
  currentFingerprint(): Fingerprint | undefined;
  snippets(): readonly string[];
  /** Paths Docsite's own text shows as examples of the form: any site's file may name them. */
  examplePaths(): Set<string>;
  settings: Pick<DocsiteSettings, 'components'>;
  workspace: DocsWorkspace;
}

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

