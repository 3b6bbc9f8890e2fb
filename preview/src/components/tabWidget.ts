/** The one tab widget of Tabs, CodeGroup, RequestExample and ResponseExample (the webview switches panels by key). */
import type { Element, ElementContent } from 'hast';
import { el, text } from '../hast';

export function tabWidget(key: string, kind: string, labels: string[], panels: ElementContent[][], dropdown = false, icons: (Element | undefined)[] = []): Element {
  const switcher = dropdown
    ? el('div', { className: ['ds-tablist', 'ds-tablist-dropdown'] }, [
        el('select', { className: ['ds-tabselect'], dataDsSelect: key, ariaLabel: 'Choose an example' },
          labels.map((l, i) => el('option', { value: String(i), selected: i === 0 }, [text(l)]))),
      ])
    : el('div', { className: ['ds-tablist'], role: 'tablist' },
        labels.map((l, i) => el('button', { type: 'button', role: 'tab', className: i === 0 ? ['ds-tab', 'is-active'] : ['ds-tab'], dataDsTab: String(i), ariaSelected: i === 0 ? 'true' : 'false' }, [icons[i], text(l)])));
  return el('div', { className: ['ds-tabs', 'ds-tabs-' + kind], dataDsTabs: key }, [
    switcher,
    ...panels.map((p, i) => el('div', { className: ['ds-tabpanel'], role: 'tabpanel', dataDsPanel: String(i), hidden: i !== 0 }, p)),
  ]);
}
