/**
 * The anchors of pages: the ids a `#fragment` may name (anchors.ts makes them as the build does).
 * Where a link points is site/src/resolve.ts's job.
 */
import { MAX_ANCHORS, pageAnchorIds, scanHeadings, type SlugMemo, type ParsedPage } from '../../../mdx/src';

/**
 * Every anchor id of a page. A page too large or complex to parse still has its headings, from a
 * line scan: a link into it is checked against them rather than against nothing.
 */
export function pageAnchors(page: ParsedPage, memo?: SlugMemo): Set<string> {
  if (page.skipped && page.skipped !== 'binary' && page.headings.length === 0) {
    const headings = scanHeadings(page.text, page.bodyStart, MAX_ANCHORS);
    return pageAnchorIds({ ...page, headings, elements: [] }, memo).all;
  }
  return pageAnchorIds(page, memo).all;
}
