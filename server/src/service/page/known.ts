/** Which component names a page may use: built in, site-wide custom, imported or exported locally. */
import { COMPONENTS } from '../catalog/components';
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
