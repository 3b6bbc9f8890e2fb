/**
 * The ids a page's anchors get in the built site: headings, custom ids and the components that
 * carry ids (Update, Step, Accordion, View, Tab, API fields, any element with an `id` its component
 * passes on). One reading for the link checks (linkTargets.ts) and the preview's ids, so a `#link`
 * the checker accepts is one the preview can scroll to. The rules are the build's, pinned in
 * test/unit/page/anchors.test.ts; slug.ts makes each id.
 */
import type { JsxElement, ParsedPage } from './types';
import { PageIdNumbering, cleanHeadingId, componentSlug, paramFieldId, type SlugMemo } from './slug';

/** Components whose headings stay out of the table of contents (their ids are not deduplicated). */
const UNLISTED_INSIDE = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
/** Components that do not pass an `id` attribute to the page (the build's list): no anchor. */
const DROPS_ID = new Set([
  'Info', 'Warning', 'Note', 'Tip', 'Check', 'Danger', 'Callout', 'AccordionGroup', 'Card', 'CardGroup', 'Tabs', 'CodeGroup',
  'Column', 'Columns', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent', 'Expandable', 'Frame', 'GitHub', 'Github',
  'Icon', 'Latex', 'Mermaid', 'Panel', 'Popup', 'Prompt', 'RequestExample', 'ResponseExample', 'SnippetGroup', 'Steps', 'Tile',
  'Tooltip', 'Tree', 'FileTree', 'Variation', 'Visibility', 'MDX', 'Badge', 'Color', 'ZoomImage',
]);
const FIELD_NAME_ATTRIBUTES = ['query', 'path', 'body', 'header'];
/** Heading levels the build gives ids to (and lists); `#####` and `######` get none. */
const MAX_ID_DEPTH = 4;
/** Beyond this many anchors a page is generated; the rest are not slugged (the library takes milliseconds a slug). */
export const MAX_ANCHORS = 1_000;

export interface PageIds {
  /** The id of each anchor-bearing heading or element, by its start offset in its part. */
  byOffset: Map<number, string>;
  /** Every id of the part, those above and ids kept as written. */
  all: Set<string>;
}

const memoByPage = new WeakMap<ParsedPage, PageIds>();

/** The ids of one whole page (remembered per parsed page). */
export function pageAnchorIds(page: ParsedPage, memo?: SlugMemo): PageIds {
  let ids = memoByPage.get(page);
  if (!ids) {
    ids = assignPageIds([page], memo)[0];
    memoByPage.set(page, ids);
  }
  return ids;
}

type Item = { kind: 'heading'; index: number; start: number } | { kind: 'element'; element: JsxElement; start: number };

/**
 * Ids for a page given as consecutive parts (the preview parses long pages in chunks): numbering
 * runs on from one part to the next, as it does across the whole page in the build.
 */
