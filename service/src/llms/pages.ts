/**
 * Which pages the agents' view lists, in which order, with the title and description each gets.
 *
 * From the build (`@mintlify/common` dist/divisions/generatePathToHiddenFromSearchDict.js): a page
 * is hidden from search, the sitemap, the assistant and llms.txt when its frontmatter says
 * `hidden: true`, or a division above it in the navigation is `hidden` without `searchable: true`
 * (the build also lets a nearer division's explicit `hidden: false` restore it; the site model
 * does not tell an explicit `false` from none, so that case reads as hidden here). The vendor's documentation adds that
 * pages outside the navigation and `noindex: true` pages are left out unless `seo.indexing` is
 * `all` (the build's code for this is not in the published packages), and that pages are listed
 * by their path in the repository, from the root folder down (a folder's own pages before its
 * subfolders). Snippets (`snippets/`) are no pages. Pages the navigation generates from an OpenAPI
 * file (`GET /users` entries) have no file here and are not listed.
 */
import { type DocsWorkspace, type Division, type SiteModel, defaultOf, pageEntries, routeOfPageId, isSnippetPath, listPages } from '../../../site/src';
import { BoundedCache, hashText } from '../../../common/src';
import { frontmatterBlock, readFrontmatter } from '../../../mdx/src';

/** More pages than any real site has (the largest in the corpus has under 2,000): past it, the rest are not read. */
export const MAX_AGENT_PAGES = 20_000;

export interface AgentPage {
  readonly id: string;
  readonly path: string;
  /** Frontmatter `title`, else the file's name. On one line. */
  readonly title: string;
  /** Frontmatter `description`, on one line; undefined when missing or empty. */
  readonly description?: string;
  /** Root-relative (`/guides/intro`, `/` for the home page). */
  readonly url: string;
}

export type ExclusionReason = 'hidden' | 'noindex' | 'not-in-navigation' | 'not-default-language-or-version';

/** Reasons `seo.indexing: "all"` lifts; the others always hold. */
const INDEXING_REASONS: ReadonlySet<ExclusionReason> = new Set(['hidden', 'noindex', 'not-in-navigation']);

/** Whether `seo.indexing: "all"` brings back a page left out for `reason` (the language and version one it does not). */
export const liftedByIndexing = (reason: string): boolean => INDEXING_REASONS.has(reason as ExclusionReason);

export interface AgentPages {
  readonly pages: AgentPage[];
  /** Pages left out, with why (the first reason that applies). */
  readonly excluded: { id: string; reason: ExclusionReason }[];
  /** Pages past MAX_AGENT_PAGES, not read. */
  readonly unread: number;
}

/**
 * The site's pages as llms.txt and llms-full.txt list them. `facts` is the caller's cache of page
 * frontmatter facts (the language service keeps one); without it, every page is read afresh.
 */
export function agentPages(model: SiteModel, workspace: DocsWorkspace, facts: PageFactsCache = new PageFactsCache()): AgentPages {
  const all = model.agents?.indexing === 'all';
  const navigation = navigationVisibility(model.navigation);
  const elsewhere = outsideDefaultDivisions(model.navigation);
  const files = pageFilesInOrder(model.docsRoot, workspace);
  const pages: AgentPage[] = [];
  const excluded: AgentPages['excluded'] = [];
  for (const [id, path] of files.slice(0, MAX_AGENT_PAGES)) {
    const page = facts.of(path, workspace.readFile(path) ?? '', id);
    const reason: ExclusionReason | undefined = elsewhere.has(id)
      ? 'not-default-language-or-version'
      : page.hidden || navigation.get(id) === true ? 'hidden' : page.noindex ? 'noindex' : !navigation.has(id) ? 'not-in-navigation' : undefined;
    if (reason && (!all || !INDEXING_REASONS.has(reason))) {
      excluded.push({ id, reason });
      continue;
    }
    const route = routeOfPageId(id);
    pages.push({ id, path, title: page.title, description: page.description, url: '/' + route });
  }
  return { pages, excluded, unread: Math.max(0, files.length - MAX_AGENT_PAGES) };
}

/**
 * A fingerprint of what agentPages reads from the pages themselves: each page file's id and its
 * frontmatter block as written (title, description, hidden and noindex are read from it). With
 * docs.json's own text it decides the agents' view. A check of docs.json records it as one question
 * (DocsWorkspace.summarize) instead of every page's text, so editing a page's prose does not re-check
 * docs.json, and editing its frontmatter does. The block is hashed, not parsed: a warm
 * `docsite check --cache` asks this once per site, and parsing every page's YAML cost 0.2 s of a
 * 0.9 s warm run on a 3,831-page site.
 */
export function agentFactsSignature(docsRoot: string, workspace: DocsWorkspace): string {
  const files = pageFilesInOrder(docsRoot, workspace);
  const lines = files.slice(0, MAX_AGENT_PAGES).map(([id, path]) => id + '\0' + frontmatterBlock(workspace.readFile(path) ?? ''));
  return hashText(lines.join('\0\n') + '\n' + Math.max(0, files.length - MAX_AGENT_PAGES));
}

