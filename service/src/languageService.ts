import { TextDocument } from 'vscode-languageserver-textdocument';
import { landingPage } from './model/landingPage';
import {
  CodeAction,
  CodeLens,
  Color,
  ColorInformation,
  ColorPresentation,
  CompletionList,
  Diagnostic,
  DocumentLink,
  DocumentSymbol,
  Hover,
  Location,
  Position,
  Range,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-types';
import { configFixesOf, getConfigCodeActions } from './config/codeActions';
import { findConfigColors, getConfigColorPresentations } from './config/colors';
import { doConfigComplete } from './config/completion';
import { ConfigDocument, parseConfigDocument } from './config/configDocument';
import { doConfigHover } from './config/hover';
import { findConfigDefinition, findConfigLinks } from './config/links';
import type { PathRename } from './config/rename';
import { siteRenameEdits } from './siteRenameEdits';
import { ConfigRole, ConfigSite, validateConfig } from './config/validate';
import type { BaseRoutes } from './model/routes';
import { SiteModelCache } from './model/cache';
import { SiteLocation, findSite, siteOfPage } from './model/discovery';
import { configFileNameOf } from './model/layout';
import { SiteModel } from './model/types';
import { ApiSpecCache } from './openapi/cache';
import { validateApiSpec } from './openapi/diagnostics';
import { isContained } from './containment';
import { localApiPath } from './config/rules/missingAsset';
import { AnchorCache } from './page/anchorCache';
import { ParsedPageCache } from './page/cache';
import { getPageCodeActions } from './page/codeActions';
import { ruleWideActions } from './ruleWideActions';
import { doPageComplete } from './page/completion';
import { findPageDefinition } from './page/definition';
import { doPageHover } from './page/hover';
import { snippetCodeLenses, snippetUseHover } from './page/snippetUse';
import { SnippetUsers } from './references/snippetUsers';
import { getPageSymbols } from './page/symbols';
import { notCheckedAfterFailure, notCheckedInTime } from './page/notCheckedInTime';
import { PageContext, createPageContext } from './page/context';
import { validatePage } from './page/validate';
import type { ParsedPage } from './page/types';
import { ParseCache } from './parseCache';
import { DocsiteSettings, defaultSettings } from './settings';
import { isPagePath, pageIdOf, resolvePage } from './site';
import { pathToUri, uriToPath } from './uri';
import { DocsWorkspace, withMemos } from './workspace';
import { Highlighter } from './text/highlight';
import { isSpecFileName, looksLikeOpenApi } from './openapi/scope';
import { rethrowRuleError } from './ruleRunner';
import { translationsView, type TranslationsView } from './translations/view';
import { generateAgentFiles, type LlmsPreview } from './llms/agentView';
import { agentFactsSignature, PageFactsCache } from './llms/pages';
import type { Summaries } from './workspaceCheck/recording';
import type { DocumentKind, ErrorReporter, ServiceOptions, TranslationOfPage } from './serviceTypes';
import { hasDocsiteMarker, rulesFileContext, rulesFileRoot, sectionMarkerMemo } from './projectRules/rulesFile';
import { rulesFileCodeActions, validateRulesFile } from './projectRules/validate';
import { languageIndex } from './translations/languageIndex';
import { reviewedAgainstOf, type StalenessFacts } from './translations/staleness';

export type { DocumentKind, ErrorReporter, ServiceOptions, TranslationOfPage } from './serviceTypes';
export { WHOLE_SITE_SPARE_PARSES } from './serviceTypes';

/**
 * The one entry point of the language service. It takes documents and a workspace and returns LSP
 * types; it knows nothing of VS Code or of a connection, so the server, the CLI and the tests all
 * drive the same engine. It owns every cache it reads (parses keyed by URI and version, site models,
 * OpenAPI files, anchors of linked pages, highlight.js), so two services never share or reset each other's state.
 */
export class DocsLanguageService {
  private readonly configs = new ParseCache<ConfigDocument>();
  private readonly pages: ParsedPageCache;
  private readonly anchors: AnchorCache;
  /** One site model per configuration file, rebuilt when it or a file it `$ref`s changes. */
  readonly sites: SiteModelCache;
  private readonly apiSpecs: ApiSpecCache;
  /** highlight.js and its guesses at the language of code blocks, loaded on the first one. */
  private readonly highlighter = new Highlighter();
  /** The sites' import graphs, for "used by N pages" on snippets. */
  private readonly snippetUsers: SnippetUsers;
  /** Each page's frontmatter facts for the agents' view (llms-over-cap, Preview llms.txt). */
  private readonly pageFacts = new PageFactsCache();
  /** A rules file's section markers, read once per text: kindOf asks on every request, its check asks again. */
  private readonly markersOf = sectionMarkerMemo();

  /** The workspace it reads through, with this service's own memos (withMemos) unless it keeps some. */
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
    if (this.isRulesFile(path, document.getText())) return 'projectRules';
    return isPagePath(path) && siteOfPage(path, this.workspace) !== undefined ? 'page' : 'other';
  }

  /** Whether a file is a Docsite rules file: at a rules file's place, with a Docsite marker (read once per text). */
  isRulesFile(path: string, text: string): boolean {
    return rulesFileRoot(path) !== undefined && hasDocsiteMarker(text, this.markersOf);
  }

  /** The site a file belongs to (the outermost folder holding docs.json or mint.json). */
  siteOf(path: string): SiteLocation | undefined {
    return findSite(path, this.workspace);
  }

  /** The site model of a site's configuration, from the editor's text when given. */
  siteModel(configPath: string, text?: string): SiteModel {
    return this.sites.get(configPath, text);
  }

  /** The page a reader lands on at the site's root (model/landingPage.ts), as a path. */
  landingPage(configPath: string): string | undefined {
    return landingPage(this.sites.settled(configPath), this.workspace);
  }

  /** The site's translation coverage, as the Translations view shows it (translations/view.ts). */
  translations(configPath: string): TranslationsView[] {
    return translationsView(this.sites.settled(configPath), this.workspace);
  }

  /** llms.txt and llms-full.txt as the site build would generate them (llms/agentView.ts). */
  agentFiles(configPath: string, baseUrl?: string): LlmsPreview {
    return generateAgentFiles(this.sites.settled(configPath), this.workspace, { baseUrl, facts: this.pageFacts });
  }

  /**
   * When a page is a listed translation: its source page (the default language's), both files, and
   * the commit its frontmatter says it was reviewed against. What a host needs to ask git whether it
   * is stale; undefined for any other document.
   */
  translationOf(document: TextDocument): TranslationOfPage | undefined {
    if (this.kindOf(document) !== 'page') return undefined;
    const path = this.pathOf(document);
    const located = this.siteOf(path);
    if (!located) return undefined;
    const model = this.sites.settled(located.configPath);
    const id = pageIdOf(path, model.docsRoot);
    const source = id === undefined ? undefined : languageIndex(model).sourceOf(id);
    const sourcePath = source === undefined ? undefined : resolvePage(model.docsRoot, source, this.workspace);
    if (id === undefined || source === undefined || !sourcePath) return undefined;
    return { docsRoot: model.docsRoot, source, sourcePath, translation: id, translationPath: path, reviewedAgainst: reviewedAgainstOf(this.pages.get(document).frontmatter.data) };
  }

  /** The site model pages are checked against: while the configuration does not parse, its last one that did. */
  settledSiteModel(configPath: string): SiteModel {
    return this.sites.settled(configPath);
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
  private configSite(document: TextDocument): { site: ConfigSite; role: ConfigRole } {
    const path = this.pathOf(document);
    const located = findSite(path, this.workspace);
    const apiSpec = (p: string) => this.apiSpecs.get(p);
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
  private pageContext(document: TextDocument, settings: DocsiteSettings = defaultSettings, staleness?: StalenessFacts): PageContext {
    return createPageContext(document, {
      staleness,
      workspace: this.workspace,
      settings,
      path: this.pathOf(document),
      sites: this.sites,
      apiSpecs: (p) => this.apiSpecs.get(p),
      pages: this.pages,
      anchors: this.anchors,
      highlighter: this.highlighter,
      snippetUsers: this.snippetUsers,
    });
  }

  /** How many page texts this service has parsed, for their own requests or for other pages' links. */
  get pageParses(): number {
    return this.pages.parses + this.anchors.parses;
  }

  /** How many OpenAPI texts this service has parsed (a restored spec that was never parsed counts none). */
  get apiSpecParses(): number {
    return this.apiSpecs.parses;
  }

  /** A fingerprint of a site's import graph (SnippetUsers.importsSignature): the unused-snippet rule's dependency records it. */
  importsFingerprint(docsRoot: string): string {
    return this.snippetUsers.importsSignature(docsRoot);
  }

  /** A fingerprint of a site's pages as the agents' view reads them (llms/pages.ts agentFactsSignature): llms-over-cap's dependency records it. */
  agentFactsFingerprint(docsRoot: string): string {
    return agentFactsSignature(docsRoot, this.workspace);
  }

  /** What the rules of a generated rules file read (projectRules/rulesFile.ts). */
  private rulesFileContext(document: TextDocument, settings: DocsiteSettings = defaultSettings) {
    return rulesFileContext({
      path: this.pathOf(document),
      text: document.getText(),
      workspace: this.workspace,
      settings,
      model: (configPath) => this.sites.get(configPath),
      markersOf: this.markersOf,
    });
  }

  /** The anchors fingerprint of a page's text (AnchorCache.fingerprint): dependencies on other pages record it. */
  anchorFingerprint(path: string, text: string): string {
    return this.anchors.fingerprint(path, text);
  }

  /** The cached parse of a page version. */
  parsedPage(document: TextDocument): ParsedPage {
    return this.pages.get(document);
  }

  /** The cached parse of a docs.json version. */
  config(document: TextDocument): ConfigDocument {
    return this.configs.get(document.uri, document.version, () => parseConfigDocument(document, this.pathOf(document)));
  }

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

  /** `staleness`: what the host read from git about the page as a translation (see `translationOf`). */
  validate(document: TextDocument, settings: DocsiteSettings = defaultSettings, staleness?: StalenessFacts): Diagnostic[] {
    const kind = this.kindOf(document);
    // One error policy for both kinds: a rule that throws is logged through reportError, never swallowed.
    const onRuleError = (rule: string, e: unknown) => this.reportError(`rule ${rule}`, e);
    if (kind === 'page') return validatePage(document, this.pageContext(document, settings, staleness), onRuleError);
    if (kind === 'apiSpec') return validateApiSpec(document, this.apiSpecs.parse(this.pathOf(document), document.getText()), settings);
    if (kind === 'projectRules') {
      const ctx = this.rulesFileContext(document, settings);
      return ctx ? validateRulesFile(document, ctx, settings, onRuleError) : [];
    }
    if (kind !== 'config' && kind !== 'configPart') return [];
    const { site, role } = this.configSite(document);
    return validateConfig(this.config(document), this.workspace, settings, site, onRuleError, role);
  }

  /**
   * The findings of comparing a configuration with a base version of its site (`docsite check
   * --base`): only the rules that need the base (the missing-redirect guard) run.
   */
  validateAgainstBase(document: TextDocument, settings: DocsiteSettings, base: BaseRoutes): Diagnostic[] {
    if (this.kindOf(document) !== 'config') return [];
    const { site, role } = this.configSite(document);
    if (role.kind !== 'config') return [];
    const onRuleError = (rule: string, e: unknown) => this.reportError(`rule ${rule}`, e);
    return validateConfig(this.config(document), this.workspace, settings, { ...site, base }, onRuleError, role);
  }

  /** What to show instead of findings when the host stopped a check at its time budget. */
  notCheckedInTime(document: TextDocument, settings: DocsiteSettings, budgetMs: number): Diagnostic[] {
    return notCheckedInTime(document, settings, budgetMs);
  }

  /** What to show instead of findings when the thread of a check died before it finished. */
  notCheckedAfterFailure(document: TextDocument, settings: DocsiteSettings): Diagnostic[] {
    return notCheckedAfterFailure(document, settings);
  }

  complete(document: TextDocument, position: Position, settings?: DocsiteSettings): CompletionList {
    const kind = this.kindOf(document);
    if (kind === 'page') return doPageComplete(document, position, this.pageContext(document, settings));
    if (kind !== 'config') return { isIncomplete: false, items: [] };
    return doConfigComplete(this.config(document), position, this.workspace, this.sites.get(this.pathOf(document), document.getText()));
  }

  hover(document: TextDocument, position: Position, settings?: DocsiteSettings): Hover | null {
    const kind = this.kindOf(document);
    if (kind === 'page') {
      const ctx = this.pageContext(document, settings);
      const hover = doPageHover(document, position, ctx);
      const usage = snippetUseHover(document, position, ctx, this.snippetUsers, hover === null);
      if (!hover || !usage) return hover ?? usage;
      // On an import's path: the snippet's content, then who uses it.
      const value = (h: Hover) => (typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '');
      return { ...hover, contents: { kind: 'markdown', value: `${value(hover)}\n\n---\n\n${value(usage)}` } };
    }
    if (kind !== 'config') return null;
    return doConfigHover(this.config(document), position);
  }

  /** "Used by N pages" at the top of a snippet (page/snippetUse.ts). */
  codeLenses(document: TextDocument): CodeLens[] {
    return this.kindOf(document) === 'page' ? snippetCodeLenses(document, this.pageContext(document), this.snippetUsers) : [];
  }

  /**
   * The colours of a docs.json, from its own text alone: asked by file name, not `kindOf`, which reads
   * docs.json for any other JSON file (the language server answers this on its main thread).
   */
  documentColors(document: TextDocument): ColorInformation[] {
    return configFileNameOf(this.pathOf(document)) ? findConfigColors(this.config(document)) : [];
  }

  colorPresentations(document: TextDocument, color: Color, range: Range): ColorPresentation[] {
    return configFileNameOf(this.pathOf(document)) ? getConfigColorPresentations(color, range) : [];
  }

  documentLinks(document: TextDocument): DocumentLink[] {
    return this.kindOf(document) === 'config' ? findConfigLinks(this.config(document), this.workspace) : [];
  }

  definition(document: TextDocument, position: Position): Location | null {
    const kind = this.kindOf(document);
    if (kind === 'page') return findPageDefinition(document, position, this.pageContext(document));
    return kind === 'config' ? findConfigDefinition(this.config(document), position, this.workspace) : null;
  }

  /** The outline: headings and components of a page. */
  documentSymbols(document: TextDocument): DocumentSymbol[] {
    return this.kindOf(document) === 'page' ? getPageSymbols(document, this.pages.get(document)) : [];
  }

  /** Navigation, link and redirect edits for renamed or moved pages (siteRenameEdits.ts). */
  renameEdits(configs: readonly TextDocument[], renames: readonly PathRename[], textOf?: (path: string) => string | undefined, redirects: 'none' | 'add' | 'only' = 'none'): WorkspaceEdit {
    return siteRenameEdits(
      configs.map((document) => {
        const path = this.pathOf(document);
        return { document, path, model: this.sites.get(path, document.getText()) };
      }),
      renames,
      this.workspace,
      textOf,
      redirects,
    );
  }

  /**
   * `client.createFiles`: the editor applies CreateFile operations in a WorkspaceEdit; without it, a
   * fix that creates a file is not offered. `known`: every finding of this version of the document,
   * when the host has them from its check (the fix-all reads them); else they are worked out again.
   */
  codeActions(document: TextDocument, range: Range, diagnostics: readonly Diagnostic[], settings?: DocsiteSettings, client: { createFiles: boolean } = { createFiles: false }, known?: readonly Diagnostic[]): CodeAction[] {
    const kind = this.kindOf(document);
    const findings = () => known ?? this.validate(document, settings);
    const shared = { document, diagnostics, findings, workspace: this.workspace, createFiles: client.createFiles };
    if (kind === 'page') {
      const ctx = this.pageContext(document, settings);
      const fixesOf = (d: Diagnostic) => getPageCodeActions(document, d.range, [d], ctx);
      return [...getPageCodeActions(document, range, [...diagnostics], ctx), ...ruleWideActions({ ...shared, fixesOf, docsRoot: ctx.docsRoot })];
    }
    if (kind === 'projectRules') {
      // The fix regenerates for the site the file was made for; the client's flow finds it from docs.json's path.
      const configPath = this.rulesFileContext(document, settings)?.site()?.configPath;
      return rulesFileCodeActions(range, diagnostics, { path: this.pathOf(document), uri: document.uri, configPath });
    }
    if (kind !== 'config' && kind !== 'configPart') return [];
    // A `$ref`d part's pages resolve against the site's docs root, not the part's folder.
    const { site } = this.configSite(document);
    const config = this.config(document);
    const pages = { docsRoot: site.model.docsRoot, workspace: this.workspace, createFiles: client.createFiles };
    const fixesOf = (d: Diagnostic) => configFixesOf(config, d, pages);
    return [...getConfigCodeActions(config, range, diagnostics, pages), ...ruleWideActions({ ...shared, fixesOf, docsRoot: site.model.docsRoot })];
  }
}

/**
 * The summaries a dependency record asks for (workspaceCheck/recording.ts), answered by a service:
 * the anchors of a linked page, a site's import graph, its agents' page facts. `service` is read
 * on each question, so a host may build the service after the recording workspace it reads through.
 */
export function serviceSummaries(service: () => DocsLanguageService): Summaries {
  return {
    anchorsOf: (path, text) => service().anchorFingerprint(path, text),
    importsOf: (docsRoot) => service().importsFingerprint(docsRoot),
    agentFactsOf: (docsRoot) => service().agentFactsFingerprint(docsRoot),
  };
}
