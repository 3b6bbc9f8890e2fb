/** The types of the language service's entry point (languageService.ts) that hosts name. */
import type { FactsStore } from './factsStore';
import type { ImportFacts } from './references/snippetUsers';
import type { SpecFactsStore } from './openapi/specFacts';

/** A listed translation and its source page, for a host to read their git history. */
export interface TranslationOfPage {
  docsRoot: string;
  source: string;
  sourcePath: string;
  translation: string;
  translationPath: string;
  /** The `reviewedAgainst:` commit of the translation's frontmatter, when it names one. */
  reviewedAgainst?: string;
}

/**
 * `config`: a site's docs.json or mint.json; `configPart`: a JSON file that a configuration `$ref`s;
 * `page`: an .mdx/.md file of a site; `apiSpec`: an OpenAPI/Swagger file of a site (JSON or YAML);
 * `projectRules`: a rules file Docsite generated (AGENTS.md, `.cursor/rules/docsite.mdc`, …: it carries a
 * Docsite marker); `other`: anything else, which gets no Docsite features.
 */
export type DocumentKind = 'config' | 'configPart' | 'page' | 'apiSpec' | 'projectRules' | 'other';

/**
 * Reports an internal failure of one rule; the caller decides how to log it. Without one, the
 * failure propagates from `validate` (ruleRunner.ts): a failing rule is never passed over in silence.
 */
export type ErrorReporter = (where: string, error: unknown) => void;

/** What a host may give the service besides its workspace. */
export interface ServiceOptions {
  /** Facts of OpenAPI texts parsed in earlier runs, by text hash (`docsite check --cache`): see openapi/specFacts.ts. */
  readonly specFacts?: SpecFactsStore;
  /** What pages import, by text hash, from earlier runs' parses (`docsite check --cache`): see SnippetUsers. */
  readonly importFacts?: FactsStore<ImportFacts>;
  /** Called before a whole page is parsed for its imports (see SnippetUsers); may throw to refuse. */
  readonly beforeWholePageParse?: () => void;
  /**
   * How many parses of linked pages (made for their anchors) to keep for those pages' own checks:
   * for whole-site checks, which check most linked pages soon after (ParsedPageCache). None by default.
   */
  readonly spareParses?: number;
}

/**
 * Parses of linked pages a whole-site check keeps for their own check (ServiceOptions.spareParses):
 * on the corpus, 16 catch every linked page checked after a page linking to it on the sites where
 * that happens most (pipecat, dify: 0.7 s and 1.1 s of parsing each), at a few megabytes.
 */
export const WHOLE_SITE_SPARE_PARSES = 16;
