// The preview renderer's public entry, for the client, its render thread and the webview. Anything not
// exported here is internal to preview/ (scripts/check-boundaries.mjs enforces it).
export { buildChrome } from './chrome';
export type { ChromeModel, Theme } from './chrome';
export { OPERATION_KEY_PREFIX } from './chromeNavigation';
export { pageToc } from './chromeToc';
export { buildDocument, escapeAttribute } from './document';
export type { InitialData, PreviewState } from './document';
export { renderPreviewPage } from './endpoint';
export { ICON_SETS, isIconName } from './iconSources';
export type { IconSet, IconSource } from './iconSources';
export { isMode, resolveMode } from './mode';
export type { Mode, ModeConfig } from './mode';
export { renderOverBudget } from './overBudget';
export type { RenderResult } from './render';
export { RenderCache } from './renderCache';
