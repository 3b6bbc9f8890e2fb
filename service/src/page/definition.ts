/** Go to definition: import sources, imported components, and internal link targets (`href`, markdown links). */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Location, Position } from 'vscode-languageserver-types';

import { pathToUri, lineOf, positionOf } from '../../../common/src';
import type { PageContext } from './context';
import { resolveImport, resolveLink } from '../../../site/src';
import { parsePage, decodeFragment, pageAnchorIds } from '../../../mdx/src';
import { pageOperationEntry, resolvePageOperation } from './operationRef';

/** `path → URI` is the caller's job (the server knows its URI scheme); this returns file paths as `file://` URIs. */
export function findPageDefinition(document: TextDocument, position: Position, ctx: PageContext): Location | null {
  try {
    const page = ctx.page;
    const offset = document.offsetAt(position);
    const docsRoot = ctx.docsRoot;
    const at = (span: { start: number; end: number }) => span.start <= offset && offset <= span.end;
    const fileLocation = (path: string, line = 0): Location => ({ uri: pathToUri(path), range: { start: { line, character: 0 }, end: { line, character: 0 } } });

    const operationEntry = pageOperationEntry(page);
    if (operationEntry?.ref && at(operationEntry.valueSpan)) {
      const match = resolvePageOperation(page, ctx.site, ctx.workspace, ctx.apiSpecs)?.match;
      if (!match) return null;
      const text = ctx.workspace.readFile(match.file.path) ?? '';
      const start = positionOf(text, match.operation.offset);
      const end = positionOf(text, match.operation.offset + match.operation.length);
      return { uri: pathToUri(match.file.path), range: { start, end } };
    }
    for (const imp of page.imports) {
      if (!at(imp.sourceSpan)) continue;
      const file = resolveImport(imp.source, ctx.path, docsRoot, ctx.workspace);
      return file ? fileLocation(file) : null;
    }
    const element = page.elements.find((e) => at(e.nameSpan));
    if (element) {
      const imp = page.imports.find((i) => i.names.includes(element.name));
      const file = imp && resolveImport(imp.source, ctx.path, docsRoot, ctx.workspace);
      if (file) return fileLocation(file);
    }
    const link = docsRoot && page.links.find((l) => at(l.urlSpan));
    if (link && docsRoot) {
      const target = resolveLink(link.url, ctx.path, docsRoot, ctx.workspace, ctx.site);
      if (target.kind === 'file') return fileLocation(target.path);
      if (target.kind === 'page') {
        let line = 0;
        if (target.fragment) {
          const text = ctx.workspace.readFile(target.path) ?? '';
          const wanted = [target.fragment, decodeFragment(target.fragment)];
          const found = [...pageAnchorIds(parsePage(text), ctx.anchors.slugs).byOffset].find(([, id]) => wanted.includes(id));
          if (found) line = lineOf(text, found[0]);
        }
        return fileLocation(target.path, line);
      }
    }
    return null;
  } catch {
    return null;
  }
}
