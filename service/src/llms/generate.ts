/**
 * llms.txt and llms-full.txt as the site build generates them, from the site model.
 *
 * What the published packages show (`/work/vendor`, read, not copied):
 * - `@mintlify/common` dist/getFileCategory.js: `llms.txt`, `llms-full.txt` are generated static
 *   files; dist/validateCustomDomainBasePath.js reserves `/llms.txt` and `/llms-full.txt`.
 * - which pages are listed: see pages.ts (dist/divisions/generatePathToHiddenFromSearchDict.js and
 *   `searchable` in `@mintlify/validation` dist/mint-config/schemas/v2/properties/reusable/searchable.js).
 * - the Markdown of a page: see visibility.ts and agentView.ts.
 * The packages do not hold the generator itself. Its format here follows the vendor's documentation
 * of llms.txt: the site's name as a `#` title, the docs.json `description` as a `>` summary (as
 * llmstxt.org has it; the vendor's example shows none, having no description) when
 * set, then a `## Docs` section with one `- [title](url): description` line per page (`: description`
 * only when the page has one), root-relative URLs without a `.md` suffix (the documented example;
 * the site's own URL is not in docs.json, so `--base-url` on the CLI makes them absolute).
 * The cap (issue 25): at most 100,000 characters. Over it, descriptions are shortened first (each
 * to DESCRIPTION_LIMIT characters, ending in `…`); if still over, entries are dropped from the end
 * of the list, the last page first, until it fits. The packages do not show how a description is
 * shortened or which entries go first: this is our choice, as the least surprising one (the
 * first pages, the site's top-level ones, stay).
 * llms-full.txt has no cap: per page `# title`, `Source: url`, the description as a `>` line when
 * set, then the page's body as agents read it (Visibility applied), pages apart by one blank line.
 */
import type { AgentPage } from './pages';

export const LLMS_CAP = 100_000;
/** The length a description is cut to when llms.txt is over its cap, the ellipsis included. */
export const DESCRIPTION_LIMIT = 100;

export interface LlmsTxt {
  readonly text: string;
  /** Pages whose description was shortened to fit the cap. */
  readonly shortened: number;
  /** Pages left out to fit the cap, by page id, in list order. */
  readonly dropped: string[];
  /** The length the full list would have had (over the cap when something was shortened or dropped). */
  readonly fullLength: number;
}

export interface SiteHeading {
  readonly name: string;
  readonly description?: string;
  /** Prefixed to every root-relative URL (`https://docs.example.com`), without a trailing `/`. */
  readonly baseUrl?: string;
}

/** llms.txt of the pages (already chosen and ordered by pages.ts), within `cap` characters. */
export function generateLlmsTxt(site: SiteHeading, pages: readonly AgentPage[], cap = LLMS_CAP): LlmsTxt {
  const head = `# ${site.name}\n\n${site.description ? `> ${site.description}\n\n` : ''}## Docs\n\n`;
  const lines = pages.map((page) => entryLine(site, page, page.description));
  const full = head + lines.join('');
  if (full.length <= cap) return { text: full, shortened: 0, dropped: [], fullLength: full.length };
  let shortened = 0;
  const short = pages.map((page, i) => {
    const description = page.description;
    if (!description || description.length <= DESCRIPTION_LIMIT) return lines[i];
    shortened++;
    return entryLine(site, page, description.slice(0, DESCRIPTION_LIMIT - 1).trimEnd() + '…');
  });
  let length = head.length + short.reduce((sum, line) => sum + line.length, 0);
  let kept = short.length;
  while (kept > 0 && length > cap) length -= short[--kept].length;
  return { text: head + short.slice(0, kept).join(''), shortened, dropped: pages.slice(kept).map((p) => p.id), fullLength: full.length };
}

function entryLine(site: SiteHeading, page: AgentPage, description: string | undefined): string {
  return `- [${page.title}](${urlOf(site, page)})${description ? `: ${description}` : ''}\n`;
}

export function urlOf(site: SiteHeading, page: AgentPage): string {
  return (site.baseUrl ?? '') + page.url;
}

/** llms-full.txt: every page with its body as agents read it. */
export function generateLlmsFull(site: SiteHeading, pages: readonly { page: AgentPage; body: string }[]): string {
  return pages
    .map(({ page, body }) => `# ${page.title}\nSource: ${urlOf(site, page)}\n\n${page.description ? `> ${page.description}\n\n` : ''}${body}${body ? '\n' : ''}`)
    .join('\n');
}
