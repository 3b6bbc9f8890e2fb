/**
 * The values the JSX interpreter (interpret.ts) works with. A site component is read, never run: its
 * body is walked over the estree the MDX parser already made, and every value it can produce is one
 * of these. Functions are closures over that estree (never `Function` objects), markup is hast that
 * the page renderer sanitizes like everything else.
 */
import type { ElementContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { ArrowFunctionExpression, FunctionDeclaration, FunctionExpression, Node } from 'estree-jsx';

export type Value = undefined | null | string | number | boolean | Value[] | Markup | Closure | Builtin | Snippet | ValueObject;

/**
 * The default import of an `.mdx` snippet: its Markdown, drawn where `<Name />` stands with the
 * element's props in scope (`{word}`), as the build inlines it. `scope` is the snippet file's own.
 */
export class Snippet {
  constructor(
    readonly file: string,
    readonly mdast: MdastRoot,
    readonly scope: Scope,
  ) {}
}

export interface ValueObject {
  readonly [key: string]: Value;
}

/** Rendered markup: what a JSX element, a snippet or a component's children evaluate to. */
export class Markup {
  constructor(readonly nodes: ElementContent[]) {}
}

export type FunctionNode = ArrowFunctionExpression | FunctionExpression | FunctionDeclaration;

/** A function the site wrote, with the scope it was written in. */
export class Closure {
  constructor(
    readonly node: FunctionNode,
    readonly scope: Scope,
    /** Where it was written: the file and the component's name, for a placeholder that names it. */
    readonly origin: Origin,
  ) {}
}

/**
 * One of the language's own pure functions, as a value (`.map(Number)`, `.filter(Number.isFinite)`):
 * a function of its arguments alone (staticFunctions.ts), never the real global.
 */
export class Builtin {
  constructor(
    readonly name: string,
    readonly apply: (args: readonly Value[]) => Value,
  ) {}
}

/** A function value: one the site wrote, or one of the language's own (Builtin). */
export const isFunction = (value: Value): value is Closure | Builtin => value instanceof Closure || value instanceof Builtin;

export interface Origin {
  file: string;
  /** 1-based line in `file`. */
  line: number;
  name: string;
}

/** Names in scope: a chain of frames, the outermost the module (its declarations read lazily). */
export interface Scope {
  lookup(name: string): { value: Value } | undefined;
}

export class FrameScope implements Scope {
  private readonly names = new Map<string, Value>();
  constructor(private readonly parent: Scope | undefined) {}
  define(name: string, value: Value): void {
    this.names.set(name, value);
  }
  lookup(name: string): { value: Value } | undefined {
    if (this.names.has(name)) return { value: this.names.get(name) };
    return this.parent?.lookup(name);
  }
}

/**
 * Why a piece of JSX stays a placeholder: something outside the subset the preview reads (hooks,
 * state, a package import, a statement with side effects), or a bound crossed. `node` locates it.
 */
export class NotRendered extends Error {
  /** The file `node` is in, when known (the component's file). */
  file?: string;
  constructor(
    readonly reason: string,
    readonly node?: Node,
  ) {
    super(reason);
  }
}

export function isPlainObject(value: Value): value is ValueObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Markup) && !isFunction(value) && !(value instanceof Snippet);
}
