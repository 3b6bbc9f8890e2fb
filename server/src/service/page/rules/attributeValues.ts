/** Rule 6: values of the wrong type or outside an enum (`cols="2"`, `required="false"`, bad `iconType`). */
import { AttributeSpec, getAttribute } from '../../catalog/components';
import { componentFor } from '../known';
import type { JsxAttribute } from '../types';
import type { PageRule } from './rule';

export const attributeValuesRule: PageRule = {
  codes: {
    'invalid-value': { severity: 'error', description: 'An attribute value of the wrong type or outside its allowed values.' },
  },
  check(ctx) {
    for (const element of ctx.page.elements) {
      const spec = componentFor(ctx.page, element.name);
      if (!spec || spec.origin !== 'spec') continue;
      for (const attr of element.attributes) {
        const attrSpec = attr.kind === 'spread' ? undefined : getAttribute(spec, attr.name);
        const problem = attrSpec && checkValue(attrSpec, attr);
        if (problem) ctx.report('invalid-value', attr.valueSpan ?? attr.span, `\`${element.name}\` \`${attr.name}\`: ${problem}`);
      }
    }
  },
};

type Literal = { type: 'string' | 'number' | 'boolean'; value: string } | undefined;

/** The literal an expression value stands for; undefined when it is computed (not ours to judge). */
function literalOf(attr: JsxAttribute): Literal {
  if (attr.kind === 'string') return { type: 'string', value: attr.value ?? '' };
  if (attr.kind === 'bare') return { type: 'boolean', value: 'true' };
  const source = (attr.value ?? '').trim();
  if (source === 'true' || source === 'false') return { type: 'boolean', value: source };
  if (/^-?\d+(\.\d+)?$/.test(source)) return { type: 'number', value: source };
  const quoted = /^(["'`])([^"'`]*)\1$/.exec(source);
  if (quoted) return { type: 'string', value: quoted[2] };
  return undefined;
}

function checkValue(spec: AttributeSpec, attr: JsxAttribute): string | undefined {
  const literal = literalOf(attr);
  if (!literal) return undefined;
  switch (spec.type) {
    case 'number':
      if (literal.type !== 'number') return `expects a number, written in braces: \`${spec.name}={${/^\d+$/.test(literal.value) ? literal.value : 2}}\`.`;
      return undefined;
    case 'boolean':
      if (literal.type !== 'boolean') {
        const word = literal.value === 'false' ? 'false' : 'true';
        const extra = literal.value === 'false' ? ' The string "false" counts as true.' : '';
        return `expects a boolean: write \`${spec.name}={${word}}\` or just \`${spec.name}\`.${extra}`;
      }
      return undefined;
    case 'enum':
      if (literal.type === 'string' && spec.values?.includes(literal.value)) return undefined;
      return `\`${literal.value}\` is not one of ${spec.values?.map((v) => `\`${v}\``).join(', ')}.`;
    case 'string[]':
      if (literal.type !== 'string' || attr.kind === 'expression') return undefined;
      return `expects an array of strings: \`${spec.name}={["${literal.value}"]}\`.`;
    case 'string':
      if (attr.kind === 'bare') return `expects a string: \`${spec.name}="…"\`.`;
      return undefined;
    default:
      return undefined;
  }
}
