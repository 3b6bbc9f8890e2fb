// What the client and host share with the LSP server: its custom protocol. The server itself is the
// bundle entry server.ts and is imported by no one (scripts/check-boundaries.mjs enforces it).
export { AgentFilesRequest, GitShowRequest, LandingPageRequest, RedirectEditsRequest, SitesNotification, SitesRequest, TranslationsRequest } from './protocol';
export type { AgentFilesParams, GitShowParams, LandingPageParams, SiteInfo, TranslationsParams } from './protocol';
