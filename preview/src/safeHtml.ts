/**
 * Turns a sanitized hast tree into the HTML the webview receives, and checks it once more the way the
 * browser will read it.
 *
 * Why a second look: hast-util-to-html leaves `<` and `>` unescaped inside attribute values. That is
 * harmless in ordinary content, but inside a raw-text element (iframe, textarea, title, noscript, style,
 * xmp, noembed, noframes, plaintext) a browser ends the element at the first `</iframe>` (etc.) it sees,
 * even inside an attribute value, and the rest becomes live markup the sanitizer never saw. So:
 *  1. hast-util-to-html serializes the sanitized tree;
 *  2. parse5 (the HTML standard's parser) parses that HTML in the context it lands in, an `<article>`;
 *  3. every element and attribute of the parsed tree is checked against the sanitizer's allowlist
 *     (PREVIEW_SCHEMA); whatever falls outside is dropped, an element is replaced by a short notice;
 *  4. parse5 serializes the checked tree; its serializer escapes `<` and `>` in attribute values, so
 *     the result is safe in every raw-text context too.
 * A page the sanitizer handled correctly comes out of steps 2–4 unchanged (apart from spelling:
 * `checked=""`, `&lt;`); step 3 is there for the day it did not.
 */
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { defaultTreeAdapter, html as htmlSpec, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { find, html as htmlProperties, svg as svgProperties } from 'property-information';
import { ADDED_AFTER_SANITIZING, IFRAME_SANDBOX, PREVIEW_SCHEMA, sanitizeTree } from './sanitize';
import { SVG_ELEMENTS } from './svgAllowlist';

type P5Element = DefaultTreeAdapterTypes.Element;
type P5Parent = DefaultTreeAdapterTypes.ParentNode;
type P5Child = DefaultTreeAdapterTypes.ChildNode;

const NS = htmlSpec.NS;
/** The elements that belong in the SVG namespace, from the one SVG table (svgAllowlist.json). */
const SVG_TAGS: ReadonlySet<string> = new Set(SVG_ELEMENTS);
const ALLOWED_TAGS = new Set(PREVIEW_SCHEMA.tagNames ?? []);
const PROTOCOLS: Record<string, readonly string[] | null | undefined> = PREVIEW_SCHEMA.protocols ?? {};
const ID_PREFIX = PREVIEW_SCHEMA.clobberPrefix ?? '';

/** Allowed property names per tag, each with its allowed values (undefined: any value). */
type AttributeRule = Map<string, readonly unknown[] | undefined>;
const ATTRIBUTE_RULES = new Map<string, AttributeRule>();
for (const [tag, entries] of Object.entries({ ...PREVIEW_SCHEMA.attributes })) {
  const rule: AttributeRule = new Map();
  for (const entry of entries ?? []) {
    if (typeof entry === 'string') rule.set(entry, undefined);
    else {
      const [name, ...values] = entry;
      // `[name, true]`: a boolean attribute, written `name=""` once parsed; any value is fine.
      rule.set(name, values.includes(true) ? undefined : values);
    }
  }
  ATTRIBUTE_RULES.set(tag, rule);
}
for (const [tag, names] of Object.entries(ADDED_AFTER_SANITIZING)) {
  const rule = ATTRIBUTE_RULES.get(tag) ?? new Map();
  for (const name of names) rule.set(name, undefined);
  ATTRIBUTE_RULES.set(tag, rule);
}

/** What the final check removed; the HTML is already safe, this is for tests and logs. */
export interface Rejection {
  element: string;
  attribute?: string;
}

export interface SafeHtml {
  html: string;
  rejected: Rejection[];
}

/** Sanitizes a tree the renderer built and serializes it for the webview. */
export function sanitizeToHtml(tree: Root): string {
  return toSafeHtml(sanitizeTree(tree));
}

/** Serializes a tree that went through sanitizeTree (and the renderer's own additions). */
export function toSafeHtml(clean: Root): string {
  return serializeChecked(toHtml(clean)).html;
}

/** Steps 2–4 above, on HTML from hast-util-to-html; exported for tests. */
export function serializeChecked(serialized: string): SafeHtml {
  const context = defaultTreeAdapter.createElement('article', NS.HTML, []);
  const fragment = parseFragment(context, serialized, {});
  const rejected: Rejection[] = [];
  checkChildren(fragment, rejected);
  return { html: serialize(fragment), rejected };
}

/** The elements and attributes of final HTML that fall outside the allowlist (none, for our output). */
export function outsideAllowlist(finalHtml: string): Rejection[] {
  return serializeChecked(finalHtml).rejected;
}

function checkChildren(parent: P5Parent, rejected: Rejection[]): void {
  const kids = parent.childNodes;
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i];
    if (defaultTreeAdapter.isTextNode(node)) continue;
    if (!defaultTreeAdapter.isElementNode(node)) {
      // Comments, doctypes: the schema allows neither.
      rejected.push({ element: node.nodeName });
      kids.splice(i--, 1);
      continue;
    }
    const problem = elementProblem(node);
    if (problem) {
      rejected.push({ element: node.tagName });
      kids[i] = notice(node.tagName, parent);
      continue;
    }
    checkAttributes(node, rejected);
    if (node.tagName === 'iframe') {
      // Anything inside a frame is raw text to the browser: never pass it on.
      if (node.childNodes.length) rejected.push({ element: 'iframe', attribute: '(children)' });
      node.childNodes = [];
      continue;
    }
    checkChildren(node, rejected);
  }
}

