/**
 * JSON Schema (of a resolved OpenAPI 3.1 document) → the MDX of ParamField/ResponseField/Expandable,
 * so a generated endpoint page is drawn by the same renderers as a hand-written one. Nothing from the
 * spec is ever evaluated: descriptions become escaped Markdown, attribute values plain strings.
 */

import type { ApiOperation, ResolvedSpec } from './spec';
import { SchemaExpansionBudget, MAX_EXAMPLE_VALUES, morePropertiesNote } from './expansionBudget';

export type Schema = Record<string, unknown>;

/** Nesting deeper than this is cut: real schemas are rarely deeper, and `$ref` cycles are infinite. */
const MAX_DEPTH = 5;
/** Properties listed per object at most: a generated page must stay readable and fast (the rest are counted in a note). */
const MAX_PROPERTIES = 80;

export function asSchema(value: unknown): Schema | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined;
}

/** The schema's object form: `allOf` parts merged, the first `oneOf`/`anyOf` choice taken. */
export function flatten(schema: Schema | undefined, seen = new Set<Schema>()): Schema | undefined {
  if (!schema || seen.has(schema)) return schema;
  seen.add(schema);
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]).map(asSchema).filter((s): s is Schema => !!s) : [];
  const choice = asSchema((schema.oneOf as unknown[] | undefined)?.[0] ?? (schema.anyOf as unknown[] | undefined)?.[0]);
  if (!parts.length && !choice) return schema;
  const merged: Schema = { ...schema, properties: { ...(asSchema(schema.properties) ?? {}) }, required: [...((schema.required as string[] | undefined) ?? [])] };
  for (const part of [...parts, ...(choice ? [choice] : [])].map((p) => flatten(p, seen) ?? p)) {
    Object.assign(merged.properties as Schema, asSchema(part.properties) ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    for (const key of ['type', 'items', 'description', 'enum', 'default', 'format'] as const) if (merged[key] === undefined && part[key] !== undefined) merged[key] = part[key];
  }
  delete merged.allOf;
  return merged;
}

/**
 * `string`, `integer`, `object[]`, `string | null`: the type badge the site shows. An array that
 * holds itself (a `$ref` cycle through `items`) reads `circular[]` where it comes round again.
 */
export function typeLabel(raw: Schema | undefined, seen: ReadonlySet<Schema> = new Set()): string | undefined {
  const schema = flatten(raw);
  if (!schema) return undefined;
  if (raw && seen.has(raw)) return CIRCULAR;
  const inner = new Set(seen).add(raw ?? schema);
  const itemLabel = () => `${typeLabel(asSchema(schema.items), inner) ?? 'any'}[]`;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const labels = types.map((t) => (t === 'array' ? itemLabel() : t));
  if (!labels.length && schema.properties) labels.push('object');
  if (!labels.length && schema.items) labels.push(itemLabel());
  if (!labels.length && (schema.oneOf || schema.anyOf)) labels.push('any');
  return labels.length ? labels.join(' | ') : undefined;
}

/** The type of a schema met again inside itself (a `$ref` cycle), where it is cut. */
const CIRCULAR = 'circular';

/** A field whose children are a schema it is already inside: said, not drawn again. */
const CIRCULAR_NOTE = '*circular*: the same schema as a field that contains this one, not drawn again.';

/**
 * Markdown text that MDX reads as text: no JSX, no expressions. Code (fenced or inline) is kept as
 * written, since MDX reads it literally and a backslash there would show.
 */
