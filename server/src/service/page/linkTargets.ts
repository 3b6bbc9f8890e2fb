/**
 * Resolves internal link targets (markdown links, `href`) to pages and their heading anchors. Used by
 * the broken-link rule, go-to-definition and completion, so all three agree on what a link means.
 */
import { isContained } from '../containment';
import { DocsWorkspace, dirname, joinPath } from '../workspace';
import { CONFIG_FILE_NAME, isExternalReference, PAGE_EXTENSIONS, resolvePage, stripPageExtension } from '../site';
import { decodeFragment, Slugger } from './slug';
import type { ParsedPage } from './types';

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


export function resolveLink(url: string, pagePath: string, docsRoot: string, workspace: DocsWorkspace): LinkTarget {
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
  const page = resolvePage(docsRoot, pageId, workspace) ?? (pageId === '' ? resolvePage(docsRoot, 'index', workspace) : resolvePage(docsRoot, pageId + '/index', workspace));
  if (page) return isContained(page, [docsRoot], workspace) ? { kind: 'page', path: page, fragment } : { kind: 'outside', path: page };
  if (workspace.fileExists(absolute)) return isContained(absolute, [docsRoot], workspace) ? { kind: 'file', path: absolute } : { kind: 'outside', path: absolute };
  const config = siteConfig(docsRoot, workspace);
  if (config.ids.has(pageId) || config.generatedPrefixes.some((prefix) => pageId.startsWith(prefix))) {
    return { kind: 'configured', pageId };
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

interface SiteConfigFacts {
  /** Page ids and paths mentioned anywhere in docs.json (navigation, redirects), without leading `/`. */
  ids: Set<string>;
  /**
   * URL prefixes of tabs/anchors/groups that declare `openapi`: their pages are generated from an
   * OpenAPI file at build time, so a link below them cannot be checked against files.
   */
  generatedPrefixes: string[];
}

const configCache = new Map<string, { text: string; facts: SiteConfigFacts }>();

export function siteConfig(docsRoot: string, workspace: DocsWorkspace): SiteConfigFacts {
  const configPath = joinPath(docsRoot, CONFIG_FILE_NAME);
  const text = workspace.readFile(configPath) ?? '';
  const cached = configCache.get(configPath);
  if (cached && cached.text === text) return cached.facts;
  const facts: SiteConfigFacts = { ids: new Set(), generatedPrefixes: [] };
  try {
    const json: unknown = JSON.parse(text);
    collectStrings(json, facts.ids);
    collectGeneratedPrefixes(json, facts.generatedPrefixes);
  } catch {
    // A broken docs.json is reported by the config service; links then only resolve to files.
  }
  configCache.set(configPath, { text, facts });
  return facts;
}

function collectGeneratedPrefixes(value: unknown, out: string[]): void {
  if (Array.isArray(value)) for (const v of value) collectGeneratedPrefixes(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.openapi !== undefined && typeof o.url === 'string' && !/^[a-z]+:/i.test(o.url)) {
      out.push(o.url.replace(/^\/+/, '').replace(/\/*$/, '/'));
    }
    for (const v of Object.values(o)) collectGeneratedPrefixes(v, out);
  }
}

function collectStrings(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value.replace(/^\/+/, '').replace(/\/+$/, '').replace(/#.*$/, ''));
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
}

/** Anchors of the page being edited: heading slugs plus ids that components generate. */
export function pageAnchors(page: ParsedPage): Set<string> {
  const anchors = new Set<string>(page.headings.map((h) => h.slug));
  const slugger = new Slugger();
  for (const h of page.headings) slugger.slug(h.text);
  for (const element of page.elements) {
    for (const a of element.attributes) {
      if (a.kind !== 'string' || !a.value) continue;
      if (a.name === 'id') anchors.add(a.value);
      else if (ANCHOR_ATTRIBUTES[element.name]?.includes(a.name)) {
        const slug = slugger.slug(a.value);
        anchors.add(slug);
        // API fields are also reachable with a prefix naming their kind.
        if (element.name === 'ParamField') anchors.add(`param-${slug}`);
        if (element.name === 'ResponseField') anchors.add(`response-${slug}`);
      }
    }
  }
  return anchors;
}

/** Components whose attribute becomes an anchor on the rendered page. */
const ANCHOR_ATTRIBUTES: Record<string, string[]> = {
  Update: ['label'],
  Accordion: ['title'],
  Step: ['title'],
  ParamField: ['path', 'body', 'query', 'header'],
  ResponseField: ['name'],
};

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
