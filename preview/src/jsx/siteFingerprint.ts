/**
 * What a page's drawing depends on beyond its own text: the files it imports, and theirs, read
 * through the render's workspace. A chunk's cached HTML is reused only while this is the same, so
 * editing a snippet redraws the pages that show it. Bounded as the drawing is: the snippet depth of
 * the checks (MAX_SNIPPET_DEPTH) and each file once.
 */
import { MAX_SNIPPET_DEPTH, resolveImport, type DocsWorkspace } from '../../../site/src';
import { type ParsedPage } from '../../../mdx/src';

const IMPORT_SOURCE = /^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"\n]+)['"]/gm;

export function siteFingerprint(pages: readonly ParsedPage[], pagePath: string, docsRoot: string, workspace: DocsWorkspace): string {
  const seen = new Map<string, number>();
  const visit = (sources: readonly string[], from: string, depth: number): void => {
    if (depth > MAX_SNIPPET_DEPTH) return;
    for (const source of sources) {
      if (!/^\.{0,2}\//.test(source)) continue;
      const path = resolveImport(source, from, docsRoot, workspace);
      if (!path || seen.has(path)) continue;
      const text = workspace.readFile(path) ?? '';
      seen.set(path, hash(text));
      visit([...text.matchAll(IMPORT_SOURCE)].map((m) => m[1]), path, depth + 1);
    }
  };
  visit(pages.flatMap((p) => p.imports.map((i) => i.source)), pagePath, 1);
  // The legacy `<Snippet file>` names a file by attribute: its folder's texts count as well.
  if (pages.some((p) => p.elements.some((e) => e.name === 'Snippet'))) {
    for (const folder of ['/_snippets', '/snippets']) for (const file of workspace.listFiles(docsRoot + folder)) seen.set(file, hash(workspace.readFile(file) ?? ''));
  }
  return [...seen].map(([path, h]) => `${path}:${h}`).join('|');
}

/** FNV-1a over the text: a change of any character changes it (almost always), at the cost of one pass. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
