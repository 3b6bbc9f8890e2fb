import { JSONSchema, alternatives } from './schema';

/** A short type name for details and hovers: `string | object`, `string[]`. */
export function typeLabel(schema: JSONSchema): string {
  const types = alternatives(schema).map((a) => {
    if (a.type === 'array' && a.items) {
      const inner = [...new Set(alternatives(a.items).map((i) => String(i.type ?? 'any')))];
      return inner.length === 1 ? `${inner[0]}[]` : `(${inner.join(' | ')})[]`;
    }
    return String(a.type ?? 'any');
  });
  return [...new Set(types)].join(' | ');
}

/**
 * The Markdown that explains a docs.json field: its meaning, type, default and allowed values.
 * Hover and completion both show it, so the two never disagree. With `value`, the meaning of that
 * particular enum value is added.
 */
export function describeSchema(key: string | undefined, schema: JSONSchema, value?: unknown): string {
  const lines: string[] = [];
  lines.push(key === undefined ? `\`${typeLabel(schema)}\`` : `**${key}** · \`${typeLabel(schema)}\``);
  if (schema.description) lines.push('', schema.description);
  if (schema.deprecated) lines.push('', `**Deprecated.** ${schema.deprecationMessage ?? ''}`.trim());
  const enumSource = alternatives(schema).find((a) => a.enum);
  if (enumSource?.enum) {
    const list = enumSource.enum.map((v) => `\`${String(v)}\``).join(', ');
    lines.push('', `Allowed values: ${list}`);
    const i = value === undefined ? -1 : enumSource.enum.indexOf(value);
    if (i >= 0 && enumSource.enumDescriptions?.[i]) lines.push('', `\`${String(value)}\`: ${enumSource.enumDescriptions[i]}`);
  }
  const withDefault = [schema, ...alternatives(schema)].find((s) => s.default !== undefined);
  if (withDefault) lines.push('', `Default: \`${JSON.stringify(withDefault.default)}\``);
  if (schema.pattern || alternatives(schema).some((a) => a.format === 'color-hex')) lines.push('', 'Format: hex color, such as `#0D9373`.');
  return lines.join('\n');
}
