import { isContained } from '../containment';
import type { OperationRef, SiteModel } from '../model/types';
import { isExternalReference } from '../site';
import { configAssetPath } from '../references/resolve';
import { joinPath } from '../workspace';
import type { DocsWorkspace } from '../workspace';
import type { ApiOperation, ParsedApiSpec } from './spec';

/** Reads a parsed spec by absolute path (the service's or the preview's ApiSpecCache). */
export type SpecReader = (path: string) => ParsedApiSpec | undefined;

/** One OpenAPI file a reference may point into. */
export interface SpecInScope {
  /** As docs.json or the frontmatter writes it. */
  readonly source: string;
  /** Absolute path, inside the docs root; undefined for a URL, which is never fetched. */
  readonly path?: string;
  readonly spec?: ParsedApiSpec;
}

/** A resolved operation reference. */
export interface OperationMatch {
  readonly operation: ApiOperation;
  readonly spec: ParsedApiSpec;
  readonly file: SpecInScope & { path: string; spec: ParsedApiSpec };
}

/**
 * The OpenAPI files a page's `openapi:` value may name: the one it writes before the method, else
 * every OpenAPI source of the site (top level and divisions), as the site build searches them all.
 */
export function specsInScope(model: SiteModel, ref: OperationRef, workspace: DocsWorkspace, read: SpecReader): SpecInScope[] {
  const listed = [...new Set(model.apis.filter((a) => a.kind === 'openapi').map((a) => a.source))];
  // The site build looks for OpenAPI files under the docs root when the configuration names none.
  const sources = listed.length ? listed : discoveredSpecs(model.docsRoot, workspace);
  return readSpecs(namedSpecs(ref, sources, model.docsRoot, workspace), model.docsRoot, workspace, read);
}

/**
 * The sources a reference points into: all of `sources` when it names no file; else those it names
 * (by path from the docs root, by file name, or either without its extension: `v1 GET /x` names
 * `openapi/v1.json`, as the vendor's troubleshooting page shows), else a file the configuration does
 * not list, by its path from the docs root. Both the navigation rule and `openapi:` pages use it.
 */
export function namedSpecs(ref: OperationRef, sources: readonly string[], docsRoot: string, workspace: DocsWorkspace): string[] {
  if (!ref.specFile) return [...sources];
  const named = ref.specFile.replace(/^\.?\/+/, '');
  const chosen = sources.filter((s) => sameSpecName(s, named));
  if (chosen.length || isExternalReference(named)) return chosen;
  const candidates = [named, `${named}.json`, `${named}.yaml`, `${named}.yml`];
  // A name that climbs out of the docs root is not even probed (as imports and assets).
  const found = candidates.find((c) => {
    const path = joinPath(docsRoot, c);
    return isContained(path, [docsRoot], workspace) && workspace.fileExists(path);
  });
  return found ? [found] : [];
}

/** Each source with its path and parsed spec; a URL, or a file outside the docs root, is not read. */
export function readSpecs(sources: readonly string[], docsRoot: string, workspace: DocsWorkspace, read: SpecReader): SpecInScope[] {
  return sources.map((source) => {
    if (isExternalReference(source)) return { source };
    const path = configAssetPath(source, docsRoot);
    // Never read a file outside the docs root, even through a symlink.
    if (!isContained(path, [docsRoot], workspace)) return { source };
    return { source, path, spec: read(path) };
  });
}

function sameSpecName(source: string, named: string): boolean {
  const clean = source.replace(/^\.?\/+/, '');
  const withoutExt = clean.replace(/\.(json|ya?ml)$/i, '');
  return clean === named || withoutExt === named || clean.endsWith('/' + named) || withoutExt.endsWith('/' + named);
}

/**
 * The operation a reference names, found in the specs in scope: the one matcher of navigation entries
 * and `openapi:` frontmatter. Method (any case) and path must match exactly, as the site build does:
 * its troubleshooting page shows `GET /users/{id}/` against `/users/{id}` giving a blank page.
 */
export function findOperation(ref: OperationRef, specs: readonly SpecInScope[]): OperationMatch | undefined {
  const key = operationKey(ref);
  for (const file of specs) {
    const operation = file.spec?.operationList.find((o) => o.key === key);
    if (operation && file.spec && file.path) return { operation, spec: file.spec, file: file as OperationMatch['file'] };
  }
  return undefined;
}

/** `GET /users` from a reference; webhooks keep their name. */
export function operationKey(ref: OperationRef): string {
  return `${ref.method} ${ref.path}`;
}

/** Every operation of the site's local OpenAPI files, with the file that holds it (completion, rules file). */
export function siteOperations(model: SiteModel, workspace: DocsWorkspace, read: SpecReader): { source: string; operation: ApiOperation }[] {
  const specs = specsInScope(model, { method: 'GET', path: '/' }, workspace, read);
  return specs.flatMap((s) => (s.spec?.operationList ?? []).map((operation) => ({ source: s.source, operation })));
}

/** JSON/YAML files read at most when looking for OpenAPI files: a docs folder rarely has more. */
const MAX_DISCOVERY_CANDIDATES = 300;
const OPENAPI_HEAD = /^\s*(?:\{\s*)?["']?(?:openapi|swagger)["']?\s*:/m;

/** A JSON or YAML file name: what an OpenAPI description is written in. */
export function isSpecFileName(path: string): boolean {
  return /\.(json|ya?ml)$/i.test(path);
}

/** JSON files of known other tools or of the site itself: never an OpenAPI description. */
const NOT_A_SPEC = /(^|\/)(docs|mint|package|package-lock|tsconfig|vercel)\.json$/i;

/**
 * Whether a file may be an OpenAPI description the site does not list: JSON or YAML, and not a
 * file of a known other kind. Discovery reads only these, and only their changes re-run it.
 */
export function isSpecCandidate(path: string): boolean {
  return isSpecFileName(path) && !NOT_A_SPEC.test(path);
}

/** Whether a JSON/YAML text declares `openapi` or `swagger` at its top (read from its first 4 KB). */
export function looksLikeOpenApi(text: string): boolean {
  return OPENAPI_HEAD.test(text.slice(0, 4096));
}
const discovered = new WeakMap<DocsWorkspace, Map<string, { generation: number; sources: string[] }>>();

/**
 * The OpenAPI files under a docs root (paths relative to it), found by their `openapi`/`swagger`
 * field. Kept per workspace generation when the workspace has one: it changes when a file is created
 * or deleted and when a JSON/YAML file's text changes on disk (an empty new file that a spec is then
 * pasted into and saved), so the candidates are read again only then, never per call.
 */
export function discoveredSpecs(docsRoot: string, workspace: DocsWorkspace): string[] {
  const generation = workspace.generation;
  const byRoot = discovered.get(workspace) ?? new Map<string, { generation: number; sources: string[] }>();
  discovered.set(workspace, byRoot);
  const hit = byRoot.get(docsRoot);
  if (hit && generation !== undefined && hit.generation === generation) return hit.sources;
  const files = workspace.listFiles(docsRoot);
  // Listing may itself have scanned the disk (and so bumped the generation): record the value after it.
  const listed = workspace.generation;
  const candidates = files
    .filter(isSpecCandidate)
    .slice(0, MAX_DISCOVERY_CANDIDATES);
  const sources = candidates
    .filter((p) => isContained(p, [docsRoot], workspace) && looksLikeOpenApi(workspace.readFile(p) ?? ''))
    .map((p) => p.slice(docsRoot.length + 1))
    .sort();
  if (listed !== undefined) byRoot.set(docsRoot, { generation: listed, sources });
  return sources;
}
