// The Node adapters' public entry (disk workspace, worker threads, writers) for the server, CLI and
// client. Anything not exported here is internal to host/ (scripts/check-boundaries.mjs enforces it).
export { SLOW_MS, noSitesLine, siteFoundLine, validationLine } from './activityLog';
export { BudgetedWorker, serveBudgetedJobs } from './budgetedWorker';
export type { JobOutcome } from './budgetedWorker';
export { budgetFor, pageBudgetMs } from './checkBudget';
export { CheckGate } from './checkGate';
export { staysInside } from './diskContainment';
export { FsWorkspace, toServicePath } from './fsWorkspace';
export { IconFiles } from './iconFiles';
export { readTailwindTheme } from './tailwindTheme';
export { ProjectRulesError, assertProjectRulesPathInside, buildProjectRulesContent, findProjectRulesSites, gitRoot, projectRulesFilePath, runProjectRulesCommand, writeProjectRulesFile } from './projectRulesWriter';
export type { ProjectRulesSiteCandidate } from './projectRulesWriter';
export { describeError, readTextFile } from './readText';
export type { TextRead } from './readText';
export { stdioTransport } from './stdioTransport';
export { UpgradeRefused, planUpgrade, writeUpgrade } from './upgradeWriter';
export { ValidationThread } from './validationThread';
export type { DocumentSnapshot, SiteSummary } from './validationThread';
export { WorkspaceDiagnostics } from './workspaceDiagnostics';
export { GIT_OFF_ENV, GitError, MAX_HISTORY_COMMITS, fileAtRef, filesAtRef, refExists, repositoryRoot } from './git';
export { changedFiles } from './workingChanges';
export { baseRoutes } from './baseRoutes';
export type { FileChange } from './git';
export { StalenessReader } from './translationStaleness';
export type { StalenessAnswer, TranslatedPair } from './translationStaleness';
export { nearestProjectConfig, withProjectConfig } from './projectConfigFile';
