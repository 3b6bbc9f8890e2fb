/**
 * The preview's webview script. It never builds markup from page content itself: the page and the
 * chrome arrive as sanitized HTML from the extension and are patched into place with morphdom, so an
 * edit keeps scroll position, open accordions and chosen tabs. The script adds behaviour only
 * (tabs, the mode toggle, links, scroll sync, the narrow preview's navigation drawer) through event
 * delegation: there are no inline handlers.
 */
import morphdom from 'morphdom';
import { applyChromeEdits, resolveMode, isMode, readHostEnvelope, type AreaEdit, type ChromeEdits, type Mode, type ModeConfig, type ChromeModel, type Theme, type InitialData, type PreviewState, type PageMessage, type WebviewMessage } from '../../preview/src/browser';
import { cssUrl } from './cssUrl';
import { createDrawer } from './drawer';
import { isFromOutsideThePage } from './messageSource';
import { restoreTabs, selectTab } from './tabs';
import { toggleAgentView } from './agentView';
import { applyPageLayout } from './pageLayout';
import { editedBlock } from './sidebarBlock';
import { drawDiagrams, keepDiagram } from './mermaid';
import { configColor, isComponentColor } from '../../site/src/browser';

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

/** False in a static copy (`docsite preview --out`), opened from disk: no VS Code, plain links. */
const hosted = typeof acquireVsCodeApi === 'function';
const vscode: VsCodeApi = hosted ? acquireVsCodeApi() : { postMessage: () => undefined, getState: () => undefined, setState: () => undefined };

/**
 * The panel's channel secret, which every host message carries. The host hands it over in a nonce'd
 * inline script that removes itself before this script runs (preview/src/document.ts); this script
 * takes it from the global and deletes that, so it lives only in this closure: not in the DOM, and
 * not in any global a later script (the mermaid bundle) or a frame in the page could read.
 */
const channel = takeChannel();

function takeChannel(): string {
  const holder = globalThis as { __dsChannel?: unknown };
  const value = typeof holder.__dsChannel === 'string' ? holder.__dsChannel : '';
  delete holder.__dsChannel;
  return value;
}

const initial = JSON.parse(document.body.dataset.dsInitial ?? '{}') as InitialData;
const saved = (vscode.getState() ?? {}) as Partial<PreviewState>;
const state: PreviewState = { ...initial.state, ...saved, resource: initial.state.resource, locked: initial.state.locked };
let chrome: ChromeModel | undefined = initial.chrome;
let settings = initial.settings ?? { scrollEditorWithPreview: true, scrollPreviewWithEditor: true };
const drawer = createDrawer();

const XLINK = 'http://www.w3.org/1999/xlink';
const $ = (id: string): HTMLElement => document.getElementById(id)!;
/** This script's nonce, read while it runs: the mermaid bundle is added with the same one. */
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';

/** Draws the page's mermaid diagrams that are new, edited, or drawn for the other mode. */
function diagrams(): void {
  void drawDiagrams($('ds-page'), { scriptUrl: initial.mermaidScript, nonce, dark: document.documentElement.dataset.mode === 'dark' });
}

function saveState(): void {
  vscode.setState(state);
  vscode.postMessage({ type: 'state', state });
}

// ---- mode ------------------------------------------------------------------------------------------

function themeKind(): Mode {
  const c = document.body.classList;
  if (c.contains('vscode-dark') || c.contains('vscode-high-contrast')) return c.contains('vscode-high-contrast-light') ? 'light' : 'dark';
  if (c.contains('vscode-light') || c.contains('vscode-high-contrast-light')) return 'light';
  return isMode(initial.themeKind) ? initial.themeKind : 'light';
}

function modeConfig(): ModeConfig {
  return chrome?.modeToggle ?? {};
}

function applyMode(): void {
  const resolved = resolveMode(modeConfig(), isMode(state.mode) ? state.mode : undefined, themeKind());
  document.documentElement.dataset.mode = resolved.mode;
  // The class the site sets on <html> in dark mode: its own CSS files say `.dark .x` (siteCss.ts).
  document.documentElement.classList.toggle('dark', resolved.mode === 'dark');
  document.documentElement.dataset.modeSource = resolved.source;
  diagrams();
  for (const button of document.querySelectorAll<HTMLElement>('[data-ds-action="toggle-mode"]')) {
    button.hidden = !resolved.toggleVisible;
    button.setAttribute('aria-pressed', resolved.mode === 'dark' ? 'true' : 'false');
  }
}

