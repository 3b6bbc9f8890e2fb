/**
 * Resolves internal link targets (markdown links, `href`) to pages and their heading anchors. Used by
 * the broken-link rule, go-to-definition and completion, so all three agree on what a link means.
 */
import { isContained } from '../containment';
import { DocsWorkspace, dirname, joinPath } from '../workspace';
import { isExternalReference, PAGE_EXTENSIONS, resolvePage, stripPageExtension } from '../site';
import { isConfiguredPage, withoutLocalePrefix } from '../model/targets';
import type { SiteModel } from '../model/types';
import { decodeFragment, Slugger } from './slug';
import type { ParsedPage } from './types';
import { getAttribute, getComponent } from '../catalog/components';

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
 * What an internal link points to. `model` is the site's configuration: with it, a link that is no
 * file may still be valid on the live site (a navigation entry, a redirect source, a page generated
 * from OpenAPI, a page under a language or version prefix).
 */
export function resolveLink(url: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace, model?: SiteModel): LinkTarget {
  const trimmed = url.trim();
  if (trimmed === '' || isExternalReference(trimmed) || /[{}$]/.test(trimmed)) return { kind: 'external' };
  const hash = trimmed.indexOf('#');
  const fragment = hash >= 0 ? trimmed.slice(hash + 1) : undefined;
  const pathPart = (hash >= 0 ? trimmed.slice(0, hash) : trimmed).replace(/\?.*$/, '');
  if (pathPart === '') return { kind: 'self', fragment: fragment ?? '' };
  const decoded = decodeFragment(pathPart);
  const absolute = decoded.startsWith('/') ? joinPath(docsRoot, decoded) : joinPath(dirname(pagePath), decoded);
  if (absolute !== docsRoot && !absolute.startsWith(docsRoot === '/' ? '/' : docsRoot + '/')) return { kind: 'external' };
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

/** Anchors of the page being edited: heading slugs plus ids that components generate. */
export function pageAnchors(page: ParsedPage): Set<string> {
  const anchors = new Set<string>(page.headings.map((h) => h.slug));
  const slugger = new Slugger();
  for (const h of page.headings) slugger.slug(h.text);
  for (const element of page.elements) {
    const spec = getComponent(element.name);
    for (const a of element.attributes) {
      if (a.kind !== 'string' || !a.value) continue;
      if (a.name === 'id') anchors.add(a.value);
      else if (spec && getAttribute(spec, a.name)?.anchor) {
        // The catalog says which attributes become anchors (Accordion title, Update label…).
        const slug = slugger.slug(a.value);
        anchors.add(slug);
        // API fields are also reachable with a prefix naming their kind.
        if (spec.anchorPrefix) anchors.add(`${spec.anchorPrefix}-${slug}`);
      }
    }
  }
  return anchors;
}

/** Anchors of another page, read through the workspace without a full parse (cached per text). */
const anchorCache = new Map<string, { text: string; anchors: Set<string> }>();

export function targetAnchors(path: string, workspace: DocsWorkspace, parse: (text: string) => ParsedPage): Set<string> {
  const text = workspace.readFile(path) ?? '';
  const cached = anchorCache.get(path);
  if (cached && cached.text === text) return cached.anchors;
  const anchors = pageAnchors(parse(text));
  if (anchorCache.size > 2000) anchorCache.clear();
  anchorCache.set(path, { text, anchors });
  return anchors;
}
