// The AI writing assistants Create Project Rules writes for: where each reads a project's
// instructions and in what format (targets.ts, every place cited from the tool's own documentation),
// which rules file a path is, and the folder a user may name for the generic `.<dir>/rules.md`.
// Data and path rules that know nothing of a docs site: the client's picker, the writer on the host,
// the CLI's `docsite rules` and the service's checks of a rules file read the same table.
export { detectRulesTarget, legacyRulesFiles, RULES_TARGETS, rulesFileCandidates, rulesFileRoot, rulesTarget, type RulesTarget, rulesTargetOfPath, siteGlobs, truncationNote, withTargetFrontmatter } from './targets';
export { editorDirectoryProblem, resolveRulesPlace } from './editors';
