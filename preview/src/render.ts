/**
 * The page renderer: MDX text → sanitized HTML, with no VS Code dependency. Each component is drawn
 * by the renderer of its catalog entry's kind (components/); the site's own components and imported
 * snippets are drawn by reading their JSX and Markdown (jsx/siteRender.ts), never by running them;
 * what is outside that reading, a component nobody defines, and an `{expression}` it cannot read
 * become visible placeholders that say why. Every block carries `data-line` (0-based source line)
 * for scroll sync.
 */
import { toHast, type State } from 'mdast-util-to-hast';
import { find, html as htmlSchema } from 'property-information';
import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast';
import type { Code, Parents as MdastParents, Root as MdastRoot } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { type Highlighter } from '../../service/src';
import { buildDefaultTitle, type DocsWorkspace } from '../../site/src';
import { getComponent } from '../../catalog/src';
import { pageSkip, parsePage, describeCrossing, describeConstructCrossing, readFrontmatter, type PageSkip, type ParsedPage, assignPageIds } from '../../mdx/src';
import { lineOf } from '../../common/src';
import { splitChunks } from './pageChunks';
import { Attrs, readAttributes, str } from './attributes';
import { el, text } from './hast';
import { codeBlock } from './codeBlock';
import { COMPONENT_RENDERERS, type JsxNode } from './components';
import { mermaidBlock } from './mermaidBlock';
import { isImageIcon, libraryIcon } from './icons';
import type { IconContext } from './iconSources';
import { RenderCache } from './renderCache';
import { sanitizeTree } from './sanitize';
import { finishTree, prepareTree } from './treePasses';
import { sanitizeToHtml, toSafeHtml } from './safeHtml';
import { noticeHtml } from './notice';
import { SiteRender, type PageDrawer } from './jsx/siteRender';
import { esmPrograms, MissingImport, parseScript } from './jsx/siteModules';
import { NotRendered, type ValueObject } from './jsx/values';
import { attributesOf, legacySnippetPath, notRenderedBox, type RenderStats } from './siteElements';
import { siteFingerprint } from './jsx/siteFingerprint';
import { pageStyleElement } from './siteStyles/pageStyles';
import { siteCss } from './siteStyles/siteCss';
import { paragraphSafe } from './paragraphContent';

export interface RenderOptions {
  /** Absolute forward-slash path of the page file. */
  pagePath: string;
  docsRoot: string;
  workspace: DocsWorkspace;
  /** Maps an absolute local file path (inside the docs root, existing) to a URL the webview loads. */
  assetUrl(path: string): string;
  /** The site's icon library and where its drawings come from; without it named icons are badges. */
  icons?: IconContext;
  /** The chunks parsed and rendered before and the highlighter (see renderCache.ts); without it nothing is reused. */
  cache?: RenderCache;
  /** Filled with what the render drew of the site's own components (the corpus render report reads it). */
  stats?: RenderStats;
}

export interface RenderError {
  message: string;
  /** 1-based line of the problem. */
  line: number;
}

export type RenderResult =
  | { ok: true; html: string; title: string; description?: string }
  | { ok: false; error: RenderError; title: string; html: string };

