/**
 * The page renderer: MDX text → sanitized HTML, with no VS Code dependency. Components come from
 * THE catalog (getComponent); a component the catalog does not know, a page-defined or imported
 * component, and every `{expression}` become visible placeholders. Nothing from the page is ever
 * evaluated. Every block carries `data-line` (0-based source line) for scroll sync.
 */
import { toHast, type State } from 'mdast-util-to-hast';
import { find, html as htmlSchema } from 'property-information';
import type { Element, ElementContent, Properties, Root as HastRoot, RootContent } from 'hast';
import type { Code, Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot, RootContent as MdastContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { pageSkip, parsePage } from '../page/parse';
import { describeCrossing } from '../page/nestingScan';
import { readFrontmatter } from '../page/frontmatter';
import type { PageSkip, ParsedPage } from '../page/types';
import { Slugger } from '../page/slug';
import { getComponent, PARAM_LOCATIONS } from '../catalog/components';
import type { DocsWorkspace } from '../workspace';
import { Attrs, bool, display, list, num, readAttributes, str } from './attributes';
import { resolveAsset } from '../references/resolve';
import { el, text, textOf } from './hast';
import { highlight } from './highlight';
import { mermaidBlock } from './mermaidBlock';
import { glyph, isImageIcon, libraryIcon } from './icons';
import type { IconContext } from './iconSources';
import { RenderCache } from './renderCache';
import { IFRAME_SANDBOX, sanitizeTree } from './sanitize';
import { sanitizeToHtml, toSafeHtml } from './safeHtml';
import { lineOf } from '../text/positions';
import { isComponentColor } from '../hexColor';

export interface RenderOptions {
  /** Absolute forward-slash path of the page file. */
  pagePath: string;
  docsRoot: string;
  workspace: DocsWorkspace;
  /** Maps an absolute local file path (inside the docs root, existing) to a URL the webview loads. */
  assetUrl(path: string): string;
  /** The site's icon library and where its drawings come from; without it named icons are badges. */
  icons?: IconContext;
  /** The chunks parsed and rendered before (see renderCache.ts); without it nothing is reused. */
  cache?: RenderCache;
}

export interface RenderError {
  message: string;
  /** 1-based line of the problem. */
  line: number;
}

export type RenderResult =
  | { ok: true; html: string; title: string; description?: string }
  | { ok: false; error: RenderError; title: string; html: string };

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

const CALLOUTS: Record<string, string> = { Note: 'note', Tip: 'tip', Warning: 'warning', Info: 'info', Check: 'check', Danger: 'danger' };
const CODE_CONTAINERS = new Set(['CodeGroup', 'RequestExample', 'ResponseExample']);
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'ul', 'ol', 'li', 'table', 'tr', 'blockquote', 'div', 'details', 'figure', 'hr', 'section', 'iframe', 'video']);
const MEDIA_SRC: Record<string, string[]> = { img: ['src'], video: ['src', 'poster'], source: ['src'], iframe: ['src'] };

export function renderPage(textOfPage: string, options: RenderOptions): RenderResult {
  // A page too large or odd to parse in time gets a notice instead of a frozen preview.
  const skip = pageSkip(textOfPage);
  if (skip) return skippedNotice(textOfPage, skip);
  return renderChunked(textOfPage, options) ?? renderParsed(parsePage(textOfPage), options);
}

function skippedNotice(pageText: string, skip: PageSkip): RenderResult {
  const size = `${Math.round(pageText.length / 1024)} KB`;
  const why =
    skip.reason === 'binary'
      ? 'This file contains binary data and cannot be previewed.'
      : skip.reason === 'too-large'
        ? `This page is too large to preview (${size}).`
        : skip.reason === 'too-deep' && skip.nesting
          ? `This page nests too deeply to render in time: ${describeCrossing(skip.nesting)} (line ${lineOf(pageText, skip.offset ?? 0) + 1}).`
          : 'This page holds thousands of tags, link brackets or backticks, too many to render in time.';
  const notice = el('div', { className: ['ds-notice'] }, [el('p', {}, [text(why)])]);
  return { ok: true, html: sanitizeToHtml({ type: 'root', children: [notice] }), title: '' };
}

