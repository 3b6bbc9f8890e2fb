/**
 * What a page can take from each of the site's snippets (issue 37, item 4): the components it
 * exports by name with their props, and whether a default import shows its content (with the
 * variables that content reads, which the importing page passes as props). Read with the page
 * parser the checks use (the MDX parser, with its ESM parsed to estree), so the rules teach exactly
 * the imports `snippet-export` and `snippet-default-export` accept. A `.jsx` snippet is JavaScript,
 * not MDX (its comments may hold braces): it is read by the JavaScript parser the MDX parser itself
 * uses for ESM, acorn with JSX. A `.tsx` one is read as MDX's ESM, and only listed when that fails.
 * Vendor docs: https://mintlify.com/docs/create/reusable-snippets
 */
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { MAX_PAGE_LENGTH, parsePage } from '../../../mdx/src';
import { snippetExports } from '../page/anchorCache';

/** The parser of `.jsx` snippets: a class, holding no state between parses. */
const JsxParser = Parser.extend(jsx());

export interface SnippetComponent {
  name: string;
  /** The props its first parameter destructures (`({ title, cols = 3 })` → title, cols). */
  props: string[];
}

export interface SnippetFacts {
  /** Relative to the docs root (`snippets/auth-header.mdx`). */
  path: string;
  /** A default import shows the snippet's content (a Markdown snippet with content, or `export default`). */
  defaultImport: boolean;
  /** The variables the content reads (`{product}`): the props a default import takes. */
  contentProps: string[];
  /** Components it exports by name (capitalized exports). */
  components: SnippetComponent[];
}

/** Props and components listed per snippet, at most: the rules file stays readable on large sites. */
const MAX_NAMES = 12;

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

export function snippetFacts(path: string, text: string): SnippetFacts | undefined {
  if (/\.jsx$/i.test(path)) return jsxSnippetFacts(path, text);
  const page = parsePage(text);
  if (!page.mdast) return undefined;
  const markdown = /\.mdx?$/i.test(path);
  const exports = snippetExports(page);
  const components: SnippetComponent[] = [];
  const contentProps = new Set<string>();
  const stack: EstreeNode[] = [page.mdast as unknown as EstreeNode];
  while (stack.length) {
    const node = stack.pop()!;
    const estree = (node.data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree;
    if (node.type === 'mdxjsEsm') for (const statement of estree?.body ?? []) components.push(...exportedComponents(statement));
    else if (markdown && (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')) readVariable(estree?.body?.[0], contentProps);
    else if (markdown && node.type === 'mdxJsxAttributeValueExpression') readVariable(estree?.body?.[0], contentProps);
    for (const key of ['children', 'attributes', 'value'] as const) {
      const child = node[key];
      if (Array.isArray(child)) stack.push(...(child as EstreeNode[]));
      else if (child && typeof child === 'object' && 'type' in child) stack.push(child as EstreeNode);
    }
  }
  const exported = new Set(components.map((c) => c.name));
  return {
    path,
    defaultImport: markdown ? !exports.contentless || exports.names.includes('default') : exports.names.includes('default'),
    contentProps: [...contentProps].filter((p) => !exported.has(p)).sort().slice(0, MAX_NAMES),
    components: components.sort((a, b) => a.name.localeCompare(b.name)).slice(0, MAX_NAMES),
  };
}

/** A `.jsx` snippet: its named component exports and whether it has a default export. */
function jsxSnippetFacts(path: string, text: string): SnippetFacts | undefined {
  // Bounded like a page: a snippet past the page size is not read (parsePage's own bound).
  if (text.length > MAX_PAGE_LENGTH) return undefined;
  let program: { body: EstreeNode[] };
  try {
    program = JsxParser.parse(text, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: EstreeNode[] };
  } catch {
    return undefined;
  }
  const components = program.body.flatMap(exportedComponents);
  return {
    path,
    defaultImport: program.body.some((s) => s.type === 'ExportDefaultDeclaration'),
    contentProps: [],
    components: components.sort((a, b) => a.name.localeCompare(b.name)).slice(0, MAX_NAMES),
  };
}

/** `export const Card = ({ title }) => …`, `export function Card({ title }) {…}`: capitalized names only (components). */
function exportedComponents(statement: EstreeNode): SnippetComponent[] {
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration as EstreeNode;
  const found: { name?: string; fn?: EstreeNode }[] =
    declaration.type === 'FunctionDeclaration'
      ? [{ name: (declaration.id as { name?: string } | null)?.name, fn: declaration }]
      : declaration.type === 'VariableDeclaration'
        ? (declaration.declarations as EstreeNode[]).map((d) => ({ name: (d.id as { name?: string }).name, fn: d.init as EstreeNode | undefined }))
        : [];
  return found
    .filter((f): f is { name: string; fn?: EstreeNode } => !!f.name && /^[A-Z]/.test(f.name))
    .map((f) => ({ name: f.name, props: propsOf(f.fn) }));
}

/** The destructured names of a function's first parameter; none for a function that takes no object pattern. */
function propsOf(fn: EstreeNode | undefined): string[] {
  if (!fn || !/Function/.test(fn.type)) return [];
  let param = (fn.params as EstreeNode[] | undefined)?.[0];
  if (param?.type === 'AssignmentPattern') param = param.left as EstreeNode;
  if (param?.type !== 'ObjectPattern') return [];
  const names: string[] = [];
  for (const property of param.properties as EstreeNode[]) {
    const key = property.type === 'Property' ? (property.key as { type: string; name?: string; value?: unknown }) : undefined;
    if (key?.type === 'Identifier' && key.name) names.push(key.name);
    else if (key?.type === 'Literal' && typeof key.value === 'string') names.push(key.value);
  }
  return names.slice(0, MAX_NAMES);
}

/** A content expression that reads a variable: `{product}` or `{props.product}`. */
function readVariable(statement: EstreeNode | undefined, into: Set<string>): void {
  const expression = statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined;
  if (expression?.type === 'Identifier') into.add(expression.name as string);
  else if (expression?.type === 'MemberExpression' && (expression.object as EstreeNode).type === 'Identifier' && (expression.object as { name: string }).name === 'props' && (expression.property as EstreeNode).type === 'Identifier') {
    into.add((expression.property as { name: string }).name);
  }
}

/** The facts of the snippets the rules file lists (the first `limit`), read through the workspace. */
export function siteSnippetFacts(docsRoot: string, snippets: readonly string[], workspace: { readFile(path: string): string | undefined }, limit = 30): SnippetFacts[] {
  const facts: SnippetFacts[] = [];
  for (const path of snippets.slice(0, limit)) {
    const text = workspace.readFile(`${docsRoot === '/' ? '' : docsRoot}/${path}`);
    const read = text === undefined ? undefined : snippetFacts(path, text);
    if (read) facts.push(read);
  }
  return facts;
}
