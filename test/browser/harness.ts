/**
 * Builds the real webview document for a page, exactly as the panel host does, but with a test
 * origin (`https://assets.test`) in place of the webview resource origin. The browser runner serves
 * that origin from webview/dist and the docs root.
 */
import { renderPreviewPage } from '../../preview/src/endpoint';
import { RenderCache } from '../../preview/src/renderCache';
import { ApiSpecCache } from '../../service/src/openapi/cache';
import { buildChrome, type ChromeModel } from '../../preview/src/chrome';
import type { SidebarParts } from '../../preview/src/chromePatch';
import { pageToc } from '../../preview/src/chromeToc';
import { buildDocument, type PreviewState } from '../../preview/src/document';
import type { Mode } from '../../preview/src/mode';
import { FsWorkspace } from '../../host/src/fsWorkspace';
import { type DocsWorkspace } from '../../site/src/workspace';
import { InMemoryWorkspace } from '../support/inMemoryWorkspace';
import { pageIdOf } from '../../site/src/pages';
import { buildSiteModel } from '../../site/src/model/build';
import { PREVIEW_SCHEMA } from '../../preview/src/sanitize';
import { IconFiles } from '../../host/src/iconFiles';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadTailwind, type SiteStyleCompiler } from '../../preview/src/siteStyles/tailwind';

export { areaEdit, sidebarEdit } from '../../preview/src/chromePatch';
export { RenderCache } from '../../preview/src/renderCache';

export const ORIGIN = 'https://assets.test';
/** The only elements the sanitizer lets into the page, the chrome and the footer. */
export const ALLOWED_TAGS: string[] = [...(PREVIEW_SCHEMA.tagNames ?? [])];
export const assetUrl = (path: string): string => ORIGIN + '/fs' + path;
/** The icon files the build writes (run.mjs builds them first), as the extension reads them. */
const icons = new IconFiles(join(__dirname, '..', 'dist', 'icons'));

export interface PageInput {
  pageText: string;
  pagePath: string;
  docsRoot: string;
  configText?: string;
  state?: Partial<PreviewState>;
  themeKind?: Mode;
  /** Extra in-memory files (tests that invent a site); otherwise the disk. */
  files?: Record<string, string>;
  nonce?: string;
  /** The panel's channel secret (run.mjs makes one per opened preview and posts with it). */
  channel?: string;
  /** The render cache kept across renders, as a panel keeps one (the benchmark's keystrokes); else a new one. */
  cache?: RenderCache;
}

function workspaceFor(input: PageInput): DocsWorkspace {
  if (!input.files) return new FsWorkspace();
  const mem = new InMemoryWorkspace(input.files);
  const fsw = new FsWorkspace();
  return {
    fileExists: (p) => mem.fileExists(p) || fsw.fileExists(p),
    readFile: (p) => mem.readFile(p) ?? fsw.readFile(p),
    listFiles: (d) => [...mem.listFiles(d), ...fsw.listFiles(d)],
    realPath: (p) => (mem.fileExists(p) ? p : fsw.realPath(p)),
  };
}

/** Tailwind as the render thread has it once compiled (loadSiteStyles); before, utility classes stay unstyled. */
let siteStyles: SiteStyleCompiler | undefined;

/** Compiles Tailwind's theme as the render thread does at start; renders after it style the pages' utility classes. */
export async function loadSiteStyles(): Promise<void> {
  siteStyles ??= await loadTailwind(readFileSync(join(__dirname, '..', 'node_modules', 'tailwindcss', 'theme.css'), 'utf8'));
}

export function renderPageHtml(input: PageInput): { html: string; title: string; toc?: string; error?: { message: string; line: number } } {
  const workspace = workspaceFor(input);
  // As the panel does: a page generated from an OpenAPI operation reads the site's spec files.
  const model = input.configText === undefined ? undefined : buildSiteModel(input.docsRoot + '/docs.json', workspace, input.configText);
  const specs = new ApiSpecCache(workspace);
  const iconContext = { library: model?.iconLibrary ?? ('fontawesome' as const), source: icons };
  // A cache of its own, as each panel has: one test's chunks never answer another's.
  const cache = input.cache ?? new RenderCache();
  cache.siteStyles ??= siteStyles;
  const r = renderPreviewPage(input.pageText, { pagePath: input.pagePath, docsRoot: input.docsRoot, workspace, assetUrl, icons: iconContext, cache }, { model, readSpec: (p) => specs.get(p) });
  // As the panel does: a page that rendered gets its "On this page" list.
  return r.ok ? { html: r.html, title: r.title, toc: pageToc(input.pageText, r.html) } : { html: r.html, title: r.title, error: r.error };
}

export function chromeFor(input: PageInput): ChromeModel | undefined {
  return builtChrome(input)?.chrome;
}

/** The chrome's sidebar in its parts (the page list block by block), for the block edits' tests. */
export function sidebarPartsFor(input: PageInput): SidebarParts | undefined {
  return builtChrome(input)?.sidebarParts;
}

function builtChrome(input: PageInput): { chrome: ChromeModel; sidebarParts: SidebarParts } | undefined {
  if (input.configText === undefined) return undefined;
  const workspace = workspaceFor(input);
  const model = buildSiteModel(input.docsRoot + '/docs.json', workspace, input.configText);
  const r = buildChrome(model, {
    pageId: pageIdOf(input.pagePath, input.docsRoot),
    version: input.state?.version,
    workspace,
    assetUrl,
    icons,
  });
  return r.ok ? r : undefined;
}

/** A channel secret as the panel makes one: random letters and digits. */
export function randomChannel(): string {
  return randomBytes(24).toString('base64').replace(/[^A-Za-z0-9]/g, '');
}

export function previewDocument(input: PageInput): string {
  return previewDocumentWith({ ...input, chrome: chromeFor(input) });
}

/** The document around a chrome built elsewhere (the render thread, for the 10,000-page benchmark). */
export function previewDocumentWith(input: PageInput & { chrome: ChromeModel | undefined }): string {
  return buildDocument({
    nonce: input.nonce ?? 'TestNonce' + Math.random().toString(36).slice(2).replace(/[^a-z0-9]/g, ''),
    channel: input.channel ?? randomChannel(),
    cspSource: ORIGIN,
    scriptUri: ORIGIN + '/webview/preview.js',
    styleUri: ORIGIN + '/webview/preview.css',
    data: {
      state: { resource: 'file://' + input.pagePath, locked: false, ...input.state },
      themeKind: input.themeKind ?? 'light',
      chrome: input.chrome,
      page: renderPageHtml(input),
      settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: true },
      mermaidScript: ORIGIN + '/webview/mermaid.js',
    },
  });
}