export function renderParsed(page: ParsedPage, options: RenderOptions): RenderResult {
  const title = typeof page.frontmatter.data.title === 'string' ? page.frontmatter.data.title : '';
  if (!page.mdast || page.syntaxError) {
    const problem = page.syntaxError;
    const offset = problem?.span.start ?? 0;
    const line = lineOf(page.text, offset) + 1;
    const message = problem?.message ?? 'The page could not be read.';
    // The host keeps the last good render; this HTML is only for a page that never parsed.
    const fallback = el('div', { className: ['ds-source'] }, [el('pre', {}, [el('code', {}, [text(page.text)])])]);
    return { ok: false, error: { message, line }, title, html: sanitizeToHtml({ type: 'root', children: [fallback] }) };
  }
  const renderer = new PageRenderer(page, options, { lineOffset: 0, keyPrefix: 'w', customNames: customNamesOf([page]) });
  const html = renderer.render(page.mdast, headerOf(page.frontmatter.data));
  const description = typeof page.frontmatter.data.description === 'string' ? page.frontmatter.data.description : undefined;
  return { ok: true, html, title, description };
}

// ---- incremental rendering -------------------------------------------------------------------------
//
// A long page is cut at top-level headings (outside code fences) into chunks that are parsed and
// rendered separately and cached by their text (in the caller's RenderCache), so a keystroke
// re-parses only the chunk it touched.
// Whenever a chunk does not parse on its own (a heading inside a component, say), or the page uses
// cross-chunk references (footnotes, link definitions), the whole page is parsed as one.

/** Pages shorter than this parse whole: it is fast enough and keeps one code path for most pages. */
export const CHUNK_THRESHOLD = 3000;

interface Chunk {
  text: string;
  /** 0-based document line of the chunk's first line. */
  line: number;
}

/** Splits a page body at top-level headings; undefined when the page must parse whole. */
export function splitChunks(textOfPage: string, bodyStart: number): Chunk[] | undefined {
  if (textOfPage.length < CHUNK_THRESHOLD) return undefined;
  const body = textOfPage.slice(bodyStart);
  if (/^[ \t]{0,3}\[[^\]\n]+\]:/m.test(body) || body.includes('[^')) return undefined;
  const lines = body.split('\n');
  const firstLine = lineOf(textOfPage, bodyStart);
  const chunks: Chunk[] = [];
  let fence: string | undefined;
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (!fence && i > start && /^#{1,6}\s/.test(line) && lines[i - 1].trim() === '') {
      chunks.push({ text: lines.slice(start, i).join('\n'), line: firstLine + start });
      start = i;
    }
  }
  chunks.push({ text: lines.slice(start).join('\n'), line: firstLine + start });
  return chunks.length > 1 ? chunks : undefined;
}

function renderChunked(textOfPage: string, options: RenderOptions): RenderResult | undefined {
  const { frontmatter, bodyStart } = readFrontmatter(textOfPage);
  const chunks = splitChunks(textOfPage, bodyStart);
  if (!chunks) return undefined;
  const cache = options.cache ?? new RenderCache();
  const parsed: ParsedPage[] = [];
  for (const chunk of chunks) {
    // A leading newline keeps a chunk that starts with `---` from reading as frontmatter.
    const source = '\n' + chunk.text;
    const page = cache.parse(source, parsePage);
    if (!page.mdast || page.syntaxError) return undefined;
    parsed.push(page);
  }
  const customNames = customNamesOf(parsed);
  const names = [...customNames].sort().join(',');
  const parts: string[] = [sanitizeToHtml({ type: 'root', children: [headerOf(frontmatter.data)] })];
  parsed.forEach((page, i) => {
    const lineOffset = chunks[i].line - 1;
    const key = `${options.pagePath}\0${options.docsRoot}\0${options.icons?.library ?? ''}\0${lineOffset}\0${i}\0${names}\0${page.text}`;
    parts.push(cache.html(key, () => new PageRenderer(page, options, { lineOffset, keyPrefix: `c${i}w`, customNames }).render(page.mdast!)));
  });
  const data = frontmatter.data;
  return {
    ok: true,
    html: parts.join('\n'),
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : undefined,
  };
}

function customNamesOf(pages: readonly ParsedPage[]): Set<string> {
  return new Set(pages.flatMap((p) => [...p.exportedNames, ...p.imports.flatMap((i) => i.names)]));
}

