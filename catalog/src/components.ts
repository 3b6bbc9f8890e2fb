/**
 * THE component catalog: every page component, its attributes, nesting and docs, plus the page
 * frontmatter keys. Completion, hover, diagnostics, snippets, the preview and the rules file all read
 * this module; keep no second list anywhere. Sources: docs-site-spec.md and components-today.md
 * (today's documented set, how each boolean reads a string, and the undocumented attributes real
 * pages use widely, which are accepted but not offered).
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'enum' | 'any' | 'string[]';

/**
 * How a component reads a string written for a boolean (`defaultOpen="false"`): `truthy` means any
 * non-empty string counts as true (plain JavaScript), `exact-true` means only the string `"true"`
 * does (Accordion `defaultOpen`). Decides when a string does the opposite of what its author meant.
 */
export type BooleanReading = 'truthy' | 'exact-true';

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
  /** For `boolean`: how a string value is read; `truthy` when not given. */
  reads?: BooleanReading;
  /** For `number`: the component also takes the number written as a string (`cols="2"`). */
  numericString?: boolean;
  /** Its value names the element in the document outline (Step `title`, ResponseField `name`). */
  outlineLabel?: boolean;
  /** Its value, slugged, is an anchor id of the rendered page (Accordion `title`, Update `label`). */
  anchor?: boolean;
  /** For `iconType`-like attributes: only read when this attribute holds a plain string. */
  onlyWithString?: string;
  /**
   * Its values are judged by a rule of their own rather than `invalid-value` (`iconType`: a style the
   * spec does not list is a writing-rule warning with did-you-mean, an error under strict).
   */
  checkedBy?: 'unknown-icon-type';
  /**
   * `undocumented`: not in the vendor's docs but widely used on real pages; accepted, not offered by
   * completion. `older`: dropped from the docs, still on older sites.
   */
  status?: 'undocumented' | 'older';
  doc: string;
}

/**
 * How the preview draws a component: each kind has one renderer (preview/src/components/).
 * `callout`: a box with an icon (a typed callout's `variant` names its preset icon and colour);
 * `code-group`: code blocks as tabs; `steps`/`step`, `tabs`/`tab`: a container and its item (the item
 * alone renders as a container of one); `container`: a plain block; `grid`: columns; `field`: an API
 * parameter or response field; `vendor-box`: a labelled box around the children, for components the
 * preview does not draw.
 */
export type RenderKind =
  | 'callout' | 'code-group' | 'steps' | 'step' | 'tabs' | 'tab' | 'container' | 'accordion' | 'grid' | 'card'
  | 'field' | 'expandable' | 'frame' | 'tooltip' | 'update' | 'icon' | 'badge' | 'latex' | 'vendor-box' | 'visibility';

export interface RenderSpec {
  kind: RenderKind;
  /** A variant of the kind, also its CSS class: a typed callout's tone (`note`), a field's kind (`param`). */
  variant?: string;
  /** A heading the preview shows above it (RequestExample: "Request"). */
  label?: string;
}

export interface ComponentSpec {
  name: string;
  /** How the preview draws it. */
  render: RenderSpec;
  /**
   * When to choose it, for the rules file's "Choosing components" ("procedures"); components with
   * the same text are listed together.
   */
  useFor?: string;
  /**
   * One realistic use on a line, for the rules file, where the typed callouts share one example
   * rather than each repeating its description.
   */
  sampleUse?: string;
  /** `spec`: described by docs-site-spec.md. `vendor`: documented by the vendor today. Attributes of both are checked. */
  origin: 'spec' | 'vendor';
  /** Replaced in the vendor's docs but still rendered on older sites (CardGroup, Snippet, Latex). */
  legacy?: boolean;
  /**
   * Not documented, defined nowhere in the sites that use it, yet used consistently on published
   * pages (components-today.md §4.3): the renderer appears to provide it. Known, so never reported
   * as unknown; its attributes are not checked and completion does not offer it.
   */
  undocumented?: boolean;
  doc: string;
  attributes: readonly AttributeSpec[];
  /** An anchor attribute's slug is also reachable as `<anchorPrefix>-<slug>` (API fields: `param-limit`). */
  anchorPrefix?: string;
  /** Components that belong directly inside it (also the snippet's sample child). */
  children?: readonly string[];
  /**
   * Holds only `children`: a check warns about other catalog components directly inside, and its
   * snippet inserts the first of `children` as a sample child.
   */
  childrenOnly?: boolean;
  /**
   * Kinds of component that real pages also put directly inside a `childrenOnly` container, where
   * they render fine (callouts among an Expandable's fields, components-today.md §2.8).
   */
  alsoHolds?: readonly RenderKind[];
  /** Stands for another file's content (the legacy `<Snippet file>`), so it may go wherever that content may. */
  standsForContent?: boolean;
  /** The component must sit inside one of these (not necessarily directly). */
  parents?: readonly string[];
  /** Exactly one of these attributes is expected (ParamField location, Icon `icon`/`src`). */
  exactlyOneOf?: readonly string[];
  /** `attr` requires `requires` (Tooltip: `cta` needs `href`). */
  dependencies?: readonly { attr: string; requires: string }[];
  /** Fenced code blocks inside need a label after the language. */
  labelledCodeBlocks?: boolean;
  /** Meant for API endpoint pages (frontmatter `api`/`openapi`), though it renders anywhere. */
  apiPageOnly?: boolean;
  /** Used inline within a sentence rather than as a block. */
  inline?: boolean;
  /** Images inside it are framed (Frame, and Tile, whose children are its preview). */
  framesImages?: boolean;
  /** Offered as a "Surround With" snippet. */
  surround?: boolean;
  /** A minimal correct MDX example. */
  example: string;
}

