import { type Division, type SiteModel, pageEntries, sidebarKey } from '../../../site/src';

/**
 * The page ids that navigation already lists in the sidebar around `offset` of the configuration
 * file (see sidebarKey: the tab, anchor, dropdown, version or language that holds it). Offering one
 * of them again in a `pages` array would insert a duplicate; a page of another tab or version may be
 * listed once more, as the duplicate-page rule allows.
 */
export function pagesListedAround(model: SiteModel, offset: number): ReadonlySet<string> {
  const scope = sidebarKey(divisionsAround(model.navigation, model.configPath, offset));
  return listedByScope(model).get(scope) ?? new Set();
}

/** Every page id navigation lists, in any sidebar. */
export function pagesListedAnywhere(model: SiteModel): ReadonlySet<string> {
  const all = new Set<string>();
  for (const ids of listedByScope(model).values()) for (const id of ids) all.add(id);
  return all;
}

/**
 * A memo, not state: a model never changes (a new docs.json text builds a new one), so the walk of
 * a large navigation is made once per version instead of once per completion request.
 */
const listedByScopeOf = new WeakMap<SiteModel, Map<string, Set<string>>>();

function listedByScope(model: SiteModel): Map<string, Set<string>> {
  let byScope = listedByScopeOf.get(model);
  if (byScope) return byScope;
  byScope = new Map();
  for (const { entry, ancestors } of pageEntries(model.navigation)) {
    const scope = sidebarKey(ancestors);
    let ids = byScope.get(scope);
    if (!ids) byScope.set(scope, (ids = new Set()));
    ids.add(entry.id);
  }
  listedByScopeOf.set(model, byScope);
  return byScope;
}

/** The divisions of the configuration file whose text holds `offset`, outermost first. */
function divisionsAround(root: Division, file: string, offset: number): Division[] {
  const chain: Division[] = [root];
  for (let division = root; ; ) {
    const inner = division.items.find(
      (item): item is Division => item.kind !== 'page' && item.loc.file === file && item.loc.offset < offset && offset < item.loc.offset + item.loc.length,
    );
    if (!inner) return chain;
    chain.push(inner);
    division = inner;
  }
}
