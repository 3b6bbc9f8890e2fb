/**
 * What agents read of one page (its `.md` view) and of the whole site (llms.txt, llms-full.txt).
 *
 * A page's Markdown view, as the vendor serves it (its documentation; the packages hold only the
 * Visibility step, see visibility.ts): a `>` block pointing agents at the site's llms.txt, with
 * docs.json `markdown.instructions` appended to it, one `>` line per instruction
 * (`@mintlify/validation` dist/mint-config/schemas/v2/properties/markdown.js: "appended to every
 * page served as markdown", a string or an array of strings "rendered as separate lines"); then
 * the page's `# title`, its description as a `>` line, and the body with Visibility applied.
 * The wording of the pointer is ours.
 */
import type { DocsWorkspace, SiteModel } from '../../../site/src';
import { type ParsedPage, parsePage } from '../../../mdx/src';
import { agentBody } from './visibility';
import { agentPages, pageTitle, type AgentPage, type PageFactsCache } from './pages';
import { generateLlmsFull, generateLlmsTxt, LLMS_CAP, type LlmsTxt, type SiteHeading } from './generate';
import { joinPath } from '../../../common/src';

export const AGENT_POINTER = '> The index of every page of this site is at /llms.txt.';

/** One page's Markdown as agents read it. */
export function pageMarkdown(page: ParsedPage, entry: Pick<AgentPage, 'title' | 'description'>, model: SiteModel | undefined): string {
  const instructions = (model?.agents?.instructions?.lines ?? []).flatMap((line) => line.split(/\r?\n/)).filter((line) => line.trim() !== '');
  const header = [AGENT_POINTER, ...instructions.map((line) => `> ${line}`)].join('\n');
  const body = agentBody(page);
  return `${header}\n\n# ${entry.title}\n\n${entry.description ? `> ${entry.description}\n\n` : ''}${body}${body ? '\n' : ''}`;
}

/** A page's Markdown view from its text, titled as llms.txt titles it (the preview's "As agents read it"). */
export function pageTextMarkdown(text: string, pageId: string, model: SiteModel | undefined): string {
  const page = parsePage(text);
  const { title, description } = pageTitle(page.frontmatter.data, pageId);
  return pageMarkdown(page, { title, description }, model);
}

export interface LlmsPreview {
  readonly llms: LlmsTxt & { readonly cap: number };
  readonly full: { readonly text: string };
  /** The site's own llms.txt at its root, which the build serves instead of the generated one. */
  readonly customFile?: string;
  /** Pages left out by the indexing rules, by page id and why. */
  readonly excluded: { id: string; reason: string }[];
  readonly unread: number;
}

/** Both files for a site. `parse` is the caller's parse of a page text (the service's cache, or parsePage). */
export function generateAgentFiles(model: SiteModel, workspace: DocsWorkspace, options: { baseUrl?: string; parse?: (path: string, text: string) => ParsedPage; facts?: PageFactsCache } = {}): LlmsPreview {
  const parse = options.parse ?? ((_path: string, text: string) => parsePage(text));
  const { pages, excluded, unread } = agentPages(model, workspace, options.facts);
  const site = siteHeading(model, options.baseUrl);
  const llms = generateLlmsTxt(site, pages);
  const full = generateLlmsFull(site, pages.map((page) => ({ page, body: agentBody(parse(page.path, workspace.readFile(page.path) ?? '')) })));
  const custom = joinPath(model.docsRoot, 'llms.txt');
  return { llms: { ...llms, cap: LLMS_CAP }, full: { text: full }, customFile: workspace.fileExists(custom) ? custom : undefined, excluded, unread };
}

export function siteHeading(model: SiteModel, baseUrl?: string): SiteHeading {
  const name = model.name ?? model.docsRoot.slice(model.docsRoot.lastIndexOf('/') + 1);
  return { name, description: model.agents?.description, baseUrl: baseUrl?.replace(/\/+$/, '') };
}