/** Documented icon styles, then the ones the icon library also knows. */
export const ICON_TYPES = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;
const LIBRARY_ICON_TYPES = ['sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-thin'];
/** Every `iconType` the icon library draws, on a component or in a page's frontmatter. */
export const ICON_STYLES: readonly string[] = [...ICON_TYPES, ...LIBRARY_ICON_TYPES];

/** `iconType` only matters for a Font Awesome icon named by a string; next to a JSX icon it is ignored. */
const iconTypeAttribute: AttributeSpec = {
  name: 'iconType',
  type: 'enum',
  values: ICON_STYLES,
  onlyWithString: 'icon',
  checkedBy: 'unknown-icon-type',
  doc: 'Style of a Font Awesome icon: `regular`, `solid`, `light`, `thin`, `sharp-solid`, `duotone` or `brands`.',
};
const iconAttributes: AttributeSpec[] = [
  { name: 'icon', type: 'string', doc: 'An icon name (Font Awesome, Lucide or Tabler, per docs.json), a URL, a local path, or JSX in braces.' },
  iconTypeAttribute,
];
const undocumented = (name: string, type: AttributeType, doc: string): AttributeSpec => ({ name, type, status: 'undocumented', doc });

export const PARAM_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'file'] as const;
/** The attributes that say where an API parameter goes; ParamField takes exactly one. */
export const PARAM_LOCATIONS = ['path', 'body', 'query', 'header'] as const;
/** Named Badge colours (never hex). */
export const BADGE_COLORS = ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'] as const;
const TITLE_SIZES = ['p', 'h2', 'h3', 'h4'] as const;

/**
 * The typed callouts take only children in the vendor's docs; the vendor's component library also
 * reads `title`, `icon`, `iconType` and `color` on them, and real pages use those (plus a few
 * callout-specific extras), so they are accepted.
 */
const callout = (name: string, doc: string, use: { for: string; sample: string }, origin: ComponentSpec['origin'], extra: AttributeSpec[] = []): ComponentSpec => ({
  name,
  render: { kind: 'callout', variant: name.toLowerCase() },
  useFor: use.for,
  sampleUse: use.sample,
  origin,
  doc,
  attributes: [
    { ...undocumented('title', 'string', 'A heading for the callout (read by the component library; not documented).'), outlineLabel: true },
    { ...undocumented('icon', 'string', 'Replaces the preset icon (read by the component library; not documented).') },
    { ...iconTypeAttribute, status: 'undocumented' },
    undocumented('color', 'string', 'Hex colour (read by the component library; not documented).'),
    ...extra,
  ],
  surround: true,
  example: `<${name}>\n  ${doc}\n</${name}>`,
});

const codeContainer = (name: string, doc: string, render: RenderSpec, useFor: string, apiPageOnly: boolean, example: string): ComponentSpec => ({
  name,
  render: { ...render, kind: 'code-group' },
  useFor,
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
  outlineLabel: true,
  anchor: true,
  doc: `The parameter's name, sent in the ${name === 'body' ? 'request body' : name === 'path' ? 'URL path' : name === 'query' ? 'query string' : 'request headers'}. Give exactly one of \`path\`, \`body\`, \`query\`, \`header\`.`,
});

/** `required` and `deprecated` on fields: any non-empty string shows the pill, `"false"` included. */
const fieldFlags: AttributeSpec[] = [
  { name: 'required', type: 'boolean', default: 'false', reads: 'truthy', doc: 'Shows a "required" pill. Any string shows it, `"false"` too: write `{false}` or leave it out.' },
  { name: 'deprecated', type: 'boolean', default: 'false', reads: 'truthy', doc: 'Shows a "deprecated" pill.' },
];

const tree = (name: string, doc: string): ComponentSpec => ({
  name,
  render: { kind: 'vendor-box' },
  origin: 'vendor',
  doc,
  attributes: [],
  children: ['Tree.Folder', 'Tree.File'],
  example: `<${name}>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</${name}>`,
});

/**
 * The typed callouts: a preset icon and colour each. Danger is one of them (components-today.md §2.1:
 * documented by the vendor beside the other five, "preset icon and colour"), though the spec does not
 * name it.
 */
