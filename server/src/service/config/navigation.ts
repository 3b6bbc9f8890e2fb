import { SchemaWalk, ValueMatch } from './schemaWalk';

/** Values the schema marks with a given `format` (page paths, asset paths, URL prefixes, …). */
export function valuesWithFormat(walk: SchemaWalk, format: string): ValueMatch[] {
  return walk.values.filter((m) => m.node.type === 'string' && m.resolved?.format === format);
}

/** Every page entry of the navigation, nested groups included, in document order. */
export function navigationEntries(walk: SchemaWalk): ValueMatch[] {
  return valuesWithFormat(walk, 'page-path');
}

/** The version names `versions` declares (strings, or objects with a `name`). */
export function declaredVersions(walk: SchemaWalk): string[] {
  return walk.values
    .filter((m) => m.path.length === 2 && m.path[0] === 'versions')
    .map((m) => (m.node.type === 'string' ? m.node.value : m.node.children?.find((p) => p.children?.[0]?.value === 'name')?.children?.[1]?.value))
    .filter((v): v is string => typeof v === 'string');
}
