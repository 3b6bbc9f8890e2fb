import { DocumentLink, Location, Position } from 'vscode-languageserver-types';
import { findNodeAtOffset } from 'jsonc-parser';
import { isContained, pathToUri } from '../../../common/src';
import { DocsWorkspace, isExternalReference } from '../../../site/src';
import { schemaWalkOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { ValueMatch } from './schemaWalk';
import { SiteFiles } from './siteFiles';

/** The file a page path or local asset path points to, when it exists. */
function targetOf(match: ValueMatch, site: SiteFiles, workspace: DocsWorkspace): string | undefined {
  const ref = match.node.value;
  if (typeof ref !== 'string' || ref.trim() === '' || isExternalReference(ref)) return undefined;
  if (match.resolved?.format === 'page-path') return site.resolvePage(ref);
  if (match.resolved?.format === 'asset-path') {
    const path = site.assetPath(ref.trim());
    return workspace.fileExists(path) && isContained(path, [site.docsRoot], workspace) ? path : undefined;
  }
  return undefined;
}

/** Page paths and local asset paths as links: Ctrl+click opens the file. */
export function findConfigLinks(config: ConfigDocument, workspace: DocsWorkspace): DocumentLink[] {
  const doc = config.document;
  const site = new SiteFiles(config.docsRoot, workspace);
  const links: DocumentLink[] = [];
  for (const match of schemaWalkOf(config).values) {
    const target = targetOf(match, site, workspace);
    if (!target) continue;
    links.push({
      range: { start: doc.positionAt(match.node.offset + 1), end: doc.positionAt(match.node.offset + match.node.length - 1) },
      target: pathToUri(target),
      tooltip: match.resolved?.format === 'page-path' ? 'Open page' : 'Open file',
    });
  }
  return links;
}

/** Go to definition on a page or asset path: the file itself. */
export function findConfigDefinition(config: ConfigDocument, position: Position, workspace: DocsWorkspace): Location | null {
  if (!config.root) return null;
  const node = findNodeAtOffset(config.root, config.document.offsetAt(position));
  if (!node || node.type !== 'string') return null;
  const match = schemaWalkOf(config).values.find((m) => m.node === node);
  const target = match && targetOf(match, new SiteFiles(config.docsRoot, workspace), workspace);
  return target ? { uri: pathToUri(target), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } } : null;
}
