/**
 * The pattern of a redirect `source`, matched against page paths without a leading `/`. Sources may
 * hold `:param` segments (one segment each) and `*` wildcards (anything, across segments), as the
 * site's redirects do.
 */
export function redirectPattern(source: string): RegExp {
  return redirectMatcher(source).pattern;
}

/**
 * A source's pattern with one capture group per parameter or wildcard, in order, and their names
 * (`*` for an unnamed wildcard): what a destination's `:param` and `*` are filled with.
 */
export interface RedirectMatcher {
  readonly pattern: RegExp;
  readonly params: readonly string[];
}

export function redirectMatcher(source: string): RedirectMatcher {
  const params: string[] = [];
  const body = routeOf(source)
    .split('/')
    .map((segment) => {
      const param = /^:([A-Za-z0-9_]+)(\*?)$/.exec(segment);
      if (segment === '*' || (param && param[2])) {
        params.push(param ? param[1] : '*');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        params.push(param ? param[1] : segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, () => (params.push('*'), '(.*)'));
    })
    .join('/');
  // Each wildcard multiplies the backtracking on a failed match: a hostile source with many of
  // them could stall every link check. Real sources have one or two.
  if (body.split('(.*)').length - 1 > MAX_WILDCARDS) return { pattern: NEVER, params: [] };
  return { pattern: new RegExp(`^${body.replace(/\/\(\.\*\)$/, '(?:/(.*))?')}$`), params };
}

const MAX_WILDCARDS = 4;
const NEVER = /(?!)/;

/** A route as the redirects compare it: no leading or trailing `/`, no query or fragment. */
export function routeOf(path: string): string {
  return path.trim().replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
}

/** Whether any redirect of the site catches this page path. */
export function isRedirected(redirects: readonly { sourcePattern: RegExp }[], pageId: string): boolean {
  const path = pageId.replace(/^\/+|\/+$/g, '');
  return redirects.some((r) => r.sourcePattern.test(path));
}
