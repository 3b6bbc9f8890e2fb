/**
 * An `iconType` that names no Font Awesome style, on a component or in a page's frontmatter. The
 * spec lists the styles; an unknown one does not break the build, the icon falls back, so it is a
 * writing rule: a warning with did-you-mean, an error under the strict preset.
 */
import { getFrontmatterKey } from '../../../../catalog/src';
import { closest } from '../../../../common/src';
import { componentFor } from '../known';
import type { Span } from '../../../../mdx/src';
import { applies, literalOf } from './attributeValues';
import { replaceWithSuggestion, type PageReporter, type PageRule } from './rule';

const CODE = 'unknown-icon-type';

/** The closest style, when the quick fix can write it (a value between quotes). */
type IconTypeData = { [CODE]: { suggestion: string } | undefined };

export const iconTypeRule: PageRule<IconTypeData> = {
  codes: {
    [CODE]: { title: 'Unknown icon style', severity: 'warning', writing: true, description: 'An `iconType` on a component or in the frontmatter that is not one of the Font Awesome styles (`regular`, `solid`, `brands`, …).' },
  },
  check(ctx, report) {
    const entry = ctx.page.frontmatter.entries.find((e) => e.key === 'iconType');
    const key = getFrontmatterKey('iconType');
    if (entry && key?.values && entry.value !== undefined && !entry.multiline) {
      const quoted = /^["']/.test(entry.rawValue) ? 1 : 0;
      const span = { start: entry.valueSpan.start + quoted, end: entry.valueSpan.end - quoted };
      reportUnknown(report, key, entry.value, span, 'The frontmatter `iconType`', true);
    }
    for (const element of ctx.page.elements) {
      const spec = componentFor(ctx.page, element.name);
      if (!spec) continue;
      for (const attr of element.attributes) {
        const attrSpec = attr.kind === 'spread' ? undefined : spec.attributes.find((a) => a.name === attr.name);
        if (attrSpec?.checkedBy !== CODE || !applies(attrSpec, element)) continue;
        const literal = literalOf(attr);
        if (literal?.type !== 'string' || !attr.valueSpan) continue;
        // A literal in braces (`iconType={"x"}`) is reported on the whole value, with no quick fix:
        // the suggestion replaces text between quotes only.
        reportUnknown(report, attrSpec, literal.value, attr.valueSpan, `\`${element.name}\` \`iconType\``, attr.kind === 'string');
      }
    }
  },
  fixes: { [CODE]: replaceWithSuggestion },
};

function reportUnknown(report: PageReporter<IconTypeData>, spec: { readonly values?: readonly string[] }, value: string, span: Span, where: string, fixable: boolean): void {
  const values = spec.values ?? [];
  if (values.includes(value)) return;
  const suggestion = closest(value, values);
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : ` Use one of ${values.map((v) => `\`${v}\``).join(', ')}.`;
  report(CODE, span, `${where}: \`${value}\` is not an icon style.${hint}`, suggestion && fixable ? { suggestion } : undefined);
}
