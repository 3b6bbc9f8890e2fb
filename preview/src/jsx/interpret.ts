/**
 * Reads a site's own JSX components without running them (issue 40, item 2). The MDX parser
 * (micromark-extension-mdxjs, through remark-mdx) already turns every `export const X = (…) => …`,
 * `{expression}` and attribute expression into estree; this walks that tree over the component's
 * props. It knows the subset components for docs are written in: literals, props and their
 * defaults, member access, template literals, `&&` `||` `??` `?:`, comparisons, arrays and objects,
 * `.map`/`.filter` with an arrow, pure static functions (`Array.isArray`, staticFunctions.ts), fragments, `children`, `const` and `if`/`return` in a body.
 * Everything else (hooks, state, `fetch`, `window`, loops, assignments, classes) throws NotRendered
 * with the reason, and the caller draws a placeholder naming it. There is no `eval` or `Function`:
 * no code of the site ever runs, and what it draws is hast the page renderer sanitizes.
 */
import type { ElementContent } from 'hast';
import type * as E from 'estree-jsx';
import type { JsxBudget } from './budget';
import { intrinsicElement } from './intrinsic';
import { conversion, staticFunction } from './staticFunctions';
import { Builtin, Closure, FrameScope, Markup, NotRendered, isFunction, isPlainObject, type Origin, type Scope, type Value, type ValueObject } from './values';

export interface InterpreterHost {
  /** A capitalized element not bound in the JSX's own scope: a catalog component, a snippet, or an unknown name. */
  component(name: string, props: ValueObject, children: ElementContent[], bound: Value): ElementContent[];
  /** The class carrying a `style` object's allowed declarations, or undefined when none is allowed. */
  styleClass(style: ValueObject): string | undefined;
  readonly budget: JsxBudget;
}

/** String methods a component may call: pure, and bounded by the string they are called on. */
const STRING_METHODS = new Set(['toUpperCase', 'toLowerCase', 'trim', 'startsWith', 'endsWith', 'includes', 'slice', 'replace', 'split', 'charAt', 'padStart', 'padEnd']);

export class JsxInterpreter {
  /** The file of the function being called: where an arrow written inside it, and a problem in it, are. */
  private origin: Origin = { file: '', line: 0, name: '' };

  constructor(private readonly host: InterpreterHost) {}

  /** Calls a site component with its props: the markup it draws. */
  call(fn: Closure, args: Value[]): Value {
    const outer = this.origin;
    if (fn.origin.file) this.origin = fn.origin;
    try {
      return this.host.budget.deeper(() => {
        const scope = new FrameScope(fn.scope);
        fn.node.params.forEach((param, i) => this.bind(param, args[i], scope));
        if (fn.node.body.type !== 'BlockStatement') return this.evaluate(fn.node.body, scope);
        return this.block(fn.node.body.body, scope).value;
      });
    } catch (error) {
      if (error instanceof NotRendered) error.file ??= this.origin.file || undefined;
      throw error;
    } finally {
      this.origin = outer;
    }
  }

