/**
 * Snippet bodies built from the catalog: completion inserts them, and scripts/gen-snippets.mjs writes
 * the same text to snippets/mdx.code-snippets, so both always agree with the catalog.
 */
import { AttributeSpec, CONTAINER_CHILDREN, ComponentSpec, getComponent } from '../../../catalog/src';

/** `name="$1"`, `name={$1}` or a bare boolean, with tab stop `stop`. */
export function attributeSnippet(a: AttributeSpec, stop: number): string {
  if (a.type === 'boolean') return a.name;
  if (a.type === 'enum' && a.values) return `${a.name}="\${${stop}|${a.values.join(',')}|}"`;
  if (a.type === 'number' || a.type === 'string[]' || a.type === 'any') return `${a.name}={\${${stop}}}`;
  return `${a.name}="\${${stop}}"`;
}

function openTag(c: ComponentSpec, firstStop: number): { text: string; next: number } {
  let stop = firstStop;
  const attrs: string[] = [];
  // The one-of choice (ParamField's location) comes first, as the vendor's examples write it.
  if (c.exactlyOneOf) attrs.push(`\${${stop++}|${c.exactlyOneOf.join(',')}|}="\${${stop++}}"`);
  for (const a of c.attributes) if (a.required) attrs.push(attributeSnippet(a, stop++));
  return { text: [c.name, ...attrs].join(' '), next: stop };
}

/**
 * The text after `<` for a component: required attributes as tab stops and, for containers, one
 * correct child. `inline` keeps it on one line (inside a sentence).
 */
export function componentSnippet(c: ComponentSpec, options: { inline?: boolean; body?: string } = {}): string {
  const open = openTag(c, 1);
  const childName = CONTAINER_CHILDREN.find((p) => p.container === c.name)?.child;
  const child = childName ? getComponent(childName) : undefined;
  if (child) {
    const inner = openTag(child, open.next);
    return `${open.text}>\n  <${inner.text}>\n    ${options.body ?? `\${${inner.next}}`}\n  </${child.name}>\n</${c.name}>`;
  }
  if (c.labelledCodeBlocks) {
    return `${open.text}>\n\n\`\`\`\${${open.next}:bash} \${${open.next + 1}:label}\n${options.body ?? `\${${open.next + 2}}`}\n\`\`\`\n\n</${c.name}>`;
  }
  if (options.inline || c.inline) return `${open.text}>${options.body ?? `\${${open.next}}`}</${c.name}>`;
  return `${open.text}>\n  ${options.body ?? `\${${open.next}}`}\n</${c.name}>`;
}

/** A "Surround With" snippet body: the selection becomes the content (of the sample child, for containers). */
export function surroundSnippet(c: ComponentSpec): string {
  const selection = '${TM_SELECTED_TEXT}';
  if (c.labelledCodeBlocks) return `<${openTag(c, 1).text}>\n\n${selection}\n\n</${c.name}>`;
  return '<' + componentSnippet(c, { body: selection });
}
