/**
 * The pattern of a redirect `source`, matched against page paths without a leading `/`. Sources may
 * hold `:param` segments (one segment each) and `*` wildcards (anything, across segments), as the
 * site's redirects do.
 */
export function redirectPattern(source: string): RegExp {
  const clean = source.trim().replace(/^\/+|\/+$/g, '').replace(/[?#].*$/, '');
  const body = clean
    .split('/')
    .map((segment) =>
      segment === '*' || /^:[A-Za-z0-9_]+\*$/.test(segment)
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'),
    )
    .join('/');
  // Each wildcard multiplies the backtracking on a failed match: a hostile source with many of
  // them could stall every link check. Real sources have one or two.
  if ((body.match(/\.\*/g) ?? []).length > MAX_WILDCARDS) return NEVER;
  return new RegExp(`^${body.replace(/\/\.\*$/, '(?:/.*)?')}$`);
}

const MAX_WILDCARDS = 4;
const NEVER = /(?!)/;

/** Whether any redirect of the site catches this page path. */
export function isRedirected(redirects: readonly { sourcePattern: RegExp }[], pageId: string): boolean {
  const path = pageId.replace(/^\/+|\/+$/g, '');
  return redirects.some((r) => r.sourcePattern.test(path));
}