/** Why an element may not appear at all (undefined: it may). */
function elementProblem(node: P5Element): string | undefined {
  if (!ALLOWED_TAGS.has(node.tagName)) return 'tag';
  const inSvg = node.namespaceURI === NS.SVG;
  if (inSvg !== SVG_TAGS.has(node.tagName) || (!inSvg && node.namespaceURI !== NS.HTML)) return 'namespace';
  if (node.tagName === 'iframe') {
    const sandbox = node.attrs.find((a) => a.name === 'sandbox' && !a.namespace);
    if (sandbox?.value !== IFRAME_SANDBOX.join(' ')) return 'iframe without the preview sandbox';
  }
  return undefined;
}

function checkAttributes(node: P5Element, rejected: Rejection[]): void {
  const own = ATTRIBUTE_RULES.get(node.tagName);
  const common = ATTRIBUTE_RULES.get('*');
  node.attrs = node.attrs.filter((attr) => {
    const property = attr.namespace ? undefined : find(node.namespaceURI === NS.SVG ? svgProperties : htmlProperties, attr.name).property;
    const allowedValues = property === undefined ? null : own?.has(property) ? own.get(property) : common?.has(property) ? common.get(property) : null;
    const ok =
      allowedValues !== null &&
      (allowedValues === undefined || allowedValues.map(String).includes(attr.value)) &&
      (property !== 'id' || attr.value.startsWith(ID_PREFIX)) &&
      safeProtocol(attr.name, attr.value);
    if (!ok) rejected.push({ element: node.tagName, attribute: attr.name });
    return ok;
  });
}

/** The same rule as hast-util-sanitize: a URL with a scheme must use one the schema lists. */
function safeProtocol(name: string, value: string): boolean {
  const allowed = PROTOCOLS[name];
  if (!allowed) return true;
  // Browsers drop ASCII whitespace and control characters from URLs; so does this check.
  const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  for (const stop of ['/', '?', '#']) {
    const at = url.indexOf(stop);
    if (at !== -1 && at < colon) return true;
  }
  return allowed.includes(url.slice(0, colon).toLowerCase());
}

function notice(tagName: string, parent: P5Parent): P5Child {
  const span = defaultTreeAdapter.createElement('span', NS.HTML, [{ name: 'class', value: 'ds-missing' }]);
  defaultTreeAdapter.insertText(span, `Removed <${tagName}>: not allowed in the preview`);
  span.parentNode = parent;
  return span;
}
