/**
 * The page's tab groups (Tabs, CodeGroup): which tab a reader chose in each, kept across the
 * page's re-renders while they type, so a patch does not jump back to the first tab.
 */
const activeTabs = new Map<string, number>();

export function selectTab(container: HTMLElement, index: number): void {
  const key = container.dataset.dsTabs ?? '';
  activeTabs.set(key, index);
  const own = (selector: string): HTMLElement[] =>
    [...container.querySelectorAll<HTMLElement>(selector)].filter((n) => n.closest('[data-ds-tabs]') === container);
  for (const tab of own('[data-ds-tab]')) {
    const on = Number(tab.dataset.dsTab) === index;
    tab.classList.toggle('is-active', on);
    tab.setAttribute('aria-selected', on ? 'true' : 'false');
  }
  for (const panel of own('[data-ds-panel]')) panel.hidden = Number(panel.dataset.dsPanel) !== index;
  for (const select of own('select[data-ds-select]')) (select as HTMLSelectElement).value = String(index);
}

export function restoreTabs(root: ParentNode): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-ds-tabs]')) {
    const index = activeTabs.get(container.dataset.dsTabs ?? '');
    if (index !== undefined && container.querySelector(`[data-ds-panel="${index}"]`)) selectTab(container, index);
  }
}
