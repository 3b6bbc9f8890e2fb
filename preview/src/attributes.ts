/**
 * Reads JSX attribute values without ever evaluating them. A string is taken as written; an
 * expression (`cols={3}`, `tags={["a","b"]}`) is read only when it is a plain literal (number,
 * boolean, quoted string, array of those). Anything else stays unread and is reported as such.
 */
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';

export type Literal = string | number | boolean | null | Literal[];

export interface AttrValue {
  /** `string`: quoted; `bare`: written without a value (means true); `literal`: a literal expression; `opaque`: any other expression. */
  kind: 'string' | 'bare' | 'literal' | 'opaque';
  value: Literal | undefined;
  /** The source of an expression, without braces. */
  source?: string;
}

export type Attrs = Map<string, AttrValue>;

export function readAttributes(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): Attrs {
  const out: Attrs = new Map();
  for (const a of attributes) {
    if (a.type !== 'mdxJsxAttribute') continue; // `{...spread}` is never evaluated
    if (a.value === null || a.value === undefined) out.set(a.name, { kind: 'bare', value: true });
    else if (typeof a.value === 'string') out.set(a.name, { kind: 'string', value: a.value });
    else {
      const source = a.value.value;
      const value = parseLiteral(source);
      out.set(a.name, value === undefined ? { kind: 'opaque', value: undefined, source } : { kind: 'literal', value, source });
    }
  }
  return out;
}

/** Parses a literal expression; undefined when it is anything but a literal. */
export function parseLiteral(source: string): Literal | undefined {
  const s = source.trim();
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (s === 'null') return null;
  if (/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return Number(s);
  if (/^"(?:[^"\\\n]|\\.)*"$/.test(s)) return safeJson(s);
  if (/^'(?:[^'\\\n]|\\.)*'$/.test(s)) return s.slice(1, -1).replace(/\\(.)/g, '$1');
  if (/^`[^`$\\]*`$/.test(s)) return s.slice(1, -1);
  if (s.startsWith('[') && s.endsWith(']')) {
    const inner = s.slice(1, -1).trim();
    if (inner === '') return [];
    const items = splitTopLevel(inner);
    const values: Literal[] = [];
    for (const item of items) {
      if (item.trim() === '') continue; // trailing comma
      const v = parseLiteral(item);
      if (v === undefined) return undefined;
      values.push(v);
    }
    return values;
  }
  return undefined;
}

function safeJson(s: string): Literal | undefined {
  try {
    return JSON.parse(s) as string;
  } catch {
    return undefined;
  }
}

function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

/** A string attribute (a literal number or boolean is shown as text). */
export function str(attrs: Attrs, name: string): string | undefined {
  const a = attrs.get(name);
  if (!a || a.value === undefined || a.value === null || a.kind === 'bare') return undefined;
  if (Array.isArray(a.value)) return a.value.join(', ');
  return String(a.value);
}

/** A boolean attribute: bare, `{true}` or `"true"`. */
export function bool(attrs: Attrs, name: string): boolean {
  const a = attrs.get(name);
  if (!a) return false;
  return a.value === true || a.value === 'true';
}

export function num(attrs: Attrs, name: string): number | undefined {
  const a = attrs.get(name);
  if (!a) return undefined;
  const n = typeof a.value === 'number' ? a.value : typeof a.value === 'string' ? Number(a.value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

export function list(attrs: Attrs, name: string): string[] {
  const a = attrs.get(name);
  if (!a || a.value === undefined || a.value === null) return [];
  if (Array.isArray(a.value)) return a.value.map((v) => String(v));
  if (a.kind === 'bare') return [];
  return [String(a.value)];
}

/** Any default-like value shown as text: `default={7}` → `7`, `default=""` → `""`. */
export function display(attrs: Attrs, name: string): string | undefined {
  const a = attrs.get(name);
  if (!a) return undefined;
  if (a.kind === 'opaque') return a.source;
  if (a.kind === 'bare') return 'true';
  if (a.value === '') return '""';
  if (Array.isArray(a.value)) return JSON.stringify(a.value);
  return String(a.value);
}
