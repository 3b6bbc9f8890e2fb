import { Node } from 'jsonc-parser';
import { nodeType, overriddenProperties, propertiesOf, propertyValue } from './configDocument';
import { JSONSchema, branchFor, docsSchema } from './schema';

type PathSegment = string | number;

/** A value in docs.json paired with the schema that describes it. */
export class ValueMatch {
  private cachedPath: PathSegment[] | undefined;

  constructor(
    readonly node: Node,
    /** The schema as declared for this position (may still hold `anyOf`). */
    readonly declared: JSONSchema,
    /** The alternative that fits the value's type, with `if`/`then`/`else` applied; undefined on a type mismatch. */
    readonly resolved: JSONSchema | undefined,
    readonly parent: ValueMatch | undefined,
    /** The property name or array index under which this value sits in its parent. */
    readonly segment: PathSegment | undefined,
  ) {}

  /**
   * The JSON path of the value (`['navigation', 0, 'pages', 3]`). Computed on demand: rules need it
   * only for the few values they report, and building it for every value of a large file costs.
   */
  get path(): readonly PathSegment[] {
    if (!this.cachedPath) {
      const path: PathSegment[] = [];
      for (let m: ValueMatch | undefined = this; m?.segment !== undefined; m = m.parent) path.push(m.segment);
      this.cachedPath = path.reverse();
    }
    return this.cachedPath;
  }
}

/** A property whose key the schema does not know. Its value is not checked further. */
export interface UnknownKey {
  readonly property: Node;
  readonly key: Node;
  readonly objectSchema: JSONSchema;
  readonly path: readonly PathSegment[];
}

export interface SchemaWalk {
  readonly root: Node | undefined;
  /** The schema the document was walked against (the one of its layout). */
  readonly rootSchema: JSONSchema;
  readonly values: readonly ValueMatch[];
  readonly unknownKeys: readonly UnknownKey[];
  /** Values whose schema has a `format` (page paths, asset paths, colors…), by format. */
  readonly byFormat: ReadonlyMap<string, readonly ValueMatch[]>;
  /**
   * `{ "$ref": "./file.json" }` objects, where the schema allows them (today's layout). Their content
   * lives in another file: the walk accepts them as they are and checks only the keys beside `$ref`.
   */
  readonly refObjects: readonly ValueMatch[];
  /**
   * Properties written again later in the same object. `JSON.parse` keeps the last value, so the
   * walk checks only that one, and these are reported as duplicates.
   */
  readonly overridden: readonly { readonly property: Node; readonly path: readonly PathSegment[] }[];
}

/** The `$ref` value of an object node that is a reference to another file, if it is one. */
export function refOf(node: Node): string | undefined {
  const value = propertyValue(node, '$ref');
  return value?.type === 'string' ? value.value : undefined;
}

/** Nesting beyond this is not walked: it protects the stack from hostile, deeply nested input. */
const MAX_DEPTH = 64;

/**
 * Pairs every value of the document with its schema in one pass. The schema rules then read this
 * list, so the document is walked once however many rules run.
 */
export function walkSchema(root: Node | undefined, schema: JSONSchema = docsSchema): SchemaWalk {
  const values: ValueMatch[] = [];
  const unknownKeys: UnknownKey[] = [];
  const byFormat = new Map<string, ValueMatch[]>();
  const refObjects: ValueMatch[] = [];
  const overridden: { property: Node; path: readonly PathSegment[] }[] = [];
  const allowRefs = schema['x-allowRefObjects'] === true;
  const visit = (node: Node, declared: JSONSchema, parent: ValueMatch | undefined, segment: PathSegment | undefined, depth: number): void => {
    const isRef = allowRefs && node.type === 'object' && refOf(node) !== undefined;
    const branch = isRef ? referenceBranch(declared) : branchFor(declared, nodeType(node));
    const resolved = branch && (isRef ? branch : applyConditional(branch, node));
    const match = new ValueMatch(node, declared, resolved, parent, segment);
    values.push(match);
    if (isRef) refObjects.push(match);
    if (resolved?.format) {
      const list = byFormat.get(resolved.format);
      if (list) list.push(match);
      else byFormat.set(resolved.format, [match]);
    }
    if (!resolved || depth >= MAX_DEPTH) return;
    if (node.type === 'object') {
      const superseded = new Set(overriddenProperties(node));
      for (const property of propertiesOf(node)) {
        const [key, value] = property.children ?? [];
        if (!key || typeof key.value !== 'string') continue;
        if (superseded.has(property)) {
          overridden.push({ property, path: [...match.path, key.value] });
          continue;
        }
        if (isRef && key.value === '$ref') continue;
        const known = resolved.properties?.[key.value];
        if (known) {
          if (value) visit(value, known, match, key.value, depth + 1);
        } else if (resolved.additionalProperties === false) {
          unknownKeys.push({ property, key, objectSchema: resolved, path: [...match.path, key.value] });
        } else if (typeof resolved.additionalProperties === 'object' && value) {
          visit(value, resolved.additionalProperties, match, key.value, depth + 1);
        }
      }
    } else if (node.type === 'array' && resolved.items) {
      const items = resolved.items;
      const children = node.children ?? [];
      for (let i = 0; i < children.length; i++) visit(children[i], items, match, i, depth + 1);
    }
  };
  if (root) visit(root, schema, undefined, undefined, 0);
  return { root, rootSchema: schema, values, unknownKeys, byFormat, refObjects, overridden };
}

/**
 * What a `$ref` object is checked against: the object alternative of the position without its
 * required keys (the referenced file supplies them), or anything at all where the position wants no
 * object (a `$ref` may stand for an array, as `redirects` in split configs).
 */
const referenceBranches = new WeakMap<JSONSchema, JSONSchema>();

function referenceBranch(declared: JSONSchema): JSONSchema {
  let branch = referenceBranches.get(declared);
  if (!branch) {
    const object = branchFor(declared, 'object');
    if (object) {
      const { required: _required, if: _if, then: _then, else: _else, ...rest } = object;
      branch = rest;
    } else branch = {};
    referenceBranches.set(declared, branch);
  }
  return branch;
}

/**
 * Applies a draft-07 `if`/`then`/`else`. Our schemas only condition on `const` or `enum` values and
 * on `required`, so that is all this evaluates; the branch's `required` list is added to the schema.
 */
function applyConditional(schema: JSONSchema, node: Node): JSONSchema {
  if (!schema.if || node.type !== 'object') return schema;
  const condition = schema.if;
  const holds =
    (condition.required ?? []).every((k) => propertyValue(node, k) !== undefined) &&
    Object.entries(condition.properties ?? {}).every(([k, s]) => {
      const v = propertyValue(node, k);
      if (v === undefined) return true;
      if (s.const !== undefined) return v.value === s.const;
      return s.enum === undefined || s.enum.includes(v.value);
    });
  const extra = holds ? schema.then : schema.else;
  if (!extra?.required) return schema;
  return { ...schema, required: [...(schema.required ?? []), ...extra.required] };
}
