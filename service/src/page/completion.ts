/**
 * Page completion: components after `<`, attributes and values inside a tag, `</` to close the
 * nearest open tag, frontmatter keys and values, and page/image paths for links, `href` and `src`.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CompletionItem, CompletionItemKind, CompletionList, InsertTextFormat, MarkupKind, Position, Range, TextEdit } from 'vscode-languageserver-types';
import { importedNamesInText } from './imports';
import { COMPONENTS, ComponentSpec, FRONTMATTER_KEYS, HTTP_METHODS, documentedAttributes, getComponent, getFrontmatterKey } from '../../../catalog/src';
import { listPages, readerLanguageRank } from '../../../site/src';
import type { PageContext } from './context';
import { knownComponents } from './known';
import { componentSnippet, attributeSnippet } from './snippetText';
import { scanTags, type ParsedPage } from '../../../mdx/src';
import { siteOperations } from '../openapi/scope';
import { MEDIA_FILE } from './media';

const EMPTY: CompletionList = { isIncomplete: false, items: [] };

export function doPageComplete(document: TextDocument, position: Position, ctx: PageContext): CompletionList {
  try {
    const page = ctx.page;
    const offset = document.offsetAt(position);
    const text = page.text;
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const line = text.slice(lineStart, offset);
    if (page.frontmatter.present && offset > 3 && offset <= page.frontmatter.span.end) return frontmatterItems(page, line, position, ctx);
    if (page.codeBlocks.some((b) => b.span.start < offset && offset < b.span.end)) return EMPTY;
    const tagStart = text.lastIndexOf('<', offset - 1);
    const inTag = tagStart >= 0 && offset - tagStart < 2000 ? text.slice(tagStart, offset) : '';
    if (inTag && !/[>]/.test(inTag.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ''))) {
      const close = /^<\/([\w.]*)$/.exec(inTag);
      if (close) return closeTagItems(page, tagStart, offset, position, close[1]);
      const name = /^<([A-Za-z][\w.]*)?$/.exec(inTag);
      if (name) return componentItems(page, ctx, position, name[1] ?? '', offset);
      const tag = /^<([A-Za-z][\w.]*)\s/.exec(inTag);
      if (tag) return insideTagItems(ctx, tag[1], inTag, position);
    }
    const link = /(!?)\[[^\]]*\]\(([^)\s]*)$/.exec(line);
    if (link) return pathItems(ctx, position, link[2], link[1] === '!');
    return EMPTY;
  } catch {
    return EMPTY;
  }
}

function replaceRange(position: Position, typedLength: number): Range {
  return { start: { line: position.line, character: position.character - typedLength }, end: position };
}

function frontmatterItems(page: ParsedPage, line: string, position: Position, ctx: PageContext): CompletionList {
  const value = /^([\w-]+):\s*["']?([^"']*)$/.exec(line);
  if (value) {
    const spec = getFrontmatterKey(value[1]);
    if (!spec) return EMPTY;
    const range = replaceRange(position, value[2].length);
    if (spec.endpoint) {
      const operations = operationItems(ctx, range, spec.doc);
      if (operations.length) return { isIncomplete: false, items: operations };
      return { isIncomplete: false, items: HTTP_METHODS.map((m, i) => ({ label: `${m} /path`, kind: CompletionItemKind.Value, sortText: String(i).padStart(2, '0'), insertTextFormat: InsertTextFormat.Snippet, textEdit: TextEdit.replace(range, `${m} /\${1:path}`), documentation: spec.doc })) };
    }
    const values = spec.type === 'boolean' ? ['true', 'false'] : spec.values ?? [];
    return { isIncomplete: false, items: values.map((v) => ({ label: v, kind: CompletionItemKind.EnumMember, textEdit: TextEdit.replace(range, v) })) };
  }
  const key = /^([\w-]*)$/.exec(line);
  if (!key) return EMPTY;
  const present = new Set(page.frontmatter.entries.map((e) => e.key));
  const range = replaceRange(position, key[1].length);
  const items: CompletionItem[] = FRONTMATTER_KEYS.filter((k) => !present.has(k.name)).map((k, i) => ({
    label: k.name,
    kind: CompletionItemKind.Property,
    sortText: (k.required ? '0' : '1') + String(i).padStart(2, '0'),
    documentation: { kind: MarkupKind.Markdown, value: k.doc },
    insertTextFormat: InsertTextFormat.Snippet,
    textEdit: TextEdit.replace(range, `${k.name}: $1`),
  }));
  return { isIncomplete: false, items };
}

/** The `METHOD /path` operations of the site's OpenAPI files, with their summaries. */
function operationItems(ctx: PageContext, range: Range, doc: string): CompletionItem[] {
  const model = ctx.site;
  if (!model || !ctx.apiSpecs) return [];
  const operations = siteOperations(model, ctx.workspace, ctx.apiSpecs);
  // Two files may define the same operation: then the file name tells them apart.
  const counts = new Map<string, number>();
  for (const { operation } of operations) counts.set(operation.key, (counts.get(operation.key) ?? 0) + 1);
  return operations.map(({ source, operation }, i) => {
    const value = counts.get(operation.key)! > 1 ? `${source} ${operation.key}` : operation.key;
    return {
      label: value,
      kind: CompletionItemKind.Value,
      detail: operation.summary,
      sortText: String(i).padStart(5, '0'),
      documentation: { kind: MarkupKind.Markdown, value: `${operation.summary ? `**${operation.summary}**\n\n` : ''}${operation.description ?? ''}\n\nFrom \`${source}\`.\n\n${doc}` },
      textEdit: TextEdit.replace(range, value),
    };
  });
}

