/**
 * The preview's protocol: every message between the extension host (client/src/preview/previewPanel.ts)
 * and the webview's script (webview/src/preview.ts), one type per message, imported by both sides.
 *
 * Host → webview: checked field by field before the script acts on one. A page may embed an https
 * frame, and that frame can post to the preview too (or to its parent, or, once removed, with no
 * source at all): the script refuses those senders, accepts only envelopes that carry the panel's
 * channel secret (see `readHostEnvelope`), and then only messages of exactly these shapes.
 *
 * Webview → host: the webview shows workspace content, so what it sends is data too; the host acts
 * only on messages `readWebviewMessage` accepts. No DOM and no VS Code here, so the rules are
 * unit-testable.
 */
import type { ChromeModel, Theme } from './chrome';
import { CHROME_AREAS, type AreaEdit, type BlockSpan, type ChromeEdits } from './chromePatch';
import type { ModeConfig } from './mode';
import { isPageMode, type PageMode } from './chromeLayout';
import type { PreviewState } from './document';

export interface PageMessage {
  type: 'page';
  html?: string;
  title?: string;
  /** The page's "On this page" list; absent when the page did not render (the last one stays). */
  toc?: string;
  /** The page's `mode` (chromeLayout.ts): which parts of the site's layout it keeps. */
  mode?: PageMode;
  error?: { message: string; line: number };
}
export interface ChromeMessage {
  type: 'chrome';
  chrome: ChromeModel;
}
/** The chrome's areas that changed since the last chrome or edits sent (chromePatch.ts). */
export interface ChromeEditsMessage {
  type: 'chromeEdits';
  edits: ChromeEdits;
}
export interface ScrollMessage {
  type: 'scroll';
  line: number;
}
export interface Settings {
  scrollEditorWithPreview: boolean;
  scrollPreviewWithEditor: boolean;
}
export interface SettingsMessage {
  type: 'settings';
  settings: Settings;
}
export interface ResourceMessage {
  type: 'resource';
  resource: string;
  locked: boolean;
}
export type HostMessage = PageMessage | ChromeMessage | ChromeEditsMessage | ScrollMessage | SettingsMessage | ResourceMessage;

/** What the host posts: a message in an envelope with the panel's channel secret. */
export interface HostEnvelope {
  channel: string;
  message: HostMessage;
}

// ---- webview → host ---------------------------------------------------------------------------------

/** The script started (a new document, or the webview reloaded after being hidden): the host re-sends its current state. */
export interface ReadyMessage {
  type: 'ready';
  state: Partial<PreviewState>;
}
/** The reader chose a mode or scrolled: the host keeps it for the next document. */
export interface StateMessage {
  type: 'state';
  state: Partial<PreviewState>;
}
/** Edits did not fit the chrome the webview shows: the host sends the whole chrome. */
export interface ResyncMessage {
  type: 'resync';
}
/** The preview scrolled to a source line: the editor follows. */
export interface RevealMessage {
  type: 'reveal';
  line: number;
}
/** The spec's layout: a version chosen in the dropdown (the chrome changes, not the page). */
export interface VersionMessage {
  type: 'version';
  version: string;
}
/** A link clicked in the page or the chrome; `page` is the page id the renderer wrote on it. */
export interface LinkMessage {
  type: 'link';
  href: string;
  page?: string;
}
/** A button of the page's chrome that does something only on the published site. */
export interface ActionMessage {
  type: 'action';
  action: string;
}
export type WebviewMessage = ReadyMessage | StateMessage | ResyncMessage | RevealMessage | VersionMessage | LinkMessage | ActionMessage;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isOptionalString = (v: unknown): boolean => v === undefined || isString(v);
const isOptionalBoolean = (v: unknown): boolean => v === undefined || typeof v === 'boolean';
const isLine = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * The message inside a host envelope `{ channel, message }`, if `channel` is this panel's secret and
 * the message is one the host sends. The secret reaches the script in a self-removing inline script
 * (preview/src/document.ts), never the DOM, so no frame in the page can learn it: whatever a frame
 * posts, from wherever, is refused. An empty secret (the script started without one) accepts nothing.
 */
export function readHostEnvelope(data: unknown, channel: string): HostMessage | undefined {
  if (!channel || !isObject(data) || typeof data.channel !== 'string' || data.channel !== channel) return undefined;
  return readHostMessage(data.message);
}

