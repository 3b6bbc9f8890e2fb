/**
 * The commands the service's results invoke (a code lens, a quick fix's command): the VS Code client
 * registers each under the same id. One table, so a feature of the service and the client's
 * registration cannot name two ids.
 */
export const CLIENT_COMMANDS = {
  /** "Used by N pages" on a snippet (page/snippetUse.ts): arguments are the snippet's URI and its pages' URIs; the client shows a quick pick. */
  showSnippetUsers: 'docsite.showSnippetUsers',
  /** "Open source diff since translation" (page/rules/translationStale.ts): the source file's URI, the base commit's sha, the source page id. */
  openSourceDiff: 'docsite.openSourceDiff',
  /** Adds `{ url, schema: {} }` to the workspace's `json.schemas` (config/vendorSchema.ts): the docs.json URI, the URL. */
  mapVendorSchema: 'docsite.mapVendorSchema',
  /** "Regenerate (show diff)" of a stale rules file (projectRules/rules/rulesStale.ts): the client's Create Project Rules flow for one file. */
  regenerateProjectRules: 'docsite.regenerateProjectRules',
  /** "Upgrade docs.json to the current layout" (upgrade/codeAction.ts), also in the command palette: the docs.json URI. */
  upgradeConfig: 'docsite.upgradeConfig',
} as const;
