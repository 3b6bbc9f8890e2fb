/** Resolves `import X from '…'` sources: absolute from the docs root, or relative to the page. */
import { isContained, isWithin } from '../containment';
import { DocsWorkspace, dirname, joinPath } from '../workspace';

const EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];

export type ImportTarget =
  | { kind: 'file'; path: string }
  /** Leaves the docs root, as written or through a symlink: reported, never read. */
  | { kind: 'outside'; path: string }
  | { kind: 'missing' };

export function resolveImportTarget(source: string, pagePath: string, docsRoot: string | undefined, workspace: DocsWorkspace): ImportTarget {
  // A page outside any site may only import from its own folder down.
  const root = docsRoot ?? dirname(pagePath);
  const base = source.startsWith('/') ? joinPath(root, source) : joinPath(dirname(pagePath), source);
  // Checked before any lookup: a path outside the root is not even probed for existence.
  if (!isWithin(base, root)) return { kind: 'outside', path: base };
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    // Containment first: an indexed workspace does not list a file behind an escaping symlink, and
    // the import should say why it cannot be used rather than that it does not exist.
    if (!isContained(path, [root], workspace)) return { kind: 'outside', path };
    if (workspace.fileExists(path)) return { kind: 'file', path };
  }
  return { kind: 'missing' };
}

/** The imported file, only when it exists inside the docs root. */
export function resolveImport(source: string, pagePath: string, docsRoot: string | undefined, workspace: DocsWorkspace): string | undefined {
  const target = resolveImportTarget(source, pagePath, docsRoot, workspace);
  return target.kind === 'file' ? target.path : undefined;
}

/**
 * Names bound by top-level `import` lines, read from the text. For a page that does not parse (a
 * half-typed `<` while completing), where the syntax tree and its import list are unavailable.
 */
export function importedNamesInText(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/^import\s+([^'";]*?)\s+from\s+['"]/gm)) {
    for (const part of m[1].replace(/[{}]/g, ',').split(',')) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (local && /^[A-Za-z_$][\w$]*$/.test(local)) names.push(local);
    }
  }
  return names;
}
