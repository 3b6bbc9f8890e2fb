/**
 * What the preview panel sends to its render thread (renderWorker.ts) and gets back. No `vscode`
 * here: the worker cannot load it. Local files become webview URLs only in the extension host
 * (`asWebviewUri`), so the worker writes a placeholder URL for each and the host swaps them in.
 */
import type { EditorTextMessage } from '../../../host/src';
import { type ChromeEdits, type ChromeModel, type PageMode, type RenderResult, escapeAttribute } from '../../../preview/src';

/**
 * What every job carries: the page and its site. The editor's open texts are not in jobs: they reach
 * the thread once per change through the one stream of open texts (host/src/editorTexts.ts).
 */
interface SiteJob {
  /** The page on show. */
  pagePath: string;
  docsRoot: string;
  /** The site's docs.json (or mint.json), when the page belongs to a site. */
  configPath?: string;
  /** The shipped icon sets (dist/icons). */
  iconsDir: string;
}

/** The page's render. */
export interface PageJob extends SiteJob {
  kind: 'page';
  /** The editor's text of the page (or an operation's generated page); the thread reads the file when absent. */
  pageText?: string;
  /** "As agents read it": the page's Markdown view for agents (service/src/llms/), shown as text. */
  agentView?: boolean;
}

/** The site chrome around the page: top bar, sidebar, pager, footer, theme (preview/src/chrome.ts). */
export interface ChromeJob extends SiteJob {
  kind: 'chrome';
  /** An OpenAPI operation entry on show instead of the page's file (`GET /users`). */
  operation?: string;
  /** The spec's layout: the version chosen in the dropdown. */
  version?: string;
  /**
   * The panel that asks: a chrome equal to the last one it was sent comes back as `unchanged`, one
   * that differs only in its HTML areas as the edits from it (chromePatch.ts).
   */
  panel?: string;
  /** The whole chrome, whatever the panel was sent before (it lost track: a reply was dropped). */
  whole?: boolean;
}

/** What a link clicked in the preview opens, by the link checks' resolution (it needs the site model). */
export interface LinkJob extends SiteJob {
  kind: 'link';
  /** The link as written, or `/<page id>` for a link the renderer wrote a page id on. */
  href: string;
}

export type RenderJob = PageJob | ChromeJob | LinkJob;

/**
 * The host's messages to the render thread besides the jobs themselves: the file watcher's changes,
 * and the editor's open texts (they win over the disk).
 */
export type RenderWorkerMessage = { type: 'files'; created: string[]; deleted: string[]; changed: string[] } | EditorTextMessage;

/**
 * A render, and for a good one its "On this page" list. `assets` are the local files its HTML shows,
 * each written as `https://docsite-asset.invalid/<assetToken>/<index>`: the host turns exactly
 * those into webview URLs (`withAssetUrls`), after checking each file on disk.
 */
export type RenderReply = RenderResult & { toc?: string; mode?: PageMode; assetToken?: string; assets?: string[] };

/**
 * The chrome, its local files as placeholders like a render's (its HTML and the theme's background
 * images), and the files the site model read (docs.json and what it `$ref`s: an edit to any of them
 * changes the chrome). A configuration that does not parse gives no chrome: the panel keeps the last.
 */
export type ChromeReply =
  /** `hash` names this chrome (unique per thread): a later reply's edits say which chrome they apply to (`base`). */
  | { ok: true; chrome: ChromeModel; hash: string; sources: string[]; assetToken: string; assets: string[] }
  /** The edits from the chrome last sent to the panel (`base`) to this one (`hash`); whole areas are sealed. */
  | { ok: true; edits: ChromeEdits; base: string; hash: string; sources: string[]; assetToken: string; assets: string[] }
  /** The same chrome as the last one sent to the panel (most keystrokes): nothing to map or post. */
  | { ok: true; unchanged: true; hash: string; sources: string[] }
  | { ok: false; error: string; sources: string[] };

/** A clicked link: the page or file it opens (`path`), else what it is (`self`, `missing`, …). */
export interface LinkReply {
  kind: string;
  path?: string;
  /** A page the build generates from a division's OpenAPI file: the entry that names its operation. */
  operation?: string;
}

/** The reply to each kind of job. */
export interface ReplyOf {
  page: RenderReply;
  chrome: ChromeReply;
  link: LinkReply;
}
export type RenderThreadReply = ReplyOf[RenderJob['kind']];

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

  /** Whether a text holds a placeholder of this thread (its numbering changes with every reply). */
  holdsPlaceholder(text: string): boolean {
    return text.includes(PLACEHOLDER_ORIGIN + this.threadToken + '/');
  }

  /** The HTML with this thread's placeholders numbered for one render; a path `inside` refuses is dropped. */
  seal(html: string, inside: (path: string) => boolean): { html: string; assetToken: string; assets: string[] } {
    const { values, assetToken, assets } = this.sealAll([html], inside);
    return { html: values[0], assetToken, assets };
  }

  /** `seal` for several strings of one reply (the chrome's areas), numbered under one token. */
  sealAll(texts: readonly string[], inside: (path: string) => boolean): { values: string[]; assetToken: string; assets: string[] } {
    const assetToken = this.randomToken();
    const assets: string[] = [];
    const pattern = new RegExp(PLACEHOLDER_ORIGIN.replace(/[.\/]/g, '\\$&') + this.threadToken + '/([A-Za-z0-9%._-]*)', 'g');
    const values = texts.map((text) => text.replace(pattern, (_match, encoded: string) => {
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
    }));
    return { values, assetToken, assets };
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

/**
 * A whole value that is one of this reply's placeholders (the theme's background image, which the
 * webview puts in CSS, not in HTML): the file's URL unescaped, or undefined when `inside` refuses it.
 * Any other value stays as it is (an external https URL, or a dead placeholder-like one).
 */
export function withAssetUrl(value: string | undefined, reply: Pick<RenderReply, 'assetToken' | 'assets'>, toUrl: (path: string) => string, inside: (path: string) => boolean): string | undefined {
  const { assetToken, assets } = reply;
  if (value === undefined || !assetToken || !/^[A-Za-z0-9]+$/.test(assetToken) || !assets?.length) return value;
  const match = new RegExp('^' + PLACEHOLDER_ORIGIN.replace(/[.\/]/g, '\\$&') + assetToken + '/(\\d+)$').exec(value);
  if (!match) return value;
  const path = assets[Number(match[1])];
  return path !== undefined && inside(path) ? toUrl(path) : undefined;
}
