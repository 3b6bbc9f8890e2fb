/** Resolves `import X from '…'` sources: absolute from the docs root, or relative to the page. */
import { DocsWorkspace, dirname, joinPath } from '../workspace';

const EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];

export function resolveImport(source: string, pagePath: string, docsRoot: string | undefined, workspace: DocsWorkspace): string | undefined {
  const base = source.startsWith('/') ? joinPath(docsRoot ?? '/', source) : joinPath(dirname(pagePath), source);
  for (const ext of EXTENSIONS) if (workspace.fileExists(base + ext)) return base + ext;
  return undefined;
}
