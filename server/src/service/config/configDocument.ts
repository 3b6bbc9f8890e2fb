import { Node, ParseError, parseTree } from 'jsonc-parser';
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
  readonly syntaxErrors: ParseError[];
}

export function parseConfigDocument(document: TextDocument, path: string): ConfigDocument {
  const syntaxErrors: ParseError[] = [];
  const root = parseTree(document.getText(), syntaxErrors, {
    allowTrailingComma: false,
    disallowComments: true,
    allowEmptyContent: false,
  });
  // A byte order mark is an encoding detail that editors hide, not a JSON error.
  if (document.getText().charCodeAt(0) === 0xfeff && syntaxErrors[0]?.offset === 0) syntaxErrors.shift();
  const slash = path.lastIndexOf('/');
  return { document, path, docsRoot: slash <= 0 ? '/' : path.slice(0, slash), root, syntaxErrors };
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

/** The value node of property `key` of an object node. */
export function propertyValue(node: Node | undefined, key: string): Node | undefined {
  if (!node) return undefined;
  for (const p of propertiesOf(node)) {
    if (p.children?.[0]?.value === key) return p.children[1];
  }
  return undefined;
}

/** The key node of the property whose value is `valueNode`, if it is a property value. */
export function keyNodeOf(valueNode: Node): Node | undefined {
  const parent = valueNode.parent;
  return parent?.type === 'property' && parent.children?.[1] === valueNode ? parent.children[0] : undefined;
}
