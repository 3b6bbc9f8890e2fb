// The language service's public entry: what the other parts (preview, host, server, CLI, client,
// webview) may use. Anything not exported here is internal to service/; scripts/check-boundaries.mjs
// fails the build on an import that reaches past this file.
export { DIAGNOSTIC_SOURCE } from './diagnostics';
export { CLIENT_COMMANDS } from './clientCommands';
export { createLanguageService, type DocsLanguageService, type DocumentKind } from './languageService';
export { endpointPage, type EndpointPage, type ExampleRequest } from './openapi/endpointPage';
export { isSpecCandidate, isSpecFileName } from './openapi/scope';
export { withGeneratedPages } from './openapi/generatedPages';
export type { SpecReader } from './openapi/scope';
export { validFacts, type SpecFacts } from './openapi/specFacts';
export { type FactsStore } from './factsStore';
export { validImportFacts, type ImportFacts } from './references/snippetUsers';
export { resolvePageOperation } from './page/operationRef';
export { publishedRoute } from './projectRules/published';
export { withMintignoreLine } from './projectRules/mintignoreEdit';
export { projectRulesForSite, rulesFileText } from './projectRules/rulesForSite';
export type { SectionMerge } from './projectRules/agentsFile';
export { hasDocsiteMarker } from './projectRules/rulesFile';
export type { LinkRedirect } from './references/linkRedirect';
export { ruleDescriptions } from './ruleIndex';
export { Highlighter } from './text/highlight';
export { upgradeConfigText } from './upgrade/text';
export type { UpgradeTextOutcome } from './upgrade/text';
export type { DroppedField, UpgradeResult } from './upgrade/types';
export { WorkspaceChecker } from './workspaceCheck/checker';
export { OverlayWorkspace } from './workspaceCheck/overlay';
export { DependencyRecord } from './workspaceCheck/dependencies';
export { RecordedChecks } from './workspaceCheck/recordedChecks';
export type { Dependencies } from './workspaceCheck/recording';
export { VENDOR_SCHEMA_URLS } from './config/vendorSchema';
export type { LlmsPreview } from './llms/agentView';
export { liftedByIndexing } from './llms/pages';
