/**
 * The names a page can draw that the site itself defines: its own `export const X = …`, and what it
 * imports from snippet files (an `.mdx` snippet's content as its default export and its named
 * exports; `.jsx`/`.js` component files; `.json` data), following imports inside snippets too, as
 * the build bundles them. Imports are resolved by the service's one resolver
 * (site/src/resolve.ts `resolveImport`), the same the checks use, so an import the editor calls
 * missing is the one the preview shows as missing.
 *
 * Every module's declarations are read lazily, when a name is first used, and once per render; a
 * declaration that reads itself (directly or through another file) stops with a reason instead of
 * recursing. Files are read through the render's workspace (the editors' texts, else the disk).
 */
import type * as E from 'estree-jsx';
import type { Root as MdastRoot } from 'mdast';
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { resolveImport, type DocsWorkspace } from '../../../site/src';
import { type ParsedPage } from '../../../mdx/src';
import type { JsxInterpreter } from './interpret';
import { Closure, NotRendered, Snippet, type Scope, type Value } from './values';

/** An import whose file does not exist: drawn as a located error box, not a placeholder. */
export class MissingImport extends NotRendered {
  constructor(
    readonly source: string,
    readonly importLine: number,
    file: string,
  ) {
    super(`imports \`${source}\` (line ${importLine}), which is not a file of the site`);
    this.file = file;
  }
}

type Binding =
  | { kind: 'value'; node: E.Expression; line: number }
  | { kind: 'function'; node: E.FunctionDeclaration | E.ArrowFunctionExpression | E.FunctionExpression; line: number }
  | { kind: 'import'; source: string; imported: string; line: number };

export interface ModuleContext {
  docsRoot: string;
  workspace: DocsWorkspace;
  /** The render's parse of an MDX file (its RenderCache's memo). */
  parse(text: string): ParsedPage;
  /** The render's parse of a script file (its RenderCache's memo); throws on a syntax error. */
  parseScript(text: string): E.Program;
  interpreter: JsxInterpreter;
}

/** A script module's estree: acorn with JSX, the parser micromark-extension-mdxjs itself runs on MDX's ESM. */
export function parseScript(text: string): E.Program {
  return Parser.extend(jsx()).parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as E.Program;
}

export class SiteModules {
  private readonly modules = new Map<string, ModuleScope | NotRendered>();

  constructor(private readonly context: ModuleContext) {}

  get interpreter(): JsxInterpreter {
    return this.context.interpreter;
  }

  /** The scope of a page whose ESM is `programs` (the page's own `mdxjsEsm` estree, over its chunks). */
  pageScope(file: string, programs: readonly E.Program[]): ModuleScope {
    return new ModuleScope(file, programs, this);
  }

  /** The module of a file the page imports; throws NotRendered for a file the preview cannot read. */
  module(path: string): ModuleScope {
    let module = this.modules.get(path);
    if (!module) {
      module = this.load(path);
      this.modules.set(path, module);
    }
    if (module instanceof NotRendered) throw module;
    return module;
  }

  /** The value `imported` of the file `source` names, imported by `from` (line `line`). */
  imported(source: string, imported: string, from: string, line: number): Value {
    if (!/^\.{0,2}\//.test(source)) throw new NotRendered(`imports \`${source}\`, a package the preview does not load`);
    const path = resolveImport(source, from, this.context.docsRoot, this.context.workspace);
    if (!path) throw new MissingImport(source, line, from);
    const module = this.module(path);
    if (imported === 'default' && module.mdast) return new Snippet(path, module.mdast, module);
    if (imported === '*') throw new NotRendered(`imports all of \`${source}\` as one name`);
    const value = module.exported(imported);
    if (!value) throw new NotRendered(`\`${source}\` exports no \`${imported}\``);
    return value.value;
  }

  private load(path: string): ModuleScope | NotRendered {
    const text = this.context.workspace.readFile(path);
    if (text === undefined) return new NotRendered(`\`${path}\` could not be read`);
    if (/\.mdx?$/i.test(path)) {
      const page = this.context.parse(text);
      if (!page.mdast || page.syntaxError) return new NotRendered(`\`${path}\` does not parse as MDX: ${page.syntaxError?.message ?? 'unreadable'}`);
      return new ModuleScope(path, esmPrograms(page.mdast), this, page.mdast);
    }
    if (/\.json$/i.test(path)) {
      try {
        return ModuleScope.ofJson(path, JSON.parse(text) as Value, this);
      } catch {
        return new NotRendered(`\`${path}\` is not valid JSON`);
      }
    }
    if (!/\.(jsx|js|mjs)$/i.test(path)) return new NotRendered(`imports \`${path.split('/').pop()}\`, a kind of file the preview does not read`);
    try {
      return new ModuleScope(path, [this.context.parseScript(text)], this);
    } catch (error) {
      return new NotRendered(`\`${path}\` does not parse as JavaScript with JSX: ${(error as Error).message}`);
    }
  }
}

/** The estree of each top-level `import`/`export` block of an MDX tree (remark-mdx keeps it on the node). */
export function esmPrograms(mdast: MdastRoot): E.Program[] {
  const programs: E.Program[] = [];
  for (const node of mdast.children) {
    const estree = node.type === 'mdxjsEsm' ? (node.data as { estree?: E.Program } | undefined)?.estree : undefined;
    if (estree) programs.push(estree);
  }
  return programs;
}

export class ModuleScope implements Scope {
  private readonly bindings = new Map<string, Binding>();
  private readonly exports = new Map<string, string>();
  private readonly values = new Map<string, Value>();
  private readonly evaluating = new Set<string>();

