/** Small text helpers shared by quick fixes and completion. */
import { stripPageExtension } from '../../../site/src';

/** A page title from its file name: `getting-started.mdx` → `Getting started`. */
export function titleFromPath(path: string): string {
  const name = stripPageExtension(path.slice(path.lastIndexOf('/') + 1)).replace(/[-_]+/g, ' ').trim();
  return name ? name[0].toUpperCase() + name.slice(1) : 'Untitled';
}

/** The prose of one Markdown line, or '' when it is not a paragraph line (heading, tag, list, code). */
export function plainTextOfLine(line: string): string {
  const t = line.trim();
  if (!t || /^(#|<|`|~|\||>|[-*+] |\d+\.|import |export |!\[)/.test(t)) return '';
  return t.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').trim();
}

/** A YAML scalar for any text: quoted when plain style would change its meaning. */
export function yamlString(value: string): string {
  return /^[\w][\w .,'()/-]*$/.test(value) && !/:\s|\s#/.test(value) ? value : JSON.stringify(value);
}

/**
 * The text of a new page: frontmatter with a title from its id and an empty description. Empty on
 * purpose: the frontmatter-description warning then asks for one, where a filler sentence would ship.
 */
export function newPageText(pageId: string): string {
  return `---\ntitle: ${yamlString(titleFromPath(pageId))}\ndescription: ""\n---\n\n`;
}
