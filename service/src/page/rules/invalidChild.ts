/**
 * A catalog component directly inside a container that holds only certain children (`childrenOnly`
 * in the catalog): a Note between the Step elements of Steps, a Card in AccordionGroup. The site
 * still builds, but the stray child renders outside the container's order (a Note in Steps sits
 * between the steps, unnumbered), so it is a warning.
 *
 * Left alone, as real pages rely on them (components-today.md §2.8, §5.6): a page's own or imported
 * component (a snippet that expands to steps), the legacy `<Snippet file>` include, HTML elements,
 * text, anything inside a Markdown list or quote in the container, and the kinds the catalog says a
 * container also holds (callouts among an Expandable's fields).
 */
import type { Parents, RootContent } from 'mdast';
import { componentFor } from '../known';
import type { JsxElement } from '../../../../mdx/src';
import type { PageReporter, PageRule, RuleContext } from './rule';

/** The container the stray child sits in. */
type InvalidChildData = { 'invalid-child': { container: string } };

type MdxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

const isMdxElement = (node: RootContent): node is MdxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

export const invalidChildRule: PageRule<InvalidChildData> = {
  codes: {
    'invalid-child': { severity: 'warning', title: 'Component inside a container that holds only certain ones', description: 'A component directly inside a container that holds only certain components (a Note among the Step elements of Steps).' },
  },
  check(ctx, report) {
    // Which element is which tag of the page: the mdast tells direct children, the tag scan the name's span.
    if (!ctx.page.mdast) return;
    const byOffset = new Map(ctx.page.elements.map((e) => [e.span.start, e]));
    // An explicit stack: a page nested thousands deep must not overflow the call stack.
    const pending: Parents[] = [ctx.page.mdast];
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (isMdxElement(node as RootContent)) checkContainer(ctx, report, node as MdxElement, byOffset);
      // Pushed last to first, so that containers are checked, and findings reported, in page order.
      const children = node.children as RootContent[];
      for (let i = children.length - 1; i >= 0; i--) if ('children' in children[i]) pending.push(children[i] as Parents);
    }
  },
};

function checkContainer(ctx: RuleContext, report: PageReporter<InvalidChildData>, container: MdxElement, byOffset: Map<number, JsxElement>): void {
  const name = container.name;
  const spec = name ? componentFor(ctx.page, name) : undefined;
  if (!name || !spec?.childrenOnly || !spec.children?.length) return;
  const allowed = spec.children;
  for (const child of directElements(container)) {
    if (!child.name || allowed.includes(child.name)) continue;
    const childSpec = componentFor(ctx.page, child.name);
    if (!childSpec || childSpec.standsForContent || spec.alsoHolds?.includes(childSpec.render.kind)) continue;
    const element = byOffset.get(child.position?.start.offset ?? -1);
    if (!element) continue;
    const list = allowed.map((c) => `<${c}>`).join(' or ');
    report('invalid-child', element.nameSpan, `\`<${name}>\` holds only ${list}; this \`<${child.name}>\` renders outside them.`, { container: name });
  }
}

/** The elements directly inside a container: its own children, and those of its loose paragraphs (tags on adjacent lines). */
function directElements(container: MdxElement): MdxElement[] {
  const out: MdxElement[] = [];
  for (const child of container.children as RootContent[]) {
    if (isMdxElement(child)) out.push(child);
    else if (child.type === 'paragraph') for (const inline of child.children as RootContent[]) if (isMdxElement(inline)) out.push(inline);
  }
  return out;
}
