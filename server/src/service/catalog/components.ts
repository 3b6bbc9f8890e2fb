/**
 * THE component catalog: every page component, its attributes, nesting and docs, plus the page
 * frontmatter keys. Completion, hover, diagnostics, snippets, the preview and the rules file all read
 * this module; keep no second list anywhere. Sources: docs-site-spec.md and components.md.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'enum' | 'any' | 'string[]';

export interface AttributeSpec {
  name: string;
  type: AttributeType;
  /** For `enum`: the only accepted values. */
  values?: readonly string[];
  /**
   * Values offered by completion but not enforced (ParamField `type`: real sites write free-form
   * language types such as `Optional[str]`, which render fine).
   */
  suggestions?: readonly string[];
  required?: boolean;
  default?: string;
  doc: string;
}

export interface ComponentSpec {
  name: string;
  /** `spec`: described by the spec, attributes checked. `vendor`: known, attributes unchecked. */
  origin: 'spec' | 'vendor';
  doc: string;
  attributes: readonly AttributeSpec[];
  /** Components that belong directly inside it (also the snippet's sample child). */
  children?: readonly string[];
  /** When true, built-in components other than `children` may not sit directly inside it. */
  childrenOnly?: boolean;
  /** The component must sit inside one of these (not necessarily directly). */
  parents?: readonly string[];
  /** Exactly one of these attributes must be present (ParamField location). */
  exactlyOneOf?: readonly string[];
  /** `attr` requires `requires` (Tooltip: `cta` needs `href`). */
  dependencies?: readonly { attr: string; requires: string }[];
  /** Fenced code blocks inside need a label after the language. */
  labelledCodeBlocks?: boolean;
  /** Only meaningful on API endpoint pages (frontmatter `api`/`openapi`). */
  apiPageOnly?: boolean;
  /** Used inline within a sentence rather than as a block. */
  inline?: boolean;
  /** Offered as a "Surround With" snippet. */
  surround?: boolean;
  /** A minimal correct MDX example. */
  example: string;
}

/** Icon attributes shared by Card, Accordion, Step and Tab. */
export const ICON_TYPES = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;
const iconAttributes: AttributeSpec[] = [
  { name: 'icon', type: 'string', doc: 'An icon name, a URL or a local path.' },
  { name: 'iconType', type: 'enum', values: ICON_TYPES, doc: 'Style of the icon.' },
];

export const PARAM_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'file'] as const;
/** The attributes that say where an API parameter goes; ParamField takes exactly one. */
export const PARAM_LOCATIONS = ['path', 'body', 'query', 'header'] as const;

const callout = (name: string, doc: string): ComponentSpec => ({
  name,
  origin: 'spec',
  doc,
  attributes: [],
  surround: true,
  example: `<${name}>\n  ${doc}\n</${name}>`,
});

const codeContainer = (name: string, doc: string, apiPageOnly: boolean, example: string): ComponentSpec => ({
  name,
  origin: 'spec',
  doc,
  attributes: [{ name: 'dropdown', type: 'boolean', default: 'false', doc: 'Show a dropdown instead of tabs to switch between the code blocks.' }],
  labelledCodeBlocks: true,
  apiPageOnly,
  surround: true,
  example,
});

const paramLocation = (name: string): AttributeSpec => ({
  name,
  type: 'string',
  doc: `The parameter's name, sent in the ${name === 'body' ? 'request body' : name === 'path' ? 'URL path' : name === 'query' ? 'query string' : 'request headers'}. Give exactly one of \`path\`, \`body\`, \`query\`, \`header\`.`,
});

