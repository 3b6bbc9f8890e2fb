/** Which component names a page may use: built in, site-wide custom, imported or exported locally. */
import { COMPONENTS, COMPONENT_NAMESPACES, ComponentSpec, getComponent } from '../../../catalog/src';
import type { DocsiteSettings } from '../../../site/src';
import type { ParsedPage } from '../../../mdx/src';

export function knownComponents(page: ParsedPage, settings: DocsiteSettings): Set<string> {
  const known = new Set<string>(COMPONENTS.map((c) => c.name));
  for (const name of settings.components.custom) known.add(name);
  for (const name of definedOnPage(page)) known.add(name);
  return known;
}

/** Names the page imports or exports itself. */
function definedOnPage(page: ParsedPage): string[] {
  return [...page.imports.flatMap((imp) => imp.names), ...page.exportedNames];
}

/**
 * Whether `name` is a component tag we can judge. Lowercase names are HTML. A dotted name is a
 * member of something: ours when its namespace is a catalog one (`Tree.Folder`) that the page does
 * not define itself, otherwise a member of an import (`Icons.Logo`), not ours to judge.
 */
export function isComponentName(name: string, page?: ParsedPage): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  const dot = name.indexOf('.');
  if (dot < 0) return true;
  const namespace = name.slice(0, dot);
  return COMPONENT_NAMESPACES.has(namespace) && !(page && definedOnPage(page).includes(namespace));
}

/**
 * The catalog entry that describes `name` on this page. A page that imports or defines a component
 * of the same name as a built-in one uses its own (MDX resolves the import first), so the built-in's
 * attribute, nesting and code-block rules do not apply to it; the same holds for `Tree.Folder` when
 * the page defines its own `Tree`.
 */
export function componentFor(page: ParsedPage, name: string): ComponentSpec | undefined {
  const own = definedOnPage(page);
  if (own.includes(name) || own.includes(name.split('.')[0])) return undefined;
  return getComponent(name);
}