export function assignPageIds(parts: readonly ParsedPage[], memo?: SlugMemo, mode: unknown = parts[0]?.frontmatter.data.mode): PageIds[] {
  const numbering = new PageIdNumbering(memo);
  // Pages in `custom` or `frame` mode get no heading ids.
  const noHeadingIds = mode === 'custom' || mode === 'frame';
  let budget = MAX_ANCHORS;
  // First pass, as the build's: Markdown headings get counted slugs, in document order.
  const counted = parts.map((page) =>
    page.headings.map((h) => (!noHeadingIds && !h.customId && h.depth <= MAX_ID_DEPTH && budget-- > 0 ? numbering.counted(h.anchorText) : '')),
  );
  return parts.map((page, p) => {
    const ids: PageIds = { byOffset: new Map(), all: new Set() };
    const add = (start: number | undefined, id: string) => {
      if (!id) return;
      if (start !== undefined) ids.byOffset.set(start, id);
      ids.all.add(id);
    };
    const items: Item[] = [
      ...page.headings.map((h, index): Item => ({ kind: 'heading', index, start: h.span.start })),
      ...page.elements.map((element): Item => ({ kind: 'element', element, start: element.span.start })),
    ].sort((a, b) => a.start - b.start);
    const componentCounts = new Map<string, number>();
    const fieldCounts = new Map<string, number>();
    const tabs = new PageIdNumbering(memo);
    for (const item of items) {
      if (budget <= 0) break;
      if (item.kind === 'heading') {
        const h = page.headings[item.index];
        const unlisted = insideUnlisting(page, h.span.start);
        if (h.customId) {
          // The build turns it into `<hN id>`: listed (and made unique) at levels 1 to 4 only.
          add(h.span.start, h.depth <= MAX_ID_DEPTH && !unlisted && !noHeadingIds ? numbering.listed(cleanHeadingId(h.customId)) : h.customId);
        } else if (counted[p][item.index]) {
          const id = cleanHeadingId(counted[p][item.index]);
          add(h.span.start, unlisted ? id : numbering.listed(id));
        }
        continue;
      }
      budget--;
      const e = item.element;
      const attr = (name: string) => {
        const a = e.attributes.find((x) => x.name === name);
        return a?.kind === 'string' ? (a.value ?? '') : undefined;
      };
      const id = attr('id');
      const unlisted = insideUnlisting(page, e.span.start, e);
      if (/^h[1-4]$/.test(e.name)) {
        if (noHeadingIds) continue;
        if (id) add(e.span.start, unlisted ? id : numbering.listed(cleanHeadingId(id)));
        else if (!unlisted) add(e.span.start, numbering.listed(numbering.fresh(innerText(page.text, e))));
      } else if (e.name === 'Update' && attr('label') !== undefined) {
        add(e.span.start, numbering.listed(id ? cleanHeadingId(id) : numbering.fresh(attr('label') ?? '')));
      } else if (e.name === 'Step' && (attr('title') ?? '').trim()) {
        const size = attr('titleSize') ?? (e.parent?.name === 'Steps' ? e.parent.attributes.find((a) => a.name === 'titleSize')?.value : undefined);
        const listed = !unlisted && (size === 'h2' || size === 'h3') && !e.attributes.some((a) => a.name === 'noAnchor' && (a.kind === 'bare' || a.value === 'true'));
        const slug = id ? cleanHeadingId(id) : numbering.fresh(attr('title')!);
        add(e.span.start, listed ? numbering.listed(slug) : slug);
      } else if ((e.name === 'Accordion' || e.name === 'View') && (id || attr('title'))) {
        add(e.span.start, id || numberedComponentId(componentSlug(attr('title')!, memo), e.name, componentCounts));
      } else if (e.name === 'Tab' && (id || attr('title'))) {
        // Tabs keep the slug as the build writes it (percent escapes and all); a browser decodes a link's.
        const slug = id || tabSlug(tabs, attr('title')!);
        add(e.span.start, slug);
        ids.all.add(cleanHeadingId(slug));
      } else if (e.name === 'ParamField' || e.name === 'Param' || e.name === 'ResponseField') {
        const name = e.name === 'ResponseField' ? attr('name') : FIELD_NAME_ATTRIBUTES.map(attr).find((v) => v);
        if (id) add(e.span.start, id);
        else if (name) add(e.span.start, fieldId(name, fieldCounts, memo));
      } else if (id && !DROPS_ID.has(e.name)) {
        add(undefined, id);
      }
    }
    return ids;
  });
}

/** Whether an offset lies inside a component whose headings the build leaves out of the table of contents. */
function insideUnlisting(page: ParsedPage, offset: number, self?: JsxElement): boolean {
  let container = self ? self.parent : innermostAt(page.elements, offset);
  for (; container; container = container.parent) if (UNLISTED_INSIDE.has(container.name)) return true;
  return false;
}

function innermostAt(elements: readonly JsxElement[], offset: number): JsxElement | undefined {
  let found: JsxElement | undefined;
  for (const element of elements) {
    if (element.span.start > offset) break;
    if (element.openTagEnd <= offset && offset < element.span.end) found = element;
  }
  return found;
}

function numberedComponentId(base: string, kind: string, counts: Map<string, number>): string {
  const key = kind + '\0' + base;
  const n = counts.get(key) ?? 0;
  counts.set(key, n + 1);
  return n > 0 ? `${base}-${n}` : base;
}

/** Tab titles are slugged like headings, with their own repeat counter. */
function tabSlug(tabs: PageIdNumbering, title: string): string {
  return tabs.counted(title);
}

/** API fields: `param-<name>`, a repeat of a name `param-<name>-1`, `-2`… */
function fieldId(name: string, counts: Map<string, number>, memo?: SlugMemo): string {
  const base = paramFieldId(name, 0, memo);
  const n = counts.get(base) ?? 0;
  counts.set(base, n + 1);
  return paramFieldId(name, n, memo);
}

/** The words between a JSX heading's tags (tags dropped). */
function innerText(text: string, e: JsxElement): string {
  const end = e.closeSpan?.start ?? e.span.end;
  return text.slice(e.openTagEnd, Math.max(e.openTagEnd, end)).replace(/<[^>]*>/g, '').trim();
}
