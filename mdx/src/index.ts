// A site's pages as text, as the site build reads them: the MDX parse (remark-mdx, as the build
// parses), frontmatter, headings and the anchor ids the build gives them, code fence options, and the
// tolerant scans that bound the work before a parse (counts, never times). The language service and
// the preview's renderer both read pages through this part; it knows nothing of a site's docs.json.
export { MAX_ANCHORS, assignPageIds, pageAnchorIds } from './anchors';
export { describeConstructCrossing } from './constructScan';
export { type FenceOptions, diffMarks, parseFenceOptions } from './fenceOptions';
export { frontmatterBlock, readFrontmatter } from './frontmatter';
export { scanHeadings } from './headingScan';
export { describeCrossing } from './nestingScan';
export { MAX_PAGE_LENGTH, pageSkip, parsePage } from './parse';
export { type SlugMemo, anchorMatches, decodeFragment, slugMemo } from './slug';
export { scanTags } from './tagScan';
export { type FrontmatterEntry, type ImportSpecifier, type JsxAttribute, type JsxElement, type PageImage, type PageImport, type PageSkip, type ParsedPage, type Span } from './types';