const builtIn: ComponentSpec[] = [
  callout('Note', 'Supplementary information.'),
  callout('Tip', 'A best practice or helpful suggestion.'),
  callout('Warning', 'A critical caution or a breaking change.'),
  callout('Info', 'Neutral background information.'),
  callout('Check', 'A success confirmation.'),
  codeContainer('CodeGroup', 'The same concept in several languages; each code block is a labelled tab.', false,
    '<CodeGroup>\n\n```bash npm\nnpm install example\n```\n\n```bash yarn\nyarn add example\n```\n\n</CodeGroup>'),
  codeContainer('RequestExample', 'Request examples for an API endpoint, shown beside the page.', true,
    '<RequestExample>\n\n```bash cURL\ncurl https://api.example.com/users\n```\n\n</RequestExample>'),
  codeContainer('ResponseExample', 'Response examples for an API endpoint, shown beside the page.', true,
    '<ResponseExample>\n\n```json 200\n{ "id": 1 }\n```\n\n</ResponseExample>'),
  {
    name: 'Steps',
    origin: 'spec',
    doc: 'A sequential procedure made of Step elements.',
    attributes: [{ name: 'titleSize', type: 'enum', values: ['p', 'h2', 'h3'], default: 'p', doc: 'Size of the step titles.' }],
    children: ['Step'],
    childrenOnly: true,
    surround: true,
    example: '<Steps>\n  <Step title="Install">\n    Run the installer.\n  </Step>\n</Steps>',
  },
  {
    name: 'Step',
    origin: 'spec',
    doc: 'One step of a Steps procedure.',
    attributes: [
      { name: 'title', type: 'string', required: true, doc: 'Title of the step.' },
      ...iconAttributes,
      { name: 'stepNumber', type: 'number', doc: 'Overrides the number shown for this step.' },
      { name: 'titleSize', type: 'enum', values: ['p', 'h2', 'h3'], default: 'p', doc: 'Size of the step title.' },
    ],
    parents: ['Steps'],
    example: '<Steps>\n  <Step title="Install">\n    Run the installer.\n  </Step>\n</Steps>',
  },
  {
    name: 'Tabs',
    origin: 'spec',
    doc: 'Alternative or platform-specific content, one Tab per alternative.',
    attributes: [],
    children: ['Tab'],
    childrenOnly: true,
    surround: true,
    example: '<Tabs>\n  <Tab title="macOS">\n    Use Homebrew.\n  </Tab>\n</Tabs>',
  },
  {
    name: 'Tab',
    origin: 'spec',
    doc: 'One alternative inside Tabs.',
    attributes: [{ name: 'title', type: 'string', required: true, doc: 'Label of the tab.' }, ...iconAttributes],
    parents: ['Tabs'],
    example: '<Tabs>\n  <Tab title="macOS">\n    Use Homebrew.\n  </Tab>\n</Tabs>',
  },
  {
    name: 'AccordionGroup',
    origin: 'spec',
    doc: 'Groups Accordion elements.',
    attributes: [],
    children: ['Accordion'],
    childrenOnly: true,
    surround: true,
    example: '<AccordionGroup>\n  <Accordion title="What is it?">\n    An answer.\n  </Accordion>\n</AccordionGroup>',
  },
  {
    name: 'Accordion',
    origin: 'spec',
    doc: 'Collapsible content for progressive disclosure.',
    attributes: [
      { name: 'title', type: 'string', required: true, doc: 'Title shown when collapsed.' },
      { name: 'description', type: 'string', doc: 'Text shown under the title.' },
      { name: 'defaultOpen', type: 'boolean', default: 'false', doc: 'Whether the accordion starts open.' },
      ...iconAttributes,
    ],
    example: '<Accordion title="What is it?">\n  An answer.\n</Accordion>',
  },
  {
    name: 'CardGroup',
    origin: 'spec',
    doc: 'Shows Card elements in columns.',
    attributes: [{ name: 'cols', type: 'number', default: '2', doc: 'Number of columns.' }],
    children: ['Card'],
    childrenOnly: true,
    surround: true,
    example: '<CardGroup cols={2}>\n  <Card title="Quickstart" icon="rocket" href="/quickstart">\n    Get started.\n  </Card>\n</CardGroup>',
  },
  {
    name: 'Card',
    origin: 'spec',
    doc: 'Emphasized information, optionally a link.',
    attributes: [
      { name: 'title', type: 'string', doc: 'Title of the card.' },
      ...iconAttributes,
      { name: 'color', type: 'string', doc: 'Hex color of the icon.' },
      { name: 'href', type: 'string', doc: 'Where a click on the card leads.' },
      { name: 'horizontal', type: 'boolean', doc: 'Compact horizontal layout.' },
      { name: 'img', type: 'string', doc: 'Image shown at the top of the card.' },
      { name: 'cta', type: 'string', doc: 'Text of the call-to-action link.' },
      { name: 'arrow', type: 'boolean', doc: 'Show an arrow to mark the card as a link.' },
    ],
    example: '<Card title="Quickstart" icon="rocket" href="/quickstart">\n  Get started.\n</Card>',
  },
  {
    name: 'ParamField',
    origin: 'spec',
    doc: 'Documents an API parameter.',
    attributes: [
      ...PARAM_LOCATIONS.map(paramLocation),
      { name: 'type', type: 'string', required: true, suggestions: [...PARAM_TYPES, 'string[]', 'number[]', 'object[]'], doc: 'Type of the parameter: `string`, `number`, `integer`, `boolean`, `object`, `array`, `file`, or an array form `T[]`.' },
      { name: 'required', type: 'boolean', doc: 'Whether the parameter is required.' },
      { name: 'default', type: 'any', doc: 'Default value.' },
      { name: 'deprecated', type: 'boolean', doc: 'Marks the parameter as deprecated.' },
      { name: 'placeholder', type: 'string', doc: 'Placeholder of the playground input.' },
      { name: 'initialValue', type: 'any', doc: 'Initial value in the playground (older sites).' },
    ],
    children: ['Expandable'],
    exactlyOneOf: PARAM_LOCATIONS,
    example: '<ParamField query="limit" type="integer" default="10">\n  Maximum number of results.\n</ParamField>',
  },
  {
    name: 'ResponseField',
    origin: 'spec',
    doc: 'Documents a field of an API response.',
    attributes: [
      { name: 'name', type: 'string', required: true, doc: 'Name of the field.' },
      { name: 'type', type: 'string', required: true, doc: 'Type of the field (free-form).' },
      { name: 'required', type: 'boolean', doc: 'Whether the field is always present.' },
      { name: 'default', type: 'any', doc: 'Default value.' },
      { name: 'deprecated', type: 'boolean', doc: 'Marks the field as deprecated.' },
      { name: 'pre', type: 'string[]', doc: 'Labels shown before the name.' },
      { name: 'post', type: 'string[]', doc: 'Labels shown after the name.' },
    ],
    children: ['Expandable'],
    example: '<ResponseField name="id" type="string" required>\n  Unique identifier.\n</ResponseField>',
  },
  {
    name: 'Expandable',
    origin: 'spec',
    doc: 'Nested properties of an object, collapsed by default.',
    attributes: [
      { name: 'title', type: 'string', doc: 'Label of the toggle.' },
      { name: 'defaultOpen', type: 'boolean', default: 'false', doc: 'Whether it starts open.' },
    ],
    children: ['ResponseField', 'ParamField'],
    childrenOnly: true,
    surround: true,
    example: '<ResponseField name="user" type="object">\n  <Expandable title="properties">\n    <ResponseField name="id" type="string">\n      Unique identifier.\n    </ResponseField>\n  </Expandable>\n</ResponseField>',
  },
  {
    name: 'Frame',
    origin: 'spec',
    doc: 'Wraps an image (or a video) with a border and an optional caption.',
    attributes: [{ name: 'caption', type: 'string', doc: 'Caption under the image.' }],
    surround: true,
    example: '<Frame caption="The dashboard">\n  ![The dashboard](/images/dashboard.png)\n</Frame>',
  },
  {
    name: 'Tooltip',
    origin: 'spec',
    doc: 'An inline term that explains itself on hover.',
    attributes: [
      { name: 'tip', type: 'string', required: true, doc: 'Text shown on hover.' },
      { name: 'cta', type: 'string', doc: 'Text of a link in the tooltip; needs `href`.' },
      { name: 'href', type: 'string', doc: 'Target of the `cta` link; required when `cta` is set.' },
    ],
    dependencies: [{ attr: 'cta', requires: 'href' }],
    inline: true,
    example: '<Tooltip tip="Application Programming Interface">API</Tooltip>',
  },
  {
    name: 'Update',
    origin: 'spec',
    doc: 'A changelog entry.',
    attributes: [
      { name: 'label', type: 'string', required: true, doc: 'Label of the entry, usually a date or version.' },
      { name: 'description', type: 'string', doc: 'Short description of the entry.' },
      { name: 'tags', type: 'string[]', doc: 'Tags for filtering.' },
    ],
    example: '<Update label="2024-06-01" description="v1.2.0">\n  Added dark mode.\n</Update>',
  },
];

