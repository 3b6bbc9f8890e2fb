/**
 * The allowlist every rendered tree passes through before it becomes HTML. Nothing that can run code
 * survives: no `<script>`, `<style>`, `<object>`, `<embed>`, `<form>`, `<meta>`, `<base>`, `<link>`,
 * no event-handler or `style` attribute, no `javascript:`/`data:` URL (links keep http, https, mailto
 * and relative targets; media keep https only), no `srcdoc`. Element ids are prefixed so a page can
 * never clobber the preview's own elements or globals.
 *
 * An `<iframe>` keeps no children: a browser reads an iframe's content as raw text up to `</iframe>`,
 * so a child (or a child's attribute holding `</iframe>`) could close the frame early and turn the rest
 * into live markup. safeHtml.ts then checks the serialized result once more, as a browser parses it.
 */
import { sanitize, type Schema } from 'hast-util-sanitize';
import type { Element, Root, RootContent } from 'hast';
import { SVG_ELEMENTS, svgSchemaAttributes } from './svgAllowlist';

const common = ['className', 'id', 'title', 'dataLine', 'role', 'ariaLabel', 'ariaHidden', 'ariaSelected', 'ariaExpanded', 'ariaCurrent', 'hidden', 'dir', 'lang', 'tabIndex'];

export const PREVIEW_SCHEMA: Schema = {
  allowComments: false,
  allowDoctypes: false,
  tagNames: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'button', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del',
    'details', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'header', 'hr', 'i', 'iframe', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'nav', 'ol', 'option', 'p', 'pre',
    'q', 's', 'samp', 'section', 'select', 'small', 'source', 'span', 'strong', 'sub', 'summary', 'sup', 'table',
    'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'video', 'wbr',
    ...SVG_ELEMENTS,
  ],
  strip: ['script', 'style', 'template', 'noscript', 'object', 'embed', 'applet', 'frame', 'frameset', 'meta', 'base', 'link', 'title', 'textarea', 'math', 'xmp', 'plaintext', 'noembed', 'noframes'],
  ancestors: {
    tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tfoot: ['table'], tr: ['table'],
    option: ['select'], source: ['video'], summary: ['details'],
    // Every SVG element but the root lives inside an <svg>.
    ...Object.fromEntries(SVG_ELEMENTS.filter((tag) => tag !== 'svg').map((tag) => [tag, ['svg']])),
  },
  attributes: {
    '*': common,
    a: ['href', 'rel', 'dataDsPage'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    video: ['src', 'controls', 'muted', 'loop', 'playsInline', 'poster', 'autoPlay', 'preload', 'width', 'height'],
    source: ['src', 'type'],
    iframe: ['src', 'allow', 'allowFullScreen', 'width', 'height', 'loading'],
    input: [['type', 'checkbox'], 'checked', ['disabled', true]],
    details: ['open', 'dataDsKey'],
    button: [['type', 'button'], 'dataDsTab', 'dataDsAction'],
    select: ['dataDsSelect'],
    option: ['value', 'selected'],
    div: ['dataDsTabs', 'dataDsPanel', 'dataDsColor', 'dataDsCols'],
    span: ['dataDsColor', 'dataDsIcon'],
    td: ['align', 'colSpan', 'rowSpan'],
    th: ['align', 'colSpan', 'rowSpan', 'scope'],
    ol: ['start', 'reversed'],
    li: ['value'],
    blockquote: ['cite'],
    time: ['dateTime'],
    // Drawing only (the preview's glyphs and library icons, and a page's own inline SVG): geometry
    // and paint, no `style`, `href`, filters, masks or anything that references another resource.
    // The one SVG table is svgAllowlist.json.
    ...svgSchemaAttributes(),
  },
  required: { input: { disabled: true, type: 'checkbox' }, button: { type: 'button' } },
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['https'],
    poster: ['https'],
    cite: ['http', 'https'],
  },
  clobber: ['id', 'name', 'ariaDescribedBy', 'ariaLabelledBy'],
  clobberPrefix: 'user-content-',
};

/** The sandbox every embedded frame gets after sanitizing (the page cannot set or loosen it). */
export const IFRAME_SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-presentation', 'allow-popups'];

/**
 * Attributes the renderer itself adds after sanitizing, which the page may not set: allowed in the
 * final check (safeHtml.ts) on top of PREVIEW_SCHEMA.
 */
export const ADDED_AFTER_SANITIZING: Record<string, string[]> = { iframe: ['sandbox', 'referrerPolicy'] };

export function sanitizeTree(tree: Root): Root {
  dropIframeChildren(tree);
  unwrapHtmlInSvg(tree, false);
  return sanitize(tree, PREVIEW_SCHEMA) as Root;
}

const SVG_TAGS: ReadonlySet<string> = new Set(SVG_ELEMENTS);
const HTML_TAGS: ReadonlySet<string> = new Set((PREVIEW_SCHEMA.tagNames ?? []).filter((tag) => !SVG_TAGS.has(tag)));

/**
 * Inside an `<svg>` only the table's SVG elements (in place): an allowed HTML element there gives way
 * to its children. A browser would read it as an SVG element (which safeHtml.ts refuses, with the
 * drawing inside it) or end the drawing at it; the schema alone cannot say "only SVG inside SVG".
 */
function unwrapHtmlInSvg(node: Root | Element, inSvg: boolean): void {
  const kept: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') {
      kept.push(child);
      continue;
    }
    const tag = child.tagName.toLowerCase();
    unwrapHtmlInSvg(child, inSvg || tag === 'svg');
    if (inSvg && HTML_TAGS.has(tag)) kept.push(...child.children);
    else kept.push(child);
  }
  node.children = kept as Root['children'] & Element['children'];
}

/** Empties every iframe (in place): fallback content is never shown, and it is raw text to a browser. */
function dropIframeChildren(node: Root | Element): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    if (child.tagName.toLowerCase() === 'iframe') child.children = [];
    else dropIframeChildren(child);
  }
}