function headerOf(data: Record<string, unknown>): Element {
  const children: ElementContent[] = [];
  const endpoint = typeof data.api === 'string' ? data.api : typeof data.openapi === 'string' ? data.openapi : undefined;
  if (typeof data.title === 'string') children.push(el('h1', { className: ['ds-title'] }, [text(data.title)]));
  else children.push(el('h1', { className: ['ds-title', 'ds-untitled'] }, [text('Untitled page')]));
  if (typeof data.description === 'string') children.push(el('p', { className: ['ds-description'] }, [text(data.description)]));
  if (endpoint) {
    const m = /^\s*(\S+)\s+(.*)$/.exec(endpoint);
    const method = (m?.[1] ?? endpoint).toUpperCase();
    children.push(
      el('div', { className: ['ds-endpoint'] }, [
        el('span', { className: ['ds-method', 'ds-method-' + method.toLowerCase().replace(/[^a-z]/g, '')] }, [text(method)]),
        el('code', { className: ['ds-endpoint-path'] }, [text(m?.[2] ?? '')]),
      ]),
    );
  }
  if (data.deprecated === true) children.push(el('span', { className: ['ds-badge', 'ds-badge-deprecated'] }, [text('Deprecated')]));
  return el('header', { className: ['ds-page-header'], dataLine: '0' }, children);
}

interface RendererSettings {
  /** Added to source lines (a chunk's place in the page). */
  lineOffset: number;
  /** Prefix of widget keys, unique per chunk. */
  keyPrefix: string;
  /** Components the page defines or imports. */
  customNames: Set<string>;
}

class PageRenderer {
  private readonly customNames: Set<string>;
  private readonly slugger = new Slugger();
  private keyCounter = 0;

  constructor(
    private readonly page: ParsedPage,
    private readonly options: RenderOptions,
    private readonly settings: RendererSettings,
  ) {
    this.customNames = settings.customNames;
  }

  render(tree: MdastRoot, header?: Element): string {
    const hast = toHast(tree, {
      clobberPrefix: '',
      allowDangerousHtml: false,
      handlers: {
        mdxJsxFlowElement: (state, node: MdxJsxFlowElement) => this.jsx(state, node, true),
        mdxJsxTextElement: (state, node: MdxJsxTextElement) => this.jsx(state, node, false),
        mdxFlowExpression: (state, node: MdxFlowExpression) => this.expression(state, node, true),
        mdxTextExpression: (state, node: MdxTextExpression) => this.expression(state, node, false),
        mdxjsEsm: () => undefined,
        code: (state, node: Code) => this.code(state, node),
        // Raw HTML never appears in MDX trees, but a stray node is dropped rather than trusted.
        html: () => undefined,
      },
    }) as HastRoot;
    const root: HastRoot = { type: 'root', children: [...(header ? [header] : []), ...(hast.children as ElementContent[])] };
    this.prepare(root);
    const clean = sanitizeTree(root);
    this.finish(clean);
    return toSafeHtml(clean);
  }

  // ---- code --------------------------------------------------------------------------------------

  private code(state: State, node: Code): Element {
    const result = node.lang === 'mermaid' ? mermaidBlock(node.value) : this.codeBlock(node, node.meta ?? undefined);
    state.patch(node, result);
    return result;
  }

  private codeBlock(node: Code, label: string | undefined): Element {
    const lang = node.lang ?? undefined;
    const head: ElementContent[] = [];
    if (label) head.push(el('span', { className: ['ds-code-label'] }, [text(label)]));
    if (lang) head.push(el('span', { className: ['ds-code-lang'] }, [text(lang === 'mermaid' ? 'Mermaid diagram (source)' : lang)]));
    const codeClass = ['hljs'];
    if (lang) codeClass.push('language-' + lang.replace(/[^\w-]/g, ''));
    const codeEl = el('code', { className: codeClass }, highlight(lang, node.value));
    return el('div', { className: ['ds-code'] }, [
      head.length ? el('div', { className: ['ds-code-head'] }, head) : undefined,
      el('pre', {}, [codeEl]),
    ]);
  }

  // ---- expressions -------------------------------------------------------------------------------

  private expression(state: State, node: MdxFlowExpression | MdxTextExpression, block: boolean): ElementContent | undefined {
    const source = node.value.trim();
    if (source === '' || /^\/\*[\s\S]*\*\/$/.test(source)) return undefined; // an MDX comment
    const shown = source.length > 80 ? source.slice(0, 77) + '…' : source;
    const chip = el('code', { className: ['ds-expr'], title: 'MDX expression: not evaluated in the preview' }, [text('{' + shown + '}')]);
    const result = block ? el('div', { className: ['ds-expr-block'] }, [chip]) : chip;
    state.patch(node, result);
    return result;
  }