const TYPED_CALLOUTS: readonly ComponentSpec[] = [
  callout('Note', 'Supplementary information.', { for: 'supplementary information', sample: '<Note>Forecasts are updated every 10 minutes.</Note>' }, 'spec', [undocumented('type', 'string', 'Seen on real pages; no documented effect.')]),
  callout('Tip', 'A best practice or helpful suggestion.', { for: 'best practices', sample: '<Tip>Cache a forecast until its `expires_at` time to stay under the rate limit.</Tip>' }, 'spec', [undocumented('href', 'string', 'Seen on real pages; no documented effect.')]),
  callout('Warning', 'A critical caution or a breaking change.', { for: 'critical cautions and breaking changes', sample: '<Warning title="Breaking change">Version 2 removes the `temp_f` field; convert `temp_c` instead.</Warning>' }, 'spec'),
  callout('Info', 'Neutral background information.', { for: 'neutral background', sample: '<Info>Times are in UTC.</Info>' }, 'spec'),
  callout('Check', 'A success confirmation.', { for: 'success confirmations', sample: '<Check>The response lists your new alert with `"status": "active"`.</Check>' }, 'spec'),
  callout('Danger', 'A warning about something harmful or irreversible.', { for: 'actions that cause harm or cannot be undone', sample: '<Danger>Deleting a location also deletes its alerts; this cannot be undone.</Danger>' }, 'vendor'),
];
/** Card `type`: a callout-style card with that callout's icon. */
export const CALLOUT_TYPES: readonly string[] = TYPED_CALLOUTS.map((c) => c.render.variant!);

