import legacySchemaJson from '../../../schemas/docs.schema.json';
import todaySchemaJson from '../../../schemas/docs-today.schema.json';
import { ConfigLayout } from '../../../site/src';

/**
 * The subset of JSON Schema draft-07 that our two docs.json schemas use (docs.schema.json for the
 * spec's old layout, docs-today.schema.json for today's), plus VS Code's editor extensions
 * (`enumDescriptions`, `patternErrorMessage`, `deprecationMessage`) and keywords of our own, all
 * prefixed `x-` so other JSON tools ignore them:
 * - `x-unknownKeyCode` (the diagnostic code for keys outside `properties`);
 * - `x-requiredSeverity` / `x-requiredSeverityReason`: see below;
 * - `x-unknownKeySeverity: "error"`: an object the site build checks strictly (`colors`,
 *   `integrations`, `global`, colour pairs, API source objects): an unknown key there fails the
 *   build, so `unknown-property` reports it as an error instead of the usual warning;
 * - `x-errorKeys`: keys the site build rejects in this object (key → reason), such as `graphql`
 *   outside a tab; reported by `unknown-property` as errors with the reason;
 * - `x-movedKeys` (root only): old-layout keys and where they went, for the unknown-key hint;
 * - `x-childPrecedence`: the child collections of a navigation division, in the order the site
 *   build tries them; the first present wins and the others are ignored (`ignored-child-collection`);
 * - `x-requireChild`: the object needs one of its `x-childPrecedence` keys (`empty-navigation`);
 * - `x-otherLayoutType` / `x-otherLayoutMessage`: the value type the other layout uses here
 *   (`navigation`), reported once by `navigation-layout` instead of as a wrong type;
 * - `x-allowRefObjects` (root only): any object may be `{ "$ref": "./file.json" }`, which the walker
 *   accepts without checking the referenced content (that is resolved elsewhere);
 * - `x-trim`: `minLength` applies to the trimmed string (`name`);
 * - `x-requiredInMintJson`: keys required only in a file named mint.json (the vendor's mint.json
 *   validator requires `favicon` and `colors`; the spec's docs.json does not).
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
  /** The site build rejects a shorter string (an empty `name`, tab or page). */
  minLength?: number;
  /** The site build rejects a shorter array (an empty root division such as `"tabs": []`). */
  minItems?: number;
  /** `minLength` counts the string trimmed, as the site build does for `name` (`" "` is empty). */
  'x-trim'?: boolean;
  /** Required too when the file is a mint.json, which the vendor's mint.json validator reads. */
  'x-requiredInMintJson'?: string[];
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
  'x-unknownKeyCode'?: string;
  /** Lowers `missing-required` for this object, where the site build tolerates the gap. */
  'x-requiredSeverity'?: 'warning' | 'info';
  'x-requiredSeverityReason'?: string;
  'x-unknownKeySeverity'?: 'error';
  'x-errorKeys'?: Record<string, string>;
  'x-movedKeys'?: Record<string, string>;
  'x-childPrecedence'?: string[];
  'x-requireChild'?: boolean;
  'x-otherLayoutType'?: JSONType;
  'x-otherLayoutMessage'?: string;
  'x-allowRefObjects'?: boolean;
}

export type JSONType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/**
 * The schema of each layout: the single description of docs.json in that layout, read by every
 * docs.json feature. Both are compiled once at load (`$ref`s replaced by their targets), so no
 * feature ever needs to know which file a subschema came from.
 */
export const legacyDocsSchema = compileSchema(legacySchemaJson, 'docs.schema.json');
export const todayDocsSchema = compileSchema(todaySchemaJson, 'docs-today.schema.json');
/** The old layout's schema, under its historical name. */
export const docsSchema = legacyDocsSchema;

export function schemaForLayout(layout: ConfigLayout): JSONSchema {
  return layout === 'today' ? todayDocsSchema : legacyDocsSchema;
}

/**
 * Resolves every `#/definitions/…` reference of a schema against that same schema, giving a graph
 * of plain objects (recursive where the navigation is). Keywords written beside a `$ref` (usually a
 * more specific `description`) win over the target's, as editors conventionally treat them.
 */
export function compileSchema(raw: unknown, fileName: string): JSONSchema {
  const source = raw as JSONSchema;
  const definitions = source.definitions ?? {};
  const compiled = new Map<string, JSONSchema>();
  // A `$ref` with sibling keywords becomes a copy of its target; the copy is filled only once every
  // definition is complete, since the target may still be under construction (recursion).
  const merges: [JSONSchema, JSONSchema, JSONSchema][] = [];
  const definition = (name: string): JSONSchema => {
    let target = compiled.get(name);
    if (!target) {
      if (!definitions[name]) throw new Error(`${fileName}: unresolved $ref #/definitions/${name}`);
      target = {};
      compiled.set(name, target);
      Object.assign(target, compile(definitions[name]));
    }
    return target;
  };
  const compile = (schema: JSONSchema): JSONSchema => {
    if (schema.$ref !== undefined) {
      const match = /^#\/definitions\/(.+)$/.exec(schema.$ref);
      if (!match) throw new Error(`${fileName}: unsupported $ref ${schema.$ref}`);
      const target = definition(match[1]);
      const { $ref: _ref, ...overrides } = schema;
      if (Object.keys(overrides).length === 0) return target;
      const merged: JSONSchema = {};
      merges.push([merged, target, compileKeywords(overrides)]);
      return merged;
    }
    return compileKeywords(schema);
  };
  const compileMap = (map: Record<string, JSONSchema>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, compile(v)]));
  const compileKeywords = (schema: JSONSchema): JSONSchema => {
    const out: JSONSchema = { ...schema };
    if (schema.properties) out.properties = compileMap(schema.properties);
    if (schema.items) out.items = compile(schema.items);
    if (typeof schema.additionalProperties === 'object') out.additionalProperties = compile(schema.additionalProperties);
    if (schema.anyOf) out.anyOf = schema.anyOf.map(compile);
    for (const k of ['if', 'then', 'else'] as const) if (schema[k]) out[k] = compile(schema[k]);
    delete out.definitions;
    return out;
  };
  const root = compile(source);
  for (const [merged, target, overrides] of merges) Object.assign(merged, target, overrides);
  return root;
}

/** The alternatives a value may take: the branches of `anyOf`, or the schema itself. */
const alternativesCache = new WeakMap<JSONSchema, JSONSchema[]>();

export function alternatives(schema: JSONSchema): JSONSchema[] {
  let cached = alternativesCache.get(schema);
  if (!cached) {
    cached = schema.anyOf ? schema.anyOf.flatMap((branch) => alternatives(branch)) : [schema];
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
export function schemasAtPath(path: readonly (string | number)[], root: JSONSchema): JSONSchema[] {
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
    current = next.flatMap((s) => alternatives(s));
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
    if (p) return p;
  }
  return undefined;
}

/** Describes a type list for messages: `string or object`. */
export function describeTypes(types: JSONType[]): string {
  if (types.length <= 1) return types[0] ?? 'any';
  return types.slice(0, -1).join(', ') + ' or ' + types[types.length - 1];
}
