/**
 * A change of the site chrome as the edits of its HTML areas, so that a keystroke in a page title
 * moves a few bytes from the render thread through the extension host to the webview, not the whole
 * sidebar of a 10,000-page site (megabytes the host would copy, map and serialize on its own thread).
 * Pure: the render thread makes the edits, the host and the webview apply them (issue 22).
 */
import type { ChromeModel } from './chromeModel';

/** The chrome's HTML areas, which a patch edits one by one. */
export const CHROME_AREAS = ['topbar', 'sidebar', 'pager', 'footer'] as const;
export type ChromeArea = (typeof CHROME_AREAS)[number];

/**
 * One area's edit: the text between `at` and `at + remove` becomes `insert`; or the whole new area.
 * `block`: the edit lies inside the `index`th of the sidebar page list's `of` blocks, which the new
 * text holds at `start` for `length` characters, so the webview can redraw that block alone.
 */
export type AreaEdit = { at: number; remove: number; insert: string; block?: BlockSpan } | { whole: string };

export interface BlockSpan {
  index: number;
  of: number;
  start: number;
  length: number;
}

/** The sidebar's HTML in parts: what comes before the page list's blocks, the blocks, and what follows them. */
export interface SidebarParts {
  open: string;
  blocks: readonly string[];
  close: string;
}

/** The areas that changed, each with its edit; an area not named is unchanged. */
export type ChromeEdits = Partial<Record<ChromeArea, AreaEdit>>;

/**
 * The edit from `before` to `after`: their common start and end kept, the middle replaced. One
 * title typed in a sidebar of 10,000 entries is an edit of a few bytes. Linear in the areas' length.
 */
export function areaEdit(before: string, after: string): AreaEdit {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { at: start, remove: before.length - start - end, insert: after.slice(start, after.length - end) };
}

/**
 * The sidebar's edit. When the page list's blocks differ in one block only (a title typed in a page
 * it lists), the edit says which, and the webview redraws that block alone, not a sidebar of 10,000
 * entries. Found by comparing the blocks, not the characters: an unchanged block is the very string
 * the build kept (chromeCache.ts), so comparing it costs nothing. Either way the edit of the changed middle.
 */
export function sidebarEdit(before: SidebarParts, after: SidebarParts): AreaEdit {
  const a = before.blocks;
  const b = after.blocks;
  const changed = a.length === b.length && before.open === after.open && before.close === after.close ? a.flatMap((block, i) => (block === b[i] ? [] : [i])) : [];
  if (changed.length !== 1) return areaEdit(joinSidebar(before), joinSidebar(after));
  const [index] = changed;
  let start = before.open.length;
  for (let i = 0; i < index; i++) start += a[i].length;
  const inBlock = areaEdit(a[index], b[index]) as { at: number; remove: number; insert: string };
  return { ...inBlock, at: start + inBlock.at, block: { index, of: a.length, start, length: b[index].length } };
}

/**
 * The sidebar's HTML from its parts. Concatenated, not joined: the engine keeps the pieces linked
 * and copies them into one string only when the whole is read (sent whole), which a keystroke's
 * build does not do (sameSidebar compares the parts).
 */
export function joinSidebar(parts: SidebarParts): string {
  let html = parts.open;
  for (const block of parts.blocks) html += block;
  return html + parts.close;
}

/** Whether two sidebars are the same, part by part (an unchanged block is the same string, compared at once). */
export function sameSidebar(a: SidebarParts, b: SidebarParts): boolean {
  return a.open === b.open && a.close === b.close && a.blocks.length === b.blocks.length && a.blocks.every((block, i) => block === b.blocks[i]);
}

/** The area after its edit; undefined when the edit does not fit the text (it was made for another). */
export function applyAreaEdit(text: string, edit: AreaEdit): string | undefined {
  if ('whole' in edit) return edit.whole;
  if (edit.at < 0 || edit.remove < 0 || edit.at + edit.remove > text.length) return undefined;
  return text.slice(0, edit.at) + edit.insert + text.slice(edit.at + edit.remove);
}

/** The chrome with the edits applied; undefined when one does not fit. */
export function applyChromeEdits(chrome: ChromeModel, edits: ChromeEdits): ChromeModel | undefined {
  const next: ChromeModel = { ...chrome };
  for (const area of CHROME_AREAS) {
    const edit = edits[area];
    if (!edit) continue;
    const text = applyAreaEdit(chrome[area], edit);
    if (text === undefined) return undefined;
    next[area] = text;
  }
  return next;
}

/** Whether two chromes agree on everything but their HTML areas (theme, mode toggle, versions, name). */
export function sameFrame(a: ChromeModel, b: ChromeModel): boolean {
  return JSON.stringify(frameOf(a)) === JSON.stringify(frameOf(b));
}

function frameOf(chrome: ChromeModel): Omit<ChromeModel, ChromeArea> {
  const { topbar: _t, sidebar: _s, pager: _p, footer: _f, ...frame } = chrome;
  return frame;
}

/** Whether two chromes are the same: frame and every area, the sidebar compared by its parts. */
export function sameChrome(a: { chrome: ChromeModel; sidebarParts: SidebarParts }, b: { chrome: ChromeModel; sidebarParts: SidebarParts }): boolean {
  return sameFrame(a.chrome, b.chrome) && sameSidebar(a.sidebarParts, b.sidebarParts) && CHROME_AREAS.every((area) => area === 'sidebar' || a.chrome[area] === b.chrome[area]);
}
