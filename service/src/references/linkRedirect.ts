/**
 * Where a link to a redirect source really leads: the site's redirects followed from the path the
 * link names, as the site serves them (site/src/model/redirectWalk.ts: the first redirect whose source
 * matches wins, `:param`, `:param*` and `*` sources filled into their destinations, chains followed,
 * cycles and endless chains told apart). Read by the redirected-link rule and the MCP tool
 * `resolve_link`, so the editor, `docsite check` and an agent get the same answer.
 *
 * Vendor documentation (create/redirects.mdx of mintlify/docs): sources hold no anchor or query, a
 * destination may end in `#section`, `/beta/:slug*` → `/v2/:slug*` and `/old/article-*` →
 * `/new/article-*` substitute what they caught.
 */
import { followRedirects, type WorkBudget, type SiteModel, isExternalReference, stripPageExtension, DocsWorkspace, referencedPath, resolveLink, splitLink } from '../../../site/src';
import { decodeFragment } from '../../../mdx/src';
import { dirname } from '../../../common/src';

export interface LinkRedirect {
  /** The path the link asks the site for, as `/route`. */
  readonly from: string;
  /** Where each redirect sent the reader, in order: `/route`s, or a URL for a redirect off the site. */
  readonly hops: readonly string[];
  /**
   * `arrived`: the last hop is where the reader lands; `cycle`: the redirects come back to a path
   * already passed (the browser gives up); `endless`: more hops than a browser follows.
   */
  readonly end: 'arrived' | 'cycle' | 'endless';
  /**
   * The link to write instead (the link's hosting subpath and `#anchor` kept), when the reader
   * arrives somewhere the site has; undefined for a cycle, an endless chain or a missing destination.
   */
  readonly replacement?: string;
  /** The destination is a path of the site that holds no page or file (a redirect into nothing). */
  readonly destinationMissing?: boolean;
}

/**
 * The redirects a link goes through, or undefined when it names no redirect source of its page's
 * site (external links, anchors on the same page, paths no redirect catches, and a site whose
 * redirects are too costly to follow: past `budget`, shared by the links of a page, nothing is said).
 */
export function linkRedirect(url: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, model: SiteModel | undefined, budget?: WorkBudget): LinkRedirect | undefined {
  if (!model || model.redirects.length === 0) return undefined;
  const link = splitLink(url);
  if (!link || link.path === '') return undefined;
  const target = resolveLink(url, pagePath, docsRoot, workspace, model);
  // Only a path the site serves can be redirected: a file of the site, a page, a configured path.
  // A missing one is the broken-link rule's, a file outside the root its too.
  if (target.kind !== 'page' && target.kind !== 'configured' && target.kind !== 'file') return undefined;
  const subpath = target.subpath ?? '';
  const written = subpath && link.path.startsWith(subpath + '/') ? link.path.slice(subpath.length) : link.path;
  const absolute = referencedPath(decodeFragment(written), dirname(pagePath), docsRoot);
  const route = stripPageExtension(absolute.slice(docsRoot.length).replace(/^\/+/, ''));
  const walk = followRedirects(model, route, budget);
  if (walk.hops.length === 0 || walk.end === 'unchecked') return undefined;
  const hops = walk.hops.map((h) => (isExternalReference(h.to) ? h.to : '/' + h.to));
  const base = { from: '/' + route.replace(/\/+$/, ''), hops };
  if (walk.end !== 'arrived') return { ...base, end: walk.end };
  const last = hops[hops.length - 1];
  if (isExternalReference(last)) return { ...base, end: 'arrived', replacement: last };
  const landing = resolveLink(last, pagePath, docsRoot, workspace, model);
  if (landing.kind === 'missing' || landing.kind === 'outside') return { ...base, end: 'arrived', destinationMissing: true };
  const fragment = landingFragment(link.fragment, walk.hops.map((h) => h.redirect.destination));
  return { ...base, end: 'arrived', replacement: subpath + last + (fragment !== undefined ? '#' + fragment : '') };
}

/**
 * The `#anchor` the reader lands on: a redirect's destination that carries one replaces what came
 * before, one without keeps it (RFC 9110 §10.2.2: a Location without a fragment inherits the
 * request's), so the link's own anchor is kept unless a destination names another.
 */
function landingFragment(linkFragment: string | undefined, destinations: readonly string[]): string | undefined {
  let fragment = linkFragment;
  for (const destination of destinations) {
    const hash = destination.indexOf('#');
    if (hash >= 0 && !isExternalReference(destination.trim())) fragment = destination.slice(hash + 1).trim();
  }
  return fragment;
}
