/**
 * The page's mode on screen: which parts of the site's layout stay around the page body
 * (preview/src/chromeLayout.ts, the same rule the document's first paint used). Set on every page
 * update, since an edit of the frontmatter's `mode` changes it; the stylesheet reads `data-ds-mode`
 * for what is not a whole area (the page's own header in `custom` and `frame`, the centered column).
 */
import { pageLayout, type PageMode } from '../../preview/src/browser';

export function applyPageLayout(mode: PageMode): void {
  const layout = pageLayout(mode);
  const app = document.getElementById('ds-app');
  if (app) app.dataset.dsMode = layout.mode;
  hide('ds-sidebar', !layout.sidebar);
  hide('ds-pager', !layout.footer);
  hide('ds-footer', !layout.footer);
  if (!layout.toc) hide('ds-toc', true);
}

function hide(id: string, hidden: boolean): void {
  const element = document.getElementById(id);
  if (element) element.hidden = hidden;
}
