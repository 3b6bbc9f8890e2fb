/**
 * One request on a page (validate, complete, hover, definition, code actions) reads the page's
 * parse, its docs root and its site model. They are found here once per request, so no provider
 * looks for the docs root again or parses the page on its own.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type SiteModelCache, findSite, type SiteModel, type DocsiteSettings, type DocsWorkspace, type StalenessFacts } from '../../../site/src';
import type { SpecReader } from '../openapi/scope';
import { Highlighter } from '../text/highlight';
import { AnchorCache } from './anchorCache';
import { ParsedPageCache } from './cache';
import type { ParsedPage } from '../../../mdx/src';
import type { SnippetUsers } from '../references/snippetUsers';

export interface PageContext {
  readonly workspace: DocsWorkspace;
  readonly settings: DocsiteSettings;
  /** Absolute forward-slash path of the page. */
  readonly path: string;
  /** The page's parse (from the service's cache). */
  readonly page: ParsedPage;
  /** Folder of the site's configuration; undefined when the page is not inside a site. */
  readonly docsRoot: string | undefined;
  /** The model pages are checked against (see SiteModelCache.settled); undefined without a site or a model cache. */
  readonly site: SiteModel | undefined;
  /** The service's parsed OpenAPI files; without it, operation references are not checked. */
  readonly apiSpecs?: SpecReader;
  /** Anchors of the pages this one links to. */
  readonly anchors: AnchorCache;
  /** The service's highlight.js engine, which guesses the language of a code block. */
  readonly highlighter: Highlighter;
  /** The service's import graph of the site; without it, a snippet's users are not looked for. */
  readonly snippetUsers?: SnippetUsers;
  /** What the host read from git about this page as a translation (`translation-stale`); absent: not known. */
  readonly staleness?: StalenessFacts;
}

/** What the caller owns: the workspace, the settings and, in a service, its caches. */
export interface PageSources {
  readonly workspace: DocsWorkspace;
  readonly settings: DocsiteSettings;
  /** Absolute forward-slash path of the page. */
  readonly path: string;
  /** The service's site models; without them, links resolve to files only. */
  readonly sites?: SiteModelCache;
  readonly apiSpecs?: SpecReader;
  /** The service's parses; without them the page is parsed for this request alone. */
  readonly pages?: ParsedPageCache;
  readonly anchors?: AnchorCache;
  /** The service's highlighter; without it the request loads its own on its first code block. */
  readonly highlighter?: Highlighter;
  readonly snippetUsers?: SnippetUsers;
  readonly staleness?: StalenessFacts;
}

export function createPageContext(document: TextDocument, sources: PageSources): PageContext {
  const { workspace, settings, path, sites, apiSpecs } = sources;
  // A workspace that fails to answer costs the site, not the request: the page is still checked alone.
  const located = safe(() => findSite(path, workspace));
  return {
    workspace,
    settings,
    path,
    page: (sources.pages ?? new ParsedPageCache()).get(document),
    docsRoot: located?.docsRoot,
    site: located && sites ? safe(() => sites.settled(located.configPath)) : undefined,
    apiSpecs,
    anchors: sources.anchors ?? new AnchorCache(workspace),
    highlighter: sources.highlighter ?? new Highlighter(),
    snippetUsers: sources.snippetUsers,
    staleness: sources.staleness,
  };
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
