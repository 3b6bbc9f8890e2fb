/**
 * An edit of one block of the sidebar's page list (a title typed in a page it lists) redraws that
 * block alone: morphing a sidebar of 10,000 entries costs far more than a keystroke may. Undefined
 * when the edit is not of one block, or the page list is not the one it was made for.
 */
import type { AreaEdit } from '../../preview/src/browser';

export function editedBlock(edit: AreaEdit, sidebar: string, sidebarElement: HTMLElement): { target: HTMLElement; next: HTMLElement } | undefined {
  if ('whole' in edit || !edit.block) return undefined;
  const { index, of, start, length } = edit.block;
  const list = sidebarElement.querySelector(':scope > nav.ds-nav');
  const target = list?.children.length === of ? list.children[index] : undefined;
  const parsed = document.createElement('template');
  parsed.innerHTML = sidebar.slice(start, start + length);
  const next = parsed.content.firstElementChild;
  if (!(target instanceof HTMLElement) || !(next instanceof HTMLElement) || parsed.content.childNodes.length !== 1 || next.tagName !== target.tagName) return undefined;
  return { target, next };
}