  // ---- JSX elements ------------------------------------------------------------------------------

  private jsx(state: State, node: JsxNode, block: boolean): ElementContent | ElementContent[] | undefined {
    const name = node.name;
    if (name === null) return state.all(node as unknown as MdastParents); // a fragment
    const attrs = readAttributes(node.attributes);
    let result: ElementContent | ElementContent[] | undefined;
    if (/^[a-z]/.test(name) && !name.includes('.')) result = this.htmlElement(state, node, attrs);
    else result = this.component(state, node, name, attrs, block);
    if (result && !Array.isArray(result)) state.patch(node, result);
    return result;
  }

  private children(state: State, node: JsxNode): ElementContent[] {
    return state.all(node as unknown as MdastParents);
  }

  private htmlElement(state: State, node: JsxNode, attrs: Attrs): Element {
    const properties: Properties = {};
    for (const [name, a] of attrs) {
      if (a.kind === 'opaque' || a.value === undefined || a.value === null || Array.isArray(a.value)) continue;
      const info = find(htmlSchema, name === 'class' ? 'className' : name);
      properties[info.property] = info.property === 'className' && typeof a.value === 'string' ? a.value.split(/\s+/).filter(Boolean) : a.value;
    }
    return el(node.name!.toLowerCase(), properties, this.children(state, node));
  }

  private component(state: State, node: JsxNode, name: string, attrs: Attrs, block: boolean): ElementContent | ElementContent[] | undefined {
    const spec = getComponent(name);
    if (!spec) return this.placeholder(state, node, name, block, this.customNames.has(name) ? 'custom' : 'unknown');
    if (CALLOUTS[name]) return this.callout(state, node, CALLOUTS[name], name, undefined, attrs);
    if (CODE_CONTAINERS.has(name)) return this.codeGroup(state, node, name, attrs);
    switch (name) {
      case 'Steps': return this.steps(state, node, attrs);
      case 'Step': return this.steps(state, { ...node, children: [node] } as JsxNode, attrs);
      case 'Tabs': return this.tabs(state, node);
      case 'Tab': return this.tabs(state, { ...node, children: [node] } as JsxNode);
      case 'AccordionGroup': return el('div', { className: ['ds-accordion-group'] }, this.children(state, node));
      case 'Accordion': return this.accordion(state, node, attrs);
      case 'CardGroup': return this.grid(state, node, num(attrs, 'cols') ?? 2, 'ds-cardgroup');
      case 'Columns': return this.grid(state, node, num(attrs, 'cols') ?? 2, 'ds-columns');
      case 'Column': return el('div', { className: ['ds-column'] }, this.children(state, node));
      case 'Card': return this.card(state, node, attrs);
      case 'ParamField': return this.field(state, node, attrs, 'param');
      case 'ResponseField': return this.field(state, node, attrs, 'response');
      case 'Expandable': return this.expandable(state, node, attrs);
      case 'Frame': return this.frame(state, node, attrs);
      case 'Tooltip': return this.tooltip(state, node, attrs);
      case 'Update': return this.update(state, node, attrs);
      case 'Callout': return this.callout(state, node, 'callout', str(attrs, 'title') ?? 'Callout', attrs);
      case 'Icon': return this.icon(str(attrs, 'icon') ?? str(attrs, 'src') ?? '', str(attrs, 'iconType'), str(attrs, 'color'));
      case 'Badge': return el('span', { className: ['ds-badge', 'ds-badge-vendor'] }, this.children(state, node));
      case 'Latex': return el(block ? 'div' : 'span', { className: ['ds-latex'], title: 'LaTeX (shown as source)' }, [el('code', {}, [text(textOf(this.children(state, node)))])]);
      case 'Mermaid': return this.vendorBox(state, node, 'Mermaid diagram', block);
      default: return this.vendorBox(state, node, name, block);
    }
  }

