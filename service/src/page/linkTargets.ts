/**
 * The anchors of pages: the heading slugs and component ids a `#fragment` may name. Where a link
 * points is references/resolve.ts's job.
 */
import { DocsWorkspace } from '../workspace';
import { Slugger } from './slug';
import type { ParsedPage } from './types';
import { getAttribute, getComponent } from '../catalog/components';


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

