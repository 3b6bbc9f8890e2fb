import { Division, isPageEntry, PageEntry } from './types';

/** A page entry with the divisions above it (root first). */
export interface ScopedEntry {
  readonly entry: PageEntry;
  readonly ancestors: readonly Division[];
  /** True for a group's `root` page. */
  readonly isGroupRoot: boolean;
}

/** Every page entry of the navigation tree, group roots included, in document order. */
export function pageEntries(root: Division): ScopedEntry[] {
  const out: ScopedEntry[] = [];
  const visit = (division: Division, ancestors: Division[]): void => {
    const path = [...ancestors, division];
    if (division.root) out.push({ entry: division.root, ancestors: path, isGroupRoot: true });
    for (const item of division.items) {
      if (item.kind === 'page') out.push({ entry: item, ancestors: path, isGroupRoot: false });
      else visit(item, path);
    }
  };
  visit(root, []);
  return out;
}

/** The default among sibling languages or versions: the one marked `default: true`, else the first. */
export function defaultOf<T extends { isDefault?: boolean }>(siblings: readonly T[]): T | undefined {
  return siblings.find((d) => d.isDefault) ?? siblings[0];
}

/** Every division of the tree (root first, depth first), `global` link items included. */
export function divisions(root: Division): Division[] {
  const out: Division[] = [];
  const visit = (division: Division): void => {
    out.push(division);
    for (const g of division.global) visit(g);
    for (const item of division.items) if (item.kind !== 'page') visit(item);
  };
  visit(root);
  return out;
}

/**
 * The language, version and product an entry is under (`language:fr/version:v2`). Which sidebar it
 * is shown in, and so where it may be listed only once, is sidebarKey's question.
 */
export function scopeKey(ancestors: readonly Division[]): string {
  return ancestors
    .filter((d) => d.kind === 'language' || d.kind === 'version' || d.kind === 'product')
    .map((d) => `${d.kind}:${d.name}`)
    .join('/');
}

/**
 * The sidebar an entry is shown in: the nearest division above it that is not a group (a tab, anchor,
 * dropdown, menu item, product, version or language; the root when there is none). The site build
 * gives each of those its own sidebar, so a page may be listed once in each: in two tabs, say. Named
 * by where the division is written, so two tabs of the same name are still two sidebars.
 */
export function sidebarKey(ancestors: readonly Division[]): string {
  const owner = [...ancestors].reverse().find((d) => d.kind !== 'group');
  return owner ? `${owner.kind}@${owner.loc.file}:${owner.loc.offset}` : '';
}

/** The API sources that apply to an entry: those of its divisions, nearest first, then the site's. */
export function apiSourcesInScope(ancestors: readonly Division[]): Division['apis'][number][] {
  return [...ancestors].reverse().flatMap((d) => d.apis);
}

/** The first page a division opens (a default version or language first), or undefined. */
export function firstPageOf(item: Division | PageEntry): string | undefined {
  if (isPageEntry(item)) return item.id || undefined;
  if (item.root?.id) return item.root.id;
  const ordered = [...item.items.filter((i) => !isPageEntry(i) && i.isDefault), ...item.items];
  for (const child of ordered) {
    if (!isPageEntry(child) && child.hidden) continue;
    const page = firstPageOf(child);
    if (page) return page;
  }
  return undefined;
}