  evaluate(node: E.Node, scope: Scope): Value {
    this.host.budget.step();
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || 'bigint' in node) throw new NotRendered('a regular expression or bigint', node);
        return node.value as Value;
      case 'TemplateLiteral':
        return node.quasis.map((q, i) => (q.value.cooked ?? q.value.raw) + (i < node.expressions.length ? toText(this.evaluate(node.expressions[i], scope)) : '')).join('');
      case 'Identifier':
        return this.identifier(node, scope);
      case 'MemberExpression':
        return this.member(node, scope);
      case 'ChainExpression':
        return this.evaluate(node.expression, scope);
      case 'LogicalExpression': {
        const left = this.evaluate(node.left, scope);
        if (node.operator === '&&') return left ? this.evaluate(node.right, scope) : left;
        if (node.operator === '||') return left ? left : this.evaluate(node.right, scope);
        return left ?? this.evaluate(node.right, scope);
      }
      case 'ConditionalExpression':
        return this.evaluate(node.test, scope) ? this.evaluate(node.consequent, scope) : this.evaluate(node.alternate, scope);
      case 'BinaryExpression':
        return binary(node, this.evaluate(node.left as E.Expression, scope), this.evaluate(node.right, scope));
      case 'UnaryExpression':
        return this.unary(node, scope);
      case 'ArrayExpression':
        return node.elements.flatMap((item) => (item === null ? [undefined] : item.type === 'SpreadElement' ? spreadArray(this.evaluate(item.argument, scope), item) : [this.evaluate(item, scope)]));
      case 'ObjectExpression':
        return this.object(node, scope);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return new Closure(node, scope, this.origin);
      case 'CallExpression':
        return this.callExpression(node, scope);
      case 'JSXElement':
        return new Markup(this.element(node, scope));
      case 'JSXFragment':
        return new Markup(this.jsxChildren(node.children, scope));
      case 'JSXExpressionContainer':
        return node.expression.type === 'JSXEmptyExpression' ? undefined : this.evaluate(node.expression, scope);
      case 'JSXText':
        return node.value;
      default:
        throw new NotRendered(unsupported(node), node);
    }
  }

  // ---- statements (a function body) ------------------------------------------------------------

  private block(statements: E.Statement[], scope: FrameScope): { returned: boolean; value: Value } {
    for (const statement of statements) {
      this.host.budget.step();
      switch (statement.type) {
        case 'ReturnStatement':
          return { returned: true, value: statement.argument ? this.evaluate(statement.argument, scope) : undefined };
        case 'VariableDeclaration':
          for (const d of statement.declarations) this.bind(d.id, d.init ? this.evaluate(d.init, scope) : undefined, scope);
          break;
        case 'FunctionDeclaration':
          if (statement.id) scope.define(statement.id.name, new Closure(statement, scope, this.origin));
          break;
        case 'IfStatement': {
          const branch = this.evaluate(statement.test, scope) ? statement.consequent : statement.alternate;
          if (!branch) break;
          const result = this.block(branch.type === 'BlockStatement' ? branch.body : [branch], new FrameScope(scope));
          if (result.returned) return result;
          break;
        }
        case 'BlockStatement': {
          const result = this.block(statement.body, new FrameScope(scope));
          if (result.returned) return result;
          break;
        }
        case 'EmptyStatement':
          break;
        default:
          throw new NotRendered(unsupported(statement), statement);
      }
    }
    return { returned: false, value: undefined };
  }

  /** Binds a parameter or `const` pattern: names, `{ a = 1, b: c, ...rest }`, `[x, y]`. */
  bind(pattern: E.Pattern, value: Value, scope: FrameScope): void {
    switch (pattern.type) {
      case 'Identifier':
        scope.define(pattern.name, value);
        return;
      case 'AssignmentPattern':
        this.bind(pattern.left, value === undefined ? this.evaluate(pattern.right, scope) : value, scope);
        return;
      case 'ObjectPattern': {
        const source = isPlainObject(value) ? value : {};
        const used = new Set<string>();
        for (const property of pattern.properties) {
          if (property.type === 'RestElement') {
            this.bind(property.argument, Object.fromEntries(Object.entries(source).filter(([k]) => !used.has(k))), scope);
            continue;
          }
          const key = property.computed ? toText(this.evaluate(property.key, scope)) : property.key.type === 'Identifier' ? property.key.name : toText((property.key as E.Literal).value as Value);
          used.add(key);
          this.bind(property.value, Object.hasOwn(source, key) ? source[key] : undefined, scope);
        }
        return;
      }
      case 'ArrayPattern': {
        const items = Array.isArray(value) ? value : [];
        pattern.elements.forEach((element, i) => {
          if (!element) return;
          if (element.type === 'RestElement') this.bind(element.argument, items.slice(i), scope);
          else this.bind(element, items[i], scope);
        });
        return;
      }
      default:
        throw new NotRendered(unsupported(pattern), pattern);
    }
  }

  // ---- expressions -----------------------------------------------------------------------------

  private identifier(node: E.Identifier, scope: Scope): Value {
    if (node.name === 'undefined') return undefined;
    const found = scope.lookup(node.name);
    if (found) return found.value;
    const convert = conversion(node.name);
    if (convert) return new Builtin(node.name, convert);
    throw new NotRendered(`reads \`${node.name}\`, which only exists when the page runs in a browser`, node);
  }

  private member(node: E.MemberExpression, scope: Scope): Value {
    if (node.object.type === 'Super') throw new NotRendered('`super`', node);
    const builtIn = builtinMember(node, scope);
    if (builtIn) return builtIn;
    const object = this.evaluate(node.object, scope);
    if ((object === undefined || object === null) && node.optional) return undefined;
    const key = node.computed ? this.evaluate(node.property as E.Expression, scope) : (node.property as E.Identifier).name;
    return property(object, key, node);
  }

  private unary(node: E.UnaryExpression, scope: Scope): Value {
    if (node.operator === 'typeof' && node.argument.type === 'Identifier' && !scope.lookup(node.argument.name) && !conversion(node.argument.name)) return 'undefined';
    const value = this.evaluate(node.argument, scope);
    switch (node.operator) {
      case '!':
        return !value;
      case '-':
        return -Number(value);
      case '+':
        return Number(value);
      case 'typeof':
        return isFunction(value) ? 'function' : Array.isArray(value) || value instanceof Markup ? 'object' : typeof value;
      case 'void':
        return undefined;
      default:
        throw new NotRendered(`the \`${node.operator}\` operator`, node);
    }
  }

  private object(node: E.ObjectExpression, scope: Scope): ValueObject {
    // No prototype: a key written `__proto__` or `constructor` is plain data, never a way to another object.
    const out: Record<string, Value> = Object.create(null) as Record<string, Value>;
    for (const p of node.properties) {
      if (p.type === 'SpreadElement') {
        const spread = this.evaluate(p.argument, scope);
        if (isPlainObject(spread)) Object.assign(out, spread);
        continue;
      }
      if (p.kind !== 'init') throw new NotRendered('a getter or setter', p);
      const key = p.computed ? toText(this.evaluate(p.key as E.Expression, scope)) : p.key.type === 'Identifier' ? p.key.name : toText((p.key as E.Literal).value as Value);
      out[key] = this.evaluate(p.value as E.Expression, scope);
    }
    return out;
  }

  private callExpression(node: E.CallExpression, scope: Scope): Value {
    const callee = node.callee;
    if (callee.type === 'Identifier' && /^use[A-Z]/.test(callee.name)) throw new NotRendered(`uses the React hook \`${callee.name}\` (state and effects run only in a browser)`, node);
    if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
      // `Number.isNaN(x)`: the language's function, before `Number` alone is read (a conversion).
      const builtIn = builtinMember(callee, scope);
      if (builtIn) return builtIn.apply(this.args(node, scope));
      const target = this.evaluate(callee.object as E.Expression, scope);
      if ((target === undefined || target === null) && (callee.optional || (node as { optional?: boolean }).optional)) return undefined;
      return this.method(target, callee.property.name, node, scope);
    }
    const fn = this.evaluate(callee as E.Expression, scope);
    if (fn instanceof Builtin) return fn.apply(this.args(node, scope));
    if (!(fn instanceof Closure)) throw new NotRendered(`calls \`${describeCallee(callee)}\`, which the preview does not run`, node);
    return this.call(fn, this.args(node, scope));
  }

  private args(node: E.CallExpression, scope: Scope): Value[] {
    return node.arguments.flatMap((a) => (a.type === 'SpreadElement' ? spreadArray(this.evaluate(a.argument, scope), a) : [this.evaluate(a, scope)]));
  }

  private method(target: Value, name: string, node: E.CallExpression, scope: Scope): Value {
    const args = this.args(node, scope);
    if (Array.isArray(target)) {
      const fn = args[0];
      switch (name) {
        case 'map':
        case 'filter':
        case 'some':
        case 'every':
        case 'find': {
          if (!isFunction(fn)) throw new NotRendered(`\`.${name}\` without a function`, node);
          this.host.budget.iterations(target.length);
          const results = target.map((item, i) => (fn instanceof Builtin ? fn.apply([item, i, target]) : this.call(fn, [item, i])));
          if (name === 'map') return results;
          if (name === 'filter') return target.filter((_, i) => results[i]);
          if (name === 'some') return results.some(Boolean);
          if (name === 'every') return results.every(Boolean);
          return target.find((_, i) => results[i]);
        }
        case 'join':
          return target.map(toText).join(args[0] === undefined ? ',' : toText(args[0]));
        case 'includes':
          return target.includes(args[0]);
        case 'slice':
          return target.slice(args[0] as number | undefined, args[1] as number | undefined);
        case 'concat':
          return target.concat(...args.map((a) => (Array.isArray(a) ? a : [a])));
      }
    }
    if (typeof target === 'string' && STRING_METHODS.has(name)) {
      if (args.some((a) => typeof a !== 'string' && typeof a !== 'number' && a !== undefined)) throw new NotRendered(`\`.${name}\` with an argument that is not text`, node);
      const method = (String.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
      return method.apply(target, args) as Value;
    }
    throw new NotRendered(`calls \`.${name}()\`, which the preview does not run`, node);
  }

  // ---- JSX -------------------------------------------------------------------------------------

  private element(node: E.JSXElement, scope: Scope, inSvg = false): ElementContent[] {
    const name = jsxName(node.openingElement.name);
    const props = this.props(node.openingElement.attributes, scope);
    const isSvg = inSvg || name === 'svg';
    const children = this.jsxChildren(node.children, scope, isSvg);
    if (/^[a-z]/.test(name) && !name.includes('.')) {
      this.host.budget.output(1);
      return [intrinsicElement(name, props, children, isSvg, isPlainObject(props.style) ? this.host.styleClass(props.style) : undefined)];
    }
    const bound = name.includes('.') ? undefined : scope.lookup(name);
    if (bound && bound.value instanceof Closure) {
      const propsWithChildren = children.length ? { ...props, children: new Markup(children) } : props;
      return toMarkup(this.call(bound.value, [propsWithChildren]), node);
    }
    if (bound && bound.value instanceof Markup) return bound.value.nodes;
    return this.host.component(name, props, children, bound?.value);
  }

  private props(attributes: (E.JSXAttribute | E.JSXSpreadAttribute)[], scope: Scope): ValueObject {
    const props: Record<string, Value> = Object.create(null) as Record<string, Value>;
    for (const a of attributes) {
      if (a.type === 'JSXSpreadAttribute') {
        const spread = this.evaluate(a.argument, scope);
        if (isPlainObject(spread)) Object.assign(props, spread);
        continue;
      }
      const name = a.name.type === 'JSXIdentifier' ? a.name.name : `${a.name.namespace.name}:${a.name.name.name}`;
      props[name] = a.value === null ? true : this.evaluate(a.value, scope);
    }
    return props;
  }

  private jsxChildren(children: E.JSXElement['children'], scope: Scope, inSvg = false): ElementContent[] {
    const out: ElementContent[] = [];
    for (const child of children) {
      if (child.type === 'JSXText') {
        const value = jsxText(child.value);
        if (value) out.push({ type: 'text', value });
      } else if (child.type === 'JSXElement') out.push(...this.element(child, scope, inSvg));
      else if (child.type === 'JSXSpreadChild') throw new NotRendered('spreads a list into children');
      else out.push(...toMarkup(this.evaluate(child, scope), child));
    }
    this.host.budget.output(out.length);
    return out;
  }
}

