/**
 * CodeGroup, RequestExample and ResponseExample: each fenced code block is a tab labelled by its
 * title (else its language); anything else inside (an imported snippet, text) follows the tabs.
 * The catalog's variant names the widget (`code`, `request`, `response`) and its label the heading.
 */
import type { ElementContent } from 'hast';
import type { RootContent as MdastContent } from 'mdast';
import { bool } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';
import { tabWidget } from './tabWidget';
import { parseFenceOptions } from '../../../mdx/src';

export const codeGroup: ComponentRenderer = (ctx) => {
  const labels: string[] = [];
  const panels: ElementContent[][] = [];
  const extra: ElementContent[] = [];
  for (const child of ctx.node.children as MdastContent[]) {
    if (child.type === 'code') {
      labels.push(parseFenceOptions(child.meta).title || child.lang || `Example ${labels.length + 1}`);
      const block = ctx.codeBlock(child);
      ctx.state.patch(child, block);
      panels.push([block]);
    } else extra.push(...ctx.render(child));
  }
  const kind = ctx.spec.render.variant ?? 'code';
  const widget = labels.length
    ? tabWidget(ctx.nextKey(), kind, labels, panels, bool(ctx.attrs, 'dropdown'))
    : el('div', { className: ['ds-empty'] }, [text(`${ctx.spec.name} without code blocks`)]);
  const title = ctx.spec.render.label;
  // A plain code group is the widget alone; a titled example (or one with extra content) is boxed.
  if (!title && extra.length === 0) return widget;
  return el('div', { className: ['ds-example', 'ds-example-' + kind] }, [
    title ? el('div', { className: ['ds-example-title'] }, [text(title)]) : undefined,
    widget,
    ...extra,
  ]);
};
