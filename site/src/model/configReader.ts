import { Node, ParseError, parseTree } from 'jsonc-parser';
import { isContained, dirname, joinPath } from '../../../common/src';
import { DocsWorkspace } from '../workspace';
import { RefExpansionBudget, FileSize, valueCount } from './refExpansion';
import { parseSiteJson } from './siteJson';
import { Loc, ModelProblem } from './types';

/** A JSON value and the file it was read from; `$ref` objects are already followed. */
export interface Val {
  readonly node: Node;
  readonly file: string;
  /** The files whose `$ref`s led here, to detect cycles. */
  readonly chain: readonly string[];
  /** For an object that had keys beside its `$ref`: those keys, which win over the target's. */
  readonly overrides?: Val;
}

/** `$ref` chains longer than this are reported as cycles: no real split config nests this deep. */
const MAX_REF_DEPTH = 16;

/**
 * Reads a configuration as jsonc-parser trees, tolerantly (a half-typed file still yields what can
 * be read), and follows `{ "$ref": "./other.json" }` objects into the files they name. Every file
 * read is recorded with its text, so a model built from it can tell when it is stale.
 */
export class ConfigReader {
  readonly sources = new Map<string, string>();
  readonly problems: ModelProblem[] = [];
  /** The first syntax error of the configuration file itself, as in the editor (it is still read as far as it goes). */
  syntaxError?: { message: string; offset: number; wellFormed: boolean };
  /** What the `$ref`s followed so far have expanded the configuration to (refExpansion.ts). */
  readonly expansion = new RefExpansionBudget();
  private readonly trees = new Map<string, Node | undefined>();
  private readonly sizes = new Map<string, FileSize>();
  /** Real paths, each asked of the workspace once: a part named by many `$ref`s would ask at each one. */
  private readonly realPaths = new Map<string, string | undefined>();
  private readonly disk = {
    realPath: (path: string): string | undefined => {
      if (!this.realPaths.has(path)) this.realPaths.set(path, this.workspace.realPath(path));
      return this.realPaths.get(path);
    },
  };
  private readonly reported = new Set<string>();

  constructor(
    readonly docsRoot: string,
    private readonly workspace: DocsWorkspace,
  ) {}

  /** The root value of a file, given its text (an open editor's) or read through the workspace. */
  rootOf(file: string, text?: string): Val | undefined {
    const node = this.tree(file, text);
    if (node) this.expansion.add(this.sizeOf(file, node));
    return node ? this.follow({ node, file, chain: [file] }) : undefined;
  }

  /**
   * The value of `key` in an object value. Keys written beside a `$ref` win over the target's; a key
   * written twice gives its last value, as `JSON.parse` (and so the site build) reads it.
   */
  get(value: Val | undefined, key: string): Val | undefined {
    if (!value) return undefined;
    if (value.overrides) {
      const own = this.get(value.overrides, key);
      if (own) return own;
    }
    if (value.node.type !== 'object' || key === '$ref') return undefined;
    let found: Node | undefined;
    for (const property of value.node.children ?? []) {
      const [k, v] = property.children ?? [];
      if (k?.value === key && v) found = v;
    }
    return found && this.follow({ node: found, file: value.file, chain: value.chain });
  }

  /** The keys of an object value, overrides included, in document order. */
  keys(value: Val | undefined): string[] {
    if (!value) return [];
    const keys = new Set<string>(value.overrides ? this.keys(value.overrides) : []);
    if (value.node.type === 'object') {
      for (const property of value.node.children ?? []) {
        const k = property.children?.[0]?.value;
        if (typeof k === 'string' && k !== '$ref') keys.add(k);
      }
    }
    return [...keys];
  }

  /** The items of an array value (each followed through `$ref`). */
  items(value: Val | undefined): Val[] {
    if (value?.node.type !== 'array') return [];
    return (value.node.children ?? []).map((node) => this.follow({ node, file: value.file, chain: value.chain }));
  }

  /** The location of a value, for ranges in messages. */
  loc(value: Val): Loc {
    return { file: value.file, offset: value.node.offset, length: value.node.length };
  }

  /** The location of the key of a property `key` of an object value, if written. */
  keyLoc(value: Val | undefined, key: string): Loc | undefined {
    if (!value) return undefined;
    if (value.node.type === 'object') {
      let last: Node | undefined;
      for (const property of value.node.children ?? []) {
        const k = property.children?.[0];
        if (k?.value === key) last = k;
      }
      if (last) return { file: value.file, offset: last.offset, length: last.length };
    }
    return value.overrides ? this.keyLoc(value.overrides, key) : undefined;
  }