/** The message, if it is one the host sends; undefined for anything else. */
export function readHostMessage(data: unknown): HostMessage | undefined {
  if (!isObject(data)) return undefined;
  switch (data.type) {
    case 'page':
      return isOptionalString(data.html) && isOptionalString(data.title) && isOptionalString(data.toc) && (data.mode === undefined || isPageMode(data.mode)) && (data.error === undefined || isError(data.error)) ? (data as unknown as PageMessage) : undefined;
    case 'chrome':
      return isChrome(data.chrome) ? (data as unknown as ChromeMessage) : undefined;
    case 'chromeEdits':
      return isChromeEdits(data.edits) ? (data as unknown as ChromeEditsMessage) : undefined;
    case 'scroll':
      return isLine(data.line) ? (data as unknown as ScrollMessage) : undefined;
    case 'settings':
      return isSettings(data.settings) ? (data as unknown as SettingsMessage) : undefined;
    case 'resource':
      return isResource(data.resource) && typeof data.locked === 'boolean' ? (data as unknown as ResourceMessage) : undefined;
    default:
      return undefined;
  }
}

/** The message, if it is one the webview sends; undefined for anything else. */
export function readWebviewMessage(data: unknown): WebviewMessage | undefined {
  if (!isObject(data)) return undefined;
  switch (data.type) {
    case 'ready':
    case 'state':
      return isObject(data.state) ? (data as unknown as ReadyMessage | StateMessage) : undefined;
    case 'resync':
      return { type: 'resync' };
    case 'reveal':
      return isLine(data.line) ? (data as unknown as RevealMessage) : undefined;
    case 'version':
      return isString(data.version) ? (data as unknown as VersionMessage) : undefined;
    case 'link':
      return isString(data.href) && isOptionalString(data.page) ? (data as unknown as LinkMessage) : undefined;
    case 'action':
      return isString(data.action) ? (data as unknown as ActionMessage) : undefined;
    default:
      return undefined;
  }
}

function isError(v: unknown): v is PageMessage['error'] {
  return isObject(v) && isString(v.message) && isLine(v.line);
}

function isSettings(v: unknown): v is Settings {
  return isObject(v) && typeof v.scrollEditorWithPreview === 'boolean' && typeof v.scrollPreviewWithEditor === 'boolean';
}

/** The host only ever previews files (a `file:` URI); the extension checks the workspace again on restore. */
function isResource(v: unknown): v is string {
  return isString(v) && /^file:\/\//i.test(v);
}

function isChromeEdits(v: unknown): v is ChromeEdits {
  return isObject(v) && Object.keys(v).every((k) => (CHROME_AREAS as readonly string[]).includes(k) && isAreaEdit(v[k]));
}

function isAreaEdit(v: unknown): v is AreaEdit {
  if (!isObject(v)) return false;
  if ('whole' in v) return isString(v.whole) && Object.keys(v).length === 1;
  const count = (n: unknown) => isLine(n) && Number.isInteger(n);
  return count(v.at) && count(v.remove) && isString(v.insert) && (v.block === undefined || isBlockSpan(v.block, count));
}

/** Where the sidebar block an edit lies in is in the new text (see AreaEdit). */
function isBlockSpan(v: unknown, count: (n: unknown) => boolean): v is BlockSpan {
  return isObject(v) && count(v.index) && count(v.of) && count(v.start) && count(v.length) && (v.index as number) < (v.of as number);
}

function isChrome(v: unknown): v is ChromeModel {
  return (
    isObject(v) &&
    isString(v.name) &&
    isString(v.topbar) &&
    isString(v.sidebar) &&
    isString(v.pager) &&
    isString(v.footer) &&
    isTheme(v.theme) &&
    isModeConfig(v.modeToggle) &&
    Array.isArray(v.versions) &&
    v.versions.every(isString) &&
    isOptionalString(v.version)
  );
}

function isTheme(v: unknown): v is Theme {
  if (!isObject(v)) return false;
  const keys: (keyof Theme)[] = ['primary', 'light', 'dark', 'backgroundLight', 'backgroundDark', 'backgroundImage'];
  return keys.every((k) => isOptionalString(v[k]));
}

function isModeConfig(v: unknown): v is ModeConfig {
  return isObject(v) && (v.default === undefined || v.default === 'light' || v.default === 'dark') && isOptionalBoolean(v.isHidden);
}
