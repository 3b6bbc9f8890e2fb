import { isExternalReference } from '../pages';
import { type RedirectMatcher, redirectMatcher, routeOf } from './redirects';
import type { Redirect, SiteModel } from './types';

/**
 * Where a reader goes who opens a redirect's source: the redirects applied one after another, as
 * the site serves them (the first redirect whose source matches a path wins, and a destination that
 * another redirect catches is redirected again). Read by the cycle and chain checks.
 */
export interface RedirectWalk {
  /** The redirect the walk starts with, and the path it was opened at (`:param`s filled with their names). */
  readonly redirect: Redirect;
  readonly from: string;
  /** Each redirect applied and the route it led to; the first is `redirect` itself. */
  readonly hops: readonly { redirect: Redirect; to: string }[];
  /**
   * `arrived`: no redirect catches the last route (or it is a URL); `cycle`: a route came back;
   * `endless`: past `MAX_HOPS` hops, or a route growing past `MAX_ROUTE` characters at each hop;
   * `unchecked`: the work was spent first (a hostile configuration), so nothing is said.
   */
  readonly end: 'arrived' | 'cycle' | 'endless' | 'unchecked';
}

/** Browsers give up after 20 redirects ("too many redirects"). */
export const MAX_HOPS = 20;
/** Routes are far shorter; a route longer than this grew by substitution, hop after hop. */
export const MAX_ROUTE = 256;
/**
 * The work of one site's walks, in steps: a pattern test costs the route's length to the power of
 * its wildcards (what backtracking may take), a literal source one lookup. Real sites spend far less
 * (a few thousand redirects, nearly all literal, cost a few thousand steps); past it, the remaining
 * walks are `unchecked`.
 */
export const WORK_LIMIT = 20_000_000;

/** The walks of a site's redirects (one per redirect the site applies to its own source), and the work they took. */
export interface RedirectWalks {
  readonly walks: readonly RedirectWalk[];
  readonly work: number;
}

const walksOf = new WeakMap<SiteModel, RedirectWalks>();

/** Worked out once per model: the cycle and chain checks read the same walks. */
export function redirectWalks(model: SiteModel): RedirectWalks {
  let result = walksOf.get(model);
  if (!result) {
    result = walkRedirects(model.redirects);
    walksOf.set(model, result);
  }
  return result;
}

export function walkRedirects(redirects: readonly Redirect[]): RedirectWalks {
  const index = new RedirectIndex(redirects);
  const budget = new WorkBudget(WORK_LIMIT);
  const walks: RedirectWalk[] = [];
  redirects.forEach((redirect, i) => {
    const walk = index.walk(i, budget);
    if (walk) walks.push(walk);
  });
  return { walks, work: budget.work };
}

/**
 * Where a reader lands who opens `route` (a page path, no leading `/`): the redirects the site
 * applies to it, one after another (`hops`, empty when none catches it), and how the walk ended
 * (`arrived` on a route no redirect catches, or on a URL), as the cycle and chain checks walk them.
 */
export interface RedirectFollow {
  readonly hops: readonly { redirect: Redirect; to: string }[];
  readonly end: RedirectWalk['end'];
}

/**
 * The work of following the redirects of one page's links (one budget per check of a page, or per
 * call). Real links cost a lookup per hop; a hostile site's wildcard sources are given up on
 * (`unchecked`) rather than let a page of many links pay for each of them.
 */
export const FOLLOW_WORK_LIMIT = 2_000_000;

const indexOf = new WeakMap<SiteModel, RedirectIndex>();

/**
 * Follows the site's redirects from `route`, spending from `budget` (share one across the links of a
 * page); the index of the model's redirects is built once per model.
 */
export function followRedirects(model: SiteModel, route: string, budget = new WorkBudget(FOLLOW_WORK_LIMIT)): RedirectFollow {
  let index = indexOf.get(model);
  if (!index) {
    index = new RedirectIndex(model.redirects);
    indexOf.set(model, index);
  }
  return index.follow(routeOf(route), budget);
}

/** Steps of work counted against a limit; once refused, every later step is refused too. */
export class WorkBudget {
  work = 0;
  private spent = false;
  constructor(private readonly limit: number) {}

  /** Counts `steps`; false, and nothing counted, once they would pass the limit. */
  spend(steps: number): boolean {
    if (this.spent || this.work + steps > this.limit) {
      this.spent = true;
      return false;
    }
    this.work += steps;
    return true;
  }
}

class RedirectIndex {
  private readonly matchers: RedirectMatcher[] = [];
  /** Literal sources: route → the first redirect with it. */
  private readonly exact = new Map<string, number>();
  /** Sources with parameters, by their literal first segment (most are `/old/:slug*`), in order. */
  private readonly byFirstSegment = new Map<string, number[]>();
  /** Sources whose first segment is itself a parameter or wildcard: tried on every route. */
  private readonly anyFirstSegment: number[] = [];

