/**
 * A change of the site chrome as the edits of its HTML areas, so that a keystroke in a page title
 * moves a few bytes from the render thread through the extension host to the webview, not the whole
 * sidebar of a 10,000-page site (megabytes the host would copy, map and serialize on its own thread).
 * Pure: the render thread makes the edits, the host and the webview apply them (issue 22).
 */
import type { ChromeModel } from './chrome';

/** The chrome's HTML areas, which a patch edits one by one. */
export const CHROME_AREAS = ['topbar', 'sidebar', 'pager', 'footer'] as const;
export type ChromeArea = (typeof CHROME_AREAS)[number];

/** One area's edit: the text between `at` and `at + remove` becomes `insert`; or the whole new area. */
export type AreaEdit = { at: number; remove: number; insert: string } | { whole: string };

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