export function renderPage(textOfPage: string, options: RenderOptions): RenderResult {
  // A page too large or odd to parse in time gets a notice instead of a frozen preview.
  const skip = pageSkip(textOfPage);
  if (skip) return skippedNotice(textOfPage, skip);
  // Without the caller's cache, one for this render: its chunks and code blocks share one highlighter.
  const cache = options.cache ?? new RenderCache();
  const withCache = { ...options, cache };
  const result = renderChunked(textOfPage, withCache) ?? renderParsed(parsePage(textOfPage), withCache);
  // The page's own stylesheet (allowed `style` objects, Tailwind utilities, the site's CSS files), ahead of its HTML.
  return { ...result, html: pageStyleElement(result.html, cache.styleRules, cache.siteStyles, siteCss(options.docsRoot, options.workspace, cache)) + result.html };
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
          : skip.construct
            ? `This page holds ${describeConstructCrossing(skip.construct)}, too many to render in time (line ${lineOf(pageText, skip.offset ?? 0) + 1}).`
            : 'This page holds too many costly constructs to render in time.';
  return { ok: true, html: noticeHtml(why), title: '' };
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
  const cache = options.cache ?? new RenderCache();
  const ids = assignPageIds([page], cache.slugs)[0].byOffset;
  const site = siteRenderOf([page], options, cache);
  const renderer = new PageRenderer(page, options, { lineOffset: 0, keyPrefix: 'w', customNames: customNamesOf([page]), highlighter: cache.highlighter, ids, site });
  const html = renderer.render(page.mdast, headerOf(page.frontmatter.data, options.pagePath));
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
  // Anchor ids are numbered across the whole page (a repeat in a later chunk is `-2`), so a chunk's
  // HTML is reused only while its ids stay the same.
  const idsOf = assignPageIds(parsed, cache.slugs, frontmatter.data.mode);
  const names = [...customNames].sort().join(',');
  const site = siteRenderOf(parsed, options, cache);
  // A chunk's HTML also depends on the snippets and component files the page imports.
  const siteKey = siteFingerprint(parsed, options.pagePath, options.docsRoot, options.workspace);
  const parts: string[] = [sanitizeToHtml({ type: 'root', children: [headerOf(frontmatter.data, options.pagePath)] })];
  parsed.forEach((page, i) => {
    const lineOffset = chunks[i].line - 1;
    const ids = idsOf[i].byOffset;
    const idList = [...ids.values()].join('\0');
    const key = `${options.pagePath}\0${options.docsRoot}\0${options.icons?.library ?? ''}\0${lineOffset}\0${i}\0${names}\0${siteKey}\0${idList}\0${page.text}`;
    parts.push(cache.html(key, () => new PageRenderer(page, options, { lineOffset, keyPrefix: `c${i}w`, customNames, highlighter: cache.highlighter, ids, site }).render(page.mdast!)));
  });
  const data = frontmatter.data;
  return {
    ok: true,
    html: parts.join('\n'),
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : undefined,
  };
}

/** The render's view of the site's own components and snippets, from the page's `import`/`export` blocks (all chunks). */
function siteRenderOf(pages: readonly ParsedPage[], options: RenderOptions, cache: RenderCache): SiteRender {
  const programs = pages.flatMap((p) => (p.mdast ? esmPrograms(p.mdast) : []));
  return new SiteRender({ pagePath: options.pagePath, docsRoot: options.docsRoot, workspace: options.workspace, parse: (text) => cache.parse(text, parsePage), parseScript: (text) => cache.script(text, parseScript), styleRules: cache.styleRules }, programs);
}

function customNamesOf(pages: readonly ParsedPage[]): Set<string> {
  return new Set(pages.flatMap((p) => [...p.exportedNames, ...p.imports.flatMap((i) => i.names)]));
}

/** The page's title, description and endpoint bar; a page with no `title` gets the build's default from its path. */
function headerOf(data: Record<string, unknown>, pagePath: string): Element {
  const children: ElementContent[] = [];
  const endpoint = typeof data.api === 'string' ? data.api : typeof data.openapi === 'string' ? data.openapi : undefined;
  if (typeof data.title === 'string') children.push(el('h1', { className: ['ds-title'] }, [text(data.title)]));
  else children.push(el('h1', { className: ['ds-title', 'ds-default-title'] }, [text(buildDefaultTitle(pagePath))]));
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
  /** The render's highlighter (its RenderCache's). */
  highlighter: Highlighter;
  /** The site's anchor id of each heading or component, by its start offset (service's assignPageIds). */
  ids: ReadonlyMap<number, string>;
  /** The site's own components and snippets, as this render reads them. */
  site: SiteRender;
}

class PageRenderer implements PageDrawer {
  private readonly customNames: Set<string>;
  private keyCounter = 0;
  /** The mdast → hast state of the render in progress (site JSX draws catalog components through it). */
  private state?: State;

  constructor(
    private readonly page: ParsedPage,
    private readonly options: RenderOptions,
    private readonly settings: RendererSettings,
  ) {
    this.customNames = settings.customNames;
  }