const builtIn: ComponentSpec[] = [
  ...TYPED_CALLOUTS,
  {
    name: 'Callout',
    render: { kind: 'callout' },
    origin: 'vendor',
    doc: 'A callout with your own icon and colour.',
    attributes: [
      ...iconAttributes,
      { name: 'color', type: 'string', doc: 'Hex colour such as `#FFC107`; tints border, background and text.' },
      { ...undocumented('title', 'string', 'A heading for the callout (read by the component library; not documented).'), outlineLabel: true },
      undocumented('type', 'string', 'Seen on real pages; no documented effect.'),
    ],
    surround: true,
    example: '<Callout icon="key" color="#FFC107">\n  A custom callout.\n</Callout>',
  },

  // Code
  codeContainer('CodeGroup', 'The same concept in several languages; each code block is a labelled tab.', { kind: 'code-group', variant: 'code' },
    'one concept in several languages', false,
    '<CodeGroup>\n\n```bash npm\nnpm install example\n```\n\n```bash yarn\nyarn add example\n```\n\n</CodeGroup>'),
  codeContainer('RequestExample', 'Request examples for an API endpoint, shown beside the page.', { kind: 'code-group', variant: 'request', label: 'Request' },
    'request and response examples', true,
    '<RequestExample>\n\n```bash cURL\ncurl https://api.example.com/users\n```\n\n</RequestExample>'),
  codeContainer('ResponseExample', 'Response examples for an API endpoint, shown beside the page.', { kind: 'code-group', variant: 'response', label: 'Response' },
    'request and response examples', true,
    '<ResponseExample>\n\n```json 200\n{ "id": 1 }\n```\n\n</ResponseExample>'),
  {
    name: 'CodeBlock',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A code block drawn from code; only for use inside your own React components.',
    attributes: [
      { name: 'language', type: 'string', doc: 'Shiki language of the code.' },
      { name: 'filename', type: 'string', doc: 'Header text.' },
      { name: 'icon', type: 'string', doc: 'Icon in the header.' },
      { name: 'lines', type: 'boolean', default: 'false', doc: 'Line numbers.' },
      { name: 'wrap', type: 'boolean', default: 'false', doc: 'Wraps long lines.' },
      { name: 'nocopy', type: 'boolean', default: 'false', doc: 'Hides the copy button.' },
      { name: 'expandable', type: 'boolean', default: 'false', doc: 'Collapses long blocks.' },
      { name: 'highlight', type: 'string', doc: 'Lines to highlight, as a stringified array: `"[1,3,4]"`.' },
      { name: 'focus', type: 'string', doc: 'Lines to focus, as a stringified array.' },
    ],
    // The code is a string expression: a bare `{code}` reads a variable no page defines.
    example: '<CodeBlock language="js" filename="index.js">\n  {\'console.log("Hello");\'}\n</CodeBlock>',
  },

  // Steps
  {
    name: 'Steps',
    render: { kind: 'steps' },
    useFor: 'procedures',
    origin: 'spec',
    doc: 'A sequential procedure made of Step elements.',
    attributes: [{ name: 'titleSize', type: 'enum', values: TITLE_SIZES, default: 'p', doc: 'Size of every step title.' }],
    children: ['Step'],
    childrenOnly: true,
    surround: true,
    example: '<Steps>\n  <Step title="Install">\n    Run the installer.\n  </Step>\n</Steps>',
  },
  {
    name: 'Step',
    render: { kind: 'step' },
    origin: 'spec',
    doc: 'One step of a Steps procedure.',
    attributes: [
      { name: 'title', type: 'string', outlineLabel: true, anchor: true, required: true, doc: 'Title of the step.' },
      ...iconAttributes,
      { name: 'stepNumber', type: 'number', numericString: true, doc: 'Overrides the number shown for this step.' },
      { name: 'titleSize', type: 'enum', values: TITLE_SIZES, default: 'p', doc: 'Size of the step title.' },
      { name: 'noAnchor', type: 'boolean', default: 'false', doc: 'Hides the step\'s anchor link.' },
    ],
    parents: ['Steps'],
    example: '<Steps>\n  <Step title="Install">\n    Run the installer.\n  </Step>\n</Steps>',
  },

  // Tabs
  {
    name: 'Tabs',
    render: { kind: 'tabs' },
    useFor: 'platform-specific or alternative content',
    origin: 'spec',
    doc: 'Alternative or platform-specific content, one Tab per alternative.',
    attributes: [
      { name: 'defaultTabIndex', type: 'number', default: '0', doc: 'Zero-based index of the tab shown first.' },
      { name: 'sync', type: 'boolean', default: 'true', doc: '`{false}` stops syncing with same-titled tabs and code groups.' },
      { name: 'borderBottom', type: 'boolean', default: 'false', doc: 'Bottom border and padding.' },
      undocumented('defaultValue', 'string', 'Seen on real pages; `defaultTabIndex` is the documented way.'),
    ],
    children: ['Tab'],
    childrenOnly: true,
    surround: true,
    example: '<Tabs>\n  <Tab title="macOS">\n    Use Homebrew.\n  </Tab>\n</Tabs>',
  },
  {
    name: 'Tab',
    render: { kind: 'tab' },
    origin: 'spec',
    doc: 'One alternative inside Tabs.',
    attributes: [
      { name: 'title', type: 'string', outlineLabel: true, required: true, doc: 'Label of the tab; tabs with the same title sync across the page.' },
      ...iconAttributes,
      undocumented('value', 'string', 'Seen on real pages; no documented effect.'),
      { ...undocumented('label', 'string', 'Seen on real pages; `title` is the label.'), outlineLabel: true },
      undocumented('defaultOpen', 'boolean', 'Seen on real pages; no documented effect.'),
    ],
    parents: ['Tabs'],
    example: '<Tabs>\n  <Tab title="macOS">\n    Use Homebrew.\n  </Tab>\n</Tabs>',
  },

  // Accordions
  {
    name: 'AccordionGroup',
    render: { kind: 'container', variant: 'accordion-group' },
    origin: 'spec',
    doc: 'Groups Accordion elements.',
    attributes: [
      { ...undocumented('title', 'string', 'Seen on real pages; no documented effect.'), outlineLabel: true },
      undocumented('cols', 'number', 'Seen on real pages; no documented effect.'),
      undocumented('defaultOpen', 'boolean', 'Seen on real pages; no documented effect.'),
    ],
    children: ['Accordion'],
    childrenOnly: true,
    surround: true,
    example: '<AccordionGroup>\n  <Accordion title="What is it?">\n    An answer.\n  </Accordion>\n</AccordionGroup>',
  },
  {
    name: 'Accordion',
    render: { kind: 'accordion' },
    useFor: 'progressive disclosure',
    origin: 'spec',
    doc: 'Collapsible content for progressive disclosure.',
    attributes: [
      { name: 'title', type: 'string', outlineLabel: true, anchor: true, required: true, doc: 'Title shown when collapsed; also the anchor id unless `id` is set.' },
      { name: 'description', type: 'string', doc: 'Text shown under the title.' },
      { name: 'defaultOpen', type: 'boolean', default: 'false', reads: 'exact-true', doc: 'Whether the accordion starts open. Only `{true}`, a bare `defaultOpen` or exactly `"true"` open it.' },
      ...iconAttributes,
      undocumented('href', 'string', 'Seen on real pages; no documented effect.'),
    ],
    example: '<Accordion title="What is it?">\n  An answer.\n</Accordion>',
  },

  // Cards and columns
  {
    name: 'CardGroup',
    render: { kind: 'grid', variant: 'cardgroup' },
    useFor: 'emphasized information and links',
    origin: 'spec',
    legacy: true,
    doc: 'Shows Card elements in columns. Replaced by `Columns` in the vendor\'s docs, still rendered.',
    attributes: [{ name: 'cols', type: 'number', default: '2', doc: 'Number of columns (1 to 4 in practice).' }],
    children: ['Card'],
    childrenOnly: true,
    surround: true,
    example: '<CardGroup cols={2}>\n  <Card title="Quickstart" icon="rocket" href="/quickstart">\n    Get started.\n  </Card>\n</CardGroup>',
  },
  {
    name: 'Columns',
    render: { kind: 'grid', variant: 'columns' },
    origin: 'vendor',
    doc: 'A responsive grid of cards or other content.',
    attributes: [{ name: 'cols', type: 'number', default: '2', numericString: true, doc: 'Number of columns, 1 to 4.' }],
    children: ['Card', 'Column'],
    surround: true,
    example: '<Columns cols={2}>\n  <Card title="Quickstart" icon="rocket" href="/quickstart">\n    Get started.\n  </Card>\n</Columns>',
  },
  {
    name: 'Column',
    render: { kind: 'container', variant: 'column' },
    origin: 'vendor',
    doc: 'One cell of a Columns grid, holding any content.',
    attributes: [],
    parents: ['Columns'],
    example: '<Columns cols={2}>\n  <Column>\n    Any content.\n  </Column>\n</Columns>',
  },
  {
    name: 'Card',
    render: { kind: 'card' },
    useFor: 'emphasized information and links',
    origin: 'spec',
    doc: 'Emphasized information, optionally a link.',
    attributes: [
      { name: 'title', type: 'string', outlineLabel: true, doc: 'Title of the card.' },
      ...iconAttributes,
      { name: 'color', type: 'string', doc: 'Hex colour of the icon.' },
      { name: 'href', type: 'string', doc: 'Where a click on the card leads; external links open in a new tab.' },
      { name: 'horizontal', type: 'boolean', default: 'false', doc: 'Compact horizontal layout.' },
      { name: 'img', type: 'string', doc: 'Image shown at the top of the card: a URL or a path.' },
      { name: 'cta', type: 'string', doc: 'Text of the call-to-action link.' },
      { name: 'arrow', type: 'boolean', reads: 'truthy', doc: 'Show an arrow to mark the card as a link (shown by default for external links). Any string shows it, `"false"` too.' },
      { name: 'type', type: 'enum', values: CALLOUT_TYPES, doc: 'A callout-style card with that callout\'s icon; `icon` overrides it.' },
      undocumented('description', 'string', 'Seen on real pages; the card body is its children.'),
      undocumented('newTab', 'boolean', 'Seen on real pages; external links open a new tab anyway.'),
      undocumented('vertical', 'boolean', 'Seen on real pages; no documented effect.'),
      undocumented('url', 'string', 'Seen on real pages; `href` is the link.'),
      undocumented('target', 'string', 'Seen on real pages; no documented effect.'),
    ],
    example: '<Card title="Quickstart" icon="rocket" href="/quickstart">\n  Get started.\n</Card>',
  },

  // Fields
  {
    name: 'ParamField',
    render: { kind: 'field', variant: 'param' },
    anchorPrefix: 'param',
    useFor: 'parameters',
    origin: 'spec',
    doc: 'Documents an API parameter.',
    attributes: [
      ...PARAM_LOCATIONS.map(paramLocation),
      { name: 'type', type: 'string', required: true, suggestions: [...PARAM_TYPES, 'string[]', 'number[]', 'object[]'], doc: 'Type of the parameter, free-form: `string`, `number`, `boolean`, `object`, an array form `T[]`, or a language type.' },
      ...fieldFlags,
      { name: 'default', type: 'any', doc: 'Default value, shown as JSON.' },
      { name: 'placeholder', type: 'string', doc: 'Placeholder of the playground input.' },
      { name: 'initialValue', type: 'any', status: 'older', doc: 'Initial value in the playground (older sites).' },
      undocumented('optional', 'boolean', 'Seen on real pages: the opposite of `required`, for readers; no known effect.'),
      { ...undocumented('name', 'string', 'Seen on real pages in place of a location attribute.'), outlineLabel: true },
      undocumented('param', 'string', 'Seen on real pages in place of a location attribute.'),
    ],
    children: ['Expandable'],
    exactlyOneOf: PARAM_LOCATIONS,
    example: '<ParamField query="limit" type="integer" default="10">\n  Maximum number of results.\n</ParamField>',
  },
  {
    name: 'ResponseField',
    render: { kind: 'field', variant: 'response' },
    anchorPrefix: 'response',
    useFor: 'response fields',
    origin: 'spec',
    doc: 'Documents a field of an API response.',
    attributes: [
      { name: 'name', type: 'string', outlineLabel: true, anchor: true, required: true, doc: 'Name of the field.' },
      { name: 'type', type: 'string', required: true, doc: 'Type of the field (free-form).' },
      ...fieldFlags,
      { name: 'default', type: 'any', doc: 'Default value.' },
      { name: 'pre', type: 'string[]', doc: 'Labels shown before the name.' },
      { name: 'post', type: 'string[]', doc: 'Labels shown after the name.' },
      undocumented('optional', 'boolean', 'Seen on real pages; no known effect.'),
      { ...undocumented('body', 'string', 'Seen on real pages in place of `name`.'), outlineLabel: true },
      undocumented('defaultOpen', 'any', 'Seen on real pages (also in the vendor\'s docs); no effect.'),
      undocumented('description', 'string', 'Seen on real pages; no documented effect.'),
    ],
    children: ['Expandable'],
    example: '<ResponseField name="id" type="string" required>\n  Unique identifier.\n</ResponseField>',
  },
  {
    name: 'Expandable',
    render: { kind: 'expandable' },
    useFor: 'nested properties',
    origin: 'spec',
    doc: 'Nested properties of an object, collapsed by default.',
    attributes: [
      { name: 'title', type: 'string', outlineLabel: true, default: 'child attributes', doc: 'Label of the toggle ("Show …"/"Hide …").' },
      { name: 'defaultOpen', type: 'boolean', default: 'false', reads: 'truthy', doc: 'Whether it starts open. Any string opens it, `"false"` too: write `{false}` or leave it out.' },
      undocumented('defaultClosed', 'boolean', 'Seen on real pages; no documented effect.'),
    ],
    children: ['ResponseField', 'ParamField'],
    childrenOnly: true,
    alsoHolds: ['callout'],
    surround: true,
    example: '<ResponseField name="user" type="object">\n  <Expandable title="properties">\n    <ResponseField name="id" type="string">\n      Unique identifier.\n    </ResponseField>\n  </Expandable>\n</ResponseField>',
  },

  // Media
  {
    name: 'Frame',
    render: { kind: 'frame' },
    useFor: 'images',
    origin: 'spec',
    doc: 'Wraps an image (or a video or iframe) with a border and an optional caption.',
    attributes: [
      { name: 'caption', type: 'string', outlineLabel: true, doc: 'Caption under the content; Markdown allowed.' },
      { name: 'hint', type: 'string', doc: 'Text shown before the frame.' },
      { name: 'type', type: 'enum', values: ['simple', 'glass'], status: 'older', doc: 'Frame style (older sites; dropped from the docs in January 2024).' },
      undocumented('width', 'string', 'Seen on real pages; no documented effect.'),
      undocumented('height', 'string', 'Seen on real pages; no documented effect.'),
    ],
    framesImages: true,
    surround: true,
    example: '<Frame caption="The dashboard">\n  ![The dashboard](/images/dashboard.png)\n</Frame>',
  },

  // Inline and small components
  {
    name: 'Tooltip',
    render: { kind: 'tooltip' },
    useFor: 'an inline term',
    origin: 'spec',
    doc: 'An inline term that explains itself on hover.',
    attributes: [
      { name: 'tip', type: 'string', outlineLabel: true, required: true, doc: 'Text shown on hover.' },
      { name: 'headline', type: 'string', doc: 'Heading shown above the tip.' },
      { name: 'cta', type: 'string', doc: 'Text of a link in the tooltip; needs `href`.' },
      { name: 'href', type: 'string', doc: 'Target of the `cta` link; required when `cta` is set.' },
    ],
    dependencies: [{ attr: 'cta', requires: 'href' }],
    inline: true,
    example: '<Tooltip tip="Application Programming Interface">API</Tooltip>',
  },
  {
    name: 'Badge',
    render: { kind: 'badge' },
    origin: 'vendor',
    doc: 'A small inline label.',
    attributes: [
      { name: 'color', type: 'enum', values: BADGE_COLORS, default: 'gray', doc: 'A named colour variant (not hex).' },
      { name: 'size', type: 'enum', values: ['xs', 'sm', 'md', 'lg'], default: 'md', doc: 'Size of the badge.' },
      { name: 'shape', type: 'enum', values: ['rounded', 'pill'], default: 'rounded', doc: 'Shape of the badge.' },
      ...iconAttributes,
      { name: 'stroke', type: 'boolean', default: 'false', doc: 'Outline style.' },
      { name: 'disabled', type: 'boolean', default: 'false', doc: 'Reduced opacity.' },
    ],
    inline: true,
    example: '<Badge color="green">Stable</Badge>',
  },
  {
    name: 'Icon',
    render: { kind: 'icon' },
    origin: 'vendor',
    doc: 'An inline icon.',
    attributes: [
      { name: 'icon', type: 'string', doc: 'An icon name from the site\'s icon library.' },
      { name: 'src', type: 'string', doc: 'A path or URL to an image used as the icon, in place of `icon`.' },
      iconTypeAttribute,
      { name: 'color', type: 'string', doc: 'Hex colour.' },
      { name: 'size', type: 'number', doc: 'Size in pixels.' },
      { ...undocumented('name', 'string', 'Seen on real pages, but draws nothing: the icon is `icon`.'), outlineLabel: true },
    ],
    exactlyOneOf: ['icon', 'src'],
    inline: true,
    example: '<Icon icon="rocket" size={16} />',
  },
  {
    name: 'Update',
    render: { kind: 'update' },
    useFor: 'changelog entries',
    origin: 'spec',
    doc: 'A changelog entry.',
    attributes: [
      { name: 'label', type: 'string', outlineLabel: true, anchor: true, required: true, doc: 'Label of the entry, usually a date or version; should be unique.' },
      { name: 'description', type: 'string', doc: 'Short description of the entry.' },
      { name: 'tags', type: 'string[]', doc: 'Tags that become filters in the right column.' },
      { name: 'rss', type: 'any', doc: 'One custom RSS item for the entry: `{{ title: "…", description: "…" }}`.' },
    ],
    example: '<Update label="2024-06-01" description="v1.2.0">\n  Added dark mode.\n</Update>',
  },
  {
    name: 'Panel',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'Content that replaces the right-column table of contents; RequestExample/ResponseExample then go inside it.',
    attributes: [],
    surround: true,
    example: '<Panel>\n  Side content.\n</Panel>',
  },
  {
    name: 'Prompt',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A prompt the reader can copy or open in an AI tool; the children are the prompt.',
    attributes: [
      { name: 'description', type: 'string', required: true, doc: 'Card text; Markdown allowed.' },
      { name: 'actions', type: 'string[]', default: '["copy"]', suggestions: ['copy', 'cursor'], doc: 'Buttons: `"copy"`, `"cursor"`.' },
      ...iconAttributes,
    ],
    example: '<Prompt description="Set up the project">\n  Create a new project with the CLI.\n</Prompt>',
  },
  {
    name: 'Tile',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A visual preview card (usually a light/dark image pair) that links somewhere.',
    attributes: [
      { name: 'href', type: 'string', required: true, doc: 'Where the tile leads.' },
      { name: 'title', type: 'string', outlineLabel: true, doc: 'Text below the preview.' },
      { name: 'description', type: 'string', doc: 'Text below the title.' },
    ],
    framesImages: true,
    example: '<Tile href="/quickstart" title="Quickstart">\n  <img src="/images/dashboard.png" alt="The dashboard" />\n</Tile>',
  },

  // Trees
  tree('Tree', 'A file tree made of Tree.Folder and Tree.File (or a nested Markdown list).'),
  tree('FileTree', 'Another name for Tree.'),
  {
    name: 'Tree.Folder',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A folder of a Tree.',
    attributes: [
      { name: 'name', type: 'string', outlineLabel: true, required: true, doc: 'Folder name.' },
      { name: 'defaultOpen', type: 'boolean', default: 'false', doc: 'Whether it starts open.' },
      { name: 'openable', type: 'boolean', default: 'true', doc: '`{false}` makes the folder not interactive.' },
      { name: 'highlight', type: 'boolean', default: 'false', doc: 'Highlights the folder and its descendants.' },
    ],
    children: ['Tree.Folder', 'Tree.File'],
    parents: ['Tree', 'FileTree'],
    example: '<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</Tree>',
  },
  {
    name: 'Tree.File',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A file of a Tree.',
    attributes: [
      { name: 'name', type: 'string', outlineLabel: true, required: true, doc: 'File name.' },
      { name: 'highlight', type: 'boolean', default: 'false', doc: 'Highlights the file.' },
      undocumented('comment', 'string', 'Seen on real pages; no documented effect.'),
    ],
    parents: ['Tree', 'FileTree'],
    example: '<Tree>\n  <Tree.File name="package.json" />\n</Tree>',
  },

  // Colours
  {
    name: 'Color',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A palette of colour swatches.',
    attributes: [{ name: 'variant', type: 'enum', values: ['compact', 'table'], required: true, doc: '`compact` holds Color.Item; `table` holds Color.Row.' }],
    children: ['Color.Item', 'Color.Row'],
    example: '<Color variant="compact">\n  <Color.Item name="brand" value="#16A34A" />\n</Color>',
  },
  {
    name: 'Color.Row',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A labelled row of a `table` Color palette.',
    attributes: [{ name: 'title', type: 'string', outlineLabel: true, doc: 'Row label.' }],
    children: ['Color.Item'],
    parents: ['Color'],
    example: '<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="500" value="#16A34A" />\n  </Color.Row>\n</Color>',
  },
  {
    name: 'Color.Item',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'One colour swatch.',
    attributes: [
      { name: 'name', type: 'string', outlineLabel: true, doc: 'Label.' },
      { name: 'value', type: 'any', required: true, doc: 'Any CSS colour, or `{{ light: "…", dark: "…" }}`.' },
    ],
    parents: ['Color'],
    example: '<Color variant="compact">\n  <Color.Item name="brand" value="#16A34A" />\n</Color>',
  },

  // Page structure
  {
    name: 'View',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'Content shown only for one option of the page\'s multi-view dropdown.',
    attributes: [{ name: 'title', type: 'string', outlineLabel: true, required: true, doc: 'The dropdown option this content belongs to.' }, ...iconAttributes],
    surround: true,
    example: '<View title="Python">\n  Python instructions.\n</View>',
  },
  {
    name: 'Visibility',
    render: { kind: 'visibility' },
    origin: 'vendor',
    doc: 'Content only for readers of the web page (`humans`) or only for the Markdown view (`agents`).',
    attributes: [{ name: 'for', type: 'enum', values: ['humans', 'agents'], required: true, doc: 'Who sees the content.' }],
    surround: true,
    example: '<Visibility for="humans">\n  Only on the web page.\n</Visibility>',
  },
  {
    name: 'Heading',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A heading, for one without an anchor link.',
    attributes: [
      { name: 'level', type: 'number', doc: 'Heading level, 1 to 6.' },
      { name: 'noAnchor', type: 'boolean', default: 'false', doc: 'No anchor link.' },
    ],
    example: '<Heading level={2} noAnchor>Title</Heading>',
  },
  {
    name: 'GitHub.Repo',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    doc: 'A card with a GitHub repository\'s live description, stars and forks.',
    attributes: [
      { name: 'repo', type: 'string', required: true, doc: '`owner/name` or a full GitHub URL.' },
      { name: 'variant', type: 'enum', values: ['inset', 'flat'], default: 'inset', doc: 'Card style.' },
    ],
    example: '<GitHub.Repo repo="owner/name" />',
  },

  // Legacy
  {
    name: 'Snippet',
    render: { kind: 'vendor-box' },
    origin: 'vendor',
    legacy: true,
    standsForContent: true,
    doc: 'Includes `_snippets/<file>` (older sites; replaced by imports).',
    attributes: [{ name: 'file', type: 'string', required: true, doc: 'The snippet file under `_snippets/`; `.mdx` may be left off.' }],
    example: '<Snippet file="note.mdx" />',
  },
  {
    name: 'Latex',
    render: { kind: 'latex' },
    origin: 'vendor',
    legacy: true,
    doc: 'LaTeX math (older sites; replaced by `$…$` and `$$…$$`).',
    attributes: [],
    example: '<Latex>E = mc^2</Latex>',
  },
];