/** Elements still open at `offset`, innermost last (a tolerant scan of the text before it). */
function openElementsAt(page: ParsedPage, offset: number): string[] {
  const masks = page.codeBlocks.map((b) => b.span).filter((s) => s.start < offset);
  const elements = scanTags(page.text.slice(0, offset), page.bodyStart, masks);
  return elements.filter((e) => !e.selfClosing && !e.closeSpan).map((e) => e.name);
}

function closeTagItems(page: ParsedPage, tagStart: number, offset: number, position: Position, typed: string): CompletionList {
  const open = openElementsAt(page, tagStart);
  const name = open[open.length - 1];
  if (!name) return EMPTY;
  const after = page.text[offset] === '>' ? '' : '>';
  return { isIncomplete: false, items: [{ label: `/${name}`, kind: CompletionItemKind.Property, filterText: `/${name}`, textEdit: TextEdit.replace(replaceRange(position, typed.length + 1), `/${name}${after}`) }] };
}

function componentItems(page: ParsedPage, ctx: PageContext, position: Position, typed: string, offset: number): CompletionList {
  const open = openElementsAt(page, offset - typed.length - 1);
  const container = getComponent(open[open.length - 1] ?? '');
  const range = replaceRange(position, typed.length);
  const items: CompletionItem[] = COMPONENTS.filter((c) => !c.undocumented).map((c) => ({
    label: c.name,
    kind: CompletionItemKind.Class,
    detail: c.legacy ? 'legacy component (still rendered)' : 'component',
    documentation: { kind: MarkupKind.Markdown, value: componentDoc(c) },
    // Inside a container its own children come first; a component that belongs inside another one
    // (Step in Steps) comes last elsewhere, so `<St` at the top level offers Steps before Step.
    sortText: (container?.children?.includes(c.name) ? '0' : c.parents && !c.parents.includes(container?.name ?? '') ? '3' : c.origin === 'spec' ? '1' : '2') + c.name,
    insertTextFormat: InsertTextFormat.Snippet,
    textEdit: TextEdit.replace(range, componentSnippet(c, { inline: !isLineStart(page.text, offset - typed.length - 1) })),
  }));
  const builtIn = new Set(COMPONENTS.map((c) => c.name));
  const known = knownComponents(page, ctx.settings);
  // Typing `<` breaks the parse, and with it the page's import list: read the import lines instead.
  if (!page.strict) for (const name of importedNamesInText(page.text)) known.add(name);
  for (const name of known) {
    if (builtIn.has(name)) continue;
    items.push({ label: name, kind: CompletionItemKind.Class, detail: 'imported / custom component', sortText: '1' + name, insertTextFormat: InsertTextFormat.Snippet, textEdit: TextEdit.replace(range, `${name} $1/>`) });
  }
  return { isIncomplete: false, items };
}

