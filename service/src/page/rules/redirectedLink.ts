/**
 * An internal link to a redirect source: the reader still gets there, one redirect (or a chain of
 * them) later, so it is information, not a warning. Its quick fix writes the link's final
 * destination, the `#anchor` kept. A link that nothing catches, or to a missing page, is the
 * broken-link rule's; a source whose redirects loop is also the redirect-cycle error of docs.json.
 * The redirects are followed as the site serves them (references/linkRedirect.ts).
 */
import { TextEdit } from 'vscode-languageserver-types';
import { linkRedirect, type LinkRedirect } from '../../references/linkRedirect';
import { FOLLOW_WORK_LIMIT, WorkBudget } from '../../../../site/src';
import type { PageRule } from './rule';

type RedirectedLinkData = {
  /** The link to write instead; undefined when there is none (a cycle, a destination missing). */
  'redirected-link': { replacement: string } | undefined;
};

/** Hops named in a message; longer chains say how many more. */
const NAMED_HOPS = 4;

function chainText(redirect: LinkRedirect): string {
  const named = redirect.hops.slice(0, NAMED_HOPS).map((h) => `\`${h}\``);
  const more = redirect.hops.length > NAMED_HOPS ? [`${redirect.hops.length - NAMED_HOPS} more`] : [];
  return [`\`${redirect.from}\``, ...named, ...more].join(' → ');
}

function messageOf(redirect: LinkRedirect): string {
  const chain = chainText(redirect);
  const through = redirect.hops.length > 1 ? ` (${redirect.hops.length} redirects: ${chain})` : '';
  if (redirect.end === 'cycle') return `This link is redirected in a loop (${chain}): browsers stop with "too many redirects". Fix the redirects in docs.json, then link to the page readers should reach.`;
  if (redirect.end === 'endless') return `This link goes through more redirects than a browser follows (${chain}). Link to the page readers should reach.`;
  const last = redirect.hops[redirect.hops.length - 1];
  if (redirect.destinationMissing) return `\`${redirect.from}\` is redirected to \`${last}\`${through}, which is no page or file of this site.`;
  return `\`${redirect.from}\` is redirected to \`${last}\`${through}: update the link to \`${redirect.replacement}\`.`;
}

export const redirectedLinkRule: PageRule<RedirectedLinkData> = {
  codes: {
    'redirected-link': {
      title: 'Link to a redirect',
      severity: 'info',
      description: 'An internal link to a path docs.json redirects: readers land elsewhere, one redirect later. Link to where it leads.',
    },
  },
  check(ctx, report) {
    const { page, docsRoot, site } = ctx;
    if (!docsRoot || !site || site.redirects.length === 0) return;
    // One budget for the page: a hostile docs.json costs a page of many links no more than one.
    const budget = new WorkBudget(FOLLOW_WORK_LIMIT);
    for (const link of page.links) {
      const redirect = linkRedirect(link.url, ctx.path, docsRoot, ctx.workspace, site, budget);
      if (!redirect) continue;
      report('redirected-link', link.urlSpan, messageOf(redirect), redirect.replacement !== undefined ? { replacement: redirect.replacement } : undefined);
    }
  },
  fixes: {
    'redirected-link': (d, data) => {
      const replacement = data?.replacement;
      if (typeof replacement !== 'string') return undefined;
      return { title: `Update the link to \`${replacement}\``, edits: [TextEdit.replace(d.range, replacement)] };
    },
  },
};