/** Names real sites use as if the renderer provided them; attributes unknown, so not checked. */
const undocumentedComponent = (name: string, doc: string): ComponentSpec => ({
  name,
  render: { kind: 'vendor-box' },
  origin: 'vendor',
  undocumented: true,
  doc: `${doc} Not documented by the vendor; used on published pages without an import.`,
  attributes: [],
  example: `<${name}>\n</${name}>`,
});

const undocumentedComponents: ComponentSpec[] = [
  undocumentedComponent('Link', 'An inline link: `<Link href="/page">text</Link>`.'),
  undocumentedComponent('CheckList', 'A checklist of CheckListItem entries.'),
  undocumentedComponent('CheckListItem', 'One entry of a CheckList.'),
];

export const COMPONENTS: readonly ComponentSpec[] = [...builtIn, ...undocumentedComponents];
const byName = new Map(COMPONENTS.map((c) => [c.name, c]));

export function getComponent(name: string): ComponentSpec | undefined {
  return byName.get(name);
}

export function getAttribute(component: ComponentSpec, name: string): AttributeSpec | undefined {
  return component.attributes.find((a) => a.name === name);
}

/** The attributes completion offers: documented ones (undocumented ones are accepted, not suggested). */
export function documentedAttributes(component: ComponentSpec): AttributeSpec[] {
  return component.attributes.filter((a) => a.status !== 'undocumented');
}

