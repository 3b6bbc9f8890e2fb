/**
 * A page of the static copy (`docsite preview --out`): the webview's document with the same chrome,
 * page and script (webview/dist/preview.js, which drives the mode toggle, tabs and the drawer), for a
 * reviewer who opens the files from disk or a CI artifact. Its policy allows only files beside it:
 * no network load, no inline script (there is no channel secret to hand over: nothing drives a static
 * page), styles inline as the webview allows them (mermaid cannot draw without; see document.ts).
 */
import { documentBody, documentHead, escapeAttribute, type InitialData } from './document';

export function staticContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "script-src 'self'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export interface StaticDocumentOptions {
  /** The preview script and stylesheet, relative to the page's file. */
  scriptUri: string;
  styleUri: string;
  data: InitialData;
}

export function buildStaticDocument(options: StaticDocumentOptions): string {
  const { scriptUri, styleUri, data } = options;
  return `${documentHead(data, staticContentSecurityPolicy(), styleUri)}
${documentBody(data)}
<script src="${escapeAttribute(scriptUri)}"></script>
</body>
</html>`;
}
