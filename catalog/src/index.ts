// The one component table (components.ts): every component and attribute pages use today, how the
// site build reads each value, what the preview draws each with, and the frontmatter keys. Completion,
// hover, the page rules, snippets, the rules file, the preview and `docsite mcp` read it; it is data
// and imports nothing, so every part may read it.
export {
  COMPONENTS,
  COMPONENT_NAMESPACES,
  CONTAINER_CHILDREN,
  FRONTMATTER_KEYS,
  HTTP_METHODS,
  OUTLINE_LABEL_ATTRIBUTES,
  PARAM_LOCATIONS,
  documentedAttributes,
  getAttribute,
  getComponent,
  getFrontmatterKey,
  type AttributeSpec,
  type ComponentSpec,
  type FrontmatterKeySpec,
  type RenderKind,
} from './components';
