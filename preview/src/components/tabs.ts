/**
 * Tabs: one tab per Tab item (the catalog's `children`), labelled by its title, first one active.
 * Content between items joins the panel before it. A Tab on its own renders as Tabs of one.
 */
import type { Element, ElementContent } from 'hast';
import type { RootContent as MdastContent } from 'mdast';
import { readAttributes, str } from '../attributes';
import { el, text } from '../hast';
import { type ComponentContext, type ComponentRenderer, isElementNamed } from './context';
import { tabWidget } from './tabWidget';

function tabSet(ctx: ComponentContext, items: readonly MdastContent[], itemNames: readonly string[]): ElementContent {
  const labels: string[] = [];
  const icons: (Element | undefined)[] = [];
  const panels: ElementContent[][] = [];
  for (const child of items) {
    if (isElementNamed(child, itemNames)) {
      const a = readAttributes(child.attributes);
      const icon = str(a, 'icon');
      icons[labels.length] = icon ? ctx.icon(icon, str(a, 'iconType')) : undefined;
      labels.push(str(a, 'title') ?? `Tab ${labels.length + 1}`);
      panels.push(ctx.children(child));
    } else if (panels.length) panels[panels.length - 1].push(...ctx.render(child));
  }
  if (!labels.length) return el('div', { className: ['ds-empty'] }, [text('Tabs without Tab elements')]);
  return tabWidget(ctx.nextKey(), 'content', labels, panels, false, icons);
}

export const tabs: ComponentRenderer = (ctx) => tabSet(ctx, ctx.node.children as MdastContent[], ctx.spec.children ?? []);

export const loneTab: ComponentRenderer = (ctx) => tabSet(ctx, [ctx.node], [ctx.spec.name]);