  private placeholder(state: State, node: JsxNode, name: string, block: boolean, kind: 'custom' | 'unknown'): Element {
    const label = kind === 'custom' ? `<${name}> custom component: not rendered in the preview` : `<${name}> unknown component`;
    const children = this.children(state, node);
    const tag = block ? 'div' : 'span';
    return el(tag, { className: ['ds-placeholder', 'ds-placeholder-' + kind], title: label }, [
      el('span', { className: ['ds-placeholder-label'] }, [text(label)]),
      children.length ? el(tag, { className: ['ds-placeholder-body'] }, children) : undefined,
    ]);
  }

  private vendorBox(state: State, node: JsxNode, label: string, block: boolean): Element {
    const tag = block ? 'div' : 'span';
    return el(tag, { className: ['ds-vendor'] }, [
      el('span', { className: ['ds-vendor-label'] }, [text(label)]),
      el(tag, { className: ['ds-vendor-body'] }, this.children(state, node)),
    ]);
  }

  private callout(state: State, node: JsxNode, kind: string, label: string, attrs?: Attrs, iconAttrs = attrs): Element {
    const color = attrs ? str(attrs, 'color') : undefined;
    const props: Properties = { className: ['ds-callout', 'ds-callout-' + kind], role: 'note', ariaLabel: label };
    if (isComponentColor(color)) props.dataDsColor = color;
    // A callout's own `icon` (Callout, and typed callouts on real pages) takes the preset's place.
    const icon = iconAttrs ? str(iconAttrs, 'icon') : undefined;
    return el('div', props, [
      el('span', { className: ['ds-callout-icon'] }, [icon ? this.icon(icon, str(iconAttrs!, 'iconType')) : glyph(kind)]),
      el('div', { className: ['ds-callout-body'] }, this.children(state, node)),
    ]);
  }

  private icon(icon: string, style?: string, color?: string): Element {
    if (!icon) return el('span', { className: ['ds-icon'] }, [text('•')]);
    if (isImageIcon(icon)) return el('img', { className: ['ds-icon-img'], src: icon, alt: '' });
    return libraryIcon(icon, this.options.icons, { style, color });
  }

  /** Tabs, CodeGroup, RequestExample and ResponseExample share one tab widget. */
  private tabWidget(kind: string, labels: string[], panels: ElementContent[][], dropdown = false, icons: (Element | undefined)[] = []): Element {
    const key = this.nextKey();
    const switcher = dropdown
      ? el('div', { className: ['ds-tablist', 'ds-tablist-dropdown'] }, [
          el('select', { className: ['ds-tabselect'], dataDsSelect: key, ariaLabel: 'Choose an example' },
            labels.map((l, i) => el('option', { value: String(i), selected: i === 0 }, [text(l)]))),
        ])
      : el('div', { className: ['ds-tablist'], role: 'tablist' },
          labels.map((l, i) => el('button', { type: 'button', role: 'tab', className: i === 0 ? ['ds-tab', 'is-active'] : ['ds-tab'], dataDsTab: String(i), ariaSelected: i === 0 ? 'true' : 'false' }, [icons[i], text(l)])));
    return el('div', { className: ['ds-tabs', 'ds-tabs-' + kind], dataDsTabs: key }, [
      switcher,
      ...panels.map((p, i) => el('div', { className: ['ds-tabpanel'], role: 'tabpanel', dataDsPanel: String(i), hidden: i !== 0 }, p)),
    ]);
  }

  private nextKey(): string {
    return this.settings.keyPrefix + this.keyCounter++;
  }

  private codeGroup(state: State, node: JsxNode, name: string, attrs: Attrs): Element {
    const labels: string[] = [];
    const panels: ElementContent[][] = [];
    const extra: ElementContent[] = [];
    for (const child of node.children as MdastContent[]) {
      if (child.type === 'code') {
        const label = (child.meta ?? '').trim() || child.lang || `Example ${labels.length + 1}`;
        labels.push(label);
        const block = this.codeBlock(child, undefined);
        state.patch(child, block);
        panels.push([block]);
      } else extra.push(...state.all({ type: 'root', children: [child] } as MdastRoot));
    }
    const kind = name === 'CodeGroup' ? 'code' : name === 'RequestExample' ? 'request' : 'response';
    const widget = labels.length ? this.tabWidget(kind, labels, panels, bool(attrs, 'dropdown')) : el('div', { className: ['ds-empty'] }, [text(`${name} without code blocks`)]);
    if (name === 'CodeGroup' && extra.length === 0) return widget;
    const title = name === 'RequestExample' ? 'Request' : name === 'ResponseExample' ? 'Response' : undefined;
    return el('div', { className: ['ds-example', 'ds-example-' + kind] }, [
      title ? el('div', { className: ['ds-example-title'] }, [text(title)]) : undefined,
      widget,
      ...extra,
    ]);
  }