  constructor(
    readonly file: string,
    programs: readonly E.Program[],
    private readonly modules: SiteModules,
    /** The file's Markdown, for an `.mdx` snippet (its default export). */
    readonly mdast?: MdastRoot,
  ) {
    for (const program of programs) for (const statement of program.body) this.declare(statement);
  }

  static ofJson(file: string, value: Value, modules: SiteModules): ModuleScope {
    const module = new ModuleScope(file, [], modules);
    module.values.set('default', value);
    module.exports.set('default', 'default');
    return module;
  }

  /** Whether the module binds `name` (without reading it). */
  has(name: string): boolean {
    return this.bindings.has(name) || this.values.has(name);
  }

  exported(name: string): { value: Value } | undefined {
    const local = this.exports.get(name);
    return local === undefined ? undefined : this.lookup(local);
  }

  lookup(name: string): { value: Value } | undefined {
    if (this.values.has(name)) return { value: this.values.get(name) };
    const binding = this.bindings.get(name);
    if (!binding) return undefined;
    if (this.evaluating.has(name)) throw new NotRendered(`\`${name}\` is defined in terms of itself`);
    this.evaluating.add(name);
    try {
      const value = this.read(name, binding);
      this.values.set(name, value);
      return { value };
    } finally {
      this.evaluating.delete(name);
    }
  }

  private read(name: string, binding: Binding): Value {
    const origin = { file: this.file, line: binding.line, name };
    if (binding.kind === 'function') return new Closure(binding.node, this, origin);
    if (binding.kind === 'import') return this.modules.imported(binding.source, binding.imported, this.file, binding.line);
    try {
      return this.modules.interpreter.evaluate(binding.node, this);
    } catch (error) {
      if (error instanceof NotRendered) error.file ??= this.file;
      throw error;
    }
  }

  private declare(statement: E.Program['body'][number]): void {
    const line = statement.loc?.start.line ?? 0;
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      for (const s of statement.specifiers) {
        const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
        this.bindings.set(s.local.name, { kind: 'import', source, imported, line });
      }
      return;
    }
    if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration) for (const name of this.declareLocal(statement.declaration, line)) this.exports.set(name, name);
      for (const s of statement.specifiers) {
        const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
        const exported = s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value);
        if (statement.source) this.bindings.set(exported, { kind: 'import', source: String(statement.source.value), imported: local, line });
        this.exports.set(exported, statement.source ? exported : local);
      }
      return;
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type === 'FunctionDeclaration') this.bindings.set('default', { kind: 'function', node: declaration as E.FunctionDeclaration, line });
      else if (declaration.type !== 'ClassDeclaration') this.bindings.set('default', valueBinding(declaration as E.Expression, line));
      this.exports.set('default', 'default');
      return;
    }
    this.declareLocal(statement, line);
  }

  /** Declares a top-level `const`/`function`; the names it binds. */
  private declareLocal(statement: E.Node, line: number): string[] {
    if (statement.type === 'FunctionDeclaration' && statement.id) {
      this.bindings.set(statement.id.name, { kind: 'function', node: statement, line });
      return [statement.id.name];
    }
    if (statement.type !== 'VariableDeclaration') return [];
    const names: string[] = [];
    for (const d of statement.declarations) {
      // Destructuring at the top of a module is not read: its names stay unbound, so using one says why.
      if (d.id.type !== 'Identifier' || !d.init) continue;
      this.bindings.set(d.id.name, valueBinding(d.init, d.loc?.start.line ?? line));
      names.push(d.id.name);
    }
    return names;
  }
}

function valueBinding(node: E.Expression, line: number): Binding {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' ? { kind: 'function', node, line } : { kind: 'value', node, line };
}
