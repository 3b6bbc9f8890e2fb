/**
 * What every page rule sees and how it reports. A rule declares its codes (the rule contract,
 * ruleContract.ts); validate.ts applies the preset and `settings.rules[code]`, so rules never look at
 * severities themselves.
 */
import type { Span } from '../types';
import type { PageContext } from '../context';
import type { ResolvedPageOperation } from '../operationRef';

import type { Rule } from '../../ruleContract';

/** The request's PageContext, and what rules add to it. */
export interface RuleContext extends PageContext {
  /** A reusable fragment under `/snippets/`: no frontmatter needed, may be included anywhere. */
  isSnippet: boolean;
  /** The page's `openapi:`/`api:` operation resolved against the site's specs, once per check. */
  operation(): ResolvedPageOperation | undefined;
  report(code: string, span: Span, message: string, data?: Record<string, unknown>): void;
}

/** A page rule reports any of its codes through `ctx.report`. */
export type PageRule = Rule<RuleContext>;
