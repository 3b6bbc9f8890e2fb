/**
 * One page render's view of what the site defines (issue 40, items 1 and 2): the page's scope of
 * site components and snippets (siteModules.ts), the scope of each snippet being drawn with its
 * props (`<Snippet word="x" />` fills `{word}`), the interpreter that reads site JSX
 * (interpret.ts) and the one budget all of it spends (budget.ts). The page renderer asks it what a
 * name stands for and lets it draw the name; catalog components met inside site JSX go back to the
 * page renderer (`PageDrawer`), so they look as they do on the page.
 */
import type { ElementContent } from 'hast';
import type * as E from 'estree-jsx';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { MAX_SNIPPET_DEPTH, type DocsWorkspace } from '../../../site/src';
import { type ParsedPage } from '../../../mdx/src';
import { JsxBudget } from './budget';
import { JsxInterpreter, toMarkup, type InterpreterHost } from './interpret';
import { SiteModules, type ModuleScope } from './siteModules';
import { allowedDeclarations, styleClassName } from '../siteStyles/inlineStyle';
import { Closure, FrameScope, Markup, NotRendered, Snippet, isPlainObject, type Scope, type Value, type ValueObject } from './values';

/** What the page renderer does for the site render: mdast in the current frame, and catalog components. */
export interface PageDrawer {
  /** The rendered children of an mdast parent, in the frame current when called. */
  all(node: MdastRoot): ElementContent[];
  /** A catalog component drawn from site JSX (props and already-drawn children); undefined when `name` is not in the catalog. */
  catalog(name: string, props: ValueObject, children: ElementContent[]): ElementContent[] | undefined;
}

export interface SiteRenderOptions {
  pagePath: string;
  docsRoot: string;
  workspace: DocsWorkspace;
  parse(text: string): ParsedPage;
  parseScript(text: string): E.Program;
  /** Where the classes of allowed `style` objects are recorded with their declarations (the page's stylesheet reads it). */
  styleRules: Map<string, string>;
}

export class SiteRender implements InterpreterHost {
  readonly budget = new JsxBudget();
  readonly interpreter = new JsxInterpreter(this);
  private readonly modules: SiteModules;
  private readonly styleRules: Map<string, string>;
  private readonly scopes: Scope[];
  private snippetDepth = 0;
  /** The page renderer drawing now (one per chunk; set before each chunk renders). */
  drawer?: PageDrawer;

  constructor(options: SiteRenderOptions, pagePrograms: readonly E.Program[]) {
    this.styleRules = options.styleRules;
    this.modules = new SiteModules({ docsRoot: options.docsRoot, workspace: options.workspace, parse: options.parse, parseScript: options.parseScript, interpreter: this.interpreter });
    const page: ModuleScope = this.modules.pageScope(options.pagePath, pagePrograms);
    this.scopes = [page];
  }

  /** Whether what is drawn now comes from a snippet (its source positions are not the page's). */
  get inSnippet(): boolean {
    return this.snippetDepth > 0;
  }

  private get scope(): Scope {
    return this.scopes[this.scopes.length - 1];
  }

  /** What `name` stands for where the renderer is now; undefined when the site does not define it. Throws NotRendered for a broken import. */
  lookup(name: string): { value: Value } | undefined {
    return this.scope.lookup(name);
  }

  /** An MDX element's props: strings as written, bare names true, expressions read by the interpreter. */
  props(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): Record<string, Value> {
    const props: Record<string, Value> = {};
    for (const a of attributes) {
      if (a.type === 'mdxJsxExpressionAttribute') {
        const spread = expressionOf(a.data);
        const value = spread?.type === 'ObjectExpression' ? this.interpreter.evaluate(spread, this.scope) : undefined;
        if (isPlainObject(value)) Object.assign(props, value);
        continue;
      }
      if (a.value === null || a.value === undefined) props[a.name] = true;
      else if (typeof a.value === 'string') props[a.name] = a.value;
      else {
        const expression = expressionOf(a.value.data);
        if (!expression) throw new NotRendered(`the value of \`${a.name}\` could not be read`);
        props[a.name] = this.interpreter.evaluate(expression, this.scope);
      }
    }
    return props;
  }

