/**
 * The page modes: which parts of the site's layout a page keeps, by its frontmatter `mode`, as the
 * vendor documents them (https://mintlify.com/docs/organize/pages#page-mode):
 * - `default`: sidebar navigation and table of contents.
 * - `wide`: "hides the side panel, which includes the table of contents" (and the API examples'
 *   column); the page takes the room.
 * - `custom`: "removes all elements except for the top navbar. This mode hides the sidebar, table of
 *   contents, and footer": a blank canvas under the top bar, the page's own title included.
 * - `frame`: "similar to custom mode but keeps the sidebar navigation".
 * - `center`: "removes the sidebar and table of contents, and centers the content".
 * Any other value (`assistant`, a typo) lays the page out as `default`; the mode rule reports it.
 *
 * Shared by the document (the first paint), the webview script (each page update), the table of
 * contents (chromeToc.ts) and `docsite preview --out`, so every reader lays a page out alike. Pure and
 * free of the parsers: the webview script imports it (browser.ts).
 */
export type PageMode = 'default' | 'wide' | 'custom' | 'frame' | 'center';

const PAGE_MODES: readonly PageMode[] = ['default', 'wide', 'custom', 'frame', 'center'];

/** What of the site's layout a page shows around its body (the top bar always stays). */
export interface PageLayout {
  mode: PageMode;
  sidebar: boolean;
  toc: boolean;
  /** The page's title, description and endpoint bar above its body. */
  pageHeader: boolean;
  /** The previous / next links and the site footer. */
  footer: boolean;
}

export function isPageMode(value: unknown): value is PageMode {
  return typeof value === 'string' && (PAGE_MODES as readonly string[]).includes(value);
}

/** The mode of a page's frontmatter data; `default` for none or one the layout does not know. */
export function pageModeOf(frontmatter: Record<string, unknown>): PageMode {
  return isPageMode(frontmatter.mode) ? frontmatter.mode : 'default';
}

export function pageLayout(mode: PageMode): PageLayout {
  switch (mode) {
    case 'wide':
      return { mode, sidebar: true, toc: false, pageHeader: true, footer: true };
    case 'custom':
      return { mode, sidebar: false, toc: false, pageHeader: false, footer: false };
    case 'frame':
      return { mode, sidebar: true, toc: false, pageHeader: false, footer: false };
    case 'center':
      return { mode, sidebar: false, toc: false, pageHeader: true, footer: true };
    default:
      return { mode: 'default', sidebar: true, toc: true, pageHeader: true, footer: true };
  }
}
