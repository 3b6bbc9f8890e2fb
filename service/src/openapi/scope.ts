import { isContained, joinPath } from '../../../common/src';
import { type OperationRef, type SiteModel, isExternalReference, siteIgnore, type SiteIgnore, QuestionMemo, type MemoSlot, type DocsWorkspace, configAssetPath } from '../../../site/src';
import type { ApiOperation, ParsedApiSpec } from './spec';

/** Reads a parsed spec by absolute path (the service's or the preview's ApiSpecCache). */
export type SpecReader = (path: string) => ParsedApiSpec | undefined;

/** One OpenAPI file a reference may point into. */
export interface SpecInScope {
  /** As docs.json or the frontmatter writes it, or its path from the docs root when discovered. */
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
  /**
   * Set when a page names a file and the operation came from another one: the build then takes it
   * from the first OpenAPI file that holds it. `named` lists the files the name matches (all
   * lacking the operation), empty when it matches none.
   */
  readonly fallback?: { readonly named: readonly SpecInScope[] };
}

/**
 * Where a reference is written: the site build resolves the two differently. A page's `openapi:`
 * goes through the build's index of every OpenAPI file (the named file preferred, any file holding
 * the operation else). A navigation entry is looked up in the one file it names or inherits. In
 * both, a path with or without a trailing `/` (`lookupInFile`).
 */
export type OperationPlace = 'page' | 'navigation';

/**
 * The OpenAPI files a page's `openapi:` value may resolve into: every OpenAPI source of the site
 * (top level and divisions) and every OpenAPI file under the docs root, listed or not, as the site
 * build finds them all and then picks by name (`findOperation`).
 */
