/**
 * The work of a static copy's worker thread (worker.ts): the plan of the site's pages, and each page
 * as the preview renders it (preview/src: the same renderer, sanitizer, chrome and page modes) in the
 * static document (staticDocument.ts) with relative links (staticLinks.ts) and local files named by
 * their place in the copy (`_assets/<path from the docs root>`), which the main thread copies after
 * checking each once more against the docs root. What the thread keeps between pages (site model,
 * parsed OpenAPI files, the chrome's titles) is the render thread's, so a page costs its own render.
 */
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { createLanguageService } from '../../../service/src';
import { pageIdOf, type SiteModel } from '../../../site/src';
import { ChromeCache, RenderCache, buildChrome, buildStaticDocument, loadTailwind, pageModeOfText, pageToc, renderPreviewPage, type InitialData } from '../../../preview/src';
import { FsWorkspace } from '../fsWorkspace';
import { IconFiles } from '../iconFiles';
import { OPERATION_KEY, planStaticSite, type StaticPage, type StaticSitePlan } from './sitePlan';
import { relativeLinks, relativeTo } from './staticLinks';

/** Where the copy keeps the preview's own files and the site's local files. */
export const SCRIPT_DIR = '_docsite';
export const ASSET_DIR = '_assets';

export interface StaticSiteSetup {
  configPath: string;
  docsRoot: string;
  /** The icon drawings (dist/icons). */
  iconsDir: string;
}

export interface StaticPageResult {
  html: string;
  /** Local files the page names (absolute): copied into `_assets/` when inside the docs root. */
  assets: string[];
}

export class StaticSite {
  private readonly workspace = new FsWorkspace();
  /** The site model, the parsed OpenAPI files and where links lead, as the language service reads them. */
  private readonly service = createLanguageService(this.workspace);
  private readonly renderCache = new RenderCache();
  private readonly chromeCache = new ChromeCache();
  private readonly icons: IconFiles;
  private readonly readSpec = (p: string) => this.service.apiSpec(p);

  constructor(
    private readonly setup: StaticSiteSetup,
    /** tailwindcss/theme.css: pages' utility classes are styled with it, as in the editor's preview. */
    private readonly tailwindTheme?: string,
  ) {
    this.icons = new IconFiles(setup.iconsDir);
  }

  private get model(): SiteModel {
    return this.service.siteModel(this.setup.configPath);
  }

  plan(): StaticSitePlan {
    return planStaticSite(this.model, this.workspace, this.readSpec);
  }

  /**
   * Compiles Tailwind's theme, reads the site model and renders a line, so a thread's first page pays
   * for its own render alone (and, unlike the editor's first render, is styled: nothing is re-rendered here).
   */
  async warm(): Promise<null> {
    await this.freshStyles();
    const { docsRoot } = this.setup;
    renderPreviewPage('---\ntitle: Warm\n---\n\nText with `code`.\n', { pagePath: `${docsRoot}/warm.mdx`, docsRoot, workspace: this.workspace, assetUrl: (p) => p, cache: this.renderCache }, { model: this.model, readSpec: this.readSpec });
    buildChrome(this.model, { pageId: undefined, workspace: this.workspace, assetUrl: (p) => p, cache: this.chromeCache, readSpec: this.readSpec });
    return null;
  }

  /**
   * A Tailwind compiler that was given no class yet. Tailwind's compiler keeps every class it was
   * given and writes the rules of all of them, so a page drawn after others would carry their rules
   * too: the copy's bytes would depend on which thread drew which page before. A page that used one
   * gets a fresh compiler for the next (about 20 ms), so a page's styles are its own classes' alone.
   */
  private async freshStyles(): Promise<void> {
    // Without Tailwind, utility classes stay unstyled, as in the editor.
    if (this.tailwindTheme && (!this.renderCache.siteStyles || this.renderCache.siteStyles.used)) {
      this.renderCache.siteStyles = await loadTailwind(this.tailwindTheme).catch(() => undefined);
    }
  }