/**
 * Attribute names that label an element in the outline: for an element the catalog does not know
 * (a page's own component, an HTML element), the same names as for the components it does.
 */
export const OUTLINE_LABEL_ATTRIBUTES: ReadonlySet<string> = new Set(COMPONENTS.flatMap((c) => c.attributes.filter((a) => a.outlineLabel).map((a) => a.name)));

/** Namespaces of dotted catalog names (`Tree` of `Tree.Folder`): `Tree.Foldr` is then a typo, not a member of something imported. */
export const COMPONENT_NAMESPACES: ReadonlySet<string> = new Set(COMPONENTS.filter((c) => c.name.includes('.')).map((c) => c.name.split('.')[0]));

/**
 * Containers whose snippet inserts one correct child, and that child: the first allowed child of
 * every component that holds nothing else.
 */
export const CONTAINER_CHILDREN: readonly { container: string; child: string }[] = COMPONENTS.filter(
  (c) => c.childrenOnly && c.children?.length,
).map((c) => ({ container: c.name, child: c.children![0] }));

export interface FrontmatterKeySpec {
  name: string;
  type: 'string' | 'boolean' | 'enum' | 'number' | 'string[]' | 'any';
  values?: readonly string[];
  required?: boolean;
  doc: string;
  /** Value written as `METHOD /path`. */
  endpoint?: boolean;
  /**
   * A newer setting of the vendor's that the spec does not describe: completion and hover know it,
   * the rules file (which teaches the spec) does not list it.
   */
  vendorOnly?: boolean;
}

