import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateAgentFiles, pageTextMarkdown, type LlmsPreview } from '../llms/agentView';
import type { ParsedApiSpec } from '../openapi/spec';
import { type SiteLocation, landingPage, type SiteModel, pageIdOf, resolvePage, languageIndex, reviewedAgainstOf, translatedPairs, translationsView, type TranslationsView } from '../../../site/src';
import { BoundedCache, dirname, hashText } from '../../../common/src';
import type { TranslationOfPage } from '../serviceTypes';
import { readFrontmatter } from '../../../mdx/src';
import type { ServiceCore } from './core';

/** What a host asks of a site as a whole: its model, landing page, translations and agents' files. */
export interface SiteQueriesProvider {
  /** The site a file belongs to (the outermost folder holding docs.json or mint.json). */
  siteOf(path: string): SiteLocation | undefined;
  /** The site model of a site's configuration, from the editor's text when given. */
  siteModel(configPath: string, text?: string): SiteModel;
  /** The page a reader lands on at the site's root (site/src/model/landingPage.ts), as a path. */
  landingPage(configPath: string): string | undefined;
  /** The site's translation coverage, as the Translations view shows it (site/src/translations/view.ts). */
  translations(configPath: string): TranslationsView[];
  /** An OpenAPI file of the workspace, parsed (kept while its text is the same); undefined when it cannot be read. */
  apiSpec(path: string): ParsedApiSpec | undefined;
  /** A page's Markdown as agents read it (its `.md` view), from `text`, titled as llms.txt titles it. */
  agentPage(pagePath: string, text: string): string;
  /**
   * The translated pages of the views whose source and translation files both exist, each with the
   * commit its frontmatter says it was reviewed against: what a host asks git about staleness.
   */
  translatedPairs(views: readonly TranslationsView[]): Omit<TranslationOfPage, 'docsRoot'>[];
  /** llms.txt and llms-full.txt as the site build would generate them (llms/agentView.ts). */
  agentFiles(configPath: string, baseUrl?: string): LlmsPreview;
  /**
   * When a page is a listed translation: its source page (the default language's), both files, and
   * the commit its frontmatter says it was reviewed against. What a host needs to ask git whether it
   * is stale; undefined for any other document.
   */
  translationOf(document: TextDocument): TranslationOfPage | undefined;
}

export function siteQueriesProvider(core: ServiceCore): SiteQueriesProvider {
  // Pages are checked against the settled model: while docs.json does not parse, its last one that did.
  const settled = (configPath: string) => core.sites.settled(configPath);
  // Per translated page, the commit its frontmatter names, by its text's hash: the whole-site pass
  // asks after every pass, and only the pages whose text changed are read again.
  const reviewed = new BoundedCache<string, { hash: string; commit: string | undefined }>({ maxEntries: 20_000 });
  const reviewedAgainst = (path: string): string | undefined => {
    const text = core.workspace.readFile(path);
    if (text === undefined) return undefined;
    const hash = hashText(text);
    const known = reviewed.get(path);
    if (known?.hash === hash) return known.commit;
    return reviewed.set(path, { hash, commit: reviewedAgainstOf(readFrontmatter(text).frontmatter.data) }).commit;
  };
  return {
    siteOf: (path) => core.siteOf(path),
    siteModel: (configPath, text) => core.sites.get(configPath, text),
    landingPage: (configPath) => landingPage(settled(configPath), core.workspace),
    translations: (configPath) => translationsView(settled(configPath), core.workspace),
    apiSpec: core.readSpec,
    agentPage(pagePath, text) {
      // A page of no site is titled from its path in its own folder, as the preview roots it there.
      const site = core.siteOf(pagePath);
      return pageTextMarkdown(text, pageIdOf(pagePath, site?.docsRoot ?? dirname(pagePath)) ?? '', site && core.sites.get(site.configPath));
    },
    translatedPairs: (views) => translatedPairs(views).map((pair) => ({ ...pair, reviewedAgainst: reviewedAgainst(pair.translationPath) })),
    agentFiles: (configPath, baseUrl) => generateAgentFiles(settled(configPath), core.workspace, { baseUrl, facts: core.pageFacts }),
    translationOf(document) {
      if (core.kindOf(document) !== 'page') return undefined;
      const path = core.pathOf(document);
      const located = core.siteOf(path);
      if (!located) return undefined;
      const model = settled(located.configPath);
      const id = pageIdOf(path, model.docsRoot);
      const source = id === undefined ? undefined : languageIndex(model).sourceOf(id);
      const sourcePath = source === undefined ? undefined : resolvePage(model.docsRoot, source, core.workspace);
      if (id === undefined || source === undefined || !sourcePath) return undefined;
      const reviewedAgainst = reviewedAgainstOf(core.parsedPage(document).frontmatter.data);
      return { docsRoot: model.docsRoot, source, sourcePath, translation: id, translationPath: path, reviewedAgainst };
    },
  };
}
