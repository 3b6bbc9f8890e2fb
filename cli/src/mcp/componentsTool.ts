/**
 * `components`: the component catalog (catalog/src/components.ts, the one list every
 * feature reads), as an agent needs it to write a page: each documented component with what it is
 * for, its attributes and a correct example; one component in full when named.
 */
import { AttributeSpec, COMPONENTS, ComponentSpec, getComponent } from '../../../catalog/src';
import { closest } from '../../../common/src';
import { DocsiteTool, ToolRefusal } from './toolResult';

/** Components a page writes: the documented ones (undocumented ones are accepted, never offered). */
const offered = () => COMPONENTS.filter((c) => !c.undocumented);

function attribute(a: AttributeSpec) {
  return {
    name: a.name,
    type: a.type,
    ...(a.values && { values: a.values }),
    ...(a.required && { required: true }),
    ...(a.default !== undefined && { default: a.default }),
    ...(a.status && { status: a.status }),
    doc: a.doc,
  };
}

function summary(c: ComponentSpec) {
  return {
    name: c.name,
    doc: c.doc,
    ...(c.useFor && { useFor: c.useFor }),
    ...(c.legacy && { legacy: true }),
    attributes: c.attributes.filter((a) => a.status !== 'undocumented').map((a) => (a.required ? `${a.name} (required)` : a.name)),
    example: c.example,
  };
}

function detail(c: ComponentSpec) {
  return {
    name: c.name,
    doc: c.doc,
    ...(c.useFor && { useFor: c.useFor }),
    ...(c.legacy && { legacy: true }),
    ...(c.undocumented && { undocumented: true }),
    attributes: c.attributes.map(attribute),
    ...(c.children && { children: c.children, childrenOnly: c.childrenOnly === true }),
    ...(c.parents && { parents: c.parents }),
    ...(c.exactlyOneOf && { exactlyOneOf: c.exactlyOneOf }),
    ...(c.labelledCodeBlocks && { labelledCodeBlocks: 'each fenced code block inside needs a label after its language (```bash npm)' }),
    ...(c.apiPageOnly && { apiPageOnly: true }),
    ...(c.inline && { inline: true }),
    example: c.example,
  };
}

export const componentsTool: DocsiteTool = {
  name: 'components',
  description:
    'The MDX components a page of this site may use, from Docsite\'s component catalog: without arguments, every documented component with what it is for, its attribute names and a correct example; with "name", that component in full (each attribute\'s type, allowed values, default and whether it is required; its allowed children and parents).',
  inputSchema: {
    type: 'object',
    properties: { name: { type: 'string', description: 'A component name, such as "Card" or "Steps".', maxLength: 100 } },
    additionalProperties: false,
  },
  run(args) {
    const name = args.string('name');
    if (name === undefined) return { components: offered().map(summary) };
    const component = getComponent(name);
    if (!component) {
      const guess = closest(name, COMPONENTS.map((c) => c.name));
      throw new ToolRefusal(`No component "${name}" in the catalog.${guess ? ` Did you mean "${guess}"?` : ''} Call components without a name for the list.`);
    }
    return detail(component);
  },
};
