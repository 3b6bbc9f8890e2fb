/**
 * Where the local references of a site point: page links, the preview's images and files, snippet
 * imports and docs.json assets. They share one path rule (`referencedPath`: `/x` from the docs root,
 * `x`, `./x` and `../x` from the referring file's folder) and one containment rule (common/src/containment.ts:
 * a target counts only inside the docs root, as written and through every symlink). The kinds
 * differ only in what they try beyond the written path, so each has its own function:
 * links fall back to page extensions, index pages, the site's configuration and the hosting
 * subpath; page media fall back to the docs root and the hosting subpath; imports try the script
 * extensions; the preview loads nothing but https URLs and refuses any climb above `/`.
 *
 * Every reader of a reference (the rules, go to definition, rename, the link quick fixes, the
 * whole-site link index, the preview) calls these, so none of them reads a reference its own way.
 */
import { isContained, isWithin, dirname, joinPath, normalizePath } from '../../common/src';
import { configFileNameOf } from './model/layout';
import { siteIgnore } from './model/siteIgnore';
import { isConfiguredPage, isGeneratedFile, withoutLocalePrefix } from './model/targets';
import type { SiteModel } from './model/types';
import { isExternalReference, PAGE_EXTENSIONS, resolvePage, stripPageExtension } from './pages';
import type { DocsWorkspace } from './workspace';
import { decodeFragment } from '../../mdx/src';

/** Snippets that import snippets: the build inlines them all; a deeper chain is not followed (the preview's too). */
export const MAX_SNIPPET_DEPTH = 5;

/** The path a local reference names: `/x` from `root`, anything else from `folder`. */
export function referencedPath(written: string, folder: string, root: string): string {
  return written.startsWith('/') ? joinPath(root, written) : joinPath(folder, written);
}

/** A link as written, split into its path (no query) and its `#fragment`; undefined for a link that leaves the site. */
export function splitLink(url: string): { path: string; fragment: string | undefined } | undefined {
  const trimmed = url.trim();
  if (trimmed === '' || isExternalReference(trimmed) || /[{}$]/.test(trimmed)) return undefined;
  const hash = trimmed.indexOf('#');
  return {
    path: (hash >= 0 ? trimmed.slice(0, hash) : trimmed).replace(/\?.*$/, ''),
    fragment: hash >= 0 ? trimmed.slice(hash + 1) : undefined,
  };
}

/**
 * The subpath a site is usually hosted under (`example.com/docs`). A rooted reference may be written
 * with it (`/docs/guide`, `/docs/images/x.png`): when the site has no `docs` folder, that first
 * segment is the subpath, not a folder of the site. Only `/docs`: any other first segment is as
 * likely a typo or an unconfigured language prefix (`/de/guides`), which must stay broken.
 */
const HOSTING_SUBPATH = '/docs';

/**
 * A rooted path as written (`/docs/guide`) without the hosting subpath (`/guide`; `/docs/` → `/`),
 * when it starts with the subpath and a slash; undefined otherwise (`/docs` alone, `/docsite/x`).
 */
function withoutHostingSubpath(rooted: string): string | undefined {
  return rooted.startsWith(HOSTING_SUBPATH + '/') ? rooted.slice(HOSTING_SUBPATH.length) : undefined;
}

/** Whether the subpath may be read as one: the site has no folder of that name with files in it. */
function subpathIsFree(docsRoot: string, workspace: DocsWorkspace): boolean {
  return workspace.listFiles(docsRoot + HOSTING_SUBPATH).length === 0;
}

/** What a link read under the hosting subpath carries, so an edit of the link can keep writing it. */
interface UnderSubpath {
  /** Set when the link names its target only through the hosting subpath (`/docs/guide` → `guide`). */
  subpath?: string;
}

