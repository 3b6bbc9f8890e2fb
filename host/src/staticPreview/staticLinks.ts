/**
 * The links of a static copy's page, made relative files: in the editor the preview hands every link
 * to the extension, which opens the page; a static copy has no extension, so each link that names a
 * page of the copy is written as the relative path to its `.html` file (fragment kept). A link to
 * a page the copy does not hold loses its `href` (a dead link, never one to a file outside); in-page
 * (`#…`) and external links stay as they are. The HTML is the sanitizer's output, read with parse5
 * as the browser reads it and serialized again by parse5, which escapes attribute values.
 */
import * as path from 'node:path';
import { parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type P5Node = DefaultTreeAdapterTypes.ChildNode;
type P5Element = DefaultTreeAdapterTypes.Element;

/** Where a link leads in the copy: the output file of the page it names (with its fragment), or nothing. */
export type LinkTargetOf = (href: string, page: string | undefined) => { out: string; fragment?: string } | undefined;

export function relativeLinks(html: string, fromOut: string, targetOf: LinkTargetOf): string {
  const fragment = parseFragment(html);
  const visit = (nodes: readonly P5Node[]): void => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      if (node.tagName === 'a') rewrite(node, fromOut, targetOf);
      visit(node.childNodes);
      if (node.tagName === 'template') visit((node as DefaultTreeAdapterTypes.Template).content.childNodes);
    }
  };
  visit(fragment.childNodes);
  return serialize(fragment);
}

function rewrite(link: P5Element, fromOut: string, targetOf: LinkTargetOf): void {
  const href = link.attrs.find((a) => a.name === 'href')?.value;
  if (href === undefined || href.startsWith('#') || /^(https?|mailto):/i.test(href)) return;
  const page = link.attrs.find((a) => a.name === 'data-ds-page')?.value;
  const target = targetOf(href, page);
  link.attrs = link.attrs.filter((a) => a.name !== 'href' && a.name !== 'data-ds-page');
  if (!target) return;
  const relative = path.posix.relative(path.posix.dirname(fromOut), target.out);
  link.attrs.push({ name: 'href', value: relative + (target.fragment ? '#' + target.fragment : '') });
}

/** A path from the page's output file to a file of the copy (`_docsite/preview.js`). */
export function relativeTo(fromOut: string, file: string): string {
  return path.posix.relative(path.posix.dirname(fromOut), file);
}
