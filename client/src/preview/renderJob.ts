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

/**
 * A render, and for a good one its "On this page" list. `assets` are the local files its HTML shows,
 * each written as `https://docsite-asset.invalid/<assetToken>/<index>`: the host turns exactly
 * those into webview URLs (`withAssetUrls`), after checking each file on disk.
 */
export type RenderReply = RenderResult & { toc?: string; assetToken?: string; assets?: string[] };

/**
 * An https placeholder, so that the renderer's and sanitizer's rules for media sources apply to it
 * as to the webview URL it stands for; `.invalid` never resolves, should one ever slip through.
 */
const PLACEHOLDER_ORIGIN = 'https://docsite-asset.invalid/';

/** Random letters and digits: a page cannot guess or name them. */
export type RandomToken = () => string;

/**
 * The render thread's placeholders. A page may write any https URL itself, a placeholder included,
 * so a placeholder is only worth what the page cannot forge: inside the thread, the renderer writes
 * `<threadToken>/<encoded path>` (cached chunks stay valid across renders), a token made when the
 * thread starts that never leaves it; `seal` then rewrites those, and only those, to
 * `<renderToken>/<index>` with a token of this render and the list of the paths, each checked again
 * once every symlink on its way is followed. What the page wrote is left as the dead https URL it is.
 */
export class AssetPlaceholders {
  private readonly threadToken: string;

  constructor(private readonly randomToken: RandomToken) {
    this.threadToken = randomToken();
  }

  /** The placeholder for a local file (the renderer's `assetUrl`). */
  readonly url = (path: string): string => PLACEHOLDER_ORIGIN + this.threadToken + '/' + encodeURIComponent(path).replace(/[!'()*~]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

  /** The HTML with this thread's placeholders numbered for one render; a path `inside` refuses is dropped. */
  seal(html: string, inside: (path: string) => boolean): { html: string; assetToken: string; assets: string[] } {
    const assetToken = this.randomToken();
    const assets: string[] = [];
    const pattern = new RegExp(PLACEHOLDER_ORIGIN.replace(/[.\/]/g, '\\$&') + this.threadToken + '/([A-Za-z0-9%._-]*)', 'g');
    const sealed = html.replace(pattern, (_match, encoded: string) => {
      let path: string;
      try {
        path = decodeURIComponent(encoded);
      } catch {
        return '';
      }
      if (!inside(path)) return '';
      let index = assets.indexOf(path);
      if (index < 0) index = assets.push(path) - 1;
      return `${PLACEHOLDER_ORIGIN}${assetToken}/${index}`;
    });
    return { html: sealed, assetToken, assets };
  }
}

/**
 * The HTML with each of this render's placeholders replaced by `toUrl(path)`, escaped for an
 * attribute value, when `inside(path)` holds on the host too; any other placeholder-like URL stays.
 */
export function withAssetUrls(html: string, reply: Pick<RenderReply, 'assetToken' | 'assets'>, toUrl: (path: string) => string, inside: (path: string) => boolean): string {
  const { assetToken, assets } = reply;
  if (!assetToken || !/^[A-Za-z0-9]+$/.test(assetToken) || !assets?.length) return html;
  const pattern = new RegExp(PLACEHOLDER_ORIGIN.replace(/[.\/]/g, '\\$&') + assetToken + '/(\\d+)', 'g');
  return html.replace(pattern, (_match, index: string) => {
    const path = assets[Number(index)];
    return path !== undefined && inside(path) ? escapeAttribute(toUrl(path)) : '';
  });
}