/**
 * agentPages for a check whose result is recorded (docs.json's llms-over-cap): the result depends
 * on the pages through one summary question, answered by agentFactsSignature.
 */
export function agentPagesForCheck(model: SiteModel, workspace: DocsWorkspace, facts: PageFactsCache): AgentPages {
  if (!workspace.summarize) return agentPages(model, workspace, facts);
  return workspace.summarize('m', model.docsRoot, () => ({ value: agentPages(model, workspace, facts), answer: agentFactsSignature(model.docsRoot, workspace) }));
}

interface PageFacts {
  readonly text: string;
  readonly title: string;
  readonly description?: string;
  readonly hidden: boolean;
  readonly noindex: boolean;
}

/**
 * Bounds of PageFactsCache: every page agentPages reads (MAX_AGENT_PAGES), and text enough for the
 * largest corpus site (3,832 files, 8.4 MB) twice over; past them, the least recently read go (a
 * bigger site reads some pages again on each check of docs.json, which is slower, never wrong).
 */
export const MAX_PAGE_FACTS = MAX_AGENT_PAGES;
export const MAX_PAGE_FACTS_TEXT = 16_000_000;

/**
 * Each page's frontmatter facts, read again only when the page's text changed: docs.json's
 * `llms-over-cap` lists the whole site on every check of docs.json, and a YAML parse per page per
 * keystroke costs seconds on a 2,000-page site. The language service owns one (no module state).
 * The entries keep their page's text to compare, so they are bounded by count and by text.
 */
export class PageFactsCache {
  private readonly byPath: BoundedCache<string, PageFacts>;
  /** How many pages' frontmatter this cache has read. */
  reads = 0;

  constructor(maxEntries = MAX_PAGE_FACTS, maxText = MAX_PAGE_FACTS_TEXT) {
    this.byPath = new BoundedCache({ maxEntries, maxWeight: maxText, weigh: (facts) => facts.text.length });
  }

  of(path: string, text: string, id: string): PageFacts {
    const hit = this.byPath.get(path);
    if (hit && hit.text === text) return hit;
    this.reads++;
    const data = readFrontmatter(text).frontmatter.data;
    return this.byPath.set(path, { text, ...pageTitle(data, id), hidden: data.hidden === true, noindex: data.noindex === true });
  }

  /** How many pages' facts are kept. */
  get size(): number {
    return this.byPath.size;
  }
}

/** Page id → hidden, for every page the navigation lists (a page listed twice is hidden only if hidden everywhere). */
function navigationVisibility(root: Division): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const { entry, ancestors } of pageEntries(root)) {
    if (!entry.id) continue;
    let hidden = false;
    for (const division of ancestors) {
      if (division.hidden) hidden = !division.searchable;
    }
    out.set(entry.id, (out.get(entry.id) ?? true) && hidden);
  }
  return out;
}

/**
 * The pages the navigation lists only under a language or version other than the default one (the
 * one marked `default: true`, else the first): llms.txt and llms-full.txt "list pages from your
 * default language and default version" (the vendor's docs, ai/llmstxt: llms.txt structure).
 */
function outsideDefaultDivisions(root: Division): Set<string> {
  const others = new Set<Division>();
  const mark = (division: Division) => {
    for (const kind of ['language', 'version'] as const) {
      const siblings = division.items.filter((item): item is Division => item.kind === kind);
      const chosen = defaultOf(siblings);
      for (const sibling of siblings) if (sibling !== chosen) others.add(sibling);
    }
    for (const item of division.items) if (item.kind !== 'page') mark(item);
  };
  mark(root);
  const inDefault = new Set<string>();
  const elsewhere = new Set<string>();
  for (const { entry, ancestors } of pageEntries(root)) {
    if (!entry.id) continue;
    (ancestors.some((division) => others.has(division)) ? elsewhere : inDefault).add(entry.id);
  }
  for (const id of inDefault) elsewhere.delete(id);
  return elsewhere;
}

/** The site's page files (id, path) as the agents' view lists them: snippets aside, in root-folder order. */
function pageFilesInOrder(docsRoot: string, workspace: DocsWorkspace): [string, string][] {
  const files = [...listPages(docsRoot, workspace)].filter(([, file]) => !isSnippetPath(file, docsRoot));
  return files.sort(([a], [b]) => comparePaths(a, b));
}

/** Root-folder order: by segment, a folder's own pages before its subfolders, each alphabetically. */
export function comparePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const xFile = i === x.length - 1;
    const yFile = i === y.length - 1;
    if (xFile !== yFile) return xFile ? -1 : 1;
    return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}

/** A page's title (frontmatter `title`, else its file's name) and description, each on one line. */
export function pageTitle(data: Record<string, unknown>, id: string): { title: string; description?: string } {
  return { title: oneLine(data.title) ?? id.slice(id.lastIndexOf('/') + 1), description: oneLine(data.description) };
}

function oneLine(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const line = value.replace(/\s+/g, ' ').trim();
  return line || undefined;
}
