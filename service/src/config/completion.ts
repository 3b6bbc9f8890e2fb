import { Node, findNodeAtLocation, getLocation } from 'jsonc-parser';
import {
  CompletionItem,
  CompletionItemKind,
  CompletionList,
  InsertTextFormat,
  MarkupKind,
  Position,
  Range,
} from 'vscode-languageserver-types';
import { DocsWorkspace, pageIdOfEntry, type SiteModel } from '../../../site/src';
import { schemaOf, schemaWalkOf } from './analysis';
import { ConfigDocument, propertiesOf } from './configDocument';
import { pagesListedAnywhere, pagesListedAround } from './listedPages';
import { JSONSchema, alternatives, schemasAtPath } from './schema';
import { describeSchema, typeLabel } from './schemaDocs';
import { SiteFiles } from './siteFiles';

/**
 * Completion in docs.json: property names at the right nesting level (inserting `"key": value`),
 * enum values, booleans, page paths inside `pages`, and version names inside an anchor's `version`.
 */
/** `model` is the site model of this configuration: its navigation entries and version names. */
export function doConfigComplete(config: ConfigDocument, position: Position, workspace: DocsWorkspace, model?: SiteModel): CompletionList {
  // getLocation recurses like the parser: hostile nesting gets no completion rather than a crash.
  if (config.tooDeepAt !== undefined) return { isIncomplete: false, items: [] };
  const doc = config.document;
  const text = doc.getText();
  const offset = doc.offsetAt(position);
  let location: Pick<ReturnType<typeof getLocation>, 'path' | 'previousNode' | 'isAtPropertyKey'>;
  try {
    location = locate(config, text, offset);
  } catch {
    return { isIncomplete: false, items: [] }; // nesting the parser's recursion cannot follow
  }
  const previous = location.previousNode;
  // The literal under the cursor (a half-typed key or value) is replaced as a whole, quotes included.
  const replacing =
    previous && (previous.type !== 'property' || location.isAtPropertyKey) && offset >= previous.offset && offset <= previous.offset + previous.length
      ? previous
      : undefined;
  const range: Range = replacing
    ? { start: doc.positionAt(replacing.offset), end: doc.positionAt(replacing.offset + replacing.length) }
    : { start: position, end: position };
  const after = text.slice(replacing ? replacing.offset + replacing.length : offset);
  const items = location.isAtPropertyKey
    ? propertyItems(config, location.path.slice(0, -1), range, needsComma(after))
    : valueItems(config, location.path, range, workspace, replacing, model, offset);
  // VS Code merges the lists of every provider of docs.json and sorts them by sortText, which is the
  // label when a provider gives none. `!` sorts before any label a JSON value can start with (`"`,
  // a digit, a letter, `[`, `{`): ours come first and keep their own order (required keys first).
  for (const item of items) item.sortText = '!' + (item.sortText ?? item.label);
  return { isIncomplete: false, items };
}

/** Below this size, scanning the whole prefix costs less than a millisecond: no shortcut needed. */
const LOCATE_FROM_CONTAINER_ABOVE = 32 * 1024;

/**
 * The JSON location at `offset`. jsonc-parser's getLocation scans the text from its start to the
 * cursor, which in a 128 KB docs.json is most of a completion's time. The cached parse tree already
 * knows the innermost array or object around the cursor: scan only that, and prefix its path.
 */
export function locate(config: ConfigDocument, text: string, offset: number): Pick<ReturnType<typeof getLocation>, 'path' | 'previousNode' | 'isAtPropertyKey'> {
  if (text.length < LOCATE_FROM_CONTAINER_ABOVE || !config.root || config.root.length !== text.length) return getLocation(text, offset);
  const prefix: (string | number)[] = [];
  let container = config.root;
  descend: for (;;) {
    const children = container.children ?? [];
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const value = child.type === 'property' ? child.children?.[1] : child;
      if (!value || (value.type !== 'object' && value.type !== 'array')) continue;
      if (offset > value.offset && offset < value.offset + value.length) {
        prefix.push(child.type === 'property' ? String(child.children?.[0]?.value) : i);
        container = value;
        continue descend;
      }
    }
    break;
  }
  if (container === config.root) return getLocation(text, offset);
  const base = container.offset;
  const inner = getLocation(text.slice(base, base + container.length), offset - base);
  const previous = inner.previousNode && { ...inner.previousNode, offset: inner.previousNode.offset + base };
  if (previous?.colonOffset !== undefined) previous.colonOffset += base;
  return { path: [...prefix, ...inner.path], previousNode: previous, isAtPropertyKey: inner.isAtPropertyKey };
}

/** A following property means the inserted one needs a separating comma. */
function needsComma(after: string): boolean {
  return /^\s*"/.test(after);
}

