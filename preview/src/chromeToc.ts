/**
 * "On this page": the h2 and h3 headings of the rendered page (and the labels of `Update` entries,
 * which the site lists there too), linked by their in-page anchors. The entries are read from the
 * page's final HTML, so each link names exactly the id the renderer gave its heading (the site's
 * slugs, from mdx/src/slug.ts, with the sanitizer's `user-content-` prefix taken off: the webview
 * resolves `#slug` the same way for every in-page link). Parsing is parse5's, as in safeHtml.ts.
 *
 * The page modes that give the page the right-hand column's room, or drop the site's layout
 * (`wide`, `custom`, `frame`, `center`), hide the list, as the site does (chromeLayout.ts).
 */
import type { ElementContent } from 'hast';
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { readFrontmatter } from '../../mdx/src';
import { el, text } from './hast';
import { pageLayout, pageModeOf, type PageMode } from './chromeLayout';
import { sanitizeToHtml } from './safeHtml';
import { PREVIEW_SCHEMA } from './sanitize';

type P5Node = DefaultTreeAdapterTypes.ChildNode;
type P5Element = DefaultTreeAdapterTypes.Element;

export interface TocEntry {
  /** The heading's anchor as a link writes it (`#` + this). */
  slug: string;
  text: string;
  level: 2 | 3;
}

const ID_PREFIX = PREVIEW_SCHEMA.clobberPrefix ?? '';

/** The h2/h3 headings (and Update labels) of the page's HTML, in document order. */
export function tocEntries(pageHtml: string): TocEntry[] {
  const out: TocEntry[] = [];
  const visit = (nodes: readonly P5Node[]): void => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const entry = entryOf(node);
      if (entry) out.push(entry);
      // A heading's own content holds no further headings; an Update's body may.
      if (!/^h[23]$/.test(node.tagName)) visit(node.childNodes);
    }
  };
  visit(parseFragment(pageHtml).childNodes);
  return out;
}

function entryOf(node: P5Element): TocEntry | undefined {
  const id = attribute(node, 'id');
  if (!id) return undefined;
  const slug = id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : id;
  if (node.tagName === 'h2' || node.tagName === 'h3') {
    const words = textOf(node);
    return words ? { slug, text: words, level: node.tagName === 'h2' ? 2 : 3 } : undefined;
  }
  if (node.tagName === 'section' && classes(node).includes('ds-update')) {
    const label = node.childNodes.find((c): c is P5Element => 'tagName' in c && classes(c).includes('ds-update-meta'));
    const words = label ? textOf(label.childNodes.find((c): c is P5Element => 'tagName' in c && classes(c).includes('ds-update-label')) ?? label) : '';
    return words ? { slug, text: words, level: 2 } : undefined;
  }
  return undefined;
}

function attribute(node: P5Element, name: string): string | undefined {
  return node.attrs.find((a) => a.name === name)?.value;
}

function classes(node: P5Element): string[] {
  return (attribute(node, 'class') ?? '').split(/\s+/);
}

function textOf(node: P5Element): string {
  const parts: string[] = [];
  const visit = (n: P5Node): void => {
    if (n.nodeName === '#text') parts.push((n as DefaultTreeAdapterTypes.TextNode).value);
    else if ('childNodes' in n) n.childNodes.forEach(visit);
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether the page's frontmatter `mode` keeps the table of contents. */
export function showsToc(frontmatter: Record<string, unknown>): boolean {
  return pageLayout(pageModeOf(frontmatter)).toc;
}

/** The page mode of a page's text (only its frontmatter is read). */
export function pageModeOfText(pageText: string): PageMode {
  return pageModeOf(readFrontmatter(pageText).frontmatter.data);
}

/** The column's content: a titled list of links, or nothing for a page without headings. */
export function tocTree(entries: readonly TocEntry[]): ElementContent[] {
  if (!entries.length) return [];
  return [
    el('nav', { className: ['ds-toc-nav'], ariaLabel: 'On this page' }, [
      el('div', { className: ['ds-toc-title'] }, [text('On this page')]),
      el('ul', {}, entries.map((e) =>
        el('li', { className: ['ds-toc-item', 'ds-toc-h' + e.level] }, [el('a', { className: ['ds-toc-link'], href: '#' + e.slug }, [text(e.text)])]))),
    ]),
  ];
}

/** The sanitized HTML of the page's table of contents; empty when its mode hides it or it has no headings. */
export function pageToc(pageText: string, pageHtml: string): string {
  if (!showsToc(readFrontmatter(pageText).frontmatter.data)) return '';
  return sanitizeToHtml({ type: 'root', children: tocTree(tocEntries(pageHtml)) });
}
