import schemaJson from '../../../../schemas/docs.schema.json';

/**
 * The subset of JSON Schema draft-07 that docs.schema.json uses, plus VS Code's editor extensions
 * (`enumDescriptions`, `patternErrorMessage`, `deprecationMessage`) and two of our own:
 * `x-renamedKeys` (old key → new key, offered as a quick fix) and `x-unknownKeyCode` (the diagnostic
 * code for keys outside `properties`).
 */
export interface JSONSchema {
  $ref?: string;
  type?: JSONType | JSONType[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  enumDescriptions?: string[];
  const?: unknown;
  pattern?: string;
  patternErrorMessage?: string;
  format?: string;
  properties?: Record<string, JSONSchema>;
  required?: string[];
  additionalProperties?: boolean | JSONSchema;
  items?: JSONSchema;
  anyOf?: JSONSchema[];
  if?: JSONSchema;
  then?: JSONSchema;
  else?: JSONSchema;
  deprecated?: boolean;
  deprecationMessage?: string;
  definitions?: Record<string, JSONSchema>;
  'x-renamedKeys'?: Record<string, string>;
  'x-unknownKeyCode'?: string;
  /** Lowers `missing-required` for this object, where the site build tolerates the gap. */
  'x-requiredSeverity'?: 'warning' | 'info';
  'x-requiredSeverityReason'?: string;
}

export type JSONType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The docs.json schema: the single description of the file, read by every docs.json feature. */
export const docsSchema = schemaJson as JSONSchema;

const refCache = new Map<JSONSchema, JSONSchema>();

/**
 * Replaces a `$ref` by its target. Keywords written beside the `$ref` (usually a more specific
 * `description`) win over the target's, as editors conventionally treat them.
 */
export function deref(schema: JSONSchema): JSONSchema {
  if (!schema.$ref) return schema;
  const cached = refCache.get(schema);
  if (cached) return cached;
  const match = /^#\/definitions\/(.+)$/.exec(schema.$ref);
  const target = match ? docsSchema.definitions?.[match[1]] : undefined;
  if (!target) throw new Error(`docs.schema.json: unresolved $ref ${schema.$ref}`);
  const { $ref: _ref, ...overrides } = schema;
  const merged = { ...deref(target), ...overrides };
  refCache.set(schema, merged);
  return merged;
}

/** The alternatives a value may take: the branches of `anyOf`, or the schema itself. */
const alternativesCache = new WeakMap<JSONSchema, JSONSchema[]>();

export function alternatives(schema: JSONSchema): JSONSchema[] {
  let cached = alternativesCache.get(schema);
  if (!cached) {
    const s = deref(schema);
    cached = s.anyOf ? s.anyOf.flatMap((branch) => alternatives(branch)) : [s];
    alternativesCache.set(schema, cached);
  }
  return cached;
}

/** The JSON types a schema allows, across its alternatives. */
export function allowedTypes(schema: JSONSchema): JSONType[] {
  const types = new Set<JSONType>();
  for (const alt of alternatives(schema)) {
    const t = alt.type;
    if (Array.isArray(t)) t.forEach((x) => types.add(x));
    else if (t) types.add(t);
  }
  return [...types];
}

/** Whether a schema of type `declared` accepts a JSON value of type `actual`. */
export function typeAccepts(declared: JSONType | JSONType[] | undefined, actual: JSONType): boolean {
  if (declared === undefined) return true;
  const list = Array.isArray(declared) ? declared : [declared];
  return list.some((d) => d === actual || (d === 'number' && actual === 'integer'));
}

/** The first alternative of `schema` that accepts a value of type `actual`, if any. */
export function branchFor(schema: JSONSchema, actual: JSONType): JSONSchema | undefined {
  return alternatives(schema).find((alt) => typeAccepts(alt.type, actual));
}

/**
 * The schemas that describe the value at `path` (property names and array indexes), across every
 * alternative along the way. Used by completion and hover, where the value may not exist yet.
 */
export function schemasAtPath(path: readonly (string | number)[], root: JSONSchema = docsSchema): JSONSchema[] {
  let current = alternatives(root);
  for (const segment of path) {
    const next: JSONSchema[] = [];
    for (const s of current) {
      if (typeof segment === 'number') {
        if (s.items) next.push(...alternatives(s.items));
      } else if (s.properties?.[segment]) {
        next.push(s.properties[segment]);
      }
    }
    current = next.flatMap((s) => (s.anyOf ? alternatives(s) : [deref(s)]));
    if (current.length === 0) return [];
  }
  return current;
}

/**
 * The declared schema (before choosing an anyOf branch) of the property `key` of an object whose
 * alternatives are `objectSchemas`. That keeps the property's own description for hover.
 */
export function declaredPropertySchema(objectSchemas: JSONSchema[], key: string): JSONSchema | undefined {
  for (const s of objectSchemas) {
    const p = s.properties?.[key];
    if (p) return deref(p);
  }
  return undefined;
}

/** Describes a type list for messages: `string or object`. */
export function describeTypes(types: JSONType[]): string {
  if (types.length <= 1) return types[0] ?? 'any';
  return types.slice(0, -1).join(', ') + ' or ' + types[types.length - 1];
}
