/**
 * A page's body as agents read it: `<Visibility>` applied to the page's one parse (mdx/src/parse.ts).
 *
 * What the build does (`@mintlify/common` dist/mdx/plugins/remark/remarkVisibilityForMarkdown.js):
 * the Markdown view keeps a `<Visibility>` element's children, without the element, when its `for`
 * names an audience agents belong to (`agents`, `signed-out`), and drops the element with everything
 * in it otherwise (`humans`, `signed-in`, a group list, an unknown or missing audience, a value only
 * known at run time). The web page does the reverse for `agents` (remarkValidateVisibility.js).
 * We read `for` as written: a quoted string, or an expression that is one string literal; anything
 * else counts as a value known only at run time, so hidden from agents as the build does.
 * Not mirrored: the build also strips `export`/`import` statements used only inside `humans`
 * blocks; they are kept here (they hold no prose, so the agent view's emptiness does not change).
 */
import type { Node, Parent } from 'mdast';
import type { ParsedPage } from '../../../mdx/src';

/** The audiences of `<Visibility for>` whose content the Markdown view keeps. */
const FOR_AGENTS = new Set(['agents', 'signed-out']);

interface Cut {
  start: number;
  end: number;
}

interface JsxNode extends Parent {
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/**
 * The page body (after the frontmatter) with Visibility applied, blank-line runs collapsed and
 * trimmed. A page without a strict parse (a syntax error or a page too large to parse) keeps its
 * body as written: the build fails on the first, and the second cannot be read in time.
 */
export function agentBody(page: ParsedPage): string {
  const text = page.text;
  if (!page.mdast) return tidy(text.slice(page.bodyStart));
  const cuts: Cut[] = [];
  collectCuts(page.mdast, cuts);
  cuts.sort((a, b) => a.start - b.start);
  let out = '';
  let at = page.bodyStart;
  for (const cut of cuts) {
    if (cut.start < at) continue;
    out += text.slice(at, cut.start);
    at = cut.end;
  }
  return tidy(out + text.slice(at));
}

/** Whether the page's agent view holds no prose: only whitespace and `import`/`export` statements. */
export function agentBodyIsEmpty(page: ParsedPage): boolean {
  if (!page.mdast) return text(page).trim() === '';
  const cuts: Cut[] = [];
  collectCuts(page.mdast, cuts);
  for (const child of page.mdast.children) {
    if (child.type === 'mdxjsEsm' && child.position) cuts.push({ start: child.position.start.offset!, end: child.position.end.offset! });
  }
  cuts.sort((a, b) => a.start - b.start);
  let at = page.bodyStart;
  for (const cut of cuts) {
    if (cut.start >= at && page.text.slice(at, cut.start).trim() !== '') return false;
    at = Math.max(at, cut.end);
  }
  return page.text.slice(at).trim() === '';
}

function text(page: ParsedPage): string {
  return page.text.slice(page.bodyStart);
}

function collectCuts(node: Node, cuts: Cut[]): void {
  const children = (node as Parent).children;
  if (!children) return;
  for (const child of children) {
    const jsx = child as JsxNode;
    const isVisibility = (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && jsx.name === 'Visibility';
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (!isVisibility || start === undefined || end === undefined) {
      collectCuts(child, cuts);
      continue;
    }
    if (!FOR_AGENTS.has(audienceOf(jsx) ?? '')) {
      cuts.push({ start, end });
      continue;
    }
    const inner = jsx.children;
    const first = inner[0]?.position?.start.offset;
    const last = inner[inner.length - 1]?.position?.end.offset;
    if (first === undefined || last === undefined) {
      cuts.push({ start, end });
      continue;
    }
    cuts.push({ start, end: first }, { start: last, end });
    collectCuts(child, cuts);
  }
}

/** The audience `for` names: the last `for` attribute wins, as in JSX. */
function audienceOf(node: JsxNode): string | undefined {
  let audience: string | undefined;
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') {
      audience = undefined; // a spread may set `for`: known only at run time
      continue;
    }
    if (attribute.name !== 'for') continue;
    const value = attribute.value;
    if (typeof value === 'string') audience = value;
    else if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'string') {
      const literal = /^\s*(["'])([^"'\\]*)\1\s*$/.exec(value.value);
      audience = literal ? literal[2] : undefined;
    } else audience = undefined;
  }
  return audience;
}

/** Runs of blank lines (left where blocks were cut) become one blank line; the ends are trimmed. */
function tidy(body: string): string {
  return body.replace(/\r\n?/g, '\n').replace(/^[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
}
