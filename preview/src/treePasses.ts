/**
 * The page renderer's passes over the finished hast tree: before sanitizing, source lines for scroll
 * sync, heading anchors and local media resolved to webview URLs (or replaced by a notice); after
 * sanitizing, what the page may not set but the preview adds (iframe sandbox, lazy loading, `rel` on
 * links) and a last block on any media that would load from elsewhere than https.
 */
import type { Element, Root as HastRoot, RootContent } from 'hast';
import { resolveAsset, type DocsWorkspace } from '../../site/src';
import { el, text } from './hast';
import { IFRAME_SANDBOX } from './sanitize';

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'ul', 'ol', 'li', 'table', 'tr', 'blockquote', 'div', 'details', 'figure', 'hr', 'section', 'iframe', 'video']);
const MEDIA_SRC: Record<string, string[]> = { img: ['src'], video: ['src', 'poster'], source: ['src'], iframe: ['src'] };

export interface PrepareContext {
  /** Added to source lines (a chunk's place in the page). */
  lineOffset: number;
  /** The site's anchor id of the heading starting at a source offset (the same the link checks read). */
  anchorIdAt(offset: number | undefined): string | undefined;
  pagePath: string;
  docsRoot: string;
  workspace: DocsWorkspace;
  assetUrl(path: string): string;
}

/** Before sanitizing: source lines, heading anchors, local media resolved (or replaced). */
export function prepareTree(root: HastRoot, ctx: PrepareContext): void {
  const visit = (parent: HastRoot | Element): void => {
    const kids = parent.children as RootContent[];
    for (let i = 0; i < kids.length; i++) {
      const node = kids[i];
      if (node.type !== 'element') continue;
      const line = node.position?.start.line;
      if (line !== undefined && BLOCK_TAGS.has(node.tagName) && node.properties.dataLine === undefined) node.properties.dataLine = String(line - 1 + ctx.lineOffset);
      if (/^h[1-6]$/.test(node.tagName) && !(node.properties.className as string[] | undefined)?.includes('ds-title')) {
        const id = ctx.anchorIdAt(node.position?.start.offset);
        if (id) node.properties.id = id;
      }
      const attrs = MEDIA_SRC[node.tagName];
      if (attrs) {
        const replacement = resolveMedia(node, attrs, ctx);
        if (replacement) {
          kids[i] = replacement;
          continue;
        }
      }
      visit(node);
    }
  };
  visit(root);
}

/** Resolves `src`-like attributes; returns a placeholder when the element must not load. */
function resolveMedia(node: Element, attrs: string[], ctx: PrepareContext): Element | undefined {
  for (const attr of attrs) {
    const value = node.properties[attr];
    if (value === undefined || value === null) continue;
    const ref = String(value);
    const target = resolveAsset(ref, ctx.pagePath, ctx.docsRoot, ctx.workspace);
    if (target.kind === 'local') node.properties[attr] = ctx.assetUrl(target.path);
    else if (target.kind === 'external') node.properties[attr] = target.url;
    else if (attr === 'poster') delete node.properties[attr];
    else {
      const reason = target.kind === 'missing' ? 'not found' : target.reason;
      return el('span', { className: ['ds-missing'], title: ref }, [text(`${node.tagName === 'img' ? 'Image' : 'Media'} ${reason}: ${ref}`)]);
    }
  }
  if (node.tagName === 'iframe' && !node.properties.src) return el('span', { className: ['ds-missing'] }, [text('Embedded frame without an https source')]);
  return undefined;
}

/** After sanitizing: things the page may not set but the preview adds. */
export function finishTree(root: HastRoot): void {
  const visit = (parent: HastRoot | Element): void => {
    const kids = parent.children as RootContent[];
    for (let i = 0; i < kids.length; i++) {
      const node = kids[i];
      if (node.type !== 'element') continue;
      const media = MEDIA_SRC[node.tagName];
      if (media && node.tagName !== 'video' && !(typeof node.properties.src === 'string' && /^https:\/\//i.test(node.properties.src))) {
        kids[i] = el('span', { className: ['ds-missing'] }, [text(`${node.tagName === 'img' ? 'Image' : 'Embed'} blocked: only https and workspace files load`)]);
        continue;
      }
      if (node.tagName === 'video' && node.properties.src !== undefined && !/^https:\/\//i.test(String(node.properties.src))) delete node.properties.src;
      if (node.tagName === 'iframe') {
        node.properties.sandbox = [...IFRAME_SANDBOX];
        node.properties.referrerPolicy = 'no-referrer';
        node.properties.loading = 'lazy';
      }
      if (node.tagName === 'img') node.properties.loading = 'lazy';
      if (node.tagName === 'a' && typeof node.properties.href === 'string') node.properties.rel = ['noopener', 'noreferrer'];
      visit(node);
    }
  };
  visit(root);
}
