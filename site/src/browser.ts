// The site's entry for the browser: the one colour rule, which the webview's page script applies to
// the theme it is sent. Kept apart from index.ts so the page script bundles no parser.
export { configColor, isComponentColor } from './colors';
