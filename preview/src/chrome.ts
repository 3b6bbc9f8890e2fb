/**
 * The site chrome around a previewed page, from the site model (either layout): the top bar (banner,
 * logo, navbar links, switchers, primary button, mode toggle, tab bar), the sidebar (anchors,
 * dropdowns, the current section's groups), the previous / next links below the page, the footer
 * (feedback, link columns, socials), the theme and the light/dark settings. The chrome reads no
 * configuration file itself: one model, many readers. Its HTML goes through the same sanitizer as
 * pages: docs.json is workspace content too.
 */
import type { ElementContent, Root } from 'hast';
import { type SpecReader, withGeneratedPages } from '../../service/src';
import { type Division, type SiteModel, type DocsWorkspace } from '../../site/src';
import { lineOf } from '../../common/src';
import { navigationView } from './chromeNavigation';
import { assetResolver, type ChromeContext } from './chromeParts';
import { footer } from './chromeFooter';
import { pager } from './chromePager';
import { sidebarParts } from './chromeSidebar';
import { PageTitles } from './chromeTitles';
import { ChromeCache } from './chromeCache';
import { modeConfigOf, themeOf, type Theme } from './chromeTheme';
import { joinSidebar, type SidebarParts } from './chromePatch';
import { topbar } from './chromeTopbar';
import type { ChromeModel } from './chromeModel';
import { sanitizeToHtml } from './safeHtml';
import type { IconSource } from './iconSources';

export { anchorColor, anchorsOf, visibleAnchors } from './chromeNavigation';
export { ctaOf, bannerText } from './chromeTopbar';
export { modeConfigOf } from './chromeTheme';
export type { Theme } from './chromeTheme';

export interface ChromeOptions {
  /** The previewed page's id (`guides/intro`), when it is a page of the site. */
  pageId: string | undefined;
  /** The spec's layout: the version chosen in the dropdown; the first version when unset. */
  version?: string;
  workspace: DocsWorkspace;
  assetUrl(path: string): string;
  /** Where named icons are drawn from (the site's `icons.library`); without it they are badges. */
  icons?: IconSource;
  /** What is kept across builds (the render thread's); without it every page is read and sanitized anew. */
  cache?: ChromeCache;
  /** The site's parsed OpenAPI files: with it, the sidebar lists the pages the build generates from them. */
  readSpec?: SpecReader;
}

export type { ChromeModel } from './chromeModel';

/** `sidebarParts`: the sidebar block by block, for edits that redraw one block (chromePatch.ts). */
export type ChromeResult = { ok: true; chrome: ChromeModel; sidebarParts: SidebarParts } | { ok: false; error: string };

export function buildChrome(siteModel: SiteModel, options: ChromeOptions): ChromeResult {
  const model = withGeneratedNavigation(siteModel, options);
  const fileName = model.configPath.slice(model.configPath.lastIndexOf('/') + 1);
  const text = model.sources.get(model.configPath);
  if (text === undefined) return { ok: false, error: `${fileName}: the file cannot be read` };
  // A configuration being typed is read only as far as it parses: keep the last good chrome instead.
  if (model.syntaxError) {
    const line = lineOf(text, model.syntaxError.loc.offset) + 1;
    return { ok: false, error: `${fileName}: ${model.syntaxError.message.replace(/\.$/, '')} at line ${line}` };
  }
  const ctx: ChromeContext = {
    model,
    pageId: options.pageId,
    workspace: options.workspace,
    asset: assetResolver(model, options.workspace, options.assetUrl),
    icons: { library: model.iconLibrary ?? 'fontawesome', source: options.icons },
  };
  const view = navigationView(model, options.pageId, options.version);
  const cache = options.cache ?? new ChromeCache();
  const titles = new PageTitles(ctx, cache);
  const modeToggle = modeConfigOf(model);
  const sidebar = sidebarParts(ctx, view, titles, cache.blocks);
  return {
    ok: true,
    sidebarParts: sidebar,
    chrome: {
      name: model.name ?? 'Documentation',
      topbar: html(topbar(ctx, view, modeToggle.isHidden === true)),
      sidebar: joinSidebar(sidebar),
      pager: html(pager(ctx, view, titles)),
      footer: html(footer(model)),
      theme: themeOf(ctx),
      modeToggle,
      versions: view.versions,
      version: view.version,
    },
  };
}

/** One model per expanded navigation, so what is memoized per model (the language index) stays memoized. */
const modelOfNavigation = new WeakMap<Division, SiteModel>();

/** The model whose navigation holds the pages generated from its divisions' OpenAPI files. */
function withGeneratedNavigation(model: SiteModel, options: ChromeOptions): SiteModel {
  if (!options.readSpec) return model;
  const navigation = withGeneratedPages(model.navigation, model.docsRoot, options.workspace, options.readSpec);
  if (navigation === model.navigation) return model;
  let expanded = modelOfNavigation.get(navigation);
  if (!expanded) modelOfNavigation.set(navigation, (expanded = { ...model, navigation }));
  return expanded;
}

function html(children: ElementContent[]): string {
  const root: Root = { type: 'root', children };
  return sanitizeToHtml(root);
}