function toggleMode(): void {
  const current = resolveMode(modeConfig(), isMode(state.mode) ? state.mode : undefined, themeKind());
  if (current.forced) return;
  state.mode = current.mode === 'dark' ? 'light' : 'dark';
  saveState();
  applyMode();
}

new MutationObserver(() => applyMode()).observe(document.body, { attributes: true, attributeFilter: ['class'] });

// ---- theme and colors --------------------------------------------------------------------------------

function setVar(name: string, value: string | undefined): void {
  const style = document.documentElement.style;
  if (value) style.setProperty(name, value);
  else style.removeProperty(name);
}

function applyTheme(theme: Theme | undefined): void {
  const t = theme ?? {};
  // The host sends checked colours; checked again because a message is data, and it ends up in CSS.
  const hex = configColor;
  setVar('--ds-primary', hex(t.primary));
  setVar('--ds-primary-light', hex(t.light) ?? hex(t.primary));
  setVar('--ds-primary-dark', hex(t.dark) ?? hex(t.primary));
  setVar('--ds-bg-light', hex(t.backgroundLight));
  setVar('--ds-bg-dark', hex(t.backgroundDark));
  const image = cssUrl(t.backgroundImage);
  setVar('--ds-bg-image', image);
  const imageDark = cssUrl(t.backgroundImageDark);
  setVar('--ds-bg-image-dark', imageDark ?? image);
  document.documentElement.classList.toggle('ds-has-bg-image', !!image);
  for (const decoration of ['gradient', 'grid', 'windows']) {
    document.documentElement.classList.toggle('ds-decoration-' + decoration, t.backgroundDecoration === decoration);
  }
}

/** Colors written as `data-ds-color` (a component's hex, or `from,to` for a gradient), applied through the CSSOM. */
function applyColors(root: ParentNode): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-ds-color]')) {
    const parts = (node.dataset.dsColor ?? '').split(',');
    if (parts.length === 2 && isComponentColor(parts[0]) && isComponentColor(parts[1])) {
      node.style.setProperty('--ds-icon-bg', `linear-gradient(135deg, ${parts[0]}, ${parts[1]})`);
      node.style.setProperty('--ds-icon-color', parts[1]);
      node.classList.add('ds-gradient');
    } else if (parts.length === 1 && isComponentColor(parts[0])) {
      node.style.setProperty('--ds-icon-bg', parts[0]);
      node.style.setProperty('--ds-icon-color', parts[0]);
    }
  }
}

// ---- patching ----------------------------------------------------------------------------------------------

function morphInto(target: HTMLElement, html: string): void {
  const next = target.cloneNode(false) as HTMLElement;
  next.innerHTML = html;
  morphTo(target, next);
}

/** Morphs `target` into `next`, keeping what the reader changed (open details, diagrams, tabs). */
function morphTo(target: HTMLElement, next: HTMLElement): void {
  morphdom(target, next, {
    // Match by position, never by id: a renamed heading (new id) must not make morphdom drop and
    // re-create everything after it, which would lose scroll position and widget state.
    getNodeKey: () => undefined,
    onBeforeElUpdated(from, to) {
      if (from.isEqualNode(to)) return false;
      if (keepDiagram(from, to)) return false;
      // Keep what the reader opened or closed.
      if (from instanceof HTMLDetailsElement && to instanceof HTMLDetailsElement && from.dataset.dsUser) {
        to.open = from.open;
        to.dataset.dsUser = '1';
      }
      return true;
    },
  });
  restoreTabs(target);
  applyColors(target);
  lineElements = undefined;
}

function updatePage(message: PageMessage): void {
  const banner = $('ds-banner');
  if (message.error) {
    const kept = typeof message.html !== 'string';
    banner.textContent = `Line ${message.error.line}: ${message.error.message}${kept ? ' (showing the last good render)' : ''}`;
    banner.hidden = false;
  } else {
    banner.hidden = true;
    banner.textContent = '';
  }
  if (typeof message.html === 'string') {
    morphInto($('ds-page'), message.html);
    diagrams();
  }
  if (typeof message.toc === 'string') {
    morphInto($('ds-toc'), message.toc);
    $('ds-toc').hidden = !message.toc;
  }
  if (message.mode) applyPageLayout(message.mode);
  if (message.title) document.title = message.title;
}

