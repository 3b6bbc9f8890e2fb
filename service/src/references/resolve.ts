/**
 * Where the local references of a site point: page links, the preview's images and files, snippet
 * imports and docs.json assets. They share one path rule (`referencedPath`: `/x` from the docs root,
 * `x`, `./x` and `../x` from the referring file's folder) and one containment rule (containment.ts:
 * a target counts only inside the docs root, as written and through every symlink). The kinds
 * differ only in what they try beyond the written path, so each has its own function:
 * links fall back to page extensions, index pages and the site's configuration; imports try the
 * script extensions; the preview loads nothing but https URLs and refuses any climb above `/`.
 */
import { isContained, isWithin } from '../containment';
import { isConfiguredPage, withoutLocalePrefix } from '../model/targets';
import type { SiteModel } from '../model/types';
import { decodeFragment } from '../page/slug';
import { isExternalReference, PAGE_EXTENSIONS, resolvePage, stripPageExtension } from '../site';
import { DocsWorkspace, dirname, joinPath, normalizePath } from '../workspace';

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

export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'self'; fragment: string }
  | { kind: 'page'; path: string; fragment: string | undefined }
  | { kind: 'file'; path: string }
  /** Not a file, but docs.json names it (OpenAPI-generated page, redirect source). */
  | { kind: 'configured'; pageId: string }
  | { kind: 'missing'; pageId: string }
  /** A page or file of the site by name that is a symlink to somewhere outside the docs root. */
  | { kind: 'outside'; path: string };

/**
 * What an internal link (markdown link, `href`) points to. Used by the broken-link rule,
 * go-to-definition, completion, rename and the preview, so all of them agree on what a link means.
 * `model` is the site's configuration: with it, a link that is no file may still be valid on the
 * live site (a navigation entry, a redirect source, a page generated from OpenAPI, a page under a
 * language or version prefix).
 */
export function resolveLink(url: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, model?: SiteModel): LinkTarget {
  const link = splitLink(url);
  if (!link) return { kind: 'external' };
  const { fragment } = link;
  if (link.path === '') return { kind: 'self', fragment: fragment ?? '' };
  const absolute = referencedPath(decodeFragment(link.path), dirname(pagePath), docsRoot);
  if (!isWithin(absolute, docsRoot)) return { kind: 'external' };
  const pageId = stripPageExtension(absolute.slice(docsRoot.length).replace(/^\/+/, ''));
  const page = pageFile(docsRoot, pageId, workspace);
  if (page) return isContained(page, [docsRoot], workspace) ? { kind: 'page', path: page, fragment } : { kind: 'outside', path: page };
  if (workspace.fileExists(absolute)) return isContained(absolute, [docsRoot], workspace) ? { kind: 'file', path: absolute } : { kind: 'outside', path: absolute };
  if (model) {
    const unprefixed = withoutLocalePrefix(model, pageId);
    if (unprefixed !== undefined) {
      const localized = pageFile(docsRoot, unprefixed, workspace);
      if (localized && isContained(localized, [docsRoot], workspace)) return { kind: 'page', path: localized, fragment };
    }
    if (isConfiguredPage(model, pageId) || (unprefixed !== undefined && isConfiguredPage(model, unprefixed))) return { kind: 'configured', pageId };
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
  // The webview checks its resource roots on the written path; the real path is checked here.
  if (!isContained(path, [docsRoot], workspace)) return { kind: 'blocked', reason: 'outside the docs root' };
  return workspace.fileExists(path) ? { kind: 'local', path } : { kind: 'missing', path };
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
    if (workspace.fileExists(path)) return { kind: 'file', path };
  }
  return { kind: 'missing' };
}

/** The imported file, only when it exists inside the docs root. */
export function resolveImport(source: string, pagePath: string, docsRoot: string | undefined, workspace: DocsWorkspace): string | undefined {
  const target = resolveImportTarget(source, pagePath, docsRoot, workspace);
  return target.kind === 'file' ? target.path : undefined;
}
