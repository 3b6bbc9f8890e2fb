import { Node } from 'jsonc-parser';
import { nodeType, propertiesOf, propertyValue } from './configDocument';
import { JSONSchema, branchFor, deref, docsSchema } from './schema';

/** A value in docs.json paired with the schema that describes it. */
export interface ValueMatch {
  readonly node: Node;
  readonly path: readonly (string | number)[];
  /** The schema as declared for this position (may still hold `anyOf`). */
  readonly declared: JSONSchema;
  /** The alternative that fits the value's type, with `if`/`then`/`else` applied; undefined on a type mismatch. */
  readonly resolved: JSONSchema | undefined;
}

/** A property whose key the schema does not know. Its value is not checked further. */
export interface UnknownKey {
  readonly property: Node;
  readonly key: Node;
  readonly objectSchema: JSONSchema;
  readonly path: readonly (string | number)[];
}

export interface SchemaWalk {
  readonly values: readonly ValueMatch[];
  readonly unknownKeys: readonly UnknownKey[];
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
  const visit = (node: Node, declared: JSONSchema, path: (string | number)[]): void => {
    const branch = branchFor(declared, nodeType(node));
    const resolved = branch && applyConditional(branch, node);
    values.push({ node, path, declared: deref(declared), resolved });
    if (!resolved || path.length >= MAX_DEPTH) return;
    if (node.type === 'object') {
      for (const property of propertiesOf(node)) {
        const [key, value] = property.children ?? [];
        if (!key || typeof key.value !== 'string') continue;
        const known = resolved.properties?.[key.value];
        if (known) {
          if (value) visit(value, known, [...path, key.value]);
        } else if (resolved.additionalProperties === false) {
          unknownKeys.push({ property, key, objectSchema: resolved, path: [...path, key.value] });
        } else if (typeof resolved.additionalProperties === 'object' && value) {
          visit(value, resolved.additionalProperties, [...path, key.value]);
        }
      }
    } else if (node.type === 'array' && resolved.items) {
      (node.children ?? []).forEach((item, i) => visit(item, resolved.items!, [...path, i]));
    }
  };
  if (root) visit(root, schema, []);
  return { values, unknownKeys };
}

/**
 * Applies a draft-07 `if`/`then`/`else`. Our schema only conditions on `const` values and on
 * `required`, so that is all this evaluates; the branch's `required` list is added to the schema.
 */
function applyConditional(schema: JSONSchema, node: Node): JSONSchema {
  if (!schema.if || node.type !== 'object') return schema;
  const condition = schema.if;
  const holds =
    (condition.required ?? []).every((k) => propertyValue(node, k) !== undefined) &&
    Object.entries(condition.properties ?? {}).every(([k, s]) => {
      const v = propertyValue(node, k);
      return v === undefined || s.const === undefined || v.value === s.const;
    });
  const extra = holds ? schema.then : schema.else;
  if (!extra?.required) return schema;
  return { ...schema, required: [...(schema.required ?? []), ...extra.required] };
}
