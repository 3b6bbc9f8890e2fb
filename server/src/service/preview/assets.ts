/**
 * Where a page's image, video or link target points. Local references resolve against the docs root
 * (`/images/a.png`) or the page's folder (`../images/a.png`); a reference that leaves the docs root
 * is blocked, whatever the encoding (`%2e%2e/`) and whatever symlink it goes through, and a missing
 * file is reported instead of loaded.
 */
import { isContained } from '../containment';
import { dirname, DocsWorkspace } from '../workspace';
import { isExternalReference } from '../site';

export type AssetTarget =
  | { kind: 'local'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'missing'; path: string }
  | { kind: 'blocked'; reason: string };

export function resolveAsset(ref: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace): AssetTarget {
  const raw = ref.trim();
  if (raw === '') return { kind: 'blocked', reason: 'empty reference' };
  if (/^https:\/\//i.test(raw)) return { kind: 'external', url: raw };
  if (isExternalReference(raw)) return { kind: 'blocked', reason: `${raw.split(':')[0]}: URLs are not loaded` };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.split(/[?#]/)[0]);
  } catch {
    return { kind: 'blocked', reason: 'malformed reference' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'blocked', reason: 'malformed reference' };
  const base = decoded.startsWith('/') ? docsRoot : dirname(pagePath);
  const path = normalize(base + '/' + decoded);
  const root = docsRoot === '/' ? '/' : docsRoot + '/';
  if (path === undefined || !(path + '/').startsWith(root) || path === docsRoot) return { kind: 'blocked', reason: 'outside the docs root' };
  // The webview checks its resource roots on the written path; the real path is checked here.
  if (!isContained(path, [docsRoot], workspace)) return { kind: 'blocked', reason: 'outside the docs root' };
  return workspace.fileExists(path) ? { kind: 'local', path } : { kind: 'missing', path };
}

/** Resolves `.` and `..`; undefined when `..` climbs above `/`. */
function normalize(path: string): string | undefined {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return '/' + out.join('/');
}
