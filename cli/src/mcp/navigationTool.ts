/**
 * `navigation`: the site's navigation tree as the site model reads it from docs.json (either
 * layout, `$ref`s followed: site/src/model/), and where a page sits in it: the divisions above
 * each of its entries, and its neighbours in that list.
 */
import { Division, PageEntry, isPageEntry, pageEntries, pageIdOf, isPagePath } from '../../../site/src';
import { DocsRoot } from './docsRoot';
import { DocsiteTool } from './toolResult';

/** Past this many entries the tree is cut, with the count of what was left out. */
const MAX_TREE_ENTRIES = 2000;

interface TreeNode {
  kind: string;
  name: string;
  hidden?: true;
  href?: string;
  root?: string;
  items: (TreeNode | string)[];
}

/** A page entry as written in the tree: its id, or the OpenAPI operation it names. */
const entryText = (entry: PageEntry) => entry.id || entry.value;

function outline(root: Division): { tree: TreeNode; omitted: number } {
  let budget = MAX_TREE_ENTRIES;
  let omitted = 0;
  const visit = (division: Division): TreeNode => {
    const node: TreeNode = {
      kind: division.kind,
      name: division.name,
      ...(division.hidden && { hidden: true as const }),
      ...(division.href && { href: division.href }),
      ...(division.root && { root: entryText(division.root) }),
      items: [],
    };
    for (const item of division.items) {
      if (budget <= 0) {
        omitted++;
        continue;
      }
      budget--;
      node.items.push(isPageEntry(item) ? entryText(item) : visit(item));
    }
    return node;
  };
  return { tree: visit(root), omitted };
}

/** The division's label in a trail: `group "Getting started"`. */
const label = (d: Division) => (d.kind === 'root' ? 'navigation' : `${d.kind} ${JSON.stringify(d.name)}`);

function placesOf(pageId: string, root: Division) {
  return pageEntries(root)
    .filter((s) => s.entry.id === pageId)
    .map(({ ancestors, isGroupRoot, entry }) => {
      const parent = ancestors[ancestors.length - 1];
      const siblings = parent.items.filter(isPageEntry).map(entryText);
      const at = siblings.indexOf(entryText(entry));
      return {
        trail: ancestors.map(label),
        ...(isGroupRoot ? { groupRoot: true } : { position: `${at + 1} of ${siblings.length}`, previous: siblings[at - 1] ?? null, next: siblings[at + 1] ?? null }),
      };
    });
}

export function navigationTool(docs: DocsRoot): DocsiteTool {
  return {
    name: 'navigation',
    description:
      'The site\'s navigation tree (tabs, anchors, versions, languages, groups and page ids, from docs.json) and, with "page", where that page sits: the divisions above each place it is listed, its position and neighbours. A page that is not listed is not reachable from the sidebar: add it to a group\'s pages in docs.json.',
    inputSchema: {
      type: 'object',
      properties: { page: { type: 'string', description: 'A page, as a path inside the docs root ("guides/setup.mdx") or a page id ("guides/setup").', maxLength: 1024 } },
      additionalProperties: false,
    },
    run(args) {
      const page = args.string('page');
      if (page === undefined) {
        return {
          sites: docs.sites().map((site) => {
            const model = docs.service.siteModel(site.configPath);
            const { tree, omitted } = outline(model.navigation);
            return { name: model.name ?? null, config: docs.relative(site.configPath), layout: model.layout, navigation: tree, ...(omitted && { omittedEntries: omitted }) };
          }),
        };
      }
      const path = docs.inside(page, 'page');
      const site = docs.requireSiteOf(path);
      const pageId = isPagePath(path) ? pageIdOf(path, site.docsRoot)! : path.slice(site.docsRoot.length + 1);
      const model = docs.service.siteModel(site.configPath);
      const places = placesOf(pageId, model.navigation);
      return {
        page: pageId,
        config: docs.relative(site.configPath),
        listed: places.length > 0,
        places,
        ...(places.length === 0 && { hint: `No navigation entry lists "${pageId}"; readers reach it only by a link. Add it to the pages of a group in ${docs.relative(site.configPath)}.` }),
      };
    },
  };
}
