/**
 * A `<p>` a page or a site component writes in JSX, as HTML can hold it. On the site, React builds
 * the DOM itself, so `<p className="text-sm">` keeps what MDX put inside it: the text on its own
 * lines becomes a Markdown paragraph, a `<p>` in the `<p>`. The preview's HTML goes through a
 * parser, where a `<p>` (or a `<div>`, a list, a table…) closes the open `<p>`: the text would fall
 * out of the styled element (its class lost, as on mem0's home page). So a paragraph MDX made inside
 * it is unwrapped (its text is the `<p>`'s own, as when written on one line), and a `<p>` that still
 * holds a block the parser would close it on is drawn as a `<div>`, which holds anything.
 */
import type { ElementContent } from 'hast';
import type { Position } from 'unist';

/**
 * Elements whose start tag closes an open `<p>` (the HTML standard, "the p element": its end tag
 * may be omitted before these). https://html.spec.whatwg.org/multipage/grouping-content.html#the-p-element
 */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search',
  'section', 'table', 'ul',
]);

/**
 * The tag and children to draw a JSX element `tag` with `children` as, so that parsing keeps them
 * together, and the place in the page of a paragraph unwrapped (for the `data-line` scroll sync reads,
 * when the element has none of its own: one a site component draws).
 */
export function paragraphSafe(tag: string, children: ElementContent[]): { tag: string; children: ElementContent[]; position?: Position } {
  if (tag !== 'p') return { tag, children };
  let position: Position | undefined;
  const unwrapped = children.flatMap((child) => {
    if (child.type !== 'element' || child.tagName !== 'p') return [child];
    position ??= child.position;
    return child.children;
  });
  const holdsBlock = unwrapped.some((child) => child.type === 'element' && CLOSES_P.has(child.tagName));
  return { tag: holdsBlock ? 'div' : 'p', children: unwrapped, position };
}
