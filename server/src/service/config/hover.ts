import { findNodeAtOffset, getNodePath } from 'jsonc-parser';
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { ConfigDocument } from './configDocument';
import { JSONSchema, declaredPropertySchema, deref, schemasAtPath } from './schema';
import { describeSchema } from './schemaDocs';

/** Hover on a docs.json key or value: what the field means, its type, default and allowed values. */
export function doConfigHover(config: ConfigDocument, position: Position): Hover | null {
  if (!config.root) return null;
  const doc = config.document;
  const node = findNodeAtOffset(config.root, doc.offsetAt(position), true);
  if (!node || node.type === 'property') return null;
  const path = getNodePath(node);
  const schema = declaredSchemaAt(path);
  const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
  const range = { start: doc.positionAt(node.offset), end: doc.positionAt(node.offset + node.length) };
  const last = path[path.length - 1];
  if (!schema) {
    if (!isKey || typeof last !== 'string') return null;
    return { range, contents: { kind: MarkupKind.Markdown, value: `**${last}**\n\nNot part of the docs.json spec.` } };
  }
  const key = typeof last === 'string' ? last : undefined;
  const value = isKey ? undefined : node.value;
  return { range, contents: { kind: MarkupKind.Markdown, value: describeSchema(key, schema, value) } };
}

/** The schema declared for a path, before any anyOf branch is chosen, so its own description shows. */
export function declaredSchemaAt(path: readonly (string | number)[]): JSONSchema | undefined {
  if (path.length === 0) return schemasAtPath([])[0];
  const parents = schemasAtPath(path.slice(0, -1));
  const last = path[path.length - 1];
  if (typeof last === 'string') return declaredPropertySchema(parents, last);
  const items = parents.find((p) => p.items)?.items;
  return items && deref(items);
}
