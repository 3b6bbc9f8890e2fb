/**
 * What "Create Project Rules" asks its thread (rulesWorker.ts) and gets back. Reading the site
 * (walking folders for docs.json, building the site model, parsing every OpenAPI file) costs seconds
 * and gigabytes on large specs, so none of it runs on the extension host's thread: the host sends
 * paths and settings, and gets strings back. No `vscode` here: the worker cannot load it.
 */
import type { ProjectRulesSiteCandidate } from '../../../host/src';

/** The folders to look for sites in, each with the folder that is the root when there is no git repository. */
export interface RulesStart {
  dir: string;
  fallbackRoot: string;
}

export type RulesJob =
  /** The sites under (or around) the starts, each once; `confine` keeps the root inside the workspace. */
  | { kind: 'sites'; starts: RulesStart[]; confine: boolean }
  /** The file's whole new text for `site` at the place `chosen` names (rulesPlace): a tool's file, or a team's file with the section new. */
  | { kind: 'content'; site: ProjectRulesSiteCandidate; chosen: string };

export type RulesReply =
  | { kind: 'sites'; sites: ProjectRulesSiteCandidate[] }
  | { kind: 'content'; content: string }
  /** A ProjectRulesError on the thread: its message is the user's, so it crosses as it is. */
  | { kind: 'error'; message: string; code?: string };
