import { TextDocument } from 'vscode-languageserver-textdocument';
import { codeActionsProvider, type CodeActionsProvider } from './providers/codeActions';
import { codeLensesProvider, type CodeLensesProvider } from './providers/codeLenses';
import { coloursProvider, type ColoursProvider } from './providers/colours';
import { completionProvider, type CompletionProvider } from './providers/completion';
import { ServiceCore } from './providers/core';
import { diagnosticsProvider, type DiagnosticsProvider } from './providers/diagnostics';
import { hoverProvider, type HoverProvider } from './providers/hover';
import { linksProvider, type LinksProvider } from './providers/links';
import { renameProvider, type RenameProvider } from './providers/rename';
import { siteQueriesProvider, type SiteQueriesProvider } from './providers/siteQueries';
import { symbolsProvider, type SymbolsProvider } from './providers/symbols';
import type { DocumentKind, ErrorReporter, ServiceOptions } from './serviceTypes';
import type { DocsWorkspace } from '../../site/src';
import type { Summaries } from './workspaceCheck/recording';

export type { DocumentKind, ErrorReporter, ServiceOptions, TranslationOfPage } from './serviceTypes';
export { WHOLE_SITE_SPARE_PARSES } from './serviceTypes';

/**
 * The language service as its hosts see it: one provider per feature (providers/), over one
 * ServiceCore that owns the caches. It takes documents and a workspace and returns LSP types; it
 * knows nothing of VS Code or of a connection, so the server, the CLI and the tests all drive the
 * same engine. Adding a request is a provider method here and a row of the server's request table.
 */
export interface DocsLanguageService
  extends DiagnosticsProvider, CompletionProvider, HoverProvider, CodeActionsProvider, LinksProvider,
    SymbolsProvider, ColoursProvider, CodeLensesProvider, RenameProvider, SiteQueriesProvider {
  /** The workspace it reads through, with this service's own memos. */
  readonly workspace: DocsWorkspace;
  /** What a document is: a site's docs.json or a part of it, a page, an OpenAPI file, a rules file, or other. */
  kindOf(document: TextDocument): DocumentKind;
  /** What a dependency record asks this service (workspaceCheck/recording.ts). */
  readonly summaries: Summaries;
  /** How many page texts (for their own requests or for other pages' links) and OpenAPI texts it parsed. */
  parses(): { pages: number; apiSpecs: number };
  /** Drops a closed document's parses (its anchors stay for the pages that link to it). */
  forget(uri: string): void;
}

/**
 * Wires the providers of one service once and returns them as a frozen object: two services never
 * share or reset each other's state, and no host reaches past this interface into the caches.
 */
export function createLanguageService(workspace: DocsWorkspace, reportError?: ErrorReporter, options?: ServiceOptions): DocsLanguageService {
  const core = new ServiceCore(workspace, reportError, options);
  const diagnostics = diagnosticsProvider(core);
  return Object.freeze({
    ...diagnostics,
    ...completionProvider(core),
    ...hoverProvider(core),
    ...codeActionsProvider(core, diagnostics),
    ...linksProvider(core),
    ...symbolsProvider(core),
    ...coloursProvider(core),
    ...codeLensesProvider(core),
    ...renameProvider(core),
    ...siteQueriesProvider(core),
    workspace: core.workspace,
    kindOf: (document: TextDocument) => core.kindOf(document),
    summaries: core.summaries,
    parses: () => core.parses(),
    forget: (uri: string) => core.forget(uri),
  });
}

/**
 * The summaries of a service a host builds after the recording workspace it reads through:
 * `service` is read on each question.
 */
export function serviceSummaries(service: () => DocsLanguageService): Summaries {
  return {
    anchorsOf: (path, text) => service().summaries.anchorsOf(path, text),
    importsOf: (docsRoot) => service().summaries.importsOf(docsRoot),
    agentFactsOf: (docsRoot) => service().summaries.agentFactsOf(docsRoot),
  };
}
