import { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentLink, Location, Position } from 'vscode-languageserver-types';
import { findConfigDefinition, findConfigLinks } from '../config/links';
import { findPageDefinition } from '../page/definition';
import { generatedPageAt } from '../openapi/generatedPages';
import { linkRedirect, type LinkRedirect } from '../references/linkRedirect';
import { resolveLink, type LinkTarget } from '../../../site/src';
import type { ServiceCore } from './core';

/**
 * Where a link leads (LinkTarget); a page the build generates from an OpenAPI operation, which no
 * file holds, is `generated`, with the navigation entry that names the operation (how a preview opens it).
 */
export type FollowedLink = LinkTarget | { kind: 'generated'; pageId: string; entry: string };

/** Where references lead: docs.json's page paths as links, and go-to-definition in docs.json and pages. */
export interface LinksProvider {
  documentLinks(document: TextDocument): DocumentLink[];
  definition(document: TextDocument, position: Position): Location | null;
  /**
   * Where a link written on the page at `pagePath` leads, resolved as the link checks resolve it
   * (URL-decoding, `/folder` → `folder/index`, extensions, docs.json's pages): what the preview
   * opens on a click and the static copy links to.
   */
  followLink(href: string, pagePath: string, docsRoot: string): FollowedLink;
  /** The redirects of docs.json a link goes through, and where it lands (references/linkRedirect.ts); undefined when none applies. */
  linkRedirect(href: string, pagePath: string, docsRoot: string): LinkRedirect | undefined;
}

export function linksProvider(core: ServiceCore): LinksProvider {
  return {
    documentLinks(document) {
      return core.kindOf(document) === 'config' ? findConfigLinks(core.config(document), core.workspace) : [];
    },
    definition(document, position) {
      const kind = core.kindOf(document);
      if (kind === 'page') return findPageDefinition(document, position, core.pageContext(document));
      return kind === 'config' ? findConfigDefinition(core.config(document), position, core.workspace) : null;
    },
    followLink(href, pagePath, docsRoot) {
      const model = modelOf(core, pagePath, docsRoot);
      const target = resolveLink(href, pagePath, docsRoot, core.workspace, model);
      if (target.kind !== 'configured' || !model) return target;
      const generated = generatedPageAt(model.navigation, target.pageId, docsRoot, core.workspace, core.readSpec);
      return generated ? { kind: 'generated', pageId: target.pageId, entry: generated.entry } : target;
    },
    linkRedirect: (href, pagePath, docsRoot) => linkRedirect(href, pagePath, docsRoot, core.workspace, modelOf(core, pagePath, docsRoot)),
  };
}

/** The model of the site whose docs root is `docsRoot`, when the page is one of its (as the editor holds docs.json now). */
function modelOf(core: ServiceCore, pagePath: string, docsRoot: string) {
  const site = core.siteOf(pagePath);
  return site?.docsRoot === docsRoot ? core.sites.get(site.configPath) : undefined;
}