  /** A `{expression}` of the page or a snippet, drawn; undefined when it is outside what the preview reads. */
  expression(data: unknown): ElementContent[] | undefined {
    const expression = expressionOf(data);
    if (!expression) return undefined;
    try {
      return toMarkup(this.interpreter.evaluate(expression, this.scope));
    } catch (error) {
      if (error instanceof NotRendered) return undefined;
      throw error;
    }
  }

  /** Draws what a site name stands for, with props and drawn children. Throws NotRendered with the reason. */
  draw(name: string, value: Value, props: ValueObject, children: ElementContent[]): ElementContent[] {
    if (value instanceof Closure) return toMarkup(this.interpreter.call(value, [children.length ? { ...props, children: new Markup(children) } : props]));
    if (value instanceof Snippet) return this.snippet(value, props, children);
    if (value instanceof Markup) return value.nodes;
    throw new NotRendered(`\`${name}\` is ${value === undefined ? 'undefined' : `a ${Array.isArray(value) ? 'list' : typeof value}`}, not a component`);
  }

  /** InterpreterHost: `style={{ … }}` as a class, its allowed declarations recorded for the page's stylesheet. */
  styleClass(style: ValueObject): string | undefined {
    const declarations = allowedDeclarations(style);
    if (!declarations) return undefined;
    const name = styleClassName(declarations);
    this.styleRules.set(name, declarations);
    return name;
  }

  /** InterpreterHost: a capitalized element of site JSX that is no function of its own scope. */
  component(name: string, props: ValueObject, children: ElementContent[], bound: Value): ElementContent[] {
    if (bound !== undefined) return this.draw(name, bound, props, children);
    const own = name.includes('.') ? undefined : this.lookup(name);
    if (own) return this.draw(name, own.value, props, children);
    const drawn = this.drawer?.catalog(name, props, children);
    if (drawn) return drawn;
    throw new NotRendered(`draws \`<${name}>\`, which neither the component catalog nor the site defines`);
  }

  /** The snippet of a file (the legacy `<Snippet file>`); throws NotRendered when it is no MDX file. */
  snippetAt(path: string): Snippet {
    const module = this.modules.module(path);
    if (!module.mdast) throw new NotRendered(`\`${path}\` is not an MDX snippet`);
    return new Snippet(path, module.mdast, module);
  }

  /**
   * A snippet's Markdown drawn where it is used, its props in scope by name (and as `props`), as
   * the build inlines it. Nesting stops at the checks' snippet depth (MAX_SNIPPET_DEPTH), so a
   * snippet that shows itself, directly or through others, ends in a placeholder.
   */
  snippet(snippet: Snippet, props: ValueObject, children: ElementContent[]): ElementContent[] {
    if (!this.drawer) throw new NotRendered('no page is being drawn');
    if (this.snippetDepth >= MAX_SNIPPET_DEPTH) throw new NotRendered(`snippets nest more than ${MAX_SNIPPET_DEPTH} deep (a snippet that shows itself?)`);
    const frame = new FrameScope(snippet.scope);
    for (const [key, value] of Object.entries(props)) frame.define(key, value);
    frame.define('props', { ...props, children: new Markup(children) });
    frame.define('children', new Markup(children));
    this.scopes.push(frame);
    this.snippetDepth++;
    try {
      return this.budget.deeper(() => withoutPositions(this.drawer!.all(snippet.mdast)));
    } finally {
      this.snippetDepth--;
      this.scopes.pop();
    }
  }
}

/** The one expression of an MDX expression's estree (remark-mdx keeps it in `data.estree`). */
function expressionOf(data: unknown): E.Expression | undefined {
  const program = (data as { estree?: E.Program } | undefined)?.estree;
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** Drops source positions (a snippet's lines are not the page's: no scroll sync or anchor ids from them). */
function withoutPositions(nodes: ElementContent[]): ElementContent[] {
  const visit = (node: ElementContent): void => {
    delete node.position;
    if (node.type === 'element') {
      delete node.properties.dataLine;
      node.children.forEach(visit);
    }
  };
  nodes.forEach(visit);
  return nodes;
}
