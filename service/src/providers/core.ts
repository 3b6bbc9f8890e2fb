import { TextDocument } from 'vscode-languageserver-textdocument';
import { ConfigDocument, parseConfigDocument } from '../config/configDocument';
import { ConfigRole, ConfigSite } from '../config/validate';
import { localApiPath } from '../config/rules/missingAsset';
import { isContained, pathToUri, uriToPath } from '../../../common/src';
import { agentFactsSignature, PageFactsCache } from '../llms/pages';
import { SiteModelCache, SiteLocation, findSite, siteOfPage, configFileNameOf, DocsiteSettings, defaultSettings, isPagePath, type StalenessFacts, DocsWorkspace, withMemos } from '../../../site/src';
import { ApiSpecCache } from '../openapi/cache';
import { isSpecFileName, looksLikeOpenApi } from '../openapi/scope';
import { AnchorCache } from '../page/anchorCache';
import { ParsedPageCache } from '../page/cache';
import { PageContext, createPageContext } from '../page/context';
import type { ParsedPage } from '../../../mdx/src';
import { ParseCache } from '../parseCache';
import { hasDocsiteMarker, rulesFileContext, sectionMarkerMemo } from '../projectRules/rulesFile';
import { rulesFileRoot } from '../../../assistants/src';
import { SnippetUsers } from '../references/snippetUsers';
import { rethrowRuleError } from '../ruleRunner';
import type { DocumentKind, ErrorReporter, ServiceOptions } from '../serviceTypes';
import { Highlighter } from '../text/highlight';
import type { Summaries } from '../workspaceCheck/recording';

/**
 * What every provider of one language service shares: the workspace it reads through and the caches
 * it owns (parses keyed by URI and version, site models, OpenAPI files, anchors of linked pages,
 * highlight.js, import graphs), and the questions each request starts with (what a document is,
 * which site it belongs to). Owned by one service, so two services never share or reset each other's state.
 */
export class ServiceCore {
  private readonly configs = new ParseCache<ConfigDocument>();
  readonly pages: ParsedPageCache;
  private readonly anchors: AnchorCache;
  /** One site model per configuration file, rebuilt when it or a file it `$ref`s changes. */
  readonly sites: SiteModelCache;
  readonly apiSpecs: ApiSpecCache;
  /** The OpenAPI file at a path, parsed (ApiSpecCache): the one reader the checks, links and hosts are given. */
  readonly readSpec = (path: string) => this.apiSpecs.get(path);
  /** highlight.js and its guesses at the language of code blocks, loaded on the first one. */
  private readonly highlighter = new Highlighter();
  /** The sites' import graphs, for "used by N pages" on snippets. */
  readonly snippetUsers: SnippetUsers;
  /** Each page's frontmatter facts for the agents' view (llms-over-cap, Preview llms.txt). */
  readonly pageFacts = new PageFactsCache();
  /** A rules file's section markers, read once per text: kindOf asks on every request, its check asks again. */
  private readonly markersOf = sectionMarkerMemo();
  /** The workspace it reads through, with this service's own memos (withMemos). */
  readonly workspace: DocsWorkspace;

  constructor(
    workspace: DocsWorkspace,
    private readonly reportError: ErrorReporter = rethrowRuleError,
    options: ServiceOptions = {},
  ) {
    workspace = this.workspace = withMemos(workspace);
    this.sites = new SiteModelCache(workspace);
    this.apiSpecs = new ApiSpecCache(workspace, options.specFacts);
    this.pages = new ParsedPageCache(options.spareParses);
    this.anchors = new AnchorCache(workspace, (path, page) => this.pages.offer(pathToUri(path), page));
    this.snippetUsers = new SnippetUsers(workspace, options.importFacts, options.beforeWholePageParse);
  }

  /** One error policy for every kind: a rule that throws is logged through reportError, never swallowed. */
  readonly onRuleError = (rule: string, e: unknown): void => this.reportError(`rule ${rule}`, e);

  /** The absolute path of a document (file URIs), or its URI path for unsaved documents. */
  pathOf(document: TextDocument): string {
    return uriToPath(document.uri) ?? decodeURIComponent(new URL(document.uri).pathname || '/untitled');
  }

  /**
   * What a document is to the service: a site's docs.json, a page of a site (an .mdx/.md file below a
   * folder holding docs.json), or anything else, which gets no Docsite features.
   */
  kindOf(document: TextDocument): DocumentKind {
    const path = this.pathOf(document);
    if (configFileNameOf(path)) return 'config';
    if (path.endsWith('.json') && this.partOf(path)) return 'configPart';
    if (isSpecFileName(path)) return this.isApiSpec(path, document.getText()) ? 'apiSpec' : 'other';
    if (rulesFileRoot(path) !== undefined && hasDocsiteMarker(document.getText(), this.markersOf)) return 'projectRules';
    return isPagePath(path) && siteOfPage(path, this.workspace) !== undefined ? 'page' : 'other';
  }

