/**
 * The pages the site build generates from an `openapi` source on a navigation division that lists no
 * pages of its own ("Dedicated API sections", https://mintlify.com/docs/api-playground/openapi-setup#auto-populate-api-pages):
 * one page per operation, at `<directory>/<tag>/<summary>` (the tag's name "as its path segment",
 * same page: "Customize tag display names"), titled by the operation's summary, listed in a group per
 * tag (its `x-group` label) and, for untagged operations, in "API Reference". `x-hidden` pages exist
 * but are not listed; `x-excluded` ones do not exist. The link check accepts every path under the
 * directory (site/src/model/targets.ts), from the same `generatedPagesDirectory`.
 *
 * A source that is a URL is never fetched: its pages are known to the build alone.
 */
import { generatedPagesDirectory, type ApiSource, type Division, type PageEntry, isPageEntry, type DocsWorkspace } from '../../../site/src';
import { readSpecs, type SpecReader } from './scope';
import type { ApiOperation, ParsedApiSpec } from './spec';

export interface GeneratedPage {
  /** The page's path on the site, from the docs root (`api-reference/users/list-users`). */
  readonly id: string;
  readonly title: string;
  /** The group the build lists it in: the tag's label, or "API Reference". */
  readonly group: string;
  readonly hidden: boolean;
  readonly operation: ApiOperation;
  /** The navigation entry that names the same operation (`openapi.json GET /users`): how the preview opens it. */
  readonly entry: string;
}

/** The build's group for operations without a tag. */
const UNTAGGED_GROUP = 'API Reference';

/** The pages generated from one source; empty for a URL or a file that does not parse. */
export function generatedPages(api: ApiSource, docsRoot: string, workspace: DocsWorkspace, read: SpecReader): GeneratedPage[] {
  if (api.kind !== 'openapi') return [];
  const [file] = readSpecs([api.source], docsRoot, workspace, read);
  if (!file?.spec || file.spec.error) return [];
  const directory = generatedPagesDirectory(api);
  const used = new Set<string>();
  const out: GeneratedPage[] = [];
  for (const operation of file.spec.operationList) {
    if (operation.excluded || operation.method === 'WEBHOOK') continue;
    const name = fileNamePart(operation.summary) ?? `${operation.method.toLowerCase()}-${fileNamePart(operation.path) ?? ''}`;
    const base = [directory, fileNamePart(operation.tag?.name), name].filter(Boolean).join('/').toLowerCase();
    // The build numbers a repeated path: `list`, `list-1`, `list-2`.
    let id = base;
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    out.push({
      id,
      title: operation.summary ?? operation.key,
      group: operation.tag?.label ?? UNTAGGED_GROUP,
      hidden: operation.hidden === true,
      operation,
      entry: `${api.source} ${operation.key}`,
    });
  }
  return out;
}

/**
 * A summary, tag or path as a segment of a generated page's path, as the build writes it: spaces
 * become `-`, path parameters `{id}` become `-`, punctuation and `/` go, runs of `-` are one.
 */
function fileNamePart(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const part = value
    .replace(/ /g, '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-|-$/g, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
  return part || undefined;
}

const expandedOf = new WeakMap<Division, { specs: readonly (ParsedApiSpec | undefined)[]; root: Division }>();

/**
 * The navigation with the generated pages in place: each division that declares a local OpenAPI
 * source and lists nothing itself holds a group per tag of entries that name the operations (so
 * they open as operation entries do) and carry the page's path and title. The same tree object is
 * returned while the navigation and the parsed specs are unchanged; the navigation itself when no
 * division generates pages.
 */
export function withGeneratedPages(root: Division, docsRoot: string, workspace: DocsWorkspace, read: SpecReader): Division {
  const sources = generatingDivisions(root).flatMap((d) => d.apis.filter((a) => a.kind === 'openapi'));
  if (!sources.length) return root;
  const specs = sources.map((a) => readSpecs([a.source], docsRoot, workspace, read)[0]?.spec);
  const memo = expandedOf.get(root);
  if (memo && memo.specs.length === specs.length && memo.specs.every((s, i) => s === specs[i])) return memo.root;
  const expand = (division: Division): Division => {
    if (isGenerating(division)) return { ...division, items: generatedItems(division, docsRoot, workspace, read) };
    return { ...division, items: division.items.map((item) => (isPageEntry(item) ? item : expand(item))) };
  };
  const expanded = expand(root);
  expandedOf.set(root, { specs, root: expanded });
  return expanded;
}

/** The generated page at `pageId` of any division of the navigation, if the build writes one there. */
export function generatedPageAt(root: Division, pageId: string, docsRoot: string, workspace: DocsWorkspace, read: SpecReader): GeneratedPage | undefined {
  const wanted = pageId.replace(/^\/+|\/+$/g, '').toLowerCase();
  for (const division of generatingDivisions(root)) {
    for (const api of division.apis) {
      const page = generatedPages(api, docsRoot, workspace, read).find((p) => p.id === wanted);
      if (page) return page;
    }
  }
  return undefined;
}

function isGenerating(division: Division): boolean {
  return division.items.length === 0 && !division.root && !division.href && division.apis.some((a) => a.kind === 'openapi');
}

function generatingDivisions(root: Division): Division[] {
  const out: Division[] = [];
  const visit = (division: Division): void => {
    if (isGenerating(division)) out.push(division);
    else for (const item of division.items) if (!isPageEntry(item)) visit(item);
  };
  visit(root);
  return out;
}

/** A group per tag label, in the order the operations first name them. */
function generatedItems(division: Division, docsRoot: string, workspace: DocsWorkspace, read: SpecReader): Division[] {
  const groups = new Map<string, PageEntry[]>();
  for (const api of division.apis) {
    for (const page of generatedPages(api, docsRoot, workspace, read)) {
      if (page.hidden) continue;
      const entries = groups.get(page.group) ?? [];
      entries.push({
        kind: 'page',
        value: page.entry,
        id: '',
        operation: { specFile: api.source, method: page.operation.method, path: page.operation.path },
        generated: { id: page.id, title: page.title },
        loc: api.loc,
      });
      groups.set(page.group, entries);
    }
  }
  return [...groups].map(([name, items]) => ({
    kind: 'group',
    name,
    loc: division.loc,
    hidden: false,
    isDefault: false,
    apis: [],
    items,
    global: [],
    ignoredCollections: [],
  }));
}
