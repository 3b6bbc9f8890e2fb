// One site from its docs.json (either layout, or mint.json): the site model (navigation, routes,
// redirects, discovery of docs roots), the workspace interface every reader of the site is given,
// the settings, translations, and the bounded caches and memos they are kept in. The language
// service is one reader of it; the preview's renderer, the hosts and the CLI read it too, without a
// language service. Pure (no Node built-ins, no VS Code): scripts/check-boundaries.mjs.
export { LEGACY_RULE_SETTINGS } from './legacySettings';
export { generatedPagesDirectory } from './model/apiSources';
export { buildSiteModel } from './model/build';
export { SiteModelCache } from './model/cache';
export { discoverSites, findSite, type SiteLocation, siteOfPage } from './model/discovery';
export { landingPage } from './model/landingPage';
export { type ConfigFileName, configFileNameOf, type ConfigLayout, detectLayout } from './model/layout';
export { underPrefix } from './model/legacyNavigation';
export { pageIdOfEntry, parseOperation } from './model/pageEntry';
export { FOLLOW_WORK_LIMIT, followRedirects, type RedirectWalk, redirectWalks, WORK_LIMIT, WorkBudget } from './model/redirectWalk';
export { isRedirected, redirectMatcher, routeOf } from './model/redirects';
export { type BaseRoutes, matchMoves, missingRoutes, type PageText, publishedRoutes, routeOfPageId } from './model/routes';
export { MINTIGNORE_FILE, mintignorePath, siteIgnore, type SiteIgnore } from './model/siteIgnore';
export { type JsonSyntaxError, parseSiteJson, type SiteJsonParse } from './model/siteJson';
export { SOCIAL_PLATFORMS, socialLabel } from './model/socials';
export { isConfiguredPage } from './model/targets';
export { type ApiSource, type Division, type DivisionKind, type IconLibrary, isPageEntry, type Loc, type OperationRef, type PageEntry, type SiteModel } from './model/types';
export { apiSourcesInScope, defaultOf, divisions, firstPageOf, pageEntries, sidebarKey } from './model/walk';
export { buildDefaultTitle, isExternalReference, isNotPageByName, isPagePath, isSnippetPath, listPages, normalizePageId, PAGE_EXTENSIONS, pageIdOf, resolvePage, siteFilesWithExtension, stripPageExtension } from './pages';
export { mergeSettings, nestDocsiteKeys, PROJECT_CONFIG_FILE, projectConfigSettings } from './projectConfig';
export { defaultSettings, type DocsiteSettings, resolveSettings, RULE_PRESETS, type RulePreset, type RuleSettingValue, type SeverityName } from './settings';
export { QuestionMemo } from './text/questionMemo';
export { type MemoSlot, WorkspaceMemos } from './text/workspaceMemos';
export { type LanguageCoverage, translationCoverage } from './translations/coverage';
export { languageIndex } from './translations/languageIndex';
export { type LanguageRank, readerLanguageRank } from './translations/readerLanguage';
export { describeStale, reviewedAgainstOf, type StalenessFacts, type StalenessPair, type StaleTranslation, staleTranslations } from './translations/staleness';
export { translatedPairs, type TranslationLanguageView, type TranslationPageItem, type TranslationSection, translationsView, type TranslationsView, withStaleness } from './translations/view';
export { type DocsWorkspace, type Questions, withMemos } from './workspace';
export { configColor, isComponentColor, isConfigColor } from './colors';
export { configAssetPath, type LinkTarget, type LocalMediaTarget, MAX_SNIPPET_DEPTH, referencedPath, resolveAsset, resolveImport, resolveImportTarget, resolveLink, resolveLocalMedia, splitLink } from './resolve';
