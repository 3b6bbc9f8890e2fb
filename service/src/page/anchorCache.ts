/**
 * The anchors of other pages, which link checks and link fixes look up: read through the workspace
 * and kept per path and text, so a page full of links to one page parses that page once. Owned by
 * a DocsLanguageService (or by one request when there is none), never shared between services.
 */
import type { DocsWorkspace } from '../workspace';
import { pageAnchors } from './linkTargets';
import { parsePage } from './parse';
import type { SlugMemo } from './slug';

/** Beyond this many pages the cache starts over: a bound on memory for huge sites. */
const MAX_ENTRIES = 2000;

export class AnchorCache {
  private readonly byPath = new Map<string, { text: string; anchors: Set<string> }>();
  /** Heading texts slugged so far: slugging is slow, and sites repeat their headings. */
  readonly slugs: SlugMemo = new Map();

  constructor(private readonly workspace: DocsWorkspace) {}

  /** The anchors of the page at `path` as the workspace reads it now. */
  of(path: string): Set<string> {
    const text = this.workspace.readFile(path) ?? '';
    const cached = this.byPath.get(path);
    if (cached && cached.text === text) return cached.anchors;
    const anchors = pageAnchors(parsePage(text), this.slugs);
    if (this.byPath.size > MAX_ENTRIES) this.byPath.clear();
    this.byPath.set(path, { text, anchors });
    return anchors;
  }
}