  render(tree: MdastRoot, header?: Element): string {
    this.settings.site.drawer = this;
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
        // Markup site JSX already drew, handed to a catalog component as its children (see catalog()).
        ...({ dsHast: (_state: State, node: { nodes: ElementContent[] }) => node.nodes } as object),
      },
    }) as HastRoot;
    const root: HastRoot = { type: 'root', children: [...(header ? [header] : []), ...(hast.children as ElementContent[])] };
    prepareTree(root, { lineOffset: this.settings.lineOffset, anchorIdAt: (offset) => (offset === undefined ? undefined : this.settings.ids.get(offset)), ...this.options });
    const clean = sanitizeTree(root);
    finishTree(clean);
    return toSafeHtml(clean);
  }

  // ---- code --------------------------------------------------------------------------------------

  private code(state: State, node: Code): Element {
    const result = node.lang === 'mermaid' ? mermaidBlock(node.value, node.meta) : codeBlock(node, this.settings.highlighter);
    state.patch(node, result);
    return result;
  }

  // ---- expressions -------------------------------------------------------------------------------

  private expression(state: State, node: MdxFlowExpression | MdxTextExpression, block: boolean): ElementContent | undefined {
    const source = node.value.trim();
    if (source === '' || /^\/\*[\s\S]*\*\/$/.test(source)) return undefined; // an MDX comment
    // A value the page or snippet defines (`{word}` filled by a snippet's props) is drawn as the build draws it.
    const drawn = this.settings.site.expression(node.data);
    if (drawn) return drawn.length === 1 ? drawn[0] : el(block ? 'div' : 'span', {}, drawn);
    const shown = source.length > 80 ? source.slice(0, 77) + '…' : source;
    const chip = el('code', { className: ['ds-expr'], title: 'MDX expression: not evaluated in the preview' }, [text('{' + shown + '}')]);
    const result = block ? el('div', { className: ['ds-expr-block'] }, [chip]) : chip;
    state.patch(node, result);
    return result;
  }

  // ---- JSX elements ------------------------------------------------------------------------------

  private jsx(state: State, node: JsxNode, block: boolean): ElementContent | ElementContent[] | undefined {
    this.state = state;
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
    const drawn = paragraphSafe(node.name!.toLowerCase(), this.children(state, node));
    return el(drawn.tag, properties, drawn.children);
  }

  /**
   * A component: the site's own (it shadows the catalog, as a page's own names do in the build), a
   * catalog component drawn by the renderer of its kind, and the legacy `<Snippet>`;
   * anything else is a placeholder.
   */
  private component(state: State, node: JsxNode, name: string, attrs: Attrs, block: boolean): ElementContent | ElementContent[] | undefined {
    const own = this.siteComponent(state, node, name, block);
    if (own !== undefined) return own;
    if (name === 'Snippet' && str(attrs, 'file')) return this.legacySnippet(state, node, str(attrs, 'file')!, block);
    const spec = getComponent(name);
    if (!spec) return this.placeholder(state, node, name, block, this.customNames.has(name) ? 'custom' : 'unknown');
    return COMPONENT_RENDERERS[spec.render.kind]({
      node,
      spec,
      attrs,
      block,
      state,
      children: (of = node) => this.children(state, of),
      render: (child) => state.all({ type: 'root', children: [child] } as MdastRoot),
      icon: (icon, style, color) => this.icon(icon, style, color),
      codeBlock: (code) => codeBlock(code, this.settings.highlighter),
      nextKey: () => this.nextKey(),
      anchorId: () => (node.position?.start.offset === undefined || this.settings.site.inSnippet ? undefined : this.settings.ids.get(node.position.start.offset)),
    });
  }

  /** A name the site defines, drawn; undefined when the site does not define it. */
  private siteComponent(state: State, node: JsxNode, name: string, block: boolean): ElementContent[] | undefined {
    const site = this.settings.site;
    const stats = this.options.stats;
    let bound: ReturnType<SiteRender['lookup']>;
    try {
      bound = name.includes('.') ? undefined : site.lookup(name);
    } catch (error) {
      // Reading the name failed (its import is missing, say): still a use of a name the site gives.
      if (!(error instanceof NotRendered)) throw error;
      if (stats) stats.siteComponentUses++;
      return [this.notRendered(state, node, name, block, error)];
    }
    if (!bound) return undefined;
    if (stats) stats.siteComponentUses++;
    try {
      const drawn = site.draw(name, bound.value, site.props(node.attributes), this.children(state, node));
      if (stats) stats.siteComponentsDrawn++;
      return this.located(state, node, drawn, block);
    } catch (error) {
      if (!(error instanceof NotRendered)) throw error;
      return [this.notRendered(state, node, name, block, error)];
    }
  }

  /**
   * The legacy `<Snippet file="…" />`: the file under the snippets folder the build inlines
   * (`_snippets/`, as the catalog documents, or `snippets/`), resolved by the checks' import resolver.
   */
  private legacySnippet(state: State, node: JsxNode, file: string, block: boolean): ElementContent[] {
    const site = this.settings.site;
    const written = file.replace(/^\.?\//, '');
    const path = legacySnippetPath(written, this.options);
    if (this.options.stats) this.options.stats.siteComponentUses++;
    try {
      if (!path) throw new MissingImport(`_snippets/${written}`, lineOf(this.page.text, node.position?.start.offset ?? 0) + 1 + this.settings.lineOffset, this.options.pagePath);
      const drawn = site.snippet(site.snippetAt(path), {}, []);
      if (this.options.stats) this.options.stats.siteComponentsDrawn++;
      return this.located(state, node, drawn, block);
    } catch (error) {
      if (!(error instanceof NotRendered)) throw error;
      return [this.notRendered(state, node, 'Snippet', block, error)];
    }
  }

  /** Drawn site content at the element's place: the first block carries its source line. */
  private located(state: State, node: JsxNode, drawn: ElementContent[], block: boolean): ElementContent[] {
    if (this.settings.site.inSnippet) return drawn;
    const first = drawn.find((n): n is Element => n.type === 'element');
    if (first && block) state.patch(node, first);
    return drawn;
  }

  /** Why a site component is not drawn (see notRenderedBox), counted in the render's stats. */
  private notRendered(state: State, node: JsxNode, name: string, block: boolean, error: NotRendered): Element {
    this.options.stats?.notRendered.push({ name, reason: error.reason, missing: error instanceof MissingImport });
    const result = notRenderedBox(name, block, error, this.options.docsRoot);
    if (!this.settings.site.inSnippet) state.patch(node, result);
    return result;
  }

  /** PageDrawer: mdast drawn in the current frame (a snippet's Markdown with its props in scope). */
  all(tree: MdastRoot): ElementContent[] {
    return this.state ? this.state.all(tree) : [];
  }

  /** PageDrawer: a catalog component used inside site JSX, with the props and children the JSX gave it. */
  catalog(name: string, props: ValueObject, children: ElementContent[]): ElementContent[] | undefined {
    if (!this.state || !getComponent(name)) return undefined;
    const node = { type: 'mdxJsxFlowElement', name, attributes: attributesOf(props), children: [{ type: 'dsHast', nodes: children }] } as unknown as MdxJsxFlowElement;
    const drawn = this.component(this.state, node, name, readAttributes(node.attributes), true);
    return drawn === undefined ? [] : Array.isArray(drawn) ? drawn : [drawn];
  }

  private placeholder(state: State, node: JsxNode, name: string, block: boolean, kind: 'custom' | 'unknown'): Element {
    this.options.stats?.notRendered.push({ name, reason: kind === 'custom' ? 'custom component' : 'unknown component', missing: false });
    const label = kind === 'custom' ? `<${name}> custom component: not rendered in the preview` : `<${name}> unknown component`;
    const children = this.children(state, node);
    const tag = block ? 'div' : 'span';
    return el(tag, { className: ['ds-placeholder', 'ds-placeholder-' + kind], title: label }, [
      el('span', { className: ['ds-placeholder-label'] }, [text(label)]),
      children.length ? el(tag, { className: ['ds-placeholder-body'] }, children) : undefined,
    ]);
  }

  private icon(icon: string, style?: string, color?: string): Element {
    if (!icon) return el('span', { className: ['ds-icon'] }, [text('•')]);
    if (isImageIcon(icon)) return el('img', { className: ['ds-icon-img'], src: icon, alt: '' });
    return libraryIcon(icon, this.options.icons, { style, color });
  }

  private nextKey(): string {
    return this.settings.keyPrefix + this.keyCounter++;
  }
}