/** What a value draws as a child: text, markup, nothing for booleans and empties, each item of an array. */
export function toMarkup(value: Value, at?: E.Node): ElementContent[] {
  if (value === undefined || value === null || typeof value === 'boolean' || value === '') return [];
  if (typeof value === 'string' || typeof value === 'number') return [{ type: 'text', value: String(value) }];
  if (value instanceof Markup) return value.nodes;
  if (Array.isArray(value)) return value.flatMap((item) => toMarkup(item, at));
  throw new NotRendered(isFunction(value) ? 'draws a function as content' : 'draws an object as content', at);
}

export function toText(value: Value): string {
  if (value === undefined || value === null) return String(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => (v === undefined || v === null ? '' : toText(v))).join(',');
  if (value instanceof Markup) throw new NotRendered('turns markup into text');
  return isFunction(value) ? '[function]' : '[object Object]';
}

/** `Array.isArray`, `Math.max`, …: a static function of the language, unless the component binds the namespace's name itself. */
function builtinMember(node: E.MemberExpression, scope: Scope): Builtin | undefined {
  if (node.computed || node.object.type !== 'Identifier' || node.property.type !== 'Identifier' || scope.lookup(node.object.name)) return undefined;
  const fn = staticFunction(node.object.name, node.property.name);
  return fn && new Builtin(`${node.object.name}.${node.property.name}`, fn);
}

