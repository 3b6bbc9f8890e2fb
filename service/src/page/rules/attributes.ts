/** Rule 5: attributes a built-in component does not take, and attributes given twice. */
import { documentedAttributes } from '../../../../catalog/src';
import { componentFor } from '../known';
import { closest } from '../../../../common/src';
import { type PageRule, replaceWithSuggestion } from './rule';

/** Props React passes through to any element; never reported as unknown. */
export const UNIVERSAL_ATTRIBUTES = new Set(['key', 'id', 'className', 'style']);

export const attributesRule: PageRule<{ 'duplicate-attribute': undefined; 'unknown-attribute': { suggestion?: string } }> = {
  codes: {
    'unknown-attribute': { title: 'Unknown attribute', severity: 'warning', description: 'An attribute the component does not take.' },
    'duplicate-attribute': { title: 'Duplicate attribute', severity: 'warning', description: 'An attribute given twice on one element.' },
  },
  check(ctx, report) {
    for (const element of ctx.page.elements) {
      const spec = componentFor(ctx.page, element.name);
      const seen = new Set<string>();
      for (const attr of element.attributes) {
        if (attr.kind === 'spread') continue;
        if (seen.has(attr.name)) {
          report('duplicate-attribute', attr.span, `\`${attr.name}\` is given more than once; only the last one counts.`);
        }
        seen.add(attr.name);
        if (!spec || spec.undocumented || UNIVERSAL_ATTRIBUTES.has(attr.name) || spec.attributes.some((a) => a.name === attr.name)) continue;
        const suggestion = closest(attr.name, documentedAttributes(spec).map((a) => a.name));
        const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
        report('unknown-attribute', attr.nameSpan, `\`${element.name}\` has no attribute \`${attr.name}\`.${hint}`, { suggestion });
      }
    }
  },
  fixes: { 'unknown-attribute': replaceWithSuggestion },
};
