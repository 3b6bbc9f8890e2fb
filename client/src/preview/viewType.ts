/** The webview panel type of the preview (also named in package.json's activation events). */
export const PREVIEW_VIEW_TYPE = 'docsite.preview';
