/**
 * The preview's webview document. The Content-Security-Policy allows nothing by default: scripts run
 * only by the per-panel nonce (the preview script, and the mermaid bundle the script adds with the
 * same nonce when a page first shows a diagram), images and media only from the webview resource
 * origin (the docs root) or https, frames only over https. The page, its table of contents and the
 * chrome HTML are already sanitized; the initial state travels in a data attribute.
 *
 * The panel's channel secret, which every host message carries (previewMessages.ts), does
 * not: it is in a nonce'd inline script that removes itself as it runs and leaves the secret in a
 * global the preview script takes and deletes before anything else runs. So the secret is never in
 * the DOM, and frames in the page (cross-origin, and never told it) cannot forge a host message.
 *
 * Styles: the extension's stylesheet, plus inline styles. Mermaid cannot draw without them: it puts a
 * `<style>` element in every diagram and sets `style` attributes through d3 while it lays the diagram
 * out, and offers no nonce option. Allowing inline styles is acceptable because a style cannot run
 * code, and no inline style can come from a page: page and chrome HTML pass an allowlist with no
 * `<style>` element and no `style` attribute, checked once more as parsed (safeHtml.ts). What a
 * stray style could still do is load an image, which img-src already allows for https images.
 */
import type { ChromeModel } from './chrome';
import type { Mode } from './mode';
import { pageLayout, type PageMode } from './chromeLayout';

export interface PreviewState {
  /** The previewed document's URI (restored by the serializer). */
  resource: string;
  locked: boolean;
  /** A mode the reader chose with the toggle. */
  mode?: Mode;
  version?: string;
  /** Top line last shown, for restoring the scroll position. */
  line?: number;
  /**
   * A navigation entry naming an OpenAPI operation (`GET /users`) whose generated page is on show
   * instead of the resource's own: such an entry has no file.
   */
  operation?: string;
  /** "As agents read it": the page's Markdown view for agents instead of the rendered page. */
  agentView?: boolean;
}

export interface InitialData {
  state: PreviewState;
  /** The editor's theme kind when the panel opened. */
  themeKind: Mode;
  chrome?: ChromeModel;
  /** `toc`: the "On this page" list (chromeToc.ts), empty when the page has none or its mode hides it. */
  /** `mode`: the page's layout (chromeLayout.ts), `default` when unset. */
  page: { html: string; title: string; toc?: string; mode?: PageMode; error?: { message: string; line: number } };
  /** The mermaid bundle's webview URL: loaded (with the nonce) when a page first shows a diagram. */
  mermaidScript?: string;
  settings: { scrollEditorWithPreview: boolean; scrollPreviewWithEditor: boolean };
}

export interface DocumentOptions {
  nonce: string;
  /** The panel's channel secret ([A-Za-z0-9]+): host messages without it are refused. */
  channel: string;
  /** `webview.cspSource`. */
  cspSource: string;
  scriptUri: string;
  styleUri: string;
  data: InitialData;
}

export function contentSecurityPolicy(nonce: string, cspSource: string): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} https:`,
    `media-src ${cspSource} https:`,
    `style-src ${cspSource} 'unsafe-inline'`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    'frame-src https:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function buildDocument(options: DocumentOptions): string {
  const { nonce, channel, cspSource, scriptUri, styleUri, data } = options;
  if (!/^[A-Za-z0-9]+$/.test(nonce)) throw new Error('invalid nonce');
  // Letters and digits only, so it is safe inside the script's string literal.
  if (!/^[A-Za-z0-9]{16,}$/.test(channel)) throw new Error('invalid channel secret');
  return `${documentHead(data, contentSecurityPolicy(nonce, cspSource), styleUri)}
${documentBody(data)}
<script nonce="${nonce}">document.currentScript.remove();self.__dsChannel="${channel}";</script>
<script nonce="${nonce}" src="${escapeAttribute(scriptUri)}"></script>
</body>
</html>`;
}

/**
 * The document up to `<body>`: its policy, stylesheet and title. Shared with the static copy
 * (staticDocument.ts), which differs only in its policy and scripts.
 */
export function documentHead(data: InitialData, policy: string, styleUri: string): string {
  const initialMode = data.state.mode ?? data.chrome?.modeToggle.default ?? data.themeKind;
  return `<!DOCTYPE html>
<html lang="en" data-mode="${escapeAttribute(initialMode)}"${initialMode === 'dark' ? ' class="dark"' : ''}>
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeAttribute(styleUri)}">
<title>${escapeText(data.page.title || 'Preview')}</title>
</head>`;
}

/** `<body>` and the app the preview script drives (its ids are the script's), laid out by the page's mode. */
export function documentBody(data: InitialData): string {
  const chrome = data.chrome;
  const toc = data.page.toc ?? '';
  const layout = pageLayout(data.page.mode ?? 'default');
  const hidden = (shown: boolean): string => (shown ? '' : ' hidden');
  const banner = data.page.error ? `Line ${data.page.error.line}: ${data.page.error.message}` : '';
  return `<body data-ds-initial="${escapeAttribute(JSON.stringify({ ...data, page: { ...data.page, html: "", toc: "" } }))}">
<div id="ds-app" class="ds-app" data-ds-mode="${layout.mode}">
<header id="ds-topbar" class="ds-topbar">${chrome?.topbar ?? ''}</header>
<div class="ds-layout">
<aside id="ds-sidebar" class="ds-sidebar" aria-label="Site navigation"${hidden(layout.sidebar)}>${chrome?.sidebar ?? ''}</aside>
<main class="ds-main">
<div id="ds-banner" class="ds-banner" role="alert"${banner ? '' : ' hidden'}>${escapeText(banner)}</div>
<article id="ds-page" class="ds-page">${data.page.html}</article>
<div id="ds-pager" class="ds-pager-slot"${hidden(layout.footer)}>${chrome?.pager ?? ''}</div>
<footer id="ds-footer" class="ds-footer"${hidden(layout.footer)}>${chrome?.footer ?? ''}</footer>
</main>
<aside id="ds-toc" class="ds-toc"${hidden(!!toc && layout.toc)}>${toc}</aside>
</div>
</div>`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
