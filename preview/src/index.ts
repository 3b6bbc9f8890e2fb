// The preview renderer's public entry, for the client and its render thread (the webview has browser.ts).
// Anything not exported here is internal to preview/ (scripts/check-boundaries.mjs enforces it).
export { buildChrome } from './chrome';
export type { ChromeModel } from './chrome';
export { areaEdit, applyChromeEdits, sameChrome, sameFrame, sameSidebar, sidebarEdit, CHROME_AREAS } from './chromePatch';
export type { AreaEdit, ChromeArea, ChromeEdits, SidebarParts } from './chromePatch';
export { OPERATION_KEY_PREFIX } from './chromeNavigation';
export { ChromeCache } from './chromeCache';
export { pageModeOfText, pageToc } from './chromeToc';
export { pageLayout } from './chromeLayout';
export type { PageLayout, PageMode } from './chromeLayout';
export { buildDocument, escapeAttribute } from './document';
export { buildStaticDocument } from './staticDocument';
export type { InitialData, PreviewState } from './document';
export { readWebviewMessage } from './previewMessages';
export type { HostEnvelope, HostMessage, PageMessage, Settings, WebviewMessage } from './previewMessages';
export { renderPreviewPage } from './endpoint';
export { ICON_SETS, isIconName } from './iconSources';
export type { IconSet, IconSource } from './iconSources';
export { isMode } from './mode';
export type { Mode } from './mode';
export { renderOverBudget } from './overBudget';
export type { RenderResult } from './render';
export { RenderCache } from './renderCache';
export { loadTailwind } from './siteStyles/tailwind';
