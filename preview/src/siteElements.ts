/**
 * The page renderer's pieces for what the site itself defines: the box that says why a site
 * component or snippet is not drawn, the legacy `<Snippet file>`'s file, props handed to a catalog
 * renderer as MDX attributes, and the counts a render keeps of all this (the corpus render report).
 */
import type { Element } from 'hast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { resolveImport, type DocsWorkspace } from '../../site/src';
import { el, text } from './hast';
import { MissingImport } from './jsx/siteModules';
import type { NotRendered, Value, ValueObject } from './jsx/values';

/** What one render drew of the site's own components and snippets. */
export interface RenderStats {
  /** Elements naming a component or snippet the site defines or imports (legacy `<Snippet>` included), each time one is drawn. */
  siteComponentUses: number;
  /** Of those, the ones drawn. */
  siteComponentsDrawn: number;
  /** Every placeholder or error box: the name, the reason, and whether an import was missing. */
  notRendered: { name: string; reason: string; missing: boolean }[];
}

export function emptyRenderStats(): RenderStats {
  return { siteComponentUses: 0, siteComponentsDrawn: 0, notRendered: [] };
}

/** Why a site component is not drawn: an error box for a missing file, else a placeholder naming the reason and where it is. */
export function notRenderedBox(name: string, block: boolean, error: NotRendered, docsRoot: string): Element {
  const where = error.file ? ` (${relativeTo(error.file, docsRoot)}${error.node?.loc ? `:${error.node.loc.start.line}` : ''})` : '';
  const missing = error instanceof MissingImport;
  const label = missing ? `<${name}> ${error.reason}` : `<${name}> not rendered in the preview${where}: ${error.reason}`;
  return el(block ? 'div' : 'span', { className: missing ? ['ds-render-error'] : ['ds-placeholder', 'ds-placeholder-custom'], title: label }, [
    el('span', { className: ['ds-placeholder-label'] }, [text(label)]),
  ]);
}

/**
 * The file of a legacy `<Snippet file="…" />`: under the snippets folder the build inlines from
 * (`_snippets/`, as the catalog documents, or `snippets/`), found by the checks' import resolver.
 */
export function legacySnippetPath(written: string, options: { pagePath: string; docsRoot: string; workspace: DocsWorkspace }): string | undefined {
  return ['/_snippets/', '/snippets/'].map((folder) => resolveImport(folder + written, options.pagePath, options.docsRoot, options.workspace)).find(Boolean);
}

/** Props as MDX attributes, for a catalog renderer: text as written, literals as literal expressions; markup and functions are left out. */
export function attributesOf(props: ValueObject): MdxJsxAttribute[] {
  const attributes: MdxJsxAttribute[] = [];
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || !isLiteral(value)) continue;
    attributes.push(typeof value === 'string' ? { type: 'mdxJsxAttribute', name, value } : { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) } });
  }
  return attributes;
}

function isLiteral(value: Value): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || (Array.isArray(value) && value.every(isLiteral));
}

function relativeTo(file: string, docsRoot: string): string {
  return file.startsWith(docsRoot + '/') ? file.slice(docsRoot.length + 1) : file;
}