/** The vendor's components the spec does not describe: known, attributes unchecked. */
export const VENDOR_COMPONENT_NAMES = [
  'Danger', 'Callout', 'Icon', 'Columns', 'Column', 'Panel', 'Banner', 'Badge', 'Tile', 'Tree',
  'Color', 'Prompt', 'View', 'Visibility', 'Mermaid', 'Latex', 'Snippet',
] as const;

const vendor: ComponentSpec[] = VENDOR_COMPONENT_NAMES.map((name) => ({
  name,
  origin: 'vendor',
  doc: `A vendor component (${name}) that the spec does not describe; its attributes are not checked.`,
  attributes: [],
  example: `<${name}>\n</${name}>`,
}));

export const COMPONENTS: readonly ComponentSpec[] = [...builtIn, ...vendor];
const byName = new Map(COMPONENTS.map((c) => [c.name, c]));

export function getComponent(name: string): ComponentSpec | undefined {
  return byName.get(name);
}

export function getAttribute(component: ComponentSpec, name: string): AttributeSpec | undefined {
  return component.attributes.find((a) => a.name === name);
}

/**
 * Containers whose snippet inserts one correct child, and that child: the first allowed child of
 * every component that holds nothing else.
 */
export const CONTAINER_CHILDREN: readonly { container: string; child: string }[] = COMPONENTS.filter(
  (c) => c.childrenOnly && c.children?.length,
).map((c) => ({ container: c.name, child: c.children![0] }));