export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'self'; fragment: string }
  | ({ kind: 'page'; path: string; fragment: string | undefined } & UnderSubpath)
  | ({ kind: 'file'; path: string } & UnderSubpath)
  /**
   * Not a file, but the site serves it: docs.json names it (OpenAPI-generated page, redirect
   * source), or the build generates it (`/llms.txt`, `/sitemap.xml`, …).
   */
  | ({ kind: 'configured'; pageId: string } & UnderSubpath)
  | { kind: 'missing'; pageId: string }
  /** A page or file of the site by name that is a symlink to somewhere outside the docs root. */
  | { kind: 'outside'; path: string };

/**
 * What an internal link (markdown link, `href`) points to. Used by the broken-link rule,
 * go-to-definition, completion, rename, the link quick fixes, the whole-site link index and the
 * preview, so all of them agree on what a link means.
 * `model` is the site's configuration: with it, a link that is no file may still be valid on the
 * live site (a navigation entry, a redirect source, a page generated from OpenAPI, a page under a
 * language or version prefix). A rooted link that names nothing may still be written under the
 * hosting subpath (`/docs/guide` for `guide`, see HOSTING_SUBPATH).
 */
export function resolveLink(url: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, model?: SiteModel): LinkTarget {
  const link = splitLink(url);
  if (!link) return { kind: 'external' };
  const { fragment } = link;
  if (link.path === '') return { kind: 'self', fragment: fragment ?? '' };
  const target = resolveLinkPath(link.path, fragment, pagePath, docsRoot, workspace, model);
  if (target.kind !== 'missing') return target;
  const inner = withoutHostingSubpath(link.path);
  if (inner === undefined || !subpathIsFree(docsRoot, workspace)) return target;
  const under = resolveLinkPath(inner, fragment, pagePath, docsRoot, workspace, model);
  // Only a target inside the site: a climb out of it (`/docs/../x`) stays a broken link.
  if (under.kind === 'page' || under.kind === 'file' || under.kind === 'configured') return { ...under, subpath: HOSTING_SUBPATH };
  return under.kind === 'outside' ? under : target;
}

/** What a link's path (no fragment, not empty) names: the file, page or configured page, else why none. */
function resolveLinkPath(written: string, fragment: string | undefined, pagePath: string, docsRoot: string, workspace: DocsWorkspace, model: SiteModel | undefined): LinkTarget {
  const absolute = referencedPath(decodeFragment(written), dirname(pagePath), docsRoot);
  if (!isWithin(absolute, docsRoot)) return { kind: 'external' };
  const pageId = stripPageExtension(absolute.slice(docsRoot.length).replace(/^\/+/, ''));
  const page = pageFile(docsRoot, pageId, workspace);
  if (page) return isContained(page, [docsRoot], workspace) ? { kind: 'page', path: page, fragment } : { kind: 'outside', path: page };
  if (isServedFile(absolute, docsRoot, workspace)) return isContained(absolute, [docsRoot], workspace) ? { kind: 'file', path: absolute } : { kind: 'outside', path: absolute };
  if (isGeneratedFile(docsRoot, absolute)) return { kind: 'configured', pageId };
  if (model) {
    const unprefixed = withoutLocalePrefix(model, pageId);
    if (unprefixed !== undefined) {
      const localized = pageFile(docsRoot, unprefixed, workspace);
      if (localized && isContained(localized, [docsRoot], workspace)) return { kind: 'page', path: localized, fragment };
    }
    // A language's or version's path has only the redirects written for it: `/es/api/x` does not
    // borrow the redirect of `/api/x` (the build serves none for it), so redirects match `pageId` only.
    if (isConfiguredPage(model, pageId) || (unprefixed !== undefined && isConfiguredPage(model, unprefixed, { redirects: false }))) return { kind: 'configured', pageId };
  }
  const escaped = escapingTarget(absolute, docsRoot, workspace);
  return escaped ? { kind: 'outside', path: escaped } : { kind: 'missing', pageId };
}

/**
 * The page or file a link names only through a symlink that leaves the docs root. An indexed
 * workspace does not list such files, so without this the link would read as simply missing.
 * Asked only for links that resolved to nothing, so a page full of good links costs no disk calls.
 */
