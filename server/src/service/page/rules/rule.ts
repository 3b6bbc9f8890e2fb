/**
 * What every page rule sees and how it reports. A rule declares its codes with default severities;
 * validate.ts applies `settings.rules[code]` overrides, so rules never look at severities themselves.
 */
import type { DocsWorkspace } from '../../workspace';
import type { DocsiteSettings } from '../../settings';
import type { ParsedPage, Span } from '../types';
import type { SiteModel } from '../../model/types';
import type { SpecReader } from '../../openapi/scope';
import type { AnchorCache } from '../anchorCache';

export type DefaultSeverity = 'error' | 'warning' | 'info';

export interface RuleCode {
  severity: DefaultSeverity;
  /**
   * A writing rule of the spec (frontmatter, headings, images, code block labels, link text,
   * expected attributes): never an error by default, since the site builds and renders fine; the
   * `strict` preset makes it one.
   */
  writing?: boolean;
  description: string;
}

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

export interface PageRule {
  /** Stable diagnostic codes this rule emits, with their default severity and a one-line description. */
  codes: Record<string, RuleCode>;
  check(ctx: RuleContext): void;
}
