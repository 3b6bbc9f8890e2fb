/** Which component names a page may use: built in, site-wide custom, imported or exported locally. */
import { COMPONENTS, ComponentSpec, getComponent } from '../catalog/components';
import type { DocsiteSettings } from '../settings';
import type { ParsedPage } from './types';

export function knownComponents(page: ParsedPage, settings: DocsiteSettings): Set<string> {
  const known = new Set<string>(COMPONENTS.map((c) => c.name));
  for (const name of settings.components.custom) known.add(name);
  for (const imp of page.imports) for (const name of imp.names) known.add(name);
  for (const name of page.exportedNames) known.add(name);
  return known;
}

/** Lowercase names are HTML and `a.b` names are members of something imported: not ours to judge. */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) && !name.includes('.');
}

/**
 * The catalog entry that describes `name` on this page. A page that imports or defines a component
 * of the same name as a built-in one uses its own (MDX resolves the import first), so the built-in's
 * attribute, nesting and code-block rules do not apply to it.
 */
export function componentFor(page: ParsedPage, name: string): ComponentSpec | undefined {
  if (page.exportedNames.includes(name) || page.imports.some((imp) => imp.names.includes(name))) return undefined;
  return getComponent(name);
}
