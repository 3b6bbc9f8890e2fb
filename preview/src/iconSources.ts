/**
 * Which icon set a named icon comes from. docs.json `icons.library` names the library (Font Awesome
 * by default, Lucide or Tabler); a Font Awesome `iconType` picks the style. The preview ships the free
 * sets only, so each style maps to the closest free one, and the lookup falls through the library's
 * other free sets before giving up (the caller then draws a letter badge).
 *
 * The service never reads files: the host hands it an IconSource (the extension reads the files the
 * build wrote into dist/icons; tests read the same files). A name is checked here before any source
 * sees it, so no name can become a path.
 */

import type { IconLibrary } from '../../site/src';

/** The shipped sets, named as their folders under dist/icons. */
export const ICON_SETS = ['fontawesome/solid', 'fontawesome/regular', 'fontawesome/brands', 'lucide', 'tabler/outline', 'tabler/filled'] as const;
export type IconSet = (typeof ICON_SETS)[number];

export interface IconSource {
  /** The stored drawing of `name` in `set` (unchecked JSON as the build wrote it), or undefined. */
  shape(set: IconSet, name: string): unknown;
}

/** Where the renderer finds icons: the site's library and the host's source (none: badges only). */
export interface IconContext {
  library: IconLibrary;
  source?: IconSource;
}

/** A plain icon name: lowercase words joined by single hyphens. Nothing else reaches a source. */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME = 64;

export function isIconName(name: string): boolean {
  return name.length <= MAX_NAME && ICON_NAME.test(name);
}

/**
 * The name as the sets spell it, or undefined when it cannot be one: pages write `GitHub`, and older
 * pages the Font Awesome class form `fa-rocket`.
 */
export function iconNameOf(written: string): string | undefined {
  const name = written.trim().toLowerCase().replace(/^fa-/, '');
  return isIconName(name) ? name : undefined;
}

const FA_SOLID: IconSet[] = ['fontawesome/solid', 'fontawesome/regular', 'fontawesome/brands'];
const FA_REGULAR: IconSet[] = ['fontawesome/regular', 'fontawesome/solid', 'fontawesome/brands'];
const FA_BRANDS: IconSet[] = ['fontawesome/brands', 'fontawesome/solid', 'fontawesome/regular'];

/**
 * Font Awesome styles → the free sets to try, closest first. Free has solid, regular and brands:
 * the filled Pro styles (duotone, sharp solid) read as solid, the outlined ones (light, thin, the
 * sharp outlines) as regular. Without `iconType` the vendor draws the regular style; free regular is
 * small, so most icons then come from solid.
 */
const FA_STYLES: Record<string, IconSet[]> = {
  solid: FA_SOLID,
  duotone: FA_SOLID,
  'sharp-solid': FA_SOLID,
  'sharp-duotone-solid': FA_SOLID,
  regular: FA_REGULAR,
  light: FA_REGULAR,
  thin: FA_REGULAR,
  'sharp-regular': FA_REGULAR,
  'sharp-light': FA_REGULAR,
  'sharp-thin': FA_REGULAR,
  brands: FA_BRANDS,
  brand: FA_BRANDS,
};

/** The sets to look in, in order, for a library and an optional Font Awesome style. */
export function setsFor(library: IconLibrary, style?: string): IconSet[] {
  switch (library) {
    case 'lucide':
      return ['lucide'];
    case 'tabler':
      return ['tabler/outline', 'tabler/filled'];
    default:
      return FA_STYLES[style?.trim().toLowerCase() ?? ''] ?? FA_REGULAR;
  }
}

/** The first set holding the icon, with its stored drawing; undefined for an unknown or unsafe name. */
export function findIcon(context: IconContext, written: string, style?: string): { set: IconSet; name: string; shape: unknown } | undefined {
  const name = iconNameOf(written);
  if (!name || !context.source) return undefined;
  for (const set of setsFor(context.library, style)) {
    const shape = context.source.shape(set, name);
    if (shape !== undefined) return { set, name, shape };
  }
  return undefined;
}