/**
 * HTML elements that pages write in lowercase. MDX treats lowercase names as plain HTML, so they are
 * never "unknown components"; `img` is checked by the image rules.
 */
export const VOID_HTML_ELEMENTS = ['img', 'br', 'hr', 'source', 'input', 'meta', 'link', 'area', 'col', 'embed', 'track', 'wbr'] as const;

export interface FrontmatterKeySpec {
  name: string;
  type: 'string' | 'boolean' | 'enum';
  values?: readonly string[];
  required?: boolean;
  doc: string;
  /** Value written as `METHOD /path`. */
  endpoint?: boolean;
}

export const PAGE_MODES = ['default', 'wide', 'custom', 'frame', 'center'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export const FRONTMATTER_KEYS: readonly FrontmatterKeySpec[] = [
  { name: 'title', type: 'string', required: true, doc: 'Title of the page: clear, specific, keyword-rich.' },
  { name: 'description', type: 'string', required: true, doc: 'A concise statement of the page\'s purpose.' },
  { name: 'sidebarTitle', type: 'string', doc: 'Shorter title used in the navigation sidebar.' },
  { name: 'icon', type: 'string', doc: 'Icon shown next to the page in the sidebar.' },
  { name: 'iconType', type: 'enum', values: ICON_TYPES, doc: 'Style of the icon.' },
  { name: 'tag', type: 'string', doc: 'A small label next to the page title in the sidebar (e.g. `NEW`).' },
  { name: 'hidden', type: 'boolean', doc: 'Hide the page from the navigation.' },
  { name: 'noindex', type: 'boolean', doc: 'Keep the page out of search engines.' },
  { name: 'deprecated', type: 'boolean', doc: 'Mark the page as deprecated.' },
  { name: 'url', type: 'string', doc: 'Makes the sidebar entry link to this external URL.' },
  { name: 'mode', type: 'enum', values: PAGE_MODES, doc: 'Page layout: `default`, `wide`, `custom`, `frame` or `center`.' },
  { name: 'api', type: 'string', endpoint: true, doc: 'Makes this an API endpoint page: `METHOD /path`, e.g. `POST /users`.' },
  { name: 'openapi', type: 'string', endpoint: true, doc: 'Makes this an API endpoint page from the OpenAPI file: `METHOD /path`, e.g. `GET /users/{id}`.' },
];

export function getFrontmatterKey(name: string): FrontmatterKeySpec | undefined {
  return FRONTMATTER_KEYS.find((k) => k.name === name);
}