  /** Replaces a `$ref` object by the value it names; anything else is returned as it is. */
  private follow(value: Val): Val {
    const ref = value.node.type === 'object' ? refNode(value.node) : undefined;
    if (!ref) return value;
    const hasSiblings = (value.node.children ?? []).length > 1;
    const siblingsOnly: Val | undefined = hasSiblings ? { node: withoutRef(value.node), file: value.file, chain: value.chain } : undefined;
    const refused = (): Val => siblingsOnly ?? { node: emptyObjectAt(value.node), file: value.file, chain: value.chain };
    // Past the expansion bound, a `$ref` costs nothing more: no path check, no read, no report (the
    // crossing `$ref` has the one error), so the whole build stays linear in the bound.
    if (this.expansion.crossed) return refused();
    const at: Loc = { file: value.file, offset: ref.offset, length: ref.length };
    const target = typeof ref.value === 'string' ? ref.value.trim() : '';
    const path = joinPath(dirname(value.file), target);
    const inside = isContained(path, [this.docsRoot], this.disk);
    const fail = (code: ModelProblem['code'], message: string): Val => {
      this.report({ code, message, loc: at });
      return refused();
    };
    if (!target || !inside) return fail('ref-outside-root', `"$ref" must name a file inside the docs root; "${target}" does not.`);
    if (value.chain.includes(path) || value.chain.length > MAX_REF_DEPTH) {
      return fail('ref-cycle', `"$ref" to "${target}" makes a cycle: ${[...value.chain, path].map((f) => f.slice(this.docsRoot.length + 1)).join(' → ')}.`);
    }
    const node = this.tree(path);
    if (node === undefined) {
      return this.sources.has(path)
        ? fail('ref-invalid-json', `"$ref" file "${target}" is not valid JSON.`)
        : fail('ref-missing', `"$ref" file "${target}" does not exist.`);
    }
    const crossed = this.expansion.admit(this.sizeOf(path, node));
    if (crossed) {
      return fail('ref-too-large', `"$ref" to "${target}" is not followed: with it, the configuration would expand to more than ${crossed}, the bound on what "$ref"s may expand to (far above any real site). No "$ref" read after it is followed either.`);
    }
    const resolved = this.follow({ node, file: path, chain: [...value.chain, path] });
    return siblingsOnly && resolved.node.type === 'object' ? { ...resolved, overrides: siblingsOnly } : resolved;
  }

  private sizeOf(file: string, node: Node): FileSize {
    let size = this.sizes.get(file);
    if (!size) this.sizes.set(file, (size = { values: valueCount(node), characters: this.sources.get(file)?.length ?? 0 }));
    return size;
  }

  private tree(file: string, text?: string): Node | undefined {
    if (this.trees.has(file)) return this.trees.get(file);
    const source = text ?? this.workspace.readFile(file);
    let node: Node | undefined;
    if (source !== undefined) {
      this.sources.set(file, source);
      try {
        node = this.trees.size === 0 ? this.configTree(source) : referencedTree(source);
      } catch {
        // Nesting deep enough to overflow the parser: the config document reports it at its spot.
        node = undefined;
      }
    }
    this.trees.set(file, node);
    return node;
  }

  /** The configuration file is read as far as it goes (it is being typed); its first error is kept, as the editor reports it. */
  private configTree(source: string): Node | undefined {
    const { root, errors, wellFormed } = parseSiteJson(source);
    if (errors.length) this.syntaxError = { message: errors[0].message, offset: errors[0].offset, wellFormed };
    return root;
  }

  private report(problem: ModelProblem): void {
    const key = `${problem.loc.file}:${problem.loc.offset}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problems.push(problem);
  }
}

/** A file a `$ref` names must parse; comments and trailing commas are let through there. */
function referencedTree(source: string): Node | undefined {
  const errors: ParseError[] = [];
  const node = parseTree(source, errors, { allowTrailingComma: true, disallowComments: false });
  return errors.length ? undefined : node;
}

function refNode(object: Node): Node | undefined {
  for (const property of object.children ?? []) {
    if (property.children?.[0]?.value === '$ref') return property.children[1];
  }
  return undefined;
}

function withoutRef(object: Node): Node {
  return { ...object, children: (object.children ?? []).filter((p) => p.children?.[0]?.value !== '$ref') };
}

function emptyObjectAt(node: Node): Node {
  return { ...node, type: 'object', children: [] };
}

/** Reading helpers for values that may be missing or of the wrong type. */
export function stringOf(value: Val | undefined): string | undefined {
  return value?.node.type === 'string' && typeof value.node.value === 'string' ? value.node.value : undefined;
}

export function nonEmptyString(value: Val | undefined): string | undefined {
  const s = stringOf(value)?.trim();
  return s ? s : undefined;
}

export function booleanOf(value: Val | undefined): boolean | undefined {
  return value?.node.type === 'boolean' ? (value.node.value as boolean) : undefined;
}
