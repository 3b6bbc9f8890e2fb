/**
 * Rule 6: attribute values. An error only where the component reads the value wrongly: a string
 * that does the opposite of what it says for a boolean (`required="false"` shows the pill), a value
 * outside an enum, a plain string where an array is read. Values in a form that still works but is
 * not the documented type (`stepNumber="3"`, a bare `caption`) are a warning.
 */
import { AttributeSpec, getAttribute } from '../../../../catalog/src';
import { componentFor } from '../known';
import type { JsxAttribute, JsxElement } from '../../../../mdx/src';
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

export const attributeValuesRule: PageRule<NoData<'invalid-value' | 'value-form'>> = {
  codes: {
    'invalid-value': { title: 'Attribute value read wrongly', severity: 'error', description: 'An attribute value the component reads wrongly: a boolean string that does the opposite, a value outside the allowed ones.' },
    'value-form': { title: 'Value in an undocumented form', severity: 'warning', description: 'An attribute value that works but is not written as its documented type (a number in quotes, a bare text attribute).',
      guidance: { area: 'MDX', text: 'Write attribute strings in quotes (`title="Install"`), and numbers, booleans, arrays and objects in braces (`cols={2}`, `defaultOpen={true}`). A bare attribute means true (`required`).' },
    },
  },
  check(ctx, report) {
    for (const element of ctx.page.elements) {
      const spec = componentFor(ctx.page, element.name);
      if (!spec) continue;
      for (const attr of element.attributes) {
        const attrSpec = attr.kind === 'spread' ? undefined : getAttribute(spec, attr.name);
        if (!attrSpec || attrSpec.checkedBy || !applies(attrSpec, element)) continue;
        const problem = checkValue(attrSpec, attr);
        if (problem) report(problem.code, attr.valueSpan ?? attr.span, `\`${element.name}\` \`${attr.name}\`: ${problem.message}`);
      }
    }
  },
};

/** `iconType` is ignored unless `icon` names an icon by a plain string (not JSX, not absent). */
export function applies(spec: AttributeSpec, element: JsxElement): boolean {
  if (!spec.onlyWithString) return true;
  const other = element.attributes.find((a) => a.name === spec.onlyWithString);
  return other?.kind === 'string';
}

type Literal = { type: 'string' | 'number' | 'boolean'; value: string } | undefined;
type Problem = { code: 'invalid-value' | 'value-form'; message: string } | undefined;

/** The literal an expression value stands for; undefined when it is computed (not ours to judge). */
export function literalOf(attr: JsxAttribute): Literal {
  if (attr.kind === 'string') return { type: 'string', value: attr.value ?? '' };
  if (attr.kind === 'bare') return { type: 'boolean', value: 'true' };
  const source = (attr.value ?? '').trim();
  if (source === 'true' || source === 'false') return { type: 'boolean', value: source };
  if (/^-?\d+(\.\d+)?$/.test(source)) return { type: 'number', value: source };
  const quoted = /^(["'`])([^"'`]*)\1$/.exec(source);
  if (quoted) return { type: 'string', value: quoted[2] };
  return undefined;
}

/** What the author of a boolean string meant; undefined when the word is not a yes or no. */
function meant(value: string): boolean | undefined {
  if (/^(true|yes|on|1)$/i.test(value.trim())) return true;
  if (/^(false|no|off|0)$/i.test(value.trim())) return false;
  return undefined;
}

/** What the component makes of a string given for a boolean. */
function readAs(spec: AttributeSpec, value: string): boolean {
  return spec.reads === 'exact-true' ? value === 'true' : value !== '';
}

function checkValue(spec: AttributeSpec, attr: JsxAttribute): Problem {
  const literal = literalOf(attr);
  if (!literal) return undefined;
  switch (spec.type) {
    case 'number':
      if (literal.type === 'number') return undefined;
      if (literal.type === 'string' && spec.numericString && /^\s*\d+\s*$/.test(literal.value)) return undefined;
      return { code: 'value-form', message: `expects a number, written in braces: \`${spec.name}={${/^\d+$/.test(literal.value) ? literal.value : 2}}\`.` };
    case 'boolean':
      return booleanProblem(spec, literal);
    case 'enum':
      if (literal.type === 'string' && spec.values?.includes(literal.value)) return undefined;
      return { code: 'invalid-value', message: `\`${literal.value}\` is not one of ${spec.values?.map((v) => `\`${v}\``).join(', ')}.` };
    case 'string[]':
      if (literal.type !== 'string' || attr.kind === 'expression') return undefined;
      return { code: 'invalid-value', message: `expects an array of strings: \`${spec.name}={["${literal.value}"]}\`.` };
    case 'string':
      if (attr.kind === 'bare') return { code: 'value-form', message: `expects text: \`${spec.name}="…"\`; a bare attribute is read as \`true\`.` };
      return undefined;
    default:
      return undefined;
  }
}

/**
 * A string for a boolean is fine when the component reads it the way it is meant (`required="true"`
 * shows the pill). It is an error when it does the opposite (`required="false"` shows the pill too;
 * Accordion `defaultOpen="True"` stays closed).
 */
function booleanProblem(spec: AttributeSpec, literal: NonNullable<Literal>): Problem {
  if (literal.type !== 'string') return undefined;
  const intended = meant(literal.value);
  const read = readAs(spec, literal.value);
  if (intended === undefined) {
    return { code: 'value-form', message: `expects a boolean: write \`${spec.name}={true}\`, \`${spec.name}={false}\` or just \`${spec.name}\`; this string counts as ${read}.` };
  }
  if (intended === read) return undefined;
  const fix = intended ? `\`${spec.name}\` or \`${spec.name}={true}\`` : `\`${spec.name}={false}\`, or leave it out`;
  return { code: 'invalid-value', message: `the component reads the string "${literal.value}" as ${read}: write ${fix}.` };
}