export const PAGE_MODES = ['default', 'wide', 'custom', 'frame', 'center', 'assistant'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export const FRONTMATTER_KEYS: readonly FrontmatterKeySpec[] = [
  { name: 'title', type: 'string', required: true, doc: 'Title of the page: clear, specific, keyword-rich.' },
  { name: 'description', type: 'string', required: true, doc: 'A concise statement of the page\'s purpose.' },
  { name: 'sidebarTitle', type: 'string', doc: 'Shorter title used in the navigation sidebar.' },
  { name: 'icon', type: 'string', doc: 'Icon shown next to the page in the sidebar.' },
  { name: 'iconType', type: 'enum', values: ICON_STYLES, doc: 'Style of the icon.' },
  { name: 'tag', type: 'string', doc: 'A small label next to the page title in the sidebar (e.g. `NEW`).' },
  { name: 'hidden', type: 'boolean', doc: 'Hide the page from the navigation.' },
  { name: 'noindex', type: 'boolean', doc: 'Keep the page out of search engines.' },
  { name: 'deprecated', type: 'boolean', doc: 'Mark the page as deprecated.' },
  { name: 'url', type: 'string', doc: 'Makes the sidebar entry link to this external URL.' },
  { name: 'mode', type: 'enum', values: PAGE_MODES, doc: 'Page layout: `default`, `wide`, `custom`, `frame`, `center` or `assistant`.' },
  { name: 'api', type: 'string', endpoint: true, doc: 'Makes this an API endpoint page: `METHOD /path`, e.g. `POST /users`.' },
  { name: 'openapi', type: 'string', endpoint: true, doc: 'Makes this an API endpoint page from the OpenAPI file: `METHOD /path`, e.g. `GET /users/{id}`.' },
  { name: 'playground', type: 'enum', vendorOnly: true, values: ['interactive', 'simple', 'none'], doc: 'The API playground of this page.' },
  { name: 'authMethod', type: 'enum', vendorOnly: true, values: ['bearer', 'basic', 'key', 'none'], doc: 'Authentication of this API page, overriding the site\'s.' },
  { name: 'searchable', type: 'boolean', vendorOnly: true, doc: 'Whether search finds the page (default true).' },
  { name: 'boost', type: 'number', vendorOnly: true, doc: 'Search-ranking multiplier.' },
  { name: 'keywords', type: 'string[]', vendorOnly: true, doc: 'Extra search terms.' },
  { name: 'hideFooterPagination', type: 'boolean', vendorOnly: true, doc: 'Hides the previous/next links at the bottom.' },
  { name: 'hideApiMarker', type: 'boolean', vendorOnly: true, doc: 'Hides the method badge in the sidebar.' },
  { name: 'related', type: 'any', vendorOnly: true, doc: 'Related pages, or `false` for none.' },
  { name: 'contextual', type: 'any', vendorOnly: true, doc: 'Per-page contextual menu (`options`, `display`).' },
  { name: 'groups', type: 'string[]', vendorOnly: true, doc: 'User groups that may see the page (needs authentication).' },
  { name: 'rss', type: 'boolean', vendorOnly: true, doc: 'Shows an RSS button on a changelog page.' },
];

export function getFrontmatterKey(name: string): FrontmatterKeySpec | undefined {
  return FRONTMATTER_KEYS.find((k) => k.name === name);
}
