/**
 * The local media a page shows (markdown images, `<img>`, `<video>`/`<audio>`/`<source>`, Card
 * `img`) and where each path leads, resolved as the site does by site/src/resolve.ts (the
 * preview reads them the same way). Remote URLs are never fetched, and no path outside the docs
 * root is looked at (common/src/containment.ts).
 */
import { isExternalReference, type DocsWorkspace, LocalMediaTarget, resolveLocalMedia } from '../../../site/src';
import { decodeFragment, type ParsedPage, type Span } from '../../../mdx/src';

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

export type MediaTarget = { kind: 'remote' } | LocalMediaTarget;

/**
 * Where `src` leads, read by the one rule for page media (resolveLocalMedia: the written path, then
 * from the docs root or under the hosting subpath). Relative paths in snippets depend on the
 * including page, so they count as remote (unchecked) there.
 */
export function resolveMedia(src: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, isSnippet: boolean): MediaTarget {
  const trimmed = src.trim();
  if (!trimmed || isExternalReference(trimmed) || /[{}$<]/.test(trimmed) || trimmed.startsWith('#')) return { kind: 'remote' };
  const pathPart = decodeFragment(trimmed.replace(/[?#].*$/, ''));
  if (!pathPart.startsWith('/') && isSnippet) return { kind: 'remote' };
  return resolveLocalMedia(pathPart, pagePath, docsRoot, workspace);
}
