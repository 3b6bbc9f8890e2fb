/**
 * The facts about one site that the rules file is tailored to, read from docs.json. Reading is
 * tolerant: a docs.json with mistakes still yields whatever can be read, because the rules file is
 * useful even while the configuration is being fixed.
 */
import { parse, ParseError } from 'jsonc-parser';

export type AuthMethod = 'bearer' | 'basic' | 'key';
export type PlaygroundMode = 'show' | 'simple' | 'hide';

export interface NavigationSection {
  group: string;
  /** Page ids directly in the group. */
  pages: string[];
  /** Nested groups. */
  groups: NavigationSection[];
}

export interface SiteFacts {
  name: string | undefined;
  navigation: NavigationSection[];
  tabs: { name: string; url: string }[];
  anchors: { name: string; url: string; version?: string; hidden: boolean }[];
  versions: string[];
  /** Present when docs.json has an `api` object. */
  api?: {
    baseUrls: string[];
    auth?: { method?: AuthMethod; name?: string; inputPrefix?: string };
    /** `show` when `api` is present but `playground.mode` is not set. */
    playgroundMode: PlaygroundMode;
  };
  /** OpenAPI files (`openapi`), as written. */
  openapi: string[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const strings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).map(str).filter((s): s is string => s !== undefined);

/** Parses docs.json text (comments and trailing commas tolerated), or takes an already parsed value. */
export function readConfig(config: string | unknown): Json {
  if (typeof config !== 'string') return isObject(config) ? config : {};
  const errors: ParseError[] = [];
  const value: unknown = parse(config, errors, { allowTrailingComma: true, disallowComments: false });
  return isObject(value) ? value : {};
}

export function siteFacts(config: string | unknown): SiteFacts {
  const c = readConfig(config);
  const facts: SiteFacts = {
    name: str(c.name),
    navigation: readNavigation(c.navigation),
    tabs: (Array.isArray(c.tabs) ? c.tabs : []).filter(isObject).flatMap((t) => {
      const name = str(t.name);
      return name ? [{ name, url: str(t.url) ?? '' }] : [];
    }),
    anchors: (Array.isArray(c.anchors) ? c.anchors : []).filter(isObject).flatMap((a) => {
      const name = str(a.name);
      return name ? [{ name, url: str(a.url) ?? '', version: str(a.version), hidden: a.isDefaultHidden === true }] : [];
    }),
    // A version is a name, or an object `{ name, url }` for a version hosted elsewhere (as the schema allows).
    versions: Array.isArray(c.versions) ? c.versions.flatMap((v) => (isObject(v) ? (str(v.name) ? [str(v.name)!] : []) : strings(v))) : [],
    openapi: c.openapi === undefined ? [] : strings(c.openapi),
  };
  if (isObject(c.api)) {
    const api = c.api;
    const auth = isObject(api.auth) ? api.auth : undefined;
    const method = str(auth?.method)?.toLowerCase();
    const mode = isObject(api.playground) ? str(api.playground.mode) : undefined;
    facts.api = {
      baseUrls: api.baseUrl === undefined ? [] : strings(api.baseUrl),
      auth: auth && {
        method: method === 'bearer' || method === 'basic' || method === 'key' ? method : undefined,
        name: str(auth.name),
        inputPrefix: typeof auth.inputPrefix === 'string' ? auth.inputPrefix : undefined,
      },
      playgroundMode: mode === 'simple' || mode === 'hide' ? mode : 'show',
    };
  }
  return facts;
}

function readNavigation(value: unknown, depth = 0): NavigationSection[] {
  if (depth > 8) return [];
  const items = Array.isArray(value) ? value : isObject(value) ? [value] : [];
  const out: NavigationSection[] = [];
  for (const item of items) {
    if (!isObject(item)) continue;
    const group = str(item.group);
    if (group) {
      const section: NavigationSection = { group, pages: [], groups: [] };
      for (const page of Array.isArray(item.pages) ? item.pages : []) {
        if (typeof page === 'string' && page.trim()) section.pages.push(page.trim());
        else section.groups.push(...readNavigation(page, depth + 1));
      }
      out.push(section);
    } else {
      // Other navigation shapes (`{ groups: [...] }`, `{ tabs: [{ groups }] }`): take the groups inside.
      for (const key of ['groups', 'tabs', 'anchors', 'versions', 'pages']) {
        if (item[key] !== undefined) out.push(...readNavigation(item[key], depth + 1));
      }
    }
  }
  return out;
}

/** Every page id of a section and its nested sections. */
export function allPages(section: NavigationSection): string[] {
  return [...section.pages, ...section.groups.flatMap(allPages)];
}
