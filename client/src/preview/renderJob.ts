/**
 * What the preview panel sends to its render thread (renderWorker.ts) and gets back. No `vscode`
 * here: the worker cannot load it. Local files become webview URLs only in the extension host
 * (`asWebviewUri`), so the worker writes a placeholder URL for each and the host swaps them in.
 */
import { type RenderResult, escapeAttribute } from '../../../preview/src';

export interface RenderJob {
  pageText: string;
  pagePath: string;
  docsRoot: string;
  /** The site's docs.json (or mint.json), when the page belongs to a site. */
  configPath?: string;
  /** Unsaved editors' texts under the docs root (snippets, docs.json, specs): they win over the disk. */
  dirty: [path: string, text: string][];
  /** The shipped icon sets (dist/icons). */
  iconsDir: string;
}

/** The host's messages to the render thread besides the renders themselves. */
export type RenderWorkerMessage = { type: 'files'; created: string[]; deleted: string[]; changed: string[] };

/** A render, and for a good one its "On this page" list. */
export type RenderReply = RenderResult & { toc?: string };

/**
 * An https placeholder, so that the renderer's and sanitizer's rules for media sources apply to it
 * as to the webview URL it stands for; `.invalid` never resolves, should one ever slip through.
 */
const PLACEHOLDER_ORIGIN = 'https://docsite-asset.invalid/';
const PLACEHOLDER = /https:\/\/docsite-asset\.invalid\/([A-Za-z0-9%._-]*)/g;

/** The placeholder for a local file: the path percent-encoded down to [A-Za-z0-9%._-]. */
export function assetPlaceholder(path: string): string {
  return PLACEHOLDER_ORIGIN + encodeURIComponent(path).replace(/[!'()*~]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/** The HTML with every placeholder replaced by `toUrl(path)`, escaped for an attribute value. */
export function withAssetUrls(html: string, toUrl: (path: string) => string): string {
  return html.replace(PLACEHOLDER, (_match, encoded: string) => {
    let path: string;
    try {
      path = decodeURIComponent(encoded);
    } catch {
      return '';
    }
    return escapeAttribute(toUrl(path));
  });
}