export function escapeMdx(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/(^[ \t]*(?:`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*(?:`{3,}|~{3,})[ \t]*$|`+[^`\n]+`+)/m)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<>]/g, (c) => '\\' + c)))
    .join('');
}

/** A JSX string attribute value: quotes and line breaks are dropped, since JSX strings have no escapes. */
function attr(value: string): string {
  return value.replace(/"/g, "'").replace(/[\r\n]+/g, ' ');
}

function display(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface FieldOptions {
  /** `ParamField` with a location attribute (`query`, `body`…), or `ResponseField` with `name`. */
  readonly component: 'ParamField' | 'ResponseField';
  readonly location?: string;
}

/**
 * One field: badges from the schema, description and enum in its body, children as an Expandable.
 * It counts against `budget`, and so do its children, as far as the budget goes (expansionBudget.ts).
 */
export function fieldMdx(name: string, raw: Schema | undefined, required: boolean, options: FieldOptions, depth = 0, seen: Set<Schema> = new Set(), budget = new SchemaExpansionBudget().forSchema()): string {
  const schema = flatten(raw) ?? {};
  const attrs = [options.component === 'ParamField' ? `${options.location ?? 'body'}="${attr(name)}"` : `name="${attr(name)}"`];
  const type = typeLabel(schema);
  if (type) attrs.push(`type="${attr(type)}"`);
  if (required) attrs.push('required');
  if (schema.default !== undefined) attrs.push(`default="${attr(display(schema.default))}"`);
  if (schema.deprecated === true) attrs.push('deprecated');
  const body: string[] = [];
  if (typeof schema.description === 'string' && schema.description.trim()) body.push(escapeMdx(schema.description.trim()));
  if (Array.isArray(schema.enum) && schema.enum.length) body.push(`Available options: ${schema.enum.slice(0, 40).map((v) => '`' + display(v).replace(/`/g, "'") + '`').join(', ')}`);
  budget.take(attrs.reduce((n, a) => n + a.length, 0) + body.reduce((n, b) => n + b.length, 0));
  const children = childFields(schema, options, depth + 1, seen, budget);
  if (children === CIRCULAR_NOTE) body.push(children);
  else if (children) body.push(`<Expandable title="${schema.properties ? 'properties' : 'child attributes'}">\n\n${children}\n\n</Expandable>`);
  return `<${options.component} ${attrs.join(' ')}>\n\n${body.join('\n\n')}\n\n</${options.component}>`;
}

/**
 * The fields of an object schema (or of an array's item objects); empty when it has none, and the
 * circular note when they are those of a schema the field is already inside (a `$ref` cycle).
 * Fields past `budget` (or past 80 in one object) are not drawn: a note counts them.
 */
export function childFields(raw: Schema, options: FieldOptions, depth: number, seen: Set<Schema>, budget = new SchemaExpansionBudget().forSchema()): string {
  const schema = flatten(raw) ?? raw;
  const target = schema.properties ? schema : flatten(asSchema(schema.items));
  const properties = asSchema(target?.properties);
  if (!target || !properties) return '';
  if (seen.has(target)) return CIRCULAR_NOTE;
  if (depth > MAX_DEPTH) return '';
  const inner = new Set(seen).add(target);
  const required = new Set((target.required as string[] | undefined) ?? []);
  const entries = Object.entries(properties);
  const fields: string[] = [];
  for (const [name, value] of entries.slice(0, MAX_PROPERTIES)) {
    if (budget.spent) break;
    fields.push(fieldMdx(name, asSchema(value), required.has(name), options, depth, inner, budget));
  }
  if (fields.length < entries.length) fields.push(morePropertiesNote(entries.length - fields.length));
  return fields.join('\n\n');
}

/**
 * An example value for a schema: its own example, else one built from types, defaults and enums,
 * of at most MAX_EXAMPLE_VALUES values (an object past them lists the properties it got to).
 */
export function exampleOf(raw: Schema | undefined, depth = 0, seen = new Set<Schema>(), budget = { values: MAX_EXAMPLE_VALUES }): unknown {
  const schema = flatten(raw);
  if (!schema || depth > MAX_DEPTH || seen.has(schema) || budget.values <= 0) return undefined;
  budget.values--;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const inner = new Set(seen).add(schema);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(asSchema(schema.properties) ?? {}).slice(0, MAX_PROPERTIES)) {
      if (budget.values <= 0) break;
      out[name] = exampleOf(asSchema(value), depth + 1, inner, budget);
    }
    return out;
  }
  if (type === 'array') {
    const item = exampleOf(asSchema(schema.items), depth + 1, inner, budget);
    return item === undefined ? [] : [item];
  }
  if (type === 'integer' || type === 'number') return 123;
  if (type === 'boolean') return true;
  if (type === 'string') return schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : schema.format === 'uuid' ? '3c90c3cc-0d44-4b50-8888-8dd25736052a' : '<string>';
  return undefined;
}

/** The operation object of a resolved spec (a webhook's first operation). */
export function operationObject(spec: ResolvedSpec, operation: ApiOperation): Schema | undefined {
  if (operation.method === 'WEBHOOK') {
    const item = asSchema(asSchema(spec.webhooks)?.[operation.path]);
    return item ? Object.values(item).map(asSchema).find((o) => o && (o.responses || o.requestBody)) : undefined;
  }
  return asSchema(asSchema(asSchema(spec.paths)?.[operation.path])?.[operation.method.toLowerCase()]);
}

/** The path item an operation belongs to (a webhook's item for a webhook). */
function pathItemOf(spec: ResolvedSpec, operation: ApiOperation): Schema | undefined {
  return asSchema(asSchema(operation.method === 'WEBHOOK' ? spec.webhooks : spec.paths)?.[operation.path]);
}

/**
 * The parameters of an operation, as the preview lists them and api-field-mismatch checks them:
 * the path item's apply to each of its operations, and an operation's own parameter overrides one of
 * the path item with the same name and location (OpenAPI, Path Item Object `parameters`).
 */
export function operationParameters(spec: ResolvedSpec, operation: ApiOperation, op: Schema): Schema[] {
  const all = [...((pathItemOf(spec, operation)?.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map(asSchema).filter((p): p is Schema => !!p);
  const byKey = new Map<string, Schema>();
  for (const p of all) byKey.set(`${p.in}\0${p.name}`, p);
  return [...byKey.values()];
}

/** Whether a parameter must be given: a path parameter always is. */
export function parameterRequired(parameter: Schema): boolean {
  return parameter.required === true || parameter.in === 'path';
}

/**
 * The media type of a `content` map (a request body's or a response's) that the page shows: the
 * first JSON one, else the first. Both the preview and api-field-mismatch read this one.
 */
export function preferredMedia(content: unknown): { type: string; media: Schema } | undefined {
  const map = asSchema(content);
  if (!map) return undefined;
  const type = Object.keys(map).find((t) => /json/i.test(t)) ?? Object.keys(map)[0];
  const media = type ? asSchema(map[type]) : undefined;
  return type && media ? { type, media } : undefined;
}