/** A dismissed site banner stays closed while the panel lives, across chrome updates. */
let bannerDismissed = false;

function applyBanner(): void {
  for (const banner of document.querySelectorAll<HTMLElement>('.ds-site-banner')) banner.hidden = bannerDismissed;
}

function updateChrome(next: ChromeModel): void {
  chrome = next;
  morphInto($('ds-topbar'), next.topbar);
  applyBanner();
  morphInto($('ds-sidebar'), next.sidebar);
  morphInto($('ds-pager'), next.pager);
  morphInto($('ds-footer'), next.footer);
  applyTheme(next.theme);
  applyMode();
  drawer.sync();
}

/**
 * The edits of the chrome's areas (a title typed in another page): only the areas they touch are
 * morphed. Edits that do not fit the chrome shown (it is not the one they were made from) ask the
 * host for the whole chrome instead.
 */
function editChrome(edits: ChromeEdits): void {
  const next = chrome && applyChromeEdits(chrome, edits);
  if (!next) {
    vscode.postMessage({ type: 'resync' } satisfies WebviewMessage);
    return;
  }
  chrome = next;
  if (edits.topbar) {
    morphInto($('ds-topbar'), next.topbar);
    applyBanner();
  }
  if (edits.sidebar && !redrawBlock(edits.sidebar, next.sidebar)) morphInto($('ds-sidebar'), next.sidebar);
  if (edits.pager) morphInto($('ds-pager'), next.pager);
  if (edits.footer) morphInto($('ds-footer'), next.footer);
  drawer.sync();
}

/** One block of the sidebar redrawn alone (sidebarBlock.ts); false when the edit is not of one block. */
function redrawBlock(edit: AreaEdit, sidebar: string): boolean {
  const block = editedBlock(edit, sidebar, $('ds-sidebar'));
  if (block) morphTo(block.target, block.next);
  return block !== undefined;
}

// ---- scroll sync --------------------------------------------------------------------------------------------

let lineElements: { line: number; el: HTMLElement }[] | undefined;
let ignoreScrollUntil = 0;

function lines(): { line: number; el: HTMLElement }[] {
  if (!lineElements) {
    lineElements = [];
    let last = -1;
    for (const node of $('ds-page').querySelectorAll<HTMLElement>('[data-line]')) {
      const line = Number(node.dataset.line);
      if (!Number.isFinite(line) || node.offsetParent === null) continue;
      if (line >= last) {
        lineElements.push({ line, el: node });
        last = line;
      }
    }
  }
  return lineElements;
}

function topOffset(): number {
  return $('ds-topbar').getBoundingClientRect().height;
}

function docTop(node: HTMLElement): number {
  return node.getBoundingClientRect().top + window.scrollY;
}

export function scrollToLine(line: number): void {
  const list = lines();
  if (!list.length) return;
  let before = list[0];
  let after: (typeof list)[number] | undefined;
  for (const entry of list) {
    if (entry.line <= line) before = entry;
    else {
      after = entry;
      break;
    }
  }
  let y = docTop(before.el);
  if (after && after.line > before.line && line > before.line) {
    const fraction = Math.min(1, (line - before.line) / (after.line - before.line));
    y += (docTop(after.el) - y) * fraction;
  }
  ignoreScrollUntil = Date.now() + 120;
  window.scrollTo({ top: Math.max(0, y - topOffset()), behavior: 'instant' as ScrollBehavior });
}

export function lineAtTop(): number {
  const list = lines();
  if (!list.length) return 0;
  const y = window.scrollY + topOffset();
  let before = list[0];
  for (let i = 0; i < list.length; i++) {
    const top = docTop(list[i].el);
    if (top > y) {
      if (i === 0) return list[0].line;
      const prevTop = docTop(before.el);
      const span = top - prevTop;
      const fraction = span > 0 ? (y - prevTop) / span : 0;
      return before.line + Math.max(0, Math.min(1, fraction)) * (list[i].line - before.line);
    }
    before = list[i];
  }
  return before.line;
}

let scrollFrame = 0;
window.addEventListener('scroll', () => {
  if (scrollFrame) return;
  scrollFrame = requestAnimationFrame(() => {
    scrollFrame = 0;
    const line = Math.floor(lineAtTop());
    state.line = line;
    vscode.setState(state);
    if (Date.now() < ignoreScrollUntil || !settings.scrollEditorWithPreview) return;
    vscode.postMessage({ type: 'reveal', line });
  });
});

