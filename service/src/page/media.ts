/**
 * The local media a page shows (markdown images, `<img>`, `<video>`/`<audio>`/`<source>`, Card
 * `img`) and where each path leads, resolved as the site does: a leading `/` from the docs root,
 * anything else from the page's folder (or, failing that, from the docs root). Remote URLs are never fetched, and no path outside the docs
 * root is looked at (containment.ts).
 */
import { isContained } from '../containment';
import { isExternalReference } from '../site';
import { referencedPath } from '../references/resolve';
import { DocsWorkspace, dirname, joinPath, normalizePath } from '../workspace';
import { decodeFragment } from './slug';
import type { ParsedPage, Span } from './types';

/** Files a page can show as an image or play as media. */
export const MEDIA_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|mov|m4v|ogg|ogv|mp3|wav)$/i;

export interface MediaReference {
  /** The path as written. */
  src: string;
  span: Span;
}

/** Elements whose `src` names media, and components whose attribute does. */
const SRC_ELEMENTS = new Set(['video', 'audio', 'source']);
const MEDIA_ATTRIBUTES: Record<string, string> = { Card: 'img' };

export function mediaReferences(page: ParsedPage): MediaReference[] {
  const out: MediaReference[] = page.images.filter((i) => i.src).map((i) => ({ src: i.src, span: i.srcSpan }));
  for (const element of page.elements) {
    const attrName = SRC_ELEMENTS.has(element.name) ? 'src' : MEDIA_ATTRIBUTES[element.name];
    const attr = attrName && element.attributes.find((a) => a.name === attrName);
    // Only literal strings: a `{variable}` is computed, not a path we can check.
    if (attr && attr.kind === 'string' && attr.value && attr.valueSpan) out.push({ src: attr.value, span: attr.valueSpan });
  }
  return out;
}

export type MediaTarget =
  | { kind: 'remote' }
  | { kind: 'found'; path: string }
  | { kind: 'missing'; path: string }
  /** Leaves the docs root as written or through a symlink: the site does not serve it. */
  | { kind: 'outside'; path: string };

/**
 * Where `src` leads. Relative paths in snippets depend on the including page, so they count as
 * remote (unchecked) there.
 */
export function resolveMedia(src: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, isSnippet: boolean): MediaTarget {
  const trimmed = src.trim();
  if (!trimmed || isExternalReference(trimmed) || /[{}$<]/.test(trimmed) || trimmed.startsWith('#')) return { kind: 'remote' };
  const pathPart = decodeFragment(trimmed.replace(/[?#].*$/, ''));
  if (!pathPart.startsWith('/') && isSnippet) return { kind: 'remote' };
  const rooted = pathPart.startsWith('/');
  const folder = dirname(pagePath);
  const absolute = referencedPath(pathPart, folder, docsRoot);
  if (climbsOut(rooted ? docsRoot : folder, pathPart, docsRoot) || !isContained(absolute, [docsRoot], workspace)) return { kind: 'outside', path: absolute };
  if (workspace.fileExists(absolute)) return { kind: 'found', path: absolute };
  const alternative = rooted ? underSubpath(pathPart, docsRoot, workspace) : fromRoot(pathPart, docsRoot, workspace);
  return alternative ? { kind: 'found', path: alternative } : { kind: 'missing', path: absolute };
}

/**
 * The vendor documents image paths as root-relative (`images/x.png` and `/images/x.png` alike), so a
 * relative path that names a file from the docs root is not reported, though the page folder has none.
 */
function fromRoot(relative: string, docsRoot: string, workspace: DocsWorkspace): string | undefined {
  if (relative.startsWith('.')) return undefined;
  const path = joinPath(docsRoot, relative);
  return workspace.fileExists(path) && isContained(path, [docsRoot], workspace) ? path : undefined;
}

/**
 * A site hosted under a subpath (`example.com/docs`) may write `/docs/images/x.png`: the first
 * segment is then the subpath, not a folder of the site. Accepted when no such folder exists and
 * the rest names a file.
 */
function underSubpath(rooted: string, docsRoot: string, workspace: DocsWorkspace): string | undefined {
  // Only `/docs`, the usual subpath (see the links rule): other first segments stay missing.
  const match = /^\/(docs)\/(.+)$/.exec(rooted);
  if (!match || workspace.listFiles(joinPath(docsRoot, match[1])).length > 0) return undefined;
  const path = joinPath(docsRoot, match[2]);
  return workspace.fileExists(path) && isContained(path, [docsRoot], workspace) ? path : undefined;
}

/**
 * Whether `relative`, read from `base`, climbs above the docs root on its way, even if it comes back
 * in (`../../docs/x.png`): joinPath would drop the climb, the site does not serve it.
 */
function climbsOut(base: string, relative: string, docsRoot: string): boolean {
  return normalizePath('/', base.slice(docsRoot.length), relative).escaped;
}