function property(object: Value, key: Value, at: E.Node): Value {
  if (object === undefined || object === null) throw new NotRendered(`reads \`.${toText(key)}\` of ${String(object)}`, at);
  if (typeof key !== 'string' && typeof key !== 'number') throw new NotRendered('a computed key that is not text or a number', at);
  if (Array.isArray(object) || typeof object === 'string') {
    if (key === 'length') return object.length;
    if (typeof key === 'number' || /^\d+$/.test(key)) return object[Number(key)] as Value;
    return undefined;
  }
  if (isPlainObject(object)) return Object.hasOwn(object, key) ? object[key] : undefined;
  return undefined;
}

function binary(node: E.BinaryExpression, left: Value, right: Value): Value {
  const l = left as never;
  const r = right as never;
  switch (node.operator) {
    case '===': return left === right;
    case '!==': return left !== right;
    // `==` only between values without a conversion surprise: the same kind, or null with undefined.
    case '==': return left === right || (left == null && right == null);
    case '!=': return !(left === right || (left == null && right == null));
    case '+': return typeof left === 'number' && typeof right === 'number' ? left + right : toText(left) + toText(right);
    case '-': return (l as number) - (r as number);
    case '*': return (l as number) * (r as number);
    case '/': return (l as number) / (r as number);
    case '%': return (l as number) % (r as number);
    case '<': return l < r;
    case '>': return l > r;
    case '<=': return l <= r;
    case '>=': return l >= r;
    default: throw new NotRendered(`the \`${node.operator}\` operator`, node);
  }
}

