/**
 * What every page rule sees and how it reports. A rule declares its codes (the rule contract,
 * ruleContract.ts); validate.ts applies the preset and `settings.rules[code]`, so rules never look at
 * severities themselves.
 */
import type { DocsWorkspace } from '../../workspace';
import type { DocsiteSettings } from '../../settings';
import type { ParsedPage, Span } from '../types';
import type { SiteModel } from '../../model/types';
import type { SpecReader } from '../../openapi/scope';
import type { AnchorCache } from '../anchorCache';

import type { Rule } from '../../ruleContract';

export interface RuleContext {
  page: ParsedPage;
  workspace: DocsWorkspace;
  settings: DocsiteSettings;
  /** Absolute forward-slash path of the page. */
  path: string;
  /** Folder of the site's docs.json; undefined when the page is not inside a site. */
  docsRoot: string | undefined;
  /** The site's configuration model, when the page is inside a site whose configuration reads. */
  site: SiteModel | undefined;
  /** Parsed OpenAPI files by absolute path (cached per text); undefined outside the language service. */
  apiSpec?: SpecReader;
  /** Anchors of the pages this one links to (the service's cache). */
  anchors: AnchorCache;
  /** A reusable fragment under `/snippets/`: no frontmatter needed, may be included anywhere. */
  isSnippet: boolean;
  report(code: string, span: Span, message: string, data?: Record<string, unknown>): void;
}

/** A page rule reports any of its codes through `ctx.report`. */
export type PageRule = Rule<RuleContext>;
