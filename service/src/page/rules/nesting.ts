/** Rule 8: components that belong inside a container: Step in Steps, Tab in Tabs. */
import { componentFor } from '../known';
import type { JsxElement } from '../../../../mdx/src';
import type { PageRule } from './rule';

export const nestingRule: PageRule<{ 'wrong-nesting': { parent: string } }> = {
  codes: {
    'wrong-nesting': { title: 'Component in the wrong place', severity: 'error', description: 'A component outside its container (Step outside Steps) or inside the wrong one.' },
  },
  check(ctx, report) {
    for (const element of ctx.page.elements) {
      const spec = componentFor(ctx.page, element.name);
      if (!spec) continue;
      if (spec.parents && !hasAncestor(element, spec.parents)) {
        // A snippet's top-level element is placed by whoever includes it.
        if (ctx.isSnippet && !element.parent) continue;
        const list = spec.parents.map((p) => `<${p}>`).join(' or ');
        report('wrong-nesting', element.nameSpan, `\`<${element.name}>\` belongs inside ${list}.`, { parent: spec.parents[0] });
      }
    }
  },
};

function hasAncestor(element: JsxElement, names: readonly string[]): boolean {
  for (let e = element.parent; e; e = e.parent) if (names.includes(e.name)) return true;
  return false;
}