function isLineStart(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return text.slice(lineStart, offset).trim() === '';
}

function insideTagItems(ctx: PageContext, name: string, inTag: string, position: Position): CompletionList {
  const spec = getComponent(name);
  const value = /([\w-]+)=(["'])([^"']*)$/.exec(inTag);
  if (value) {
    const attr = value[1];
    if (attr === 'href') return pathItems(ctx, position, value[3], false);
    if (attr === 'src' || attr === 'img') return pathItems(ctx, position, value[3], true);
    const attrSpec = spec?.attributes.find((a) => a.name === attr);
    const values = attrSpec?.values ?? attrSpec?.suggestions ?? [];
    const range = replaceRange(position, value[3].length);
    return { isIncomplete: false, items: values.map((v) => ({ label: v, kind: CompletionItemKind.EnumMember, textEdit: TextEdit.replace(range, v) })) };
  }
  if (!spec || /=\s*$|=["'{][^"'}]*$/.test(inTag)) return EMPTY;
  const typed = /([\w-]*)$/.exec(inTag)?.[1] ?? '';
  const present = new Set([...inTag.matchAll(/\s([\w-]+)(?==|\s|$)/g)].map((m) => m[1]));
  const range = replaceRange(position, typed.length);
  const items = documentedAttributes(spec).filter((a) => !present.has(a.name) || a.name === typed).map((a) => ({
    label: a.name,
    kind: CompletionItemKind.Property,
    detail: a.type === 'enum' ? a.values?.join(' | ') : a.type,
    sortText: (a.required ? '0' : '1') + a.name,
    documentation: { kind: MarkupKind.Markdown, value: a.doc },
    insertTextFormat: InsertTextFormat.Snippet,
    textEdit: TextEdit.replace(range, attributeSnippet(a, 1)),
  }));
  return { isIncomplete: false, items };
}

function pathItems(ctx: PageContext, position: Position, typed: string, images: boolean): CompletionList {
  const docsRoot = ctx.docsRoot;
  if (!docsRoot || /^[a-z]+:/i.test(typed) || typed.includes('#')) return EMPTY;
  const range = replaceRange(position, typed.length);
  const items: CompletionItem[] = [];
  if (images) {
    for (const file of ctx.workspace.listFiles(docsRoot)) {
      // The files missing-image accepts as media: whatever it takes is offered, and nothing else.
      if (!MEDIA_FILE.test(file)) continue;
      const path = file.slice(docsRoot.length);
      items.push({ label: path, kind: CompletionItemKind.File, textEdit: TextEdit.replace(range, path) });
    }
  } else {
    // In a translated page, its language's pages first, then pages of no language, then the others.
    const reader = readerLanguageRank(ctx.site, docsRoot, ctx.path);
    for (const [id, file] of listPages(docsRoot, ctx.workspace)) {
      if (file === ctx.path) continue;
      const rank = reader?.rank(id);
      items.push({
        label: '/' + id,
        kind: CompletionItemKind.File,
        textEdit: TextEdit.replace(range, '/' + id),
        ...(rank === undefined ? {} : { sortText: `${rank}/${id}`, ...(rank === 2 ? { detail: `not a page of ${reader!.language}` } : {}) }),
      });
    }
  }
  return { isIncomplete: false, items };
}

export function componentDoc(c: ComponentSpec): string {
  const attrs = documentedAttributes(c).map((a) => `- \`${a.name}\`${a.required ? ' (required)' : ''}: ${a.type === 'enum' ? a.values?.map((v) => `\`${v}\``).join(' \\| ') : a.type}${a.default ? `, default \`${a.default}\`` : ''}. ${a.doc}`);
  return [`**${c.name}**: ${c.doc}`, attrs.join('\n'), '```mdx\n' + c.example + '\n```'].filter(Boolean).join('\n\n');
}