function escapingTarget(absolute: string, docsRoot: string, workspace: DocsWorkspace): string | undefined {
  for (const candidate of [absolute, ...PAGE_EXTENSIONS.map((ext) => absolute + ext)]) {
    if (workspace.realPath(candidate) !== undefined && !isContained(candidate, [docsRoot], workspace)) return candidate;
  }
  return undefined;
}

/**
 * Whether the site serves the file at `path` as it is: it exists and the build does not leave it out
 * (`.mintignore` and the build's default ignores, see siteIgnore.ts).
 */
function isServedFile(path: string, docsRoot: string, workspace: DocsWorkspace): boolean {
  return workspace.fileExists(path) && !siteIgnore(docsRoot, workspace).ignores(path);
}

/** The file of a page id, or of the folder's index page (`guides` → `guides/index.mdx`). */
function pageFile(docsRoot: string, pageId: string, workspace: DocsWorkspace): string | undefined {
  return resolvePage(docsRoot, pageId, workspace) ?? resolvePage(docsRoot, pageId === '' ? 'index' : pageId + '/index', workspace);
}

export type AssetTarget =
  | { kind: 'local'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'missing'; path: string }
  | { kind: 'blocked'; reason: string };

/**
 * What the preview loads for a page's image, video or link target (`pagePath` is docs.json for the
 * site's logo and favicon). A reference that leaves the docs root is blocked, whatever the encoding
 * (`%2e%2e/`) and whatever symlink it goes through, and a missing file is reported instead of loaded.
 * A page's media is found as the missing-image rule finds it (resolveLocalMedia, with its fallbacks);
 * a docs.json asset only as written, as the missing-asset rule reads it.
 */
