/**
 * An import of a name the snippet does not export. The site build resolves each imported name
 * against the snippet's exports (`export const/function/class`, `export { a as b }`,
 * `export default`); a named import it cannot find is dropped with a warning, so the page's
 * `<Name>` has nothing behind it. A default import of a Markdown snippet is its content, unless
 * the snippet is exports and nothing else: the build then warns that the import "will not render".
 * The page renders wrong only where it uses the name as a component: an error there, a warning for
 * a name it never shows. Only Markdown snippets are read (what the build parses as MDX).
 */
import type { ImportSpecifier } from '../../../../mdx/src';
import { resolveImportTarget } from '../../../../site/src';
import type { PageRule } from './rule';

type Data = { 'snippet-export': { name: string }; 'snippet-default-export': { name: string } };

export const snippetExportsRule: PageRule<Data> = {
  codes: {
    'snippet-export': { title: 'Name the snippet does not export', severity: 'error', description: 'A named import that the imported snippet does not export: the build drops it, and the page shows nothing (or fails) where it uses the name.' },
    'snippet-default-export': { title: 'Default import of a snippet with no content', severity: 'error', description: 'A default import of a snippet that has only named exports and no default one: it renders nothing.' },
  },
  check(ctx, report) {
    const { page } = ctx;
    if (page.imports.length === 0) return;
    let shown: Set<string> | undefined;
    for (const imp of page.imports) {
      if (!/^\.{0,2}\//.test(imp.source) || !imp.specifiers.some((s) => s.kind !== 'namespace')) continue;
      const target = resolveImportTarget(imp.source, ctx.path, ctx.docsRoot, ctx.workspace);
      if (target.kind !== 'file' || !/\.mdx?$/i.test(target.path)) continue; // snippet-import reports the rest
      const exports = ctx.anchors.exportsOf(target.path);
      if (!exports.known) continue; // a snippet that does not parse has its own finding
      for (const specifier of imp.specifiers) {
        shown ??= new Set(page.elements.map((e) => e.name.split('.')[0]));
        const severity = shown.has(specifier.local) ? {} : { severity: 'warning' as const };
        const unused = severity.severity ? ' The page does not show it, so nothing renders wrong yet.' : '';
        if (specifier.kind === 'named' && !exports.names.includes(specifier.imported)) {
          report('snippet-export', specifier.span, `${describe(specifier)} is not exported by \`${imp.source}\`: the build drops the import, and \`<${specifier.local}>\` has nothing behind it.${exportList(exports.names)}${unused}`, { name: specifier.imported }, severity);
        } else if (specifier.kind === 'default' && exports.contentless && exports.names.length > 0 && !exports.names.includes('default')) {
          report('snippet-default-export', specifier.span, `\`${imp.source}\` has no default export and no content: \`<${specifier.local}>\` renders nothing. Import one of its exports by name (\`import { ${exports.names[0]} } from '${imp.source}'\`).`, { name: specifier.local }, severity);
        }
      }
    }
  },
};

function describe(specifier: ImportSpecifier): string {
  return specifier.imported === specifier.local ? `\`${specifier.imported}\`` : `\`${specifier.imported}\` (imported as \`${specifier.local}\`)`;
}

function exportList(names: readonly string[]): string {
  const named = names.filter((n) => n !== 'default');
  if (named.length === 0) return ' The snippet exports no names.';
  const shown = named.slice(0, 8).map((n) => `\`${n}\``).join(', ');
  return ` It exports ${shown}${named.length > 8 ? ', …' : ''}.`;
}