function spreadArray(value: Value, at: E.Node): Value[] {
  if (Array.isArray(value)) return value;
  throw new NotRendered('spreads something that is not an array', at);
}

function jsxName(name: E.JSXOpeningElement['name']): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return `${jsxName(name.object)}.${name.property.name}`;
}

function describeCallee(callee: E.Node): string {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return `${describeCallee(callee.object)}.${callee.property.name}`;
  return 'a function';
}

/** JSX text as React reads it: lines trimmed, lines that are only whitespace dropped, the rest joined by a space. */
function jsxText(raw: string): string {
  if (!raw.includes('\n')) return raw;
  return raw
    .split(/\r?\n/)
    .map((line, i, all) => (i === 0 ? line.trimEnd() : i === all.length - 1 ? line.trimStart() : line.trim()))
    .filter((line) => line !== '')
    .join(' ');
}

function unsupported(node: E.Node): string {
  const what: Record<string, string> = {
    AwaitExpression: '`await` (data fetched when the page runs)',
    NewExpression: '`new` (objects built when the page runs)',
    AssignmentExpression: 'an assignment (state changed while drawing)',
    UpdateExpression: '`++`/`--` (state changed while drawing)',
    ForStatement: 'a loop',
    ForOfStatement: 'a loop',
    ForInStatement: 'a loop',
    WhileStatement: 'a loop',
    DoWhileStatement: 'a loop',
    ExpressionStatement: 'a statement with side effects',
    ClassDeclaration: 'a class',
    ClassExpression: 'a class',
    TryStatement: '`try`',
    ThrowStatement: '`throw`',
    SwitchStatement: '`switch`',
    TaggedTemplateExpression: 'a tagged template',
    ImportExpression: 'a dynamic `import()`',
    ThisExpression: '`this`',
    SequenceExpression: 'a comma expression',
  };
  return `uses ${what[node.type] ?? `\`${node.type}\``}, which the preview does not run`;
}

