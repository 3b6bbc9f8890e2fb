/**
 * The anchors of pages: the heading slugs and component ids a `#fragment` may name. Where a link
 * points is references/resolve.ts's job.
 */
import { DocsWorkspace } from '../workspace';
import { Slugger } from './slug';
import type { ParsedPage } from './types';

// client/src/preview/previewPanel.ts still imports resolveLink from here; drop this once it imports references/resolve.
export { resolveLink, type LinkTarget } from '../references/resolve';

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
