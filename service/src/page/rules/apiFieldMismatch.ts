/**
 * On a page tied to an OpenAPI operation, a hand-written ParamField or ResponseField that the spec
 * contradicts: a parameter or field the operation does not have, another type, or `required` where
 * the spec says otherwise. The reader would see two different contracts for one endpoint. Only
 * top-level fields are compared; nested ones (inside Expandable) describe schemas the rule does not
 * walk.
 */
import { PARAM_LOCATIONS } from '../../../../catalog/src';
import { asSchema, flatten, operationObject, operationParameters, parameterRequired, preferredMedia, typeLabel, type Schema } from '../../openapi/endpointSchema';
import type { JsxElement } from '../../../../mdx/src';
import type { NoData } from '../../ruleContract';
import type { PageReporter, PageRule } from './rule';

const CODE = 'api-field-mismatch';
const NESTING = new Set(['ParamField', 'ResponseField', 'Expandable']);

export const apiFieldMismatchRule: PageRule<NoData<typeof CODE>> = {
  codes: {
    [CODE]: { title: 'Field contradicts the OpenAPI operation', severity: 'warning', description: 'A ParamField or ResponseField that the OpenAPI operation of the page contradicts (unknown name, other type, required mismatched).' },
  },
  check(ctx, report) {
    if (!ctx.site || !ctx.apiSpecs || !ctx.page.elements.some((e) => e.name === 'ParamField' || e.name === 'ResponseField')) return;
    const match = ctx.operation()?.match;
    const resolved = match?.spec.resolved();
    const op = match && resolved ? operationObject(resolved, match.operation) : undefined;
    if (!match || !resolved || !op) return;
    const label = `\`${match.operation.key}\` in ${match.file.source}`;
    // The parameters and media types the generated page shows (the preview reads the same ones).
    const parameters = operationParameters(resolved, match.operation, op);
    const body = flatten(asSchema(preferredMedia(asSchema(op.requestBody)?.content)?.media.schema));
    const responses = Object.values(asSchema(op.responses) ?? {}).map((r) => flatten(asSchema(preferredMedia(asSchema(r)?.content)?.media.schema)));
    for (const element of ctx.page.elements) {
      if (element.name !== 'ParamField' && element.name !== 'ResponseField') continue;
      if (hasFieldAncestor(element)) continue;
      if (element.name === 'ParamField') {
        const location = PARAM_LOCATIONS.find((l) => element.attributes.some((a) => a.name === l));
        const name = location && stringAttr(element, location);
        if (!location || !name) continue;
        if (location === 'body') {
          const properties = asSchema(body?.properties);
          if (!properties) continue; // a body the spec does not describe as an object
          compare(report, element, `body field \`${name}\``, asSchema(properties[name]), ((body?.required as string[]) ?? []).includes(name), label);
        } else {
          const param = parameters.find((p) => p.name === name && p.in === location);
          const schema = param ? { ...(asSchema(param.schema) ?? {}) } : undefined;
          compare(report, element, `${location} parameter \`${name}\``, schema, !!param && parameterRequired(param), label);
        }
      } else {
        const name = stringAttr(element, 'name');
        const holders = responses.map((s) => (s && !s.properties && s.items ? flatten(asSchema(s.items)) : s)).filter((s): s is Schema => !!asSchema(s?.properties));
        if (!name || holders.length === 0) continue;
        const holder = holders.find((h) => asSchema(h.properties)![name] !== undefined);
        compare(report, element, `response field \`${name}\``, holder && asSchema(asSchema(holder.properties)![name]), holder ? ((holder.required as string[]) ?? []).includes(name) : false, label, false);
      }
    }
  },
};

function compare(report: PageReporter<NoData<typeof CODE>>, element: JsxElement, what: string, schema: Schema | undefined, specRequired: boolean, label: string, checkRequired = true): void {
  if (!schema) {
    report(CODE, element.nameSpan, `The ${what} is not in the operation ${label}.`);
    return;
  }
  const written = stringAttr(element, 'type');
  const specType = typeLabel(schema);
  const typeAttr = element.attributes.find((a) => a.name === 'type');
  if (written && specType && !sameType(written, specType)) {
    report(CODE, typeAttr?.valueSpan ?? element.nameSpan, `The ${what} is \`${written}\` here but \`${specType}\` in the operation ${label}.`);
  }
  const requiredAttr = element.attributes.find((a) => a.name === 'required');
  const written_required = !!requiredAttr && requiredAttr.value !== 'false';
  if (checkRequired && written_required !== specRequired) {
    report(CODE, requiredAttr?.span ?? element.nameSpan, `The ${what} is ${written_required ? 'required' : 'optional'} here but ${specRequired ? 'required' : 'optional'} in the operation ${label}.`);
  }
}

/** Type names as authors write them: `integer` is a `number`, `string[]` an `array`, case aside. */
function sameType(written: string, spec: string): boolean {
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, '').replace(/^integer$/, 'number').replace(/^array<(.+)>$/, '$1[]');
  const a = norm(written);
  const options = spec.split('|').map((t) => norm(t.trim()));
  return options.some((b) => a === b || (a === 'array' && b.endsWith('[]')) || (b === 'array' && a.endsWith('[]')) || (a.endsWith('[]') && b.endsWith('[]') && (a === 'object[]' || b === 'any[]')) || b === 'any' || a === 'any') || options.includes(a.replace(/\|null$/, ''));
}

function hasFieldAncestor(element: JsxElement): boolean {
  for (let p = element.parent; p; p = p.parent) if (NESTING.has(p.name)) return true;
  return false;
}

function stringAttr(element: JsxElement, name: string): string | undefined {
  const a = element.attributes.find((x) => x.name === name && x.kind === 'string');
  return a?.value ?? undefined;
}
