/**
 * A link from a page of one language to a page only another language lists (issue 24): a reader of
 * the translation is sent out of their language. Said with the page in the reader's language when
 * there is one. Shared pages (listed in both languages on purpose) and links to the page's own
 * counterpart (a translation's "read the original") are no finding. Its quick fix links to that
 * page instead, written the same way (absolute or relative; the `#anchor` kept only where the
 * counterpart has that heading).
 */
import { TextEdit } from 'vscode-languageserver-types';
import { resolveLink, pageIdOf, resolvePage, languageIndex } from '../../../../site/src';
import { anchorMatches } from '../../../../mdx/src';
import { rewriteLink } from '../renameLinks';
import type { PageRule } from './rule';

export const crossLanguageLinkRule: PageRule<{ 'cross-language-link': { language: string; target: string; counterpart?: string } }> = {
  codes: {
    'cross-language-link': {
      title: 'Link into another language',
      severity: 'warning',
      description: "A link from a page of one language of `navigation.languages` to a page only another language lists.",
    },
  },
  check(ctx, report) {
    const { page, docsRoot, site } = ctx;
    if (!docsRoot || !site || page.links.length === 0 || ctx.isSnippet) return;
    const index = languageIndex(site);
    const own = pageIdOf(ctx.path, docsRoot);
    const mine = own === undefined ? undefined : index.languagesOf(own);
    if (!mine || mine.size !== 1) return;
    const [language] = mine;
    for (const link of page.links) {
      const target = resolveLink(link.url, ctx.path, docsRoot, ctx.workspace, site);
      if (target.kind !== 'page') continue;
      const id = pageIdOf(target.path, docsRoot);
      const theirs = id === undefined ? undefined : index.languagesOf(id);
      if (id === undefined || !theirs || theirs.has(language)) continue;
      const counterpart = index.counterpart(id, language);
      // This very page in another language ("read the English version"): on purpose.
      if (counterpart === own) continue;
      const message = counterpart
        ? `\`${id}\` is a page of ${[...theirs].join(', ')}; this page is in ${language}, whose page is \`${counterpart}\`.`
        : `\`${id}\` is a page of ${[...theirs].join(', ')}, not of ${language} (this page's language), which has no counterpart of it.`;
      report('cross-language-link', link.urlSpan, message, { language, target: id, counterpart });
    }
  },
  fixes: {
    'cross-language-link': (d, { counterpart }, _page, document, ctx) => {
      if (typeof counterpart !== 'string' || !ctx.docsRoot) return undefined;
      const file = resolvePage(ctx.docsRoot, counterpart, ctx.workspace);
      if (!file) return undefined;
      const url = document.getText(d.range).trim();
      const hash = url.indexOf('#');
      const keepAnchor = hash >= 0 && anchorMatches(url.slice(hash + 1), ctx.anchors.of(file, ctx.docsRoot));
      const written = rewriteLink(keepAnchor || hash < 0 ? url : url.slice(0, hash), ctx.path, file, ctx.docsRoot);
      return { title: `Link to \`${counterpart}\` (this page's language)`, edits: [TextEdit.replace(d.range, written)] };
    },
  },
};
