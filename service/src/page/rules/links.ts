/**
 * Rule 13: internal links (markdown links and `href`) to pages that do not exist, or to a `#anchor`
 * that no heading of the target has. Anchors are URL-decoded and slugged like the site does.
 */
import { anchorMatches } from '../../../../mdx/src';
import { resolveLink, readerLanguageRank, type DocsWorkspace, pageIdOf } from '../../../../site/src';
import { TextEdit } from 'vscode-languageserver-types';
import { linkReplacements } from '../linkSuggestions';
import type { PageRule, RuleContext } from './rule';

/** A page whose id equals `pageId` but for letter case, if the site has one. */
function pageWithOtherCase(workspace: DocsWorkspace, docsRoot: string, pageId: string): string | undefined {
  const slash = pageId.lastIndexOf('/');
  const folder = slash < 0 ? docsRoot : `${docsRoot}/${pageId.slice(0, slash)}`;
  const wanted = pageId.toLowerCase();
  return workspace
    .listFiles(folder)
    .map((file) => pageIdOf(file, docsRoot))
    .find((id) => id !== undefined && id.toLowerCase() === wanted);
}

/** The page ids inside folder `pageId` of the site, sorted; empty when it is no folder of pages. */
function pagesInFolder(workspace: DocsWorkspace, docsRoot: string, pageId: string): string[] {
  if (!pageId) return [];
  return workspace
    .listFiles(`${docsRoot}/${pageId}`)
    .map((file) => pageIdOf(file, docsRoot))
    .filter((id): id is string => id !== undefined)
    .sort();
}

/** Pages named in a snippet's broken-anchor message; the rest are counted. */
const NAMED_PAGES = 3;
/** Pages showing one snippet whose anchors are read for one link (each is one linked page's anchors). */
const MAX_SHOWING_PAGES = 200;

/**
 * The message for a snippet's same-page `#anchor` that some page showing the snippet lacks (its own
 * headings and those of the snippets it shows, this one among them), or undefined when each has it
 * or no page shows the snippet (unused-snippet says so).
 */
function pagesMissingAnchor(ctx: RuleContext, fragment: string): string | undefined {
  const { docsRoot, snippetUsers } = ctx;
  if (!docsRoot || !snippetUsers) return undefined;
  const use = snippetUsers.usersForCheck(ctx.path, docsRoot);
  if (use.tooLarge) return undefined;
  const missing = use.pages.slice(0, MAX_SHOWING_PAGES).filter((pagePath) => !anchorMatches(fragment, ctx.anchors.of(pagePath, docsRoot)));
  if (missing.length === 0) return undefined;
  const named = missing.slice(0, NAMED_PAGES).map((p) => `\`${p.slice(docsRoot.length + 1)}\``).join(', ') + (missing.length > NAMED_PAGES ? `, and ${missing.length - NAMED_PAGES} more` : '');
  return `No heading on ${missing.length === 1 ? 'the page' : 'the pages'} showing this snippet has the anchor \`#${fragment}\`: ${named}.`;
}

/** The page a link names, and the one it most likely meant (a case twin, a folder's first page). */
type LinksData = {
  'broken-link': { pageId: string; suggestion?: string } | undefined;
  'broken-anchor': undefined;
  'folder-link': { pageId: string; suggestion: string };
};

export const linksRule: PageRule<LinksData> = {
  codes: {
    'broken-link': { title: 'Broken link', severity: 'error', description: 'An internal link to a page or file that does not exist.' },
    'broken-anchor': { title: 'Broken anchor', severity: 'warning', description: 'A link to a #anchor that no heading of the target page has.' },
    'folder-link': { title: 'Link to a folder', severity: 'warning', description: 'A link to a folder of pages that has no index page of its own.' },
  },
  check(ctx, report) {
    const { page, docsRoot } = ctx;
    if (!docsRoot || page.links.length === 0) return;
    let ownAnchors: Set<string> | undefined;
    for (const link of page.links) {
      const target = resolveLink(link.url, ctx.path, docsRoot, ctx.workspace, ctx.site);
      if (target.kind === 'missing') {
        // A folder of pages is not a page: the URL has nothing to show unless the site redirects it.
        // That is less certain than a link to nothing at all, so it is a warning with its own code.
        const inFolder = pagesInFolder(ctx.workspace, docsRoot, target.pageId);
        if (inFolder.length) {
          report('folder-link', link.urlSpan, `\`${target.pageId}\` is a folder without an index page, not a page. Link to one of its pages, such as \`${inFolder[0]}\`.`, { pageId: target.pageId, suggestion: inFolder[0] });
        } else {
          const caseTwin = pageWithOtherCase(ctx.workspace, docsRoot, target.pageId);
          const message = caseTwin
            ? `No page \`${target.pageId}\` exists; \`${caseTwin}\` differs only in letter case, and the site's URLs are case-sensitive.`
            : `No page or file \`${target.pageId}\` exists in this site.`;
          report('broken-link', link.urlSpan, message, { pageId: target.pageId, ...(caseTwin ? { suggestion: caseTwin } : {}) });
        }
      } else if (target.kind === 'outside') {
        report('broken-link', link.urlSpan, `\`${link.url.trim()}\` leads outside the docs root (through a symbolic link); the site does not have it.`);
      } else if (target.kind === 'self' && target.fragment && ctx.isSnippet) {
        // A snippet's `#anchor` lands on each page that shows it: checked there, reported here.
        const missing = pagesMissingAnchor(ctx, target.fragment);
        if (missing) report('broken-anchor', link.urlSpan, missing);
      } else if ((target.kind === 'self' || (target.kind === 'page' && target.path === ctx.path)) && target.fragment && !ctx.isSnippet) {
        // `#anchor`, or the page's own URL with one: the page as it is being checked, unsaved text included.
        ownAnchors ??= ctx.anchors.ofParsed(page, ctx.path, docsRoot);
        if (!anchorMatches(target.fragment, ownAnchors)) {
          report('broken-anchor', link.urlSpan, `No heading on this page has the anchor \`#${target.fragment}\`.`);
        }
      } else if (target.kind === 'page' && target.fragment && target.path !== ctx.path) {
        const anchors = ctx.anchors.of(target.path, docsRoot);
        if (!anchorMatches(target.fragment, anchors)) {
          report('broken-anchor', link.urlSpan, `No heading on \`${target.path.slice(docsRoot.length + 1)}\` has the anchor \`#${target.fragment}\`.`);
        }
      }
    }
  },
  fixes: {
    'broken-link': (d, { pageId, suggestion }, _page, document, ctx) => {
      if (typeof pageId !== 'string' || !ctx.docsRoot) return undefined;
      const url = document.getText(d.range);
      const language = readerLanguageRank(ctx.site, ctx.docsRoot, ctx.path)?.rank;
      return linkReplacements(url, pageId, ctx.path, ctx.docsRoot, ctx.workspace, ctx.anchors, suggestion, language).map((r) => ({
        title: `Replace with \`${r.url}\``,
        edits: [TextEdit.replace(d.range, r.url)],
      }));
    },
  },
};
