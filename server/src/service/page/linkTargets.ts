/**
 * The anchors of pages: the heading slugs and component ids a `#fragment` may name. Where a link
 * points is references/resolve.ts's job.
 */
import { DocsWorkspace } from '../workspace';
import { Slugger } from './slug';
import type { ParsedPage } from './types';


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
