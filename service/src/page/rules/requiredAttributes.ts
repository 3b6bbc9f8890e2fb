/**
 * Rule 7: expected attributes, ParamField's exactly-one location, and Tooltip `cta` needing `href`.
 * A warning: real, published sites omit them (Step without title, ResponseField without type) and
 * the page still renders.
 */
import { componentFor } from '../known';
import { TextEdit } from 'vscode-languageserver-types';
import { getAttribute, getComponent } from '../../../../catalog/src';
import type { JsxElement } from '../../../../mdx/src';
import type { PageReporter, PageRule } from './rule';

/** The attribute to add and the offset to add it at (none when one of several is too many). */
type RequiredAttributesData = { 'missing-attribute': { attribute: string; insertAt: number } | undefined };

export const requiredAttributesRule: PageRule<RequiredAttributesData> = {
  codes: {
    'missing-attribute': { title: 'Missing expected attribute', severity: 'warning', writing: true, description: 'An attribute the component expects is missing (Step title, ParamField location, Tooltip href with cta).' },
  },
  check(ctx, report) {
    for (const element of ctx.page.elements) {
      const spec = componentFor(ctx.page, element.name);
      // A spread (`{...props}`) may supply anything, so nothing can be called missing.
      if (!spec || element.attributes.some((a) => a.kind === 'spread')) continue;
      const has = (name: string) => element.attributes.some((a) => a.name === name);
      for (const attr of spec.attributes) {
        if (attr.required && !has(attr.name)) missing(report, element, attr.name, `\`${element.name}\` needs \`${attr.name}\`.`);
      }
      if (spec.exactlyOneOf) {
        const present = spec.exactlyOneOf.filter(has);
        const list = spec.exactlyOneOf.map((n) => `\`${n}\``).join(', ');
        if (present.length === 0) missing(report, element, spec.exactlyOneOf[0], `\`${element.name}\` needs exactly one of ${list}.`);
        else if (present.length > 1) report('missing-attribute', element.nameSpan, `\`${element.name}\` takes exactly one of ${list}, not ${present.length}.`);
      }
      for (const dep of spec.dependencies ?? []) {
        if (has(dep.attr) && !has(dep.requires)) missing(report, element, dep.requires, `\`${element.name}\` with \`${dep.attr}\` needs \`${dep.requires}\`.`);
      }
    }
  },
  fixes: {
    'missing-attribute': (d, { attribute, insertAt }, _page, document) => {
      const component = getComponent(document.getText(d.range));
      if (!attribute || insertAt === undefined || !component) return undefined;
      const spec = getAttribute(component, attribute);
      const value = spec?.values?.[0] ?? spec?.suggestions?.[0] ?? '';
      return { title: `Add \`${attribute}\``, edits: [TextEdit.insert(document.positionAt(insertAt), ` ${attribute}="${value}"`)] };
    },
  },
};

function missing(report: PageReporter<RequiredAttributesData>, element: JsxElement, attribute: string, message: string): void {
  const last = element.attributes[element.attributes.length - 1];
  report('missing-attribute', element.nameSpan, message, { attribute, insertAt: last ? last.span.end : element.nameSpan.end });
}
