/** Custom messages between the client and the server, beyond standard LSP. */

/** A site the server found in the workspace. */
export interface SiteInfo {
  /** The `name` field of docs.json (or the folder name when it has none). */
  name: string;
  /** The folder that holds docs.json, as a file URI. */
  docsRootUri: string;
  /** docs.json (or mint.json) itself, as a file URI. */
  configUri: string;
  /** `today`: the current docs.json layout; `legacy`: the spec's layout (docs.json or mint.json). */
  layout: 'today' | 'legacy';
}

/** Server → client: the sites changed (found, renamed, removed). */
export const SitesNotification = 'docsite/sites';
/** Client → server: list the sites now. */
export const SitesRequest = 'docsite/listSites';
/**
 * Client → server: the page a reader lands on at a site's root ("Preview the Site" opens it), as a
 * file URI, or null for a site with no page.
 */
export const LandingPageRequest = 'docsite/landingPage';
export interface LandingPageParams {
  /** The site's docs.json (or mint.json), as SiteInfo gives it. */
  configUri: string;
}

/**
 * Client → server: a site's translation coverage for the Translations view (one entry per set of
 * sibling languages; empty without languages), or null for a site the server did not find.
 */
export const TranslationsRequest = 'docsite/translations';
export type TranslationsParams = LandingPageParams;

/**
 * Client → server: llms.txt and llms-full.txt as the site build would generate them, with what the
 * cap and the indexing rules left out (`LlmsPreview` of the service), or null for a site the server
 * did not find or could not answer in time ("Docsite: Preview llms.txt").
 */
export const AgentFilesRequest = 'docsite/agentFiles';
export type AgentFilesParams = LandingPageParams;

/**
 * Client → server: a page's text at a commit, or null (not a page of a site in the workspace, not a
 * commit sha, not in git, too big): the left side of "Open source diff since translation" (the
 * client's `docsite-git:` documents).
 */
export const GitShowRequest = 'docsite/gitShow';
export interface GitShowParams {
  /** The page, as a file URI. */
  uri: string;
  /** The commit's sha (abbreviated or full). */
  commit: string;
}

/**
 * Client → server (`RenameFilesParams` and `withNavigation?: boolean` → `WorkspaceEdit | null`): the
 * redirects from each old route to its new one in docs.json, with the navigation's renames in the
 * same edit when `withNavigation`. Asked after the user agreed (`docsite.redirects.onMove`: `ask`);
 * a deleted page comes as a move to the page the user picked.
 */
export const RedirectEditsRequest = 'docsite/redirectEdits';