// ---- events ------------------------------------------------------------------------------------------------

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  if (!target) return;
  const tab = target.closest<HTMLElement>('[data-ds-tab]');
  if (tab) {
    const container = tab.closest<HTMLElement>('[data-ds-tabs]');
    if (container) selectTab(container, Number(tab.dataset.dsTab));
    return;
  }
  const action = target.closest<HTMLElement>('[data-ds-action]');
  if (action) {
    const name = action.dataset.dsAction;
    if (name === 'toggle-mode') toggleMode();
    else if (name === 'toggle-agents') toggleAgentView(state, saveState);
    else if (name === 'toggle-nav') drawer.toggle();
    else if (name === 'dismiss-banner') {
      bannerDismissed = true;
      applyBanner();
    } else if (name) vscode.postMessage({ type: 'action', action: name });
    return;
  }
  const summary = target.closest('summary');
  if (summary) {
    const details = summary.parentElement;
    if (details instanceof HTMLDetailsElement) details.dataset.dsUser = '1';
    return;
  }
  // Any link: the page's HTML anchors and a diagram's SVG `<a>` (mermaid writes `xlink:href`, which
  // `a[href]` would miss) alike, so no link reaches VS Code's opener around this handler.
  const link = target.closest('a');
  if (link) {
    event.preventDefault();
    // VS Code's webview host listens for clicks on the window too and opens any link's href in a
    // browser (a stray tab at `/<page>` in code-server); this preview handles its links itself.
    event.stopPropagation();
    const href = link.getAttribute('href') ?? link.getAttributeNS(XLINK, 'href');
    if (!href) return;
    // A page id is the renderer's, written on the page's own links; a diagram's link has only its href.
    const page = link instanceof HTMLAnchorElement ? link.dataset.dsPage : undefined;
    if (href.startsWith('#')) {
      let id = href.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // A malformed escape (`#%zz`): look the fragment up as written.
      }
      const el = document.getElementById('user-content-' + id) ?? document.getElementById(id);
      el?.scrollIntoView();
      return;
    }
    // A static copy's links are relative files (or external pages) the browser opens itself.
    if (!hosted) return void window.location.assign(href);
    vscode.postMessage({ type: 'link', href, page });
  }
});

document.addEventListener('change', (event) => {
  const select = event.target as HTMLSelectElement;
  if (!(select instanceof HTMLSelectElement) || !select.dataset.dsSelect) return;
  if (select.dataset.dsSelect === 'version') {
    state.version = select.value;
    saveState();
    vscode.postMessage({ type: 'version', version: select.value });
    return;
  }
  if (select.dataset.dsSelect === 'page') {
    // A product, language, version, dropdown or menu switcher: open the chosen division's first page
    // (or its external link), as a link in the chrome would.
    const href = select.value;
    if (href) vscode.postMessage({ type: 'link', href, page: href.startsWith('/') ? href.slice(1) : undefined });
    return;
  }
  const container = select.closest<HTMLElement>('[data-ds-tabs]');
  if (container) selectTab(container, Number(select.value));
});

window.addEventListener('message', (event: MessageEvent) => {
  if (!isFromOutsideThePage(event.source)) return;
  const message = readHostEnvelope(event.data, channel);
  if (!message) return;
  switch (message.type) {
    case 'page':
      updatePage(message);
      break;
    case 'chrome':
      updateChrome(message.chrome);
      break;
    case 'chromeEdits':
      editChrome(message.edits);
      break;
    case 'scroll':
      if (settings.scrollPreviewWithEditor) scrollToLine(message.line);
      break;
    case 'settings':
      settings = message.settings;
      break;
    case 'resource':
      state.resource = message.resource;
      state.locked = message.locked;
      vscode.setState(state);
      break;
    default:
      // Every host message is handled: a new one in previewMessages.ts fails the type check here.
      message satisfies never;
  }
});

// ---- start --------------------------------------------------------------------------------------------------

applyTheme(chrome?.theme);
applyMode();
applyColors(document);
if (typeof state.line === 'number' && state.line > 0) scrollToLine(state.line);
vscode.setState(state);
vscode.postMessage({ type: 'ready', state });
