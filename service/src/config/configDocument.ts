import { Node } from 'jsonc-parser';
import { JsonSyntaxError, parseSiteJson, SiteJsonParse, ConfigLayout, configFileNameOf, detectLayout } from '../../../site/src';
import { TextDocument } from 'vscode-languageserver-textdocument';

/**
 * One parse of a docs.json version. The server caches it per URI+version; every feature (rules,
 * completion, hover, colors, links) reads the same parse instead of parsing again.
 */
export interface ConfigDocument {
  readonly document: TextDocument;
  /** Absolute forward-slash path of the docs.json file. */
  readonly path: string;
  /** The folder of docs.json: page paths and assets resolve against it. */
  readonly docsRoot: string;
  readonly root: Node | undefined;
  /** Which layout the file is in; it picks the schema every docs.json feature reads. */
  readonly layout: ConfigLayout;
  /** As the site build sees them (site/src/model/siteJson.ts): one error per trailing comma, none for a byte order mark. */
  readonly syntaxErrors: JsonSyntaxError[];
  /**
   * Whether `root` is the tree the author wrote (SiteJsonParse.wellFormed). When it is not, checks of
   * the tree would report problems that are not there (see validate.ts).
   */
  readonly wellFormed: boolean;
  /** Offset where nesting passed MAX_JSON_DEPTH; the document is then not parsed at all. */
  readonly tooDeepAt?: number;
}

/**
 * The JSON parser recurses once per nesting level, so hostile input (tens of thousands of `[`)
 * overflows the stack. When it does, the message points at the first level beyond this depth; no
 * real docs.json nests deeper than a dozen levels.
 */
export const MAX_JSON_DEPTH = 256;

/** The offset at which brackets outside strings nest deeper than `limit`, if they do. */
export function findExcessiveNesting(text: string, limit = MAX_JSON_DEPTH): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34 || c === 10) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth = Math.max(0, depth - 1);
  }
  return undefined;
}

export function parseConfigDocument(document: TextDocument, path: string): ConfigDocument {
  const slashAt = path.lastIndexOf('/');
  const docsRoot = slashAt <= 0 ? '/' : path.slice(0, slashAt);
  const fileName = configFileNameOf(path) ?? 'docs.json';
  let parsed: SiteJsonParse;
  try {
    parsed = parseSiteJson(document.getText());
  } catch (e) {
    // The parser recursed past the stack on hostile nesting. Scanning every document for nesting
    // up front would cost each keystroke; finding the spot only after the overflow costs nothing.
    const tooDeepAt = e instanceof RangeError ? findExcessiveNesting(document.getText()) : undefined;
    if (tooDeepAt === undefined) throw e;
    return { document, path, docsRoot, root: undefined, layout: detectLayout(undefined, fileName), syntaxErrors: [], wellFormed: false, tooDeepAt };
  }
  const { root, errors: syntaxErrors, wellFormed } = parsed;
  return { document, path, docsRoot, root, layout: detectLayout(root, fileName), syntaxErrors, wellFormed };
}

/** The JSON type name of a parsed node. */
export function nodeType(node: Node): 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null' {
  if (node.type === 'number') return Number.isInteger(node.value) ? 'integer' : 'number';
  return node.type as 'object' | 'array' | 'string' | 'boolean' | 'null';
}

/** The `property` nodes of an object node. */
export function propertiesOf(node: Node): Node[] {
  return node.type === 'object' ? (node.children ?? []).filter((c) => c.type === 'property') : [];
}

/**
 * The value node of property `key` of an object node: the last one when the key is written twice,
 * since `JSON.parse` (and so the site build) keeps the last.
 */
export function propertyValue(node: Node | undefined, key: string): Node | undefined {
  if (!node) return undefined;
  let found: Node | undefined;
  for (const p of propertiesOf(node)) {
    if (p.children?.[0]?.value === key) found = p.children[1];
  }
  return found;
}

/**
 * The properties of an object node that a later property of the same key overrides: `JSON.parse`
 * keeps the last, so these are never read by the site build.
 */
export function overriddenProperties(node: Node): Node[] {
  const properties = propertiesOf(node);
  if (properties.length < 2) return [];
  const last = new Map<unknown, Node>();
  for (const p of properties) last.set(p.children?.[0]?.value, p);
  return properties.filter((p) => last.get(p.children?.[0]?.value) !== p);
}

/** The key node of the property whose value is `valueNode`, if it is a property value. */
export function keyNodeOf(valueNode: Node): Node | undefined {
  const parent = valueNode.parent;
  return parent?.type === 'property' && parent.children?.[1] === valueNode ? parent.children[0] : undefined;
}
