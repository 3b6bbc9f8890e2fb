import { propertyValue } from './configDocument';
import { SchemaWalk, ValueMatch } from './schemaWalk';

/** String values the schema marks with a given `format` (page paths, asset paths, URL prefixes, …). */
export function valuesWithFormat(walk: SchemaWalk, format: string): readonly ValueMatch[] {
  return (walk.byFormat.get(format) ?? []).filter((m) => m.node.type === 'string');
}

/** Every page entry of the navigation, nested groups included, in document order. */
export function navigationEntries(walk: SchemaWalk): readonly ValueMatch[] {
  return walk.byFormat.get('page-path') ?? [];
}

/** The version names `versions` declares (strings, or objects with a `name`). */
export function declaredVersions(walk: SchemaWalk): string[] {
  const versions = propertyValue(walk.root?.type === 'object' ? walk.root : undefined, 'versions');
  if (versions?.type !== 'array') return [];
  return (versions.children ?? [])
    .map((item) => (item.type === 'string' ? item.value : propertyValue(item, 'name')?.value))
    .filter((v): v is string => typeof v === 'string');
}
