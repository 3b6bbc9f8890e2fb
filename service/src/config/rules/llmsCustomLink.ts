import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Link, Nodes, Root } from 'mdast';
import { joinPath } from '../../../../common/src';
import { resolveLink } from '../../../../site/src';
import { ConfigRule, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/** A custom llms.txt larger than this is not read (the build's own is capped at 100,000 characters). */
const MAX_CUSTOM_LENGTH = 1_000_000;
/** Findings per file: past them, one more says how many links were not listed. */
const MAX_FINDINGS = 50;

const markdown = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * A site's own `llms.txt` at its root, which the build serves instead of the generated one, links
 * to a page or file the site does not have. llms.txt is no document Docsite checks, so the
 * finding sits on docs.json (its root object's first character) and names the line and the link.
 * Links to other sites are not fetched.
 */
export const llmsCustomLinkRule: ConfigRule<NoData<'llms-custom-link'>> = {
  codes: {
    'llms-custom-link': { title: 'Broken link in llms.txt', severity: 'warning', description: 'A link in the site\'s own llms.txt names no page or file of the site.' },
  },
  check(ctx, report) {
    const root = ctx.config.root;
    if (!root || root.type !== 'object') return;
    const file = joinPath(ctx.model.docsRoot, 'llms.txt');
    const text = ctx.workspace.readFile(file);
    if (text === undefined || text.length > MAX_CUSTOM_LENGTH) return;
    const range = nodeRange(ctx, { ...root, length: 1 });
    const broken: { url: string; line: number }[] = [];
    for (const link of linksOf(markdown.parse(text) as Root)) {
      const target = resolveLink(link.url, file, ctx.model.docsRoot, ctx.workspace, ctx.model);
      if (target.kind === 'missing' || target.kind === 'outside') broken.push({ url: link.url, line: link.position?.start.line ?? 0 });
    }
    for (const { url, line } of broken.slice(0, MAX_FINDINGS)) {
      report('llms-custom-link', range, `llms.txt line ${line}: the link \`${url.slice(0, 200)}\` names no page or file of the site; agents following it get a 404.`);
    }
    if (broken.length > MAX_FINDINGS) report('llms-custom-link', range, `llms.txt: ${broken.length - MAX_FINDINGS} more broken links.`);
  },
};

/** The links of a Markdown tree, in document order (a stack, not recursion: nesting may be deep). */
function linksOf(tree: Root): Link[] {
  const links: Link[] = [];
  const stack: Nodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'link') links.push(node);
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Nodes);
  }
  return links;
}