  constructor(private readonly redirects: readonly Redirect[]) {
    redirects.forEach((redirect, i) => {
      const matcher = redirectMatcher(redirect.source);
      this.matchers.push(matcher);
      const route = routeOf(redirect.source);
      if (matcher.params.length === 0) {
        // No parameters and yet `:` or `*`: a source with too many wildcards, which matches nothing.
        if (!/[:*]/.test(route) && !this.exact.has(route)) this.exact.set(route, i);
        return;
      }
      const first = route.split('/')[0];
      if (/[:*]/.test(first)) this.anyFirstSegment.push(i);
      else {
        const list = this.byFirstSegment.get(first);
        if (list) list.push(i);
        else this.byFirstSegment.set(first, [i]);
      }
    });
  }

  walk(i: number, budget: WorkBudget): RedirectWalk | undefined {
    const redirect = this.redirects[i];
    const from = sampleRoute(redirect.source);
    const first = this.next(from, budget);
    // Another redirect catches this source first (a duplicate, an earlier wildcard): this one is never applied.
    if (first === 'spent') return { redirect, from, hops: [], end: 'unchecked' };
    if (!first || first.index !== i) return undefined;
    const hops = [{ redirect, to: first.to }];
    const seen = new Set([from]);
    let route = first.to;
    for (;;) {
      if (isExternalReference(route)) return { redirect, from, hops, end: 'arrived' };
      if (seen.has(route)) return { redirect, from, hops, end: 'cycle' };
      if (route.length > MAX_ROUTE || hops.length >= MAX_HOPS) return { redirect, from, hops, end: 'endless' };
      seen.add(route);
      const next = this.next(route, budget);
      if (next === 'spent') return { redirect, from, hops, end: 'unchecked' };
      if (!next) return { redirect, from, hops, end: 'arrived' };
      hops.push({ redirect: this.redirects[next.index], to: next.to });
      route = next.to;
    }
  }

  /** The redirects applied from `route` on, until one's destination is caught by none, comes back, or runs on. */
  follow(route: string, budget: WorkBudget): RedirectFollow {
    const hops: { redirect: Redirect; to: string }[] = [];
    const seen = new Set<string>();
    let current = route;
    for (;;) {
      if (hops.length > 0 && isExternalReference(current)) return { hops, end: 'arrived' };
      if (seen.has(current)) return { hops, end: 'cycle' };
      if (current.length > MAX_ROUTE || hops.length >= MAX_HOPS) return { hops, end: 'endless' };
      seen.add(current);
      const next = this.next(current, budget);
      if (next === 'spent') return { hops, end: 'unchecked' };
      if (!next) return { hops, end: 'arrived' };
      hops.push({ redirect: this.redirects[next.index], to: next.to });
      current = next.to;
    }
  }

  /** The redirect the site applies to `route` (the first that matches) and where it leads. */
  private next(route: string, budget: WorkBudget): { index: number; to: string } | undefined | 'spent' {
    if (!budget.spend(1)) return 'spent';
    let best = this.exact.get(route) ?? Infinity;
    let captures: string[] = [];
    for (const list of [this.byFirstSegment.get(route.split('/')[0]) ?? [], this.anyFirstSegment]) {
      for (const i of list) {
        if (i >= best) break;
        const matcher = this.matchers[i];
        if (!budget.spend(Math.max(1, route.length) ** matcher.params.length)) return 'spent';
        const match = matcher.pattern.exec(route);
        if (match) {
          best = i;
          captures = match.slice(1);
          break;
        }
      }
    }
    if (best === Infinity) return undefined;
    return { index: best, to: fillDestination(this.redirects[best].destination, this.matchers[best], captures) };
  }
}

/** A path the source matches: each parameter filled with its own name, each bare `*` with `x`. */
function sampleRoute(source: string): string {
  return routeOf(source)
    .split('/')
    .map((segment) => {
      const param = /^:([A-Za-z0-9_]+)\*?$/.exec(segment);
      if (param) return param[1];
      return segment.startsWith(':') ? segment.slice(1) : segment.replace(/\*/g, 'x');
    })
    .join('/');
}

/** The destination with the source's `:param`s and `*`s put in, as the route a reader lands on (a URL stays a URL). */
function fillDestination(destination: string, matcher: RedirectMatcher, captures: readonly string[]): string {
  const trimmed = destination.trim();
  if (isExternalReference(trimmed)) return trimmed;
  const named = new Map<string, string>();
  const unnamed: string[] = [];
  matcher.params.forEach((name, k) => {
    const value = captures[k] ?? '';
    if (name === '*') unnamed.push(value);
    else if (!named.has(name)) named.set(name, value);
  });
  let star = 0;
  const filled = routeOf(trimmed)
    .split('/')
    .map((segment) => {
      const param = /^:([A-Za-z0-9_]+)\*?$/.exec(segment);
      if (param && named.has(param[1])) return named.get(param[1]);
      return segment.replace(/\*/g, () => unnamed[star++] ?? '');
    })
    .join('/');
  return routeOf(filled.replace(/\/{2,}/g, '/'));
}