function propertyItems(config: ConfigDocument, objectPath: (string | number)[], range: Range, comma: boolean): CompletionItem[] {
  const objects = schemasAtPath(objectPath, schemaOf(config)).filter((s) => s.properties);
  const node = config.root && (objectPath.length ? findNodeAtLocation(config.root, objectPath) : config.root);
  const present = new Set(node ? propertiesOf(node).map((p) => p.children?.[0]?.value as string) : []);
  // A navigation division holds one child collection: once it has one, the others would be ignored.
  const hasChild = (object: JSONSchema) => object['x-childPrecedence']?.some((k) => present.has(k)) ?? false;
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  for (const object of objects) {
    for (const [key, raw] of Object.entries(object.properties ?? {})) {
      // VS Code's own JSON support offers `$schema` in every JSON file; offering it too would list it twice.
      if (seen.has(key) || present.has(key) || key === '$schema') continue;
      if (hasChild(object) && object['x-childPrecedence']?.includes(key)) continue;
      seen.add(key);
      const schema = raw;
      items.push({
        label: key,
        kind: CompletionItemKind.Property,
        detail: typeLabel(schema),
        documentation: { kind: MarkupKind.Markdown, value: describeSchema(key, schema) },
        filterText: JSON.stringify(key),
        textEdit: { range, newText: `${JSON.stringify(key)}: ${valueSnippet(schema)}${comma ? ',' : ''}` },
        insertTextFormat: InsertTextFormat.Snippet,
        tags: schema.deprecated ? [1] : undefined,
        sortText: (object.required?.includes(key) ? '0' : '1') + key,
      });
    }
  }
  return items;
}

function valueItems(
  config: ConfigDocument,
  path: (string | number)[],
  range: Range,
  workspace: DocsWorkspace,
  replacing: Node | undefined,
  model: SiteModel | undefined,
  offset: number,
): CompletionItem[] {
  const items: CompletionItem[] = [];
  const add = (value: string, kind: CompletionItemKind, documentation?: string, detail?: string) => {
    if (items.some((i) => i.label === value)) return;
    const newText = JSON.stringify(value);
    items.push({ label: value, kind, detail, documentation, filterText: newText, textEdit: { range, newText } });
  };
  for (const schema of schemasAtPath(path, schemaOf(config))) {
    schema.enum?.forEach((v, i) => add(String(v), CompletionItemKind.EnumMember, schema.enumDescriptions?.[i], typeLabel(schema)));
    if (schema.type === 'boolean') {
      for (const b of ['true', 'false']) {
        if (!items.some((i) => i.label === b)) items.push({ label: b, kind: CompletionItemKind.Value, textEdit: { range, newText: b } });
      }
    }
    if (schema.format === 'page-path') {
      const current = replacing?.type === 'string' ? pageIdOfEntry(String(replacing.value)) : undefined;
      const listed = model ? pagesListedAround(model, offset) : new Set<string>();
      const listedElsewhere = model ? pagesListedAnywhere(model) : new Set<string>();
      for (const [id, file] of new SiteFiles(config.docsRoot, workspace).pages) {
        if (listed.has(id) && id !== current) continue;
        add(id, CompletionItemKind.File, undefined, file.slice(config.docsRoot.length + 1));
        // Pages no navigation lists come first; one listed in another tab or version may be listed
        // here too, but is the less likely choice.
        items[items.length - 1].sortText = (listedElsewhere.has(id) ? '1' : '0') + id;
      }
    }
    if (schema.format === 'version-name') {
      for (const v of model?.versions ?? []) add(v.name, CompletionItemKind.EnumMember, undefined, 'version');
    }
    if (schema.type === 'object' && schema.required?.length && !replacing) {
      // A new nested object with its required keys, such as a navigation group inside `pages`.
      const body = schema.required.map((k, i) => `\t${JSON.stringify(k)}: ${valueSnippet(schema.properties?.[k] ?? {}, i + 1)}`);
      items.push({
        label: `{ ${schema.required.join(', ')} }`,
        kind: CompletionItemKind.Module,
        detail: schema.description,
        textEdit: { range, newText: `{\n${body.join(',\n')}\n}` },
        insertTextFormat: InsertTextFormat.Snippet,
      });
    }
  }
  return items;
}

/** The snippet inserted after `"key": `, shaped by the property's schema. */
function valueSnippet(schema: JSONSchema, tab = 1): string {
  const first = alternatives(schema)[0] ?? schema;
  if (first.enum?.length) {
    const choices = first.enum.map((v) => String(v).replace(/[,|}]/g, '\\$&')).join(',');
    return first.type === 'string' ? `"\${${tab}|${choices}|}"` : `\${${tab}|${choices}|}`;
  }
  switch (first.type) {
    case 'object':
      return `{\n\t$${tab}\n}`;
    case 'array':
      return `[\n\t$${tab}\n]`;
    case 'boolean':
      return `\${${tab}|${first.default === true ? 'true,false' : 'false,true'}|}`;
    case 'number':
    case 'integer':
      return `\${${tab}:0}`;
    default:
      return `"$${tab}"`;
  }
}
