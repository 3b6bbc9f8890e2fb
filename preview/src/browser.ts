// The preview renderer's entry for the browser: what the webview's page script may use. It holds only
// the display mode and the protocol (previewMessages.ts), so the page script stays a small bundle that type-checks
// with DOM types alone; the renderer itself (index.ts) runs in the extension host's render thread.
export { isMode, resolveMode } from './mode';
export type { Mode, ModeConfig } from './mode';
export type { ChromeModel, Theme } from './chrome';
export { applyChromeEdits } from './chromePatch';
export type { AreaEdit, ChromeEdits } from './chromePatch';
export type { InitialData, PreviewState } from './document';
export { readHostEnvelope } from './previewMessages';
export type { PageMessage, Settings, WebviewMessage } from './previewMessages';
export { pageLayout } from './chromeLayout';
export type { PageLayout, PageMode } from './chromeLayout';