  async page(page: StaticPage, routes: Record<string, string>): Promise<StaticPageResult> {
    await this.freshStyles();
    const { docsRoot } = this.setup;
    const model = this.model;
    // The renderer lets a page show only https media, and the chrome's files are URLs too: each local
    // file is named by an https placeholder under a token of this render (which no page can know),
    // then the placeholder by the file's place in the copy, once the document is whole.
    const token = randomBytes(12).toString('hex');
    const assets: string[] = [];
    const assetUrl = (file: string): string => {
      let at = assets.indexOf(file);
      if (at < 0) at = assets.push(file) - 1;
      return `https://asset-${token}.invalid/${at}`;
    };
    // An operation's page is the one the editor's preview shows for it (previewPanel.ts `pageText`).
    const pagePath = page.pagePath ?? path.posix.join(docsRoot, page.out);
    const pageText = page.operation !== undefined ? `---\nopenapi: ${JSON.stringify(page.operation)}\n---\n` : (this.workspace.readFile(pagePath) ?? '');
    const icons = { library: model.iconLibrary ?? ('fontawesome' as const), source: this.icons };
    const rendered = renderPreviewPage(pageText, { pagePath, docsRoot, workspace: this.workspace, assetUrl, icons, cache: this.renderCache }, { model, readSpec: this.readSpec });
    const chrome = buildChrome(model, { pageId: page.key, workspace: this.workspace, assetUrl, icons: this.icons, cache: this.chromeCache, readSpec: this.readSpec });
    const links = (html: string) => relativeLinks(html, page.out, (href, key) => this.target(href, key, pagePath, routes));
    const data: InitialData = {
      state: { resource: page.out, locked: false },
      themeKind: 'light',
      chrome: chrome.ok ? { ...chrome.chrome, topbar: links(chrome.chrome.topbar), sidebar: links(chrome.chrome.sidebar), pager: links(chrome.chrome.pager), footer: links(chrome.chrome.footer) } : undefined,
      page: {
        html: links(rendered.html),
        title: rendered.title,
        toc: rendered.ok ? pageToc(pageText, rendered.html) : '',
        mode: pageModeOfText(pageText),
        error: rendered.ok ? undefined : rendered.error,
      },
      mermaidScript: relativeTo(page.out, `${SCRIPT_DIR}/mermaid.js`),
      settings: { scrollEditorWithPreview: false, scrollPreviewWithEditor: false },
    };
    const document = buildStaticDocument({ scriptUri: relativeTo(page.out, `${SCRIPT_DIR}/preview.js`), styleUri: relativeTo(page.out, `${SCRIPT_DIR}/preview.css`), data });
    const html = document.replace(new RegExp(`https://asset-${token}\\.invalid/(\\d+)`, 'g'), (_, at: string) => {
      // Percent-encoded per segment: nothing in it can end an attribute value or a JSON string.
      const inCopy = [ASSET_DIR, ...path.posix.relative(docsRoot, assets[Number(at)]).split('/')].map(encodeURIComponent).join('/');
      return relativeTo(page.out, inCopy);
    });
    return { html, assets };
  }

  /** The copy's file a link leads to, by the link checks' resolution (as the editor's preview opens links). */
  private target(href: string, key: string | undefined, pagePath: string, routes: Record<string, string>): { out: string; fragment?: string } | undefined {
    if (key !== undefined) return Object.hasOwn(routes, key) ? { out: routes[key] } : undefined;
    const { docsRoot } = this.setup;
    const target = this.service.followLink(href, pagePath, docsRoot);
    if (target.kind === 'page') {
      const id = pageIdOf(target.path, docsRoot);
      return id !== undefined && Object.hasOwn(routes, id) ? { out: routes[id], fragment: target.fragment } : undefined;
    }
    if (target.kind === 'generated') {
      const operationKey = OPERATION_KEY + target.entry;
      return Object.hasOwn(routes, operationKey) ? { out: routes[operationKey] } : undefined;
    }
    return undefined;
  }
}