  private steps(state: State, node: JsxNode, attrs: Attrs): Element {
    const size = str(attrs, 'titleSize');
    const items: ElementContent[] = [];
    let n = 0;
    for (const child of node.children as MdastContent[]) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Step') {
        n++;
        const a = readAttributes(child.attributes);
        const number = num(a, 'stepNumber') ?? n;
        const titleTag = ['h2', 'h3'].includes(str(a, 'titleSize') ?? size ?? '') ? (str(a, 'titleSize') ?? size)! : 'p';
        const icon = str(a, 'icon');
        const li = el('li', { className: ['ds-step'] }, [
          el('div', { className: ['ds-step-marker'] }, [el('span', { className: ['ds-step-number'] }, [text(String(number))])]),
          el('div', { className: ['ds-step-body'] }, [
            el(titleTag, { className: ['ds-step-title'] }, [icon ? this.icon(icon, str(a, 'iconType')) : undefined, text(str(a, 'title') ?? '')]),
            ...this.children(state, child),
          ]),
        ]);
        state.patch(child, li);
        items.push(li);
      } else if (child.type !== 'paragraph' || textOf(state.all({ type: 'root', children: [child] } as MdastRoot)).trim()) {
        items.push(...state.all({ type: 'root', children: [child] } as MdastRoot));
      }
    }
    return el('ol', { className: ['ds-steps'] }, items);
  }

  private tabs(state: State, node: JsxNode): Element {
    const labels: string[] = [];
    const icons: (Element | undefined)[] = [];
    const panels: ElementContent[][] = [];
    for (const child of node.children as MdastContent[]) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Tab') {
        const a = readAttributes(child.attributes);
        const icon = str(a, 'icon');
        icons[labels.length] = icon ? this.icon(icon, str(a, 'iconType')) : undefined;
        labels.push(str(a, 'title') ?? `Tab ${labels.length + 1}`);
        panels.push(this.children(state, child));
      } else if (panels.length) panels[panels.length - 1].push(...state.all({ type: 'root', children: [child] } as MdastRoot));
    }
    if (!labels.length) return el('div', { className: ['ds-empty'] }, [text('Tabs without Tab elements')]);
    return this.tabWidget('content', labels, panels, false, icons);
  }

  private accordion(state: State, node: JsxNode, attrs: Attrs): Element {
    const icon = str(attrs, 'icon');
    const description = str(attrs, 'description');
    return el('details', { className: ['ds-accordion'], open: bool(attrs, 'defaultOpen'), dataDsKey: this.nextKey() }, [
      el('summary', { className: ['ds-accordion-summary'] }, [
        el('span', { className: ['ds-chevron'], ariaHidden: 'true' }),
        icon ? this.icon(icon, str(attrs, 'iconType')) : undefined,
        el('span', { className: ['ds-accordion-heading'] }, [
          el('span', { className: ['ds-accordion-title'] }, [text(str(attrs, 'title') ?? '')]),
          description ? el('span', { className: ['ds-accordion-description'] }, [text(description)]) : undefined,
        ]),
      ]),
      el('div', { className: ['ds-accordion-body'] }, this.children(state, node)),
    ]);
  }

  private grid(state: State, node: JsxNode, cols: number, cls: string): Element {
    const n = Math.max(1, Math.min(4, Math.round(cols)));
    return el('div', { className: [cls, 'ds-cols-' + n], dataDsCols: String(n) }, this.children(state, node));
  }

  private card(state: State, node: JsxNode, attrs: Attrs): Element {
    const href = str(attrs, 'href');
    const icon = str(attrs, 'icon');
    const img = str(attrs, 'img');
    const cta = str(attrs, 'cta');
    const arrow = bool(attrs, 'arrow');
    const horizontal = bool(attrs, 'horizontal');
    const title = str(attrs, 'title');
    const body = el('div', { className: ['ds-card-content'] }, [
      icon ? el('span', { className: ['ds-card-icon'] }, [this.icon(icon, str(attrs, 'iconType'), str(attrs, 'color'))]) : undefined,
      el('div', { className: ['ds-card-text'] }, [
        title ? el('div', { className: ['ds-card-title'] }, [text(title), arrow && !cta ? el('span', { className: ['ds-arrow'] }, [text(' →')]) : undefined]) : undefined,
        el('div', { className: ['ds-card-body'] }, this.children(state, node)),
        cta ? el('div', { className: ['ds-card-cta'] }, [text(cta + (arrow || href ? ' →' : ''))]) : undefined,
      ]),
    ]);
    const children = [img ? el('img', { className: ['ds-card-img'], src: img, alt: '' }) : undefined, body];
    const className = ['ds-card', horizontal ? 'ds-card-horizontal' : '', href ? 'ds-card-link' : ''].filter(Boolean);
    return href ? el('a', { className, href }, children) : el('div', { className }, children);
  }

  private field(state: State, node: JsxNode, attrs: Attrs, kind: 'param' | 'response'): Element {
    const badges: ElementContent[] = [];
    let name: string | undefined;
    if (kind === 'param') {
      const location = PARAM_LOCATIONS.find((l) => attrs.has(l));
      name = location ? str(attrs, location) : undefined;
      if (location) badges.push(el('span', { className: ['ds-badge', 'ds-badge-location'] }, [text(location)]));
    } else {
      name = str(attrs, 'name');
      for (const pre of list(attrs, 'pre')) badges.push(el('span', { className: ['ds-badge', 'ds-badge-pre'] }, [text(pre)]));
    }
    const type = str(attrs, 'type');
    if (type) badges.push(el('span', { className: ['ds-badge', 'ds-badge-type'] }, [text(type)]));
    if (kind === 'response') for (const post of list(attrs, 'post')) badges.push(el('span', { className: ['ds-badge', 'ds-badge-post'] }, [text(post)]));
    if (bool(attrs, 'required')) badges.push(el('span', { className: ['ds-badge', 'ds-badge-required'] }, [text('required')]));
    const def = display(attrs, 'default');
    if (def !== undefined) badges.push(el('span', { className: ['ds-badge', 'ds-badge-default'] }, [text('default: ' + def)]));
    if (bool(attrs, 'deprecated')) badges.push(el('span', { className: ['ds-badge', 'ds-badge-deprecated'] }, [text('deprecated')]));
    const body = this.children(state, node);
    return el('div', { className: ['ds-field', 'ds-field-' + kind, bool(attrs, 'deprecated') ? 'is-deprecated' : ''].filter(Boolean) }, [
      el('div', { className: ['ds-field-head'] }, [el('code', { className: ['ds-field-name'] }, [text(name ?? '(unnamed)')]), ...badges]),
      body.length ? el('div', { className: ['ds-field-body'] }, body) : undefined,
    ]);
  }

  private expandable(state: State, node: JsxNode, attrs: Attrs): Element {
    const title = str(attrs, 'title') ?? 'properties';
    return el('details', { className: ['ds-expandable'], open: bool(attrs, 'defaultOpen'), dataDsKey: this.nextKey() }, [
      el('summary', { className: ['ds-expandable-summary'] }, [el('span', { className: ['ds-chevron'], ariaHidden: 'true' }), text(title)]),
      el('div', { className: ['ds-expandable-body'] }, this.children(state, node)),
    ]);
  }

  private frame(state: State, node: JsxNode, attrs: Attrs): Element {
    const caption = str(attrs, 'caption');
    return el('figure', { className: ['ds-frame'] }, [
      el('div', { className: ['ds-frame-inner'] }, this.children(state, node)),
      caption ? el('figcaption', { className: ['ds-frame-caption'] }, [text(caption)]) : undefined,
    ]);
  }

  private tooltip(state: State, node: JsxNode, attrs: Attrs): Element {
    const tip = str(attrs, 'tip') ?? '';
    const cta = str(attrs, 'cta');
    const href = str(attrs, 'href');
    return el('span', { className: ['ds-tooltip'], tabIndex: 0 }, [
      el('span', { className: ['ds-tooltip-term'] }, this.children(state, node)),
      el('span', { className: ['ds-tooltip-tip'], role: 'tooltip' }, [
        text(tip),
        cta && href ? el('a', { className: ['ds-tooltip-cta'], href }, [text(cta)]) : undefined,
      ]),
    ]);
  }

  private update(state: State, node: JsxNode, attrs: Attrs): Element {
    const description = str(attrs, 'description');
    const label = str(attrs, 'label') ?? '';
    const tags = list(attrs, 'tags');
    return el('section', { className: ['ds-update'], id: label ? this.slugger.slug(label) : undefined }, [
      el('div', { className: ['ds-update-meta'] }, [
        el('span', { className: ['ds-update-label'] }, [text(label)]),
        tags.length ? el('div', { className: ['ds-update-tags'] }, tags.map((t) => el('span', { className: ['ds-badge', 'ds-badge-tag'] }, [text(t)]))) : undefined,
      ]),
      el('div', { className: ['ds-update-body'] }, [
        description ? el('div', { className: ['ds-update-description'] }, [text(description)]) : undefined,
        ...this.children(state, node),
      ]),
    ]);
  }

  // ---- tree passes -------------------------------------------------------------------------------

  /** Before sanitizing: source lines, heading anchors, local media resolved (or replaced). */
  private prepare(root: HastRoot): void {
    const visit = (parent: HastRoot | Element): void => {
      const kids = parent.children as RootContent[];
      for (let i = 0; i < kids.length; i++) {
        const node = kids[i];
        if (node.type !== 'element') continue;
        const line = node.position?.start.line;
        if (line !== undefined && BLOCK_TAGS.has(node.tagName) && node.properties.dataLine === undefined) node.properties.dataLine = String(line - 1 + this.settings.lineOffset);
        if (/^h[1-6]$/.test(node.tagName) && node.properties.id === undefined && !(node.properties.className as string[] | undefined)?.includes('ds-title')) {
          const slug = this.slugger.slug(textOf(node));
          if (slug) node.properties.id = slug;
        }
        const attrs = MEDIA_SRC[node.tagName];
        if (attrs) {
          const replacement = this.resolveMedia(node, attrs);
          if (replacement) {
            kids[i] = replacement;
            continue;
          }
        }
        visit(node);
      }
    };
    visit(root);
  }

  /** Resolves `src`-like attributes; returns a placeholder when the element must not load. */
  private resolveMedia(node: Element, attrs: string[]): Element | undefined {
    for (const attr of attrs) {
      const value = node.properties[attr];
      if (value === undefined || value === null) continue;
      const ref = String(value);
      const target = resolveAsset(ref, this.options.pagePath, this.options.docsRoot, this.options.workspace);
      if (target.kind === 'local') node.properties[attr] = this.options.assetUrl(target.path);
      else if (target.kind === 'external') node.properties[attr] = target.url;
      else if (attr === 'poster') delete node.properties[attr];
      else {
        const reason = target.kind === 'missing' ? 'not found' : target.reason;
        return el('span', { className: ['ds-missing'], title: ref }, [text(`${node.tagName === 'img' ? 'Image' : 'Media'} ${reason}: ${ref}`)]);
      }
    }
    if (node.tagName === 'iframe' && !node.properties.src) return el('span', { className: ['ds-missing'] }, [text('Embedded frame without an https source')]);
    return undefined;
  }

  /** After sanitizing: things the page may not set but the preview adds. */
  private finish(root: HastRoot): void {
    const visit = (parent: HastRoot | Element): void => {
      const kids = parent.children as RootContent[];
      for (let i = 0; i < kids.length; i++) {
        const node = kids[i];
        if (node.type !== 'element') continue;
        const media = MEDIA_SRC[node.tagName];
        if (media && node.tagName !== 'video' && !(typeof node.properties.src === 'string' && /^https:\/\//i.test(node.properties.src))) {
          kids[i] = el('span', { className: ['ds-missing'] }, [text(`${node.tagName === 'img' ? 'Image' : 'Embed'} blocked: only https and workspace files load`)]);
          continue;
        }
        if (node.tagName === 'video' && node.properties.src !== undefined && !/^https:\/\//i.test(String(node.properties.src))) delete node.properties.src;
        if (node.tagName === 'iframe') {
          node.properties.sandbox = [...IFRAME_SANDBOX];
          node.properties.referrerPolicy = 'no-referrer';
          node.properties.loading = 'lazy';
        }
        if (node.tagName === 'img') node.properties.loading = 'lazy';
        if (node.tagName === 'a' && typeof node.properties.href === 'string') node.properties.rel = ['noopener', 'noreferrer'];
        visit(node);
      }
    };
    visit(root);
  }
}

export type { MdastNodes };
