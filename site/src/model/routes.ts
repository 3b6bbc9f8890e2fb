/**
 * The routes a site publishes, and which of a base version's routes are gone without a redirect
 * (`docsite check --base`, the missing-redirect rule). Pure: the caller gives the base's routes and
 * what it knows of moves (git's renames, pages with the same text or title); this module compares.
 *
 * A route is a page's URL path without the leading `/`: every page file the build publishes (those
 * `.mintignore` and the build's default ignores leave in, listPages), whether navigation lists it or
 * not, since a page outside navigation is still served at its URL. Snippet files are no pages. An
 * `index` page is served at its folder's URL, so `guides/index` and `guides` are one route.
 */
import { readFrontmatter } from '../../../mdx/src';
import { isSnippetPath, listPages } from '../pages';
import type { DocsWorkspace } from '../workspace';
import { isRedirected } from './redirects';
import type { Redirect } from './types';

/** A base version's routes, with where git (or a matching page) says a page went. */
export interface BaseRoutes {
  /** Route → the page file at the base (absolute path). */
  readonly routes: ReadonlyMap<string, string>;
  /** Old route → new route, where the new location is known. */
  readonly moves: ReadonlyMap<string, string>;
}

/** A route the base published that the working tree neither publishes nor redirects. */
export interface MissingRoute {
  readonly route: string;
  /** The route the page moved to, when known: the quick fix redirects there. */
  readonly to?: string;
}

/** The route of a page id (`guides/index` → `guides`, `index` → ``). */
export function routeOfPageId(id: string): string {
  return id === 'index' ? '' : id.replace(/\/index$/, '');
}

/** Every route of the site at `docsRoot` as the build publishes it → the page file serving it. */
export function publishedRoutes(docsRoot: string, workspace: DocsWorkspace): Map<string, string> {
  const routes = new Map<string, string>();
  for (const [id, file] of listPages(docsRoot, workspace)) {
    if (isSnippetPath(file, docsRoot)) continue;
    const route = routeOfPageId(id);
    // `guides.mdx` and `guides/index.mdx` both claim `/guides`; either one keeps the route alive.
    if (!routes.has(route)) routes.set(route, file);
  }
  return routes;
}

/** The base's routes the working tree lost: not published any more, and no redirect catches them. Sorted. */
export function missingRoutes(base: BaseRoutes, current: ReadonlyMap<string, string>, redirects: readonly Redirect[]): MissingRoute[] {
  const out: MissingRoute[] = [];
  for (const route of [...base.routes.keys()].sort()) {
    if (current.has(route) || isRedirected(redirects, route)) continue;
    // An index page is also reached at `…/index`: a redirect written that way covers it too.
    if (isRedirected(redirects, route === '' ? 'index' : route + '/index')) continue;
    const to = base.moves.get(route);
    out.push(to !== undefined && current.has(to) ? { route, to } : { route });
  }
  return out;
}

/** A page that left, or came, with its text (for matching moves git did not see). */
export interface PageText {
  readonly route: string;
  readonly text: string;
}

/**
 * Where pages that left went, when git saw no rename: a page that came with the same text, or else
 * with the same frontmatter `title` (when exactly one did). Each new page explains at most one old one.
 */
export function matchMoves(gone: readonly PageText[], came: readonly PageText[]): Map<string, string> {
  const moves = new Map<string, string>();
  const taken = new Set<string>();
  const byText = new Map<string, string[]>();
  for (const page of came) byText.set(page.text, [...(byText.get(page.text) ?? []), page.route]);
  for (const page of gone) {
    const same = byText.get(page.text)?.find((r) => !taken.has(r));
    if (same !== undefined) {
      moves.set(page.route, same);
      taken.add(same);
    }
  }
  const titleOf = (text: string) => {
    const title = readFrontmatter(text).frontmatter.data.title;
    return typeof title === 'string' && title.trim() ? title.trim() : undefined;
  };
  const byTitle = new Map<string, string[]>();
  for (const page of came) {
    const title = !taken.has(page.route) ? titleOf(page.text) : undefined;
    if (title !== undefined) byTitle.set(title, [...(byTitle.get(title) ?? []), page.route]);
  }
  for (const page of gone) {
    if (moves.has(page.route)) continue;
    const title = titleOf(page.text);
    const candidates = title === undefined ? [] : (byTitle.get(title) ?? []).filter((r) => !taken.has(r));
    // Two new pages with the old title: which one the page became is a guess; offer none.
    if (candidates.length !== 1) continue;
    moves.set(page.route, candidates[0]);
    taken.add(candidates[0]);
  }
  return moves;
}