export function resolveAsset(ref: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace): AssetTarget {
  const raw = ref.trim();
  if (raw === '') return { kind: 'blocked', reason: 'empty reference' };
  if (/^https:\/\//i.test(raw)) return { kind: 'external', url: raw };
  if (isExternalReference(raw)) return { kind: 'blocked', reason: `${raw.split(':')[0]}: URLs are not loaded` };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.split(/[?#]/)[0]);
  } catch {
    return { kind: 'blocked', reason: 'malformed reference' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'blocked', reason: 'malformed reference' };
  // Stricter than a link: a climb above `/` is refused, not dropped as a browser would.
  const { path, escaped } = normalizePath(decoded.startsWith('/') ? docsRoot : dirname(pagePath), decoded);
  if (escaped || !isWithin(path, docsRoot) || path === docsRoot) return { kind: 'blocked', reason: 'outside the docs root' };
  // The webview loads the path found here, and resolveLocalMedia checks every candidate it tries
  // (the written one and the fallbacks) against the docs root by its real path, symlinks resolved.
  const target = resolveLocalMedia(decoded, pagePath, docsRoot, workspace, { fallbacks: !configFileNameOf(pagePath) });
  if (target.kind === 'outside') return { kind: 'blocked', reason: 'outside the docs root' };
  return target.kind === 'found' ? { kind: 'local', path: target.path } : { kind: 'missing', path: target.path };
}

export type LocalMediaTarget =
  | { kind: 'found'; path: string }
  | { kind: 'missing'; path: string }
  /** Leaves the docs root as written or through a symlink: the site does not serve it. */
  | { kind: 'outside'; path: string };

/**
 * The file a local media path of a page names (`written` decoded, without query or fragment), as
 * the site serves it: a leading `/` from the docs root, anything else from the page's folder. Beyond
 * the written path, unless `fallbacks` is false: a relative path from the docs root (fromRoot), a
 * rooted one under the hosting subpath (underSubpath). Nothing outside the docs root is looked at.
 * The missing-image rule and the preview read page media through this.
 */
export function resolveLocalMedia(written: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, options: { fallbacks?: boolean } = {}): LocalMediaTarget {
  const rooted = written.startsWith('/');
  const folder = dirname(pagePath);
  const absolute = referencedPath(written, folder, docsRoot);
  if (climbsOut(rooted ? docsRoot : folder, written, docsRoot) || !isContained(absolute, [docsRoot], workspace)) return { kind: 'outside', path: absolute };
  if (isServedFile(absolute, docsRoot, workspace)) return { kind: 'found', path: absolute };
  const alternative = options.fallbacks === false ? undefined : rooted ? underSubpath(written, docsRoot, workspace) : fromRoot(written, docsRoot, workspace);
  return alternative ? { kind: 'found', path: alternative } : { kind: 'missing', path: absolute };
}

/**
 * The vendor documents image paths as root-relative (`images/x.png` and `/images/x.png` alike), so a
 * relative path that names a file from the docs root is that file, though the page folder has none.
 * Not for `./` and `../` paths, which name the folder they start from.
 */
function fromRoot(relative: string, docsRoot: string, workspace: DocsWorkspace): string | undefined {
  if (relative.startsWith('.')) return undefined;
  const path = joinPath(docsRoot, relative);
  return isServedFile(path, docsRoot, workspace) && isContained(path, [docsRoot], workspace) ? path : undefined;
}

/** A rooted media path under the hosting subpath (`/docs/images/x.png`), when the rest names a file. */
function underSubpath(rooted: string, docsRoot: string, workspace: DocsWorkspace): string | undefined {
  const inner = withoutHostingSubpath(rooted);
  if (inner === undefined || !subpathIsFree(docsRoot, workspace) || climbsOut(docsRoot, inner, docsRoot)) return undefined;
  const path = joinPath(docsRoot, inner);
  return path !== docsRoot && isServedFile(path, docsRoot, workspace) && isContained(path, [docsRoot], workspace) ? path : undefined;
}

/**
 * Whether `relative`, read from `base`, climbs above the docs root on its way, even if it comes back
 * in (`../../docs/x.png`): joinPath would drop the climb, the site does not serve it.
 */
function climbsOut(base: string, relative: string, docsRoot: string): boolean {
  return normalizePath('/', base.slice(docsRoot.length), relative).escaped;
}

/** The absolute path of an asset docs.json names (`/logo/dark.svg` and `logo/dark.svg` alike: docs.json sits in the docs root). */
export function configAssetPath(ref: string, docsRoot: string): string {
  return referencedPath(ref.split(/[?#]/)[0], docsRoot, docsRoot);
}

/** What `import X from '…'` may name, in the order the MDX bundler tries them. */
const IMPORT_EXTENSIONS = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];

export type ImportTarget =
  | { kind: 'file'; path: string }
  /** Leaves the docs root, as written or through a symlink: reported, never read. */
  | { kind: 'outside'; path: string }
  | { kind: 'missing' };

/** Where an `import` source points: absolute from the docs root, or relative to the page. */
export function resolveImportTarget(source: string, pagePath: string, docsRoot: string | undefined, workspace: DocsWorkspace): ImportTarget {
  // A page outside any site may only import from its own folder down.
  const root = docsRoot ?? dirname(pagePath);
  const base = referencedPath(source, dirname(pagePath), root);
  // Checked before any lookup: a path outside the root is not even probed for existence.
  if (!isWithin(base, root)) return { kind: 'outside', path: base };
  for (const ext of IMPORT_EXTENSIONS) {
    const path = base + ext;
    // Containment first: an indexed workspace does not list a file behind an escaping symlink, and
    // the import should say why it cannot be used rather than that it does not exist.
    if (!isContained(path, [root], workspace)) return { kind: 'outside', path };
    // The build bundles no file it leaves out: importing one is importing nothing.
    if (docsRoot === undefined ? workspace.fileExists(path) : isServedFile(path, docsRoot, workspace)) return { kind: 'file', path };
  }
  return { kind: 'missing' };
}

/** The imported file, only when it exists inside the docs root. */
export function resolveImport(source: string, pagePath: string, docsRoot: string | undefined, workspace: DocsWorkspace): string | undefined {
  const target = resolveImportTarget(source, pagePath, docsRoot, workspace);
  return target.kind === 'file' ? target.path : undefined;
}
