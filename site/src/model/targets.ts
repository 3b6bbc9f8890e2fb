import { generatedPagesDirectory } from './apiSources';
import { isRedirected } from './redirects';
import type { SiteModel } from './types';
import { divisions, pageEntries } from './walk';

/**
 * Page paths that are valid on the live site although no page file has them: what navigation lists,
 * what redirects catch, and what the site generates from OpenAPI files. Used by the link check and
 * the redirect check, so both accept the same targets.
 */
export function isConfiguredPage(model: SiteModel, pageId: string, options: { redirects?: boolean } = {}): boolean {
  const known = knownTargets(model);
  if (known.ids.has(pageId) || known.generated.some((prefix) => pageId.startsWith(prefix))) return true;
  return options.redirects !== false && isRedirected(model.redirects, pageId);
}

/**
 * The files the site build writes at the site's root from the whole site: every site serves them,
 * with no file of that name in the docs root.
 */
const GENERATED_ROOT_FILES = ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt'];

/** Whether `path` (absolute) is a file the build generates at the root of the site at `docsRoot`. */
export function isGeneratedFile(docsRoot: string, path: string): boolean {
  const prefix = docsRoot === '/' ? '/' : docsRoot + '/';
  return path.startsWith(prefix) && GENERATED_ROOT_FILES.includes(path.slice(prefix.length));
}

/** `fr/guides/intro` → `guides/intro` when `fr` is a language or version of the site. */
export function withoutLocalePrefix(model: SiteModel, pageId: string): string | undefined {
  const slash = pageId.indexOf('/');
  const first = slash < 0 ? pageId : pageId.slice(0, slash);
  return knownTargets(model).prefixes.has(first) ? (slash < 0 ? '' : pageId.slice(slash + 1)) : undefined;
}

interface KnownTargets {
  /** Page ids that navigation lists (group roots included). */
  ids: ReadonlySet<string>;
  /**
   * Path prefixes (with a trailing `/`) below which the site generates pages from an OpenAPI file:
   * a division's `directory` (or an old tab's or anchor's url), or `api-reference/` by default.
   */
  generated: readonly string[];
  /** Language codes and version names: the site serves their pages under `/<prefix>/…`. */
  prefixes: ReadonlySet<string>;
}

const knownTargetsOf = new WeakMap<SiteModel, KnownTargets>();

/** Derived once per model (the model is rebuilt when docs.json changes, so this never goes stale). */
function knownTargets(model: SiteModel): KnownTargets {
  let known = knownTargetsOf.get(model);
  if (known) return known;
  const ids = new Set<string>();
  for (const { entry } of pageEntries(model.navigation)) if (entry.id) ids.add(entry.id);
  const generated = new Set<string>();
  for (const api of model.apis) {
    if (api.kind !== 'openapi') continue;
    const dir = generatedPagesDirectory(api);
    if (dir) generated.add(dir + '/');
  }
  const prefixes = new Set<string>();
  for (const d of divisions(model.navigation)) if ((d.kind === 'language' || d.kind === 'version') && d.name) prefixes.add(d.name);
  for (const v of model.versions) prefixes.add(v.name);
  known = { ids, generated: [...generated], prefixes };
  knownTargetsOf.set(model, known);
  return known;
}
