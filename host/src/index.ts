// The Node adapters' public entry (disk workspace, worker threads, writers) for the server, CLI and
// client. Anything not exported here is internal to host/ (scripts/check-boundaries.mjs enforces it).
export { BudgetedWorker, serveBudgetedJobs } from './budgetedWorker';
export type { JobOutcome } from './budgetedWorker';
export { budgetFor, pageBudgetMs } from './checkBudget';
export { staysInside } from './diskContainment';
export { FsWorkspace, toServicePath } from './fsWorkspace';
export { IconFiles } from './iconFiles';
export { readTailwindTheme } from './tailwindTheme';
export { ProjectRulesError, assertProjectRulesPathInside, buildProjectRulesContent, findProjectRulesSites, gitRoot, writeProjectRulesFile } from './projectRulesWriter';
export { runProjectRulesCommand } from './runProjectRules';
export { addToMintignore, hasDocsiteMarkerOnDisk, isSectionPlace, legacyRulesFile, placeContent, publishedRouteOf, rulesPlace } from './rulesPlaces';
export type { RulesPlace } from './rulesPlaces';
export type { ProjectRulesSiteCandidate } from './projectRulesWriter';
export { describeError, readTextFile } from './readText';
export type { TextRead } from './readText';
export { UpgradeRefused, planUpgrade, writeUpgrade } from './upgradeWriter';
export { GIT_OFF_ENV, GitError, MAX_HISTORY_COMMITS, fileAtRef, headFingerprint, refExists, repositoryLocation, repositoryRoot } from './git';
export { RefTree } from './refTree';
export { changedFiles } from './workingChanges';
export { baseRoutes } from './baseRoutes';
export type { FileChange, RepositoryLocation } from './git';
export { StalenessReader } from './translationStaleness';
export type { StalenessAnswer, TranslatedPair } from './translationStaleness';
export { VSCODE_SETTINGS, folderVscodeSettings, isSettingsFile, nearestProjectConfig, projectConfigForFile, readSettingsFile, settingsFolderOf, withProjectConfig } from './settingsFiles';
export type { SettingsFile } from './settingsFiles';
export { renderStaticSite, StaticRenderError } from './staticPreview/renderSite';
export { ASSET_DIR, SCRIPT_DIR } from './staticPreview/staticSite';
export type { StaticPage } from './staticPreview/sitePlan';