export function specsInScope(model: SiteModel, workspace: DocsWorkspace, read: SpecReader): SpecInScope[] {
  const listed = model.apis.filter((a) => a.kind === 'openapi').map((a) => a.source);
  // Listed first: the build's own order is its folder walk's, which the file system decides.
  const specs = readSpecs([...listed, ...discoveredSpecs(model.docsRoot, workspace)], model.docsRoot, workspace, read);
  // `/openapi.json` listed and `openapi.json` discovered are one file: keep it once.
  const seen = new Set<string>();
  return specs.filter((s) => {
    const id = s.path ?? s.source;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

/**
 * The sources a navigation entry points into: all of `sources` when it names no file; else the one at
 * the path it names from the docs root, a leading `/` optional (`openapi.json` or `/openapi.json`),
 * listed or not, as the site build looks it up. A name by file name only (`petstore`), or with `./`
 * or `..`, finds nothing there: the build stops with "does not exist".
 */
export function namedSpecs(ref: OperationRef, sources: readonly string[], docsRoot: string, workspace: DocsWorkspace): string[] {
  if (!ref.specFile) return [...sources];
  const named = ref.specFile.replace(/^\//, '');
  const chosen = sources.filter((s) => s.replace(/^\//, '') === named);
  if (chosen.length || isExternalReference(named) || /(^|\/)\.{1,2}(\/|$)/.test(named)) return chosen;
  const path = joinPath(docsRoot, named);
  return isContained(path, [docsRoot], workspace) && workspace.fileExists(path) ? [named] : [];
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

/**
 * The operation a reference names, found in the specs in scope: the one matcher of navigation entries
 * and `openapi:` frontmatter (and of completion, hover, definition and the preview). Method in any
 * case. Each file is asked as `lookupInFile` says, so both places forgive a trailing `/` on either
 * side (the vendor's troubleshooting page since April 2026, mintlify/docs#5478). On a page the file
 * is then picked as `pickNamedSpec` says; a navigation entry's specs are the one file it names or
 * inherits.
 */
export function findOperation(ref: OperationRef, specs: readonly SpecInScope[], place: OperationPlace): OperationMatch | undefined {
  const key = operationKey(ref);
  const holding: OperationMatch[] = [];
  for (const file of specs) {
    const operation = lookupInFile(key, file);
    if (operation && file.spec && file.path) holding.push({ operation, spec: file.spec, file: file as OperationMatch['file'] });
  }
  if (place === 'navigation') return holding[0];
  if (holding.length === 0 || !ref.specFile) return holding[0];
  const picked = pickNamedSpec(ref.specFile, holding, (m) => m.file);
  if (picked) return picked;
  const named = specs.filter((s) => specNameMatches(ref.specFile!, s));
  // A named URL (never fetched) or unreadable file may hold it after all: no fallback is claimed.
  if (named.some((s) => !s.spec || s.spec.error)) return holding[0];
  return { ...holding[0], fallback: { named } };
}

/** `GET /users/` as `GET /users`: the key with its path's trailing `/` dropped (`GET /` stays). */
const canonicalKey = (k: string) => (k.length > 1 && k.endsWith('/') && !k.endsWith(' /') ? k.slice(0, -1) : k);

/** The part of an operation key after the method (`/users/{id}`, or a webhook's name). */
const pathOfKey = (k: string) => k.slice(k.indexOf(' ') + 1);

/** The method of an operation key (`GET`, or `WEBHOOK`). */
const methodOfKey = (k: string) => k.slice(0, k.indexOf(' '));

/**
 * The operation a key names in one file, looked up as the site build looks it up for a page and for
 * a navigation entry alike (@mintlify/common 1.0.1211 `findOpenApiPath`, called by
 * `getOpenApiOperationMethodAndEndpoint` and by @mintlify/prebuild's navigation pass): the path
 * item written exactly as the reference's path, else the first whose path is the same without a
 * trailing `/`; then the method in that item. A path the file holds exactly, without the method,
 * finds nothing (the build: "Method … not found").
 */
function lookupInFile(key: string, file: SpecInScope): ApiOperation | undefined {
  // Paths and webhooks are two tables of the spec: a key is looked up in its own.
  const isWebhook = (k: string) => methodOfKey(k) === 'WEBHOOK';
  const operations = (file.spec?.operationList ?? []).filter((o) => isWebhook(o.key) === isWebhook(key));
  const exact = operations.find((o) => o.key === key);
  if (exact) return exact;
  const path = pathOfKey(key);
  // The file holds this path exactly, without the method: the build looks no further in it.
  if (operations.some((o) => pathOfKey(o.key) === path)) return undefined;
  const wantedPath = pathOfKey(canonicalKey(key));
  const item = operations.find((o) => pathOfKey(canonicalKey(o.key)) === wantedPath);
  return item && operations.find((o) => o.key === `${methodOfKey(key)} ${pathOfKey(item.key)}`);
}

/**
 * The file a page's `openapi: <file> METHOD /path` picks among those holding the operation, as the
 * site build does: the name is read as a path from the docs root (`/api.json`, `./api.json` and
 * `../api.json` are all `api.json`), then the file whose path from the docs root equals it, else the
 * first whose path contains it (`api.gen.json` picks `api-reference/api.gen.json`, `v1` picks
 * `openapi/v1.json`). Case counts. (The build then tries the file name without extension, equal or
 * containing; a local file's name is part of its path, so those find nothing more.) Undefined when
 * none matches.
 */
function pickNamedSpec<T>(specFile: string, candidates: readonly T[], fileOf: (c: T) => SpecInScope): T | undefined {
  const name = specNameOf(specFile);
  const locations = candidates.map((c) => specLocation(fileOf(c)));
  const index = locations.indexOf(name);
  const found = index >= 0 ? index : locations.findIndex((location) => location.includes(name));
  return found >= 0 ? candidates[found] : undefined;
}

/** Whether a page's file name picks `spec` by any of the build's tests (for hover's account of a fallback). */
function specNameMatches(specFile: string, spec: SpecInScope): boolean {
  return pickNamedSpec(specFile, [spec], (s) => s) !== undefined;
}

/** A frontmatter file name as the build compares it: a URL as written, else a path from the docs root. */
function specNameOf(specFile: string): string {
  return isExternalReference(specFile) ? specFile : joinPath('/', specFile).slice(1);
}

/** A spec's path from the docs root, or its URL as written. */
function specLocation(spec: SpecInScope): string {
  // A local source is written from the docs root, with or without a leading `/` or `./`.
  return spec.path ? joinPath('/', spec.source).slice(1) : spec.source;
}

/** `GET /users` from a reference; webhooks keep their name. */
export function operationKey(ref: OperationRef): string {
  return `${ref.method} ${ref.path}`;
}

/** Every operation of the site's local OpenAPI files, with the file that holds it (completion, rules file). */
export function siteOperations(model: SiteModel, workspace: DocsWorkspace, read: SpecReader): { source: string; operation: ApiOperation }[] {
  const specs = specsInScope(model, workspace, read);
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
interface Discovered {
  /** The `.mintignore` rules the files were found with. */
  ignore: SiteIgnore;
  sources: string[];
  /** The workspace generation the files were listed at (none: never current). */
  listed: number | undefined;
}
/** Each docs root's discovered files, in the memos of the workspace's owner; a workspace holds a few sites. */
const DISCOVERED: MemoSlot<QuestionMemo<string, Discovered>> = { create: () => new QuestionMemo(64) };

/**
 * The OpenAPI files under a docs root (paths relative to it), found by their `openapi`/`swagger`
 * field. Kept per workspace generation when the workspace has one (and memos): it changes when a
 * file is created or deleted and when a JSON/YAML file's text changes on disk (an empty new file
 * that a spec is then pasted into and saved), so the candidates are read again only then, never per call.
 */
export function discoveredSpecs(docsRoot: string, workspace: DocsWorkspace): string[] {
  const generation = workspace.generation;
  // The build lists no file that `.mintignore` leaves out, specs included; the rules are asked for
  // on every call (an unsaved edit of the file counts) and a change of them is a new answer.
  const ignore = siteIgnore(docsRoot, workspace);
  const memo = workspace.memos?.of(DISCOVERED);
  if (!memo) return findSpecs(docsRoot, workspace, ignore).sources;
  const isCurrent = (kept: Discovered) => generation !== undefined && kept.listed === generation && kept.ignore === ignore;
  return memo.get(workspace, docsRoot, isCurrent, () => findSpecs(docsRoot, workspace, ignore)).sources;
}

/** The OpenAPI files under a docs root, and the workspace generation they were listed at. */
function findSpecs(docsRoot: string, workspace: DocsWorkspace, ignore: SiteIgnore): Discovered {
  const files = workspace.listFiles(docsRoot);
  // Listing may itself have scanned the disk (and so bumped the generation): record the value after it.
  const listed = workspace.generation;
  const candidates = files
    .filter((p) => isSpecCandidate(p) && !ignore.ignores(p))
    .slice(0, MAX_DISCOVERY_CANDIDATES);
  const sources = candidates
    .filter((p) => isContained(p, [docsRoot], workspace) && looksLikeOpenApi(workspace.readFile(p) ?? ''))
    .map((p) => p.slice(docsRoot.length + 1))
    .sort();
  return { ignore, sources, listed };
}
