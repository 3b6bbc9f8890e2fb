import { findNodeAtOffset, getNodePath } from 'jsonc-parser';
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { schemaOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { JSONSchema, declaredPropertySchema, schemasAtPath } from './schema';
import { describeSchema } from './schemaDocs';

/** Hover on a docs.json key or value: what the field means, its type, default and allowed values. */
export function doConfigHover(config: ConfigDocument, position: Position): Hover | null {
  if (!config.root) return null;
  const doc = config.document;
  const node = findNodeAtOffset(config.root, doc.offsetAt(position), true);
  if (!node || node.type === 'property') return null;
  const path = getNodePath(node);
  const schema = declaredSchemaAt(path, schemaOf(config));
  const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
  const range = { start: doc.positionAt(node.offset), end: doc.positionAt(node.offset + node.length) };
  const last = path[path.length - 1];
  if (!schema) {
    if (!isKey || typeof last !== 'string') return null;
    const text = config.layout === 'today' ? 'Not a docs.json key here: the site build ignores it.' : 'Not part of the docs.json spec.';
    return { range, contents: { kind: MarkupKind.Markdown, value: `**${last}**\n\n${text}` } };
  }
  const key = typeof last === 'string' ? last : undefined;
  const value = isKey ? undefined : node.value;
  return { range, contents: { kind: MarkupKind.Markdown, value: describeSchema(key, schema, value) } };
}

/** The schema declared for a path, before any anyOf branch is chosen, so its own description shows. */
export function declaredSchemaAt(path: readonly (string | number)[], root: JSONSchema): JSONSchema | undefined {
  if (path.length === 0) return schemasAtPath([], root)[0];
  const parents = schemasAtPath(path.slice(0, -1), root);
  const last = path[path.length - 1];
  if (typeof last === 'string') return declaredPropertySchema(parents, last);
  const items = parents.find((p) => p.items)?.items;
  return items;
}