  /** The site a file belongs to (the outermost folder holding docs.json or mint.json). */
  siteOf(path: string): SiteLocation | undefined {
    return findSite(path, this.workspace);
  }

  /**
   * Whether a JSON/YAML file is an OpenAPI description of a site: docs.json lists it, or it is inside
   * a docs root and declares `openapi`/`swagger` at its top (frontmatter may name any such file).
   */
  private isApiSpec(path: string, text: string): boolean {
    const site = findSite(path, this.workspace);
    if (!site || !isContained(path, [site.docsRoot], this.workspace)) return false;
    const model = this.sites.get(site.configPath);
    if (model.apis.some((a) => a.kind === 'openapi' && localApiPath(model.docsRoot, a.source) === path)) return true;
    return looksLikeOpenApi(text);
  }

  /** The site whose configuration `$ref`s this JSON file, if any. */
  private partOf(path: string): SiteLocation | undefined {
    const site = findSite(path, this.workspace);
    return site && site.configPath !== path && this.sites.get(site.configPath).sources.has(path) ? site : undefined;
  }

  /** The model and role of a configuration document (or of a `$ref`d part of one). */
  configSite(document: TextDocument): { site: ConfigSite; role: ConfigRole } {
    const path = this.pathOf(document);
    const located = findSite(path, this.workspace);
    const apiSpec = this.readSpec;
    const pageFacts = this.pageFacts;
    if (configFileNameOf(path)) {
      const model = this.sites.get(path, document.getText());
      if (located && located.configPath !== path) {
        const because = located.docsRoot === model.docsRoot
          ? 'This mint.json is ignored: docs.json in the same folder defines the site. Delete mint.json once docs.json holds everything.'
          : `This file is ignored: it is below the docs root of the site defined by ${located.configPath.slice(located.docsRoot.length + 1)} in ${located.docsRoot}, and the site build reads only that one.`;
        return { site: { model, apiSpec, pageFacts }, role: { kind: 'ignored', because } };
      }
      return { site: { model, apiSpec, pageFacts }, role: { kind: 'config' } };
    }
    const model = this.sites.get(located!.configPath);
    return { site: { model, apiSpec, pageFacts }, role: { kind: 'part' } };
  }

  /** What one request on a page reads: its parse, docs root and site model, found once. */
  pageContext(document: TextDocument, settings: DocsiteSettings = defaultSettings, staleness?: StalenessFacts): PageContext {
    return createPageContext(document, {
      staleness,
      workspace: this.workspace,
      settings,
      path: this.pathOf(document),
      sites: this.sites,
      apiSpecs: this.readSpec,
      pages: this.pages,
      anchors: this.anchors,
      highlighter: this.highlighter,
      snippetUsers: this.snippetUsers,
    });
  }

  /** What the rules of a generated rules file read (projectRules/rulesFile.ts). */
  rulesFileContext(document: TextDocument, settings: DocsiteSettings = defaultSettings) {
    return rulesFileContext({
      path: this.pathOf(document),
      text: document.getText(),
      workspace: this.workspace,
      settings,
      model: (configPath) => this.sites.get(configPath),
      markersOf: this.markersOf,
    });
  }

  /** The cached parse of a page version. */
  parsedPage(document: TextDocument): ParsedPage {
    return this.pages.get(document);
  }

  /** The cached parse of a docs.json version. */
  config(document: TextDocument): ConfigDocument {
    return this.configs.get(document.uri, document.version, () => parseConfigDocument(document, this.pathOf(document)));
  }

  /** How many page texts and OpenAPI texts were parsed (a restored spec that was never parsed counts none). */
  parses(): { pages: number; apiSpecs: number } {
    return { pages: this.pages.parses + this.anchors.parses, apiSpecs: this.apiSpecs.parses };
  }

  /**
   * The summaries a dependency record asks for (workspaceCheck/recording.ts): the anchors fingerprint
   * of a linked page's text (AnchorCache), a site's import graph (SnippetUsers.importsSignature), its
   * pages as the agents' view reads them (llms/pages.ts agentFactsSignature).
   */
  readonly summaries: Summaries = Object.freeze({
    anchorsOf: (path: string, text: string) => this.anchors.fingerprint(path, text),
    importsOf: (docsRoot: string) => this.snippetUsers.importsSignature(docsRoot),
    agentFactsOf: (docsRoot: string) => agentFactsSignature(docsRoot, this.workspace),
  });

  /** Drops a closed document's parses. */
  forget(uri: string): void {
    this.configs.forget(uri);
    const page = this.pages.forget(uri);
    // Its anchors stay (small, kept by text): a page checked later that links to it reads them
    // without a second parse. A whole-site check links to pages it has checked all the time.
    const path = uriToPath(uri);
    if (!page || !path) return;
    try {
      this.anchors.remember(path, page);
    } catch {
      // Only a head start: a page linking to it asks for its anchors as before, and meets (and
      // reports) the same failure there, in a request that can report it.
    }
  }
}
