/**
 * Rule 13: internal links (markdown links and `href`) to pages that do not exist, or to a `#anchor`
 * that no heading of the target has. Anchors are URL-decoded and slugged like the site does.
 */
import { anchorMatches } from '../slug';
import { pageAnchors, resolveLink, targetAnchors } from '../linkTargets';
import { parsePage } from '../parse';
import type { PageRule } from './rule';

export const linksRule: PageRule = {
  codes: {
    'broken-link': { severity: 'error', description: 'An internal link to a page or file that does not exist.' },
    'broken-anchor': { severity: 'warning', description: 'A link to a #anchor that no heading of the target page has.' },
  },
  check(ctx) {
    const { page, docsRoot } = ctx;
    if (!docsRoot || page.links.length === 0) return;
    let ownAnchors: Set<string> | undefined;
    for (const link of page.links) {
      const target = resolveLink(link.url, ctx.path, docsRoot, ctx.workspace);
      if (target.kind === 'missing') {
        ctx.report('broken-link', link.urlSpan, `No page or file \`${target.pageId}\` exists in this site.`, { pageId: target.pageId });
      } else if (target.kind === 'self' && target.fragment && !ctx.isSnippet) {
        ownAnchors ??= pageAnchors(page);
        if (!anchorMatches(target.fragment, ownAnchors)) {
          ctx.report('broken-anchor', link.urlSpan, `No heading on this page has the anchor \`#${target.fragment}\`.`);
        }
      } else if (target.kind === 'page' && target.fragment && target.path !== ctx.path) {
        const anchors = targetAnchors(target.path, ctx.workspace, parsePage);
        if (!anchorMatches(target.fragment, anchors)) {
          ctx.report('broken-anchor', link.urlSpan, `No heading on \`${target.path.slice(docsRoot.length + 1)}\` has the anchor \`#${target.fragment}\`.`);
        }
      }
    }
  },
};
