/** Hover: component and attribute docs from the catalog, frontmatter keys, and imported snippet content. */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { getAttribute, getComponent, getFrontmatterKey } from '../../../catalog/src';
import type { PageContext } from './context';
import { componentDoc } from './completion';
import { resolveImportTarget, type OperationRef } from '../../../site/src';
import type { Span, ParsedPage } from '../../../mdx/src';
import { pageOperationEntry, resolvePageOperation } from './operationRef';
import { fencedCode, inlineCode } from '../../../common/src';
import { operationKey, type OperationMatch } from '../openapi/scope';

const within = (span: Span, offset: number) => span.start <= offset && offset <= span.end;

export function doPageHover(document: TextDocument, position: Position, ctx: PageContext): Hover | null {
  try {
    const page = ctx.page;
    const offset = document.offsetAt(position);
    const range = (span: Span) => ({ start: document.positionAt(span.start), end: document.positionAt(span.end) });
    const markdown = (value: string, span: Span): Hover => ({ contents: { kind: MarkupKind.Markdown, value }, range: range(span) });

    const operation = pageOperationEntry(page);
    if (operation?.ref && within(operation.valueSpan, offset)) {
      const value = operationHover(page, ctx);
      if (value) return markdown(value, operation.valueSpan);
    }
    for (const entry of page.frontmatter.entries) {
      const spec = within(entry.keySpan, offset) ? getFrontmatterKey(entry.key) : undefined;
      if (spec) return markdown(`**${spec.name}** (frontmatter${spec.values ? `: ${spec.values.map((v) => `\`${v}\``).join(' | ')}` : `, ${spec.type}`})\n\n${spec.doc}`, entry.keySpan);
    }
    for (const element of page.elements) {
      if (element.span.start > offset) break;
      const closeName = element.closeSpan && { start: element.closeSpan.start + 2, end: element.closeSpan.start + 2 + element.name.length };
      const onName = within(element.nameSpan, offset) || (closeName && within(closeName, offset));
      const spec = getComponent(element.name);
      // An import shadows a built-in of the same name, as it does in the build.
      if (onName && page.imports.some((i) => i.names.includes(element.name))) return importedHover(element.name, page.imports, ctx, element.nameSpan, markdown);
      if (onName && spec) return markdown(componentDoc(spec), element.nameSpan);
      const attr = spec && element.attributes.find((a) => a.kind !== 'spread' && within(a.nameSpan, offset));
      const attrSpec = attr && spec && getAttribute(spec, attr.name);
      if (attr && attrSpec) {
        const type = attrSpec.type === 'enum' ? attrSpec.values!.map((v) => `\`${v}\``).join(' | ') : `\`${attrSpec.type}\``;
        const extra = [attrSpec.required ? 'required' : '', attrSpec.default ? `default \`${attrSpec.default}\`` : ''].filter(Boolean).join(', ');
        return markdown(`**${spec!.name}.${attrSpec.name}**: ${type}${extra ? ` (${extra})` : ''}\n\n${attrSpec.doc}\n\n${fencedCode('mdx', spec!.example)}`, attr.nameSpan);
      }
    }
    for (const imp of page.imports) {
      if (within(imp.sourceSpan, offset)) return importedHover(imp.names[0] ?? '', [imp], ctx, imp.sourceSpan, markdown);
    }
    return null;
  } catch {
    return null;
  }
}

/** The operation an `openapi:`/`api:` value names: its summary, description and file. */
function operationHover(page: ParsedPage, ctx: PageContext): string | undefined {
  const resolved = resolvePageOperation(page, ctx.site, ctx.workspace, ctx.apiSpecs);
  if (!resolved) return undefined;
  const remote = resolved.specs.filter((s) => !s.path).map((s) => inlineCode(s.source));
  const remoteNote = remote.length ? `\n\n${remote.join(', ')} ${remote.length > 1 ? 'are URLs' : 'is a URL'}: Docsite never fetches remote OpenAPI files, so operations there are not shown or checked.` : '';
  const match = resolved.match;
  if (!match) return resolved.specs.length ? `No operation ${inlineCode(operationKey(resolved.ref))} found in the local OpenAPI files.${remoteNote}` : undefined;
  const { operation } = match;
  const title = `${inlineCode(operation.key)}${operation.summary ? ` — **${operation.summary}**` : ''}${operation.deprecated ? ' (deprecated)' : ''}`;
  const description = operation.description ? `\n\n${operation.description.length > 1500 ? operation.description.slice(0, 1500) + '…' : operation.description}` : '';
  return `${title}${description}\n\nFrom ${inlineCode(match.file.source)}.${fallbackNote(resolved.ref, match)}${remoteNote}`;
}

/** Why a page's operation comes from another file than the one it names (the build's fallback). */
function fallbackNote(ref: OperationRef, match: OperationMatch): string {
  if (!match.fallback || !ref.specFile) return '';
  const named = match.fallback.named.map((s) => inlineCode(s.source));
  const why = named.length
    ? `${named.join(', ')}, which ${inlineCode(ref.specFile)} names, ${named.length > 1 ? 'have' : 'has'} no ${inlineCode(operationKey(ref))}`
    : `no OpenAPI file is named ${inlineCode(ref.specFile)}`;
  return `\n\nFound by fallback: ${why}, so the site build takes the operation from the first OpenAPI file that holds it.`;
}

function importedHover(name: string, imports: { names: string[]; source: string }[], ctx: PageContext, span: Span, markdown: (v: string, s: Span) => Hover): Hover | null {
  const imp = imports.find((i) => i.names.includes(name));
  if (!imp) return null;
  const target = resolveImportTarget(imp.source, ctx.path, ctx.docsRoot, ctx.workspace);
  // Only a file inside the docs root is ever read for the preview of its content.
  if (target.kind === 'outside') return markdown(`**${name}** from ${inlineCode(imp.source)} (outside the docs root; not shown)`, span);
  const content = target.kind === 'file' ? ctx.workspace.readFile(target.path) : undefined;
  if (content === undefined) return markdown(`**${name}** from ${inlineCode(imp.source)} (file not found)`, span);
  const shown = content.length > 3000 ? content.slice(0, 3000) + '\n…' : content;
  return markdown(`**${name}** from ${inlineCode(imp.source)}\n\n${fencedCode('mdx', shown)}`, span);
}
