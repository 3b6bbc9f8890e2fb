/**
 * The old layout's site-wide settings (everything but the navigation) in today's fields, one
 * function per new top-level key. Each reads the old config, returns the new value (or undefined
 * when there is nothing to write) and lists on the log every old sub-field it could not carry over.
 * Mapping: section 5 of docs-json-today.md.
 */
import { Json, JsonObject, UpgradeLog, childPath, dropOtherKeys, isObject, nonEmptyString } from './types';
import { SOCIAL_PLATFORMS } from '../../../site/src';

/** What today's theme list has instead of the old look, for the note on a dropped `theme`/`layout`. */
const LOOK_ALIKE_THEMES: Record<string, string> = { venus: 'palm', quill: 'willow', sidenav: 'maple', solidSidenav: 'willow' };

/** The default primary colour the site generator writes when the old config has none. */
export const DEFAULT_PRIMARY_COLOR = '#16A34A';

export function theme(old: JsonObject, log: UpgradeLog, upgradeTheme: boolean): string {
  const layoutLook = typeof old.layout === 'string' ? LOOK_ALIKE_THEMES[old.layout] : undefined;
  const themeLook = typeof old.theme === 'string' ? LOOK_ALIKE_THEMES[old.theme] : undefined;
  // The layout decides more of the page than the old colour theme, so it wins.
  const lookAlike = layoutLook ?? themeLook;
  if (upgradeTheme) {
    if (old.layout !== undefined && !layoutLook) log.drop('layout', `today's themes have no counterpart of layout ${JSON.stringify(old.layout)}`);
    if (old.theme !== undefined && !themeLook) log.drop('theme', `today's themes have no counterpart of theme ${JSON.stringify(old.theme)}`);
    return lookAlike ?? 'mint';
  }
  const hint = lookAlike ? ` (the closest look today is "${lookAlike}")` : '';
  for (const key of ['theme', 'layout'] as const) {
    if (old[key] !== undefined) log.drop(key, `today's themes are different; "mint" was written${hint}`);
  }
  return 'mint';
}

/** `colors` without the fields that moved (`background`) or went away (`anchors`, `ultraLight`, `ultraDark`). */
export function colors(old: JsonObject, log: UpgradeLog): JsonObject {
  if (!isObject(old.colors)) {
    log.note(`colors: the old config has none; today's layout requires colors.primary, so ${DEFAULT_PRIMARY_COLOR} was written.`);
    return { primary: DEFAULT_PRIMARY_COLOR };
  }
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(old.colors)) {
    if (key === 'primary' || key === 'light' || key === 'dark') result[key] = value;
    else if (key === 'background') continue; // moved to background.color
    else if (key === 'anchors') log.drop('colors.anchors', 'today\'s layout has no site-wide anchor colour; set `color` on each anchor instead');
    else log.drop(childPath('colors', key), 'today\'s colors hold only primary, light and dark');
  }
  if (result.primary === undefined) {
    result.primary = DEFAULT_PRIMARY_COLOR;
    log.note(`colors.primary: missing in the old config and required today; ${DEFAULT_PRIMARY_COLOR} was written.`);
  }
  return result;
}

/** `background`: the old background colours, `background.style` and `backgroundImage` together. */
export function background(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const result: JsonObject = {};
  if (old.backgroundImage !== undefined) result.image = old.backgroundImage;
  if (isObject(old.background)) {
    for (const [key, value] of Object.entries(old.background)) {
      if (key === 'style') result.decoration = value;
      // A background already in today's shape (a half-upgraded file) keeps its fields.
      else if (key === 'image' || key === 'decoration' || key === 'color') result[key] = value;
      else log.drop(childPath('background', key), 'today\'s background has image, decoration and color only');
    }
  } else if (old.background !== undefined) log.drop('background', 'expected an object such as {"style": "grid"}');
  const oldColors = isObject(old.colors) ? old.colors.background : undefined;
  if (isObject(oldColors)) {
    const color: JsonObject = {};
    for (const [key, value] of Object.entries(oldColors)) {
      if (key === 'light' || key === 'dark') color[key] = value;
      else log.drop(childPath('colors.background', key), 'background colours are light and dark only');
    }
    // Light before dark whatever the old order, as everywhere else in today's layout.
    if (Object.keys(color).length) result.color = { ...(color.light !== undefined ? { light: color.light } : {}), ...(color.dark !== undefined ? { dark: color.dark } : {}) };
  } else if (oldColors !== undefined) log.drop('colors.background', 'expected {"light": …, "dark": …}');
  return Object.keys(result).length ? result : undefined;
}

/** `appearance` from `modeToggle`: `isHidden` (a forced mode) is today's `strict`. */
export function appearance(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  if (!isObject(old.modeToggle)) {
    if (old.modeToggle !== undefined) log.drop('modeToggle', 'expected an object');
    return undefined;
  }
  const result: JsonObject = {};
  if (old.modeToggle.default !== undefined) result.default = old.modeToggle.default;
  if (old.modeToggle.isHidden !== undefined) result.strict = old.modeToggle.isHidden;
  dropOtherKeys(log, old.modeToggle, 'modeToggle', ['default', 'isHidden'], 'today\'s appearance has default and strict only');
  return Object.keys(result).length ? result : undefined;
}

/** `styling` from `eyebrow.display` and `codeBlock.mode`. */
export function styling(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const result: JsonObject = {};
  if (isObject(old.eyebrow)) {
    if (old.eyebrow.display !== undefined) result.eyebrows = old.eyebrow.display;
    dropOtherKeys(log, old.eyebrow, 'eyebrow', ['display'], 'no counterpart in styling.eyebrows');
  }
  if (isObject(old.codeBlock)) {
    const mode = old.codeBlock.mode;
    if (mode === 'dark') result.codeblocks = 'dark';
    else if (mode === 'auto') result.codeblocks = 'system';
    else if (mode !== undefined) log.drop('codeBlock.mode', `no counterpart of ${JSON.stringify(mode)} in styling.codeblocks (system or dark)`);
    dropOtherKeys(log, old.codeBlock, 'codeBlock', ['mode'], 'no counterpart in styling.codeblocks');
  }
  return Object.keys(result).length ? result : undefined;
}

/** `fonts` from `font`: `url` is today's `source`, `headings` is `heading`. */
export function fonts(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  if (!isObject(old.font)) {
    if (old.font !== undefined) log.drop('font', 'expected an object');
    return undefined;
  }
  if ('headings' in old.font || 'body' in old.font) {
    const result: JsonObject = {};
    for (const [key, value] of Object.entries(old.font)) {
      const newKey = key === 'headings' ? 'heading' : key === 'body' ? 'body' : undefined;
      if (!newKey) log.drop(childPath('font', key), 'a font with headings and body has no other keys');
      else if (isObject(value)) result[newKey] = oneFont(value, childPath('font', key), log);
      else log.drop(childPath('font', key), 'expected a font object');
    }
    return Object.keys(result).length ? result : undefined;
  }
  return oneFont(old.font, 'font', log);
}

function oneFont(font: JsonObject, path: string, log: UpgradeLog): JsonObject {
  const result: JsonObject = {};
  if (font.family !== undefined) result.family = font.family;
  if (font.weight !== undefined) result.weight = font.weight;
  if (font.url !== undefined) {
    // Today a font source needs its format; the old layout let the browser guess it.
    const format = font.format ?? (typeof font.url === 'string' ? /\.(woff2?)(?:[?#].*)?$/i.exec(font.url)?.[1]?.toLowerCase() : undefined);
    if (format !== undefined) {
      result.source = font.url;
      result.format = format;
    } else log.drop(childPath(path, 'url'), 'today a font source needs its format (woff or woff2), which neither `format` nor the file name gives; set fonts.source and fonts.format by hand');
  } else if (font.format !== undefined) result.format = font.format;
  dropOtherKeys(log, font, path, ['family', 'weight', 'url', 'format'], 'a font has family, weight, url and format only');
  return result;
}

/** `navbar` from `topbarLinks` and `topbarCtaButton`. */
export function navbar(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const result: JsonObject = {};
  if (Array.isArray(old.topbarLinks)) {
    const links = old.topbarLinks.flatMap((link, i) => navbarLink(link, childPath('topbarLinks', i), log));
    if (links.length) result.links = links;
  } else if (old.topbarLinks !== undefined) log.drop('topbarLinks', 'expected an array of links');
  if (isObject(old.topbarCtaButton)) {
    const primary = ctaButton(old.topbarCtaButton, 'topbarCtaButton', log);
    if (primary) result.primary = primary;
  } else if (old.topbarCtaButton !== undefined) log.drop('topbarCtaButton', 'expected an object');
  return Object.keys(result).length ? result : undefined;
}

function navbarLink(link: Json, path: string, log: UpgradeLog): JsonObject[] {
  if (!isObject(link)) {
    log.drop(path, 'expected a link object');
    return [];
  }
  const type = nonEmptyString(link.type);
  // A typed link (github, discord) had no name in the old layout; today it needs a label.
  const label = link.name ?? (type && type !== 'link' ? type.charAt(0).toUpperCase() + type.slice(1) : undefined);
  if (label === undefined || link.url === undefined) {
    log.drop(path, 'a navbar link needs a name and a url');
    return [];
  }
  const result: JsonObject = { label, href: link.url };
  if (type === 'github' || type === 'discord') result.type = type;
  dropOtherKeys(log, link, path, ['name', 'url', 'type'], 'today\'s navbar links have label, href, icon and type only');
  return [result];
}

function ctaButton(cta: JsonObject, path: string, log: UpgradeLog): JsonObject | undefined {
  if (cta.url === undefined) {
    log.drop(path, 'a call-to-action button needs a url');
    return undefined;
  }
  let result: JsonObject;
  if (cta.type === 'github') {
    result = { type: 'github', href: cta.url };
    if (cta.name !== undefined) result.label = cta.name;
  } else {
    if (cta.name === undefined) {
      log.drop(path, 'a link button needs a name (its label)');
      return undefined;
    }
    result = { type: 'button', label: cta.name, href: cta.url };
  }
  dropOtherKeys(log, cta, path, ['type', 'name', 'url'], 'today\'s navbar.primary has no style options');
  return result;
}

/** Today's social keys (footer.socials), from the schema. */
const SOCIAL_KEYS = new Set(SOCIAL_PLATFORMS);

/** `footer` from `footerSocials` (map or array form) and the old `footer` (`links` renamed inside). */
export function footer(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const socials: JsonObject = {};
  const addSocial = (key: string, url: Json, path: string) => {
    if (SOCIAL_KEYS.has(key)) socials[key] = url;
    else log.drop(path, `"${key}" is not one of today's footer social keys`);
  };
  if (Array.isArray(old.footerSocials)) {
    old.footerSocials.forEach((item, i) => {
      const path = childPath('footerSocials', i);
      if (isObject(item) && typeof item.type === 'string' && item.url !== undefined) addSocial(item.type, item.url, path);
      else log.drop(path, 'expected {"type": …, "url": …}');
    });
  } else if (isObject(old.footerSocials)) {
    for (const [key, url] of Object.entries(old.footerSocials)) addSocial(key, url, childPath('footerSocials', key));
  } else if (old.footerSocials !== undefined) log.drop('footerSocials', 'expected a map of platform to URL');

  const result: JsonObject = {};
  const oldFooter = old.footer;
  if (isObject(oldFooter)) {
    // The footer's own socials win over footerSocials, as on the old site.
    if (isObject(oldFooter.socials)) {
      for (const [key, url] of Object.entries(oldFooter.socials)) addSocial(key, url, childPath('footer.socials', key));
    }
    if (Object.keys(socials).length) result.socials = socials;
    if (Array.isArray(oldFooter.links)) {
      const columns = oldFooter.links.flatMap((column, i) => footerColumn(column, childPath('footer.links', i), log));
      if (columns.length) result.links = columns;
    }
    dropOtherKeys(log, oldFooter, 'footer', ['socials', 'links'], 'today\'s footer has socials and links only');
  } else {
    if (oldFooter !== undefined) log.drop('footer', 'expected an object');
    if (Object.keys(socials).length) result.socials = socials;
  }
  return Object.keys(result).length ? result : undefined;
}

function footerColumn(column: Json, path: string, log: UpgradeLog): JsonObject[] {
  if (!isObject(column)) {
    log.drop(path, 'expected a column object');
    return [];
  }
  const result: JsonObject = {};
  const header = column.title ?? column.header;
  if (header !== undefined) result.header = header;
  const links = Array.isArray(column.links) ? column.links : Array.isArray(column.items) ? column.items : [];
  result.items = links.flatMap((link, i) => {
    const linkPath = childPath(childPath(path, 'links'), i);
    if (!isObject(link) || link.label === undefined || (link.url ?? link.href) === undefined) {
      log.drop(linkPath, 'a footer link needs a label and a url');
      return [];
    }
    dropOtherKeys(log, link, linkPath, ['label', 'url', 'href'], 'today\'s footer links have label and href only');
    return [{ label: link.label, href: link.url ?? link.href }];
  });
  dropOtherKeys(log, column, path, ['title', 'header', 'links', 'items'], 'today\'s footer columns have header and items only');
  return [result];
}

/** Play-ground modes of the old layout and today's display values. */
const PLAYGROUND_DISPLAY: Record<string, string> = { show: 'interactive', hide: 'none', simple: 'simple' };

/** `api` from the top-level `openapi` and the old `api` (base URL and auth move under `api.mdx`). */
export function api(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const result: JsonObject = {};
  if (old.openapi !== undefined) result.openapi = old.openapi;
  const oldApi = old.api;
  if (!isObject(oldApi)) {
    if (oldApi !== undefined) log.drop('api', 'expected an object');
    return Object.keys(result).length ? result : undefined;
  }
  const params = paramFields(oldApi, log);
  if (params) result.params = params;

  if (isObject(oldApi.playground)) {
    const playground: JsonObject = {};
    const mode = oldApi.playground.mode;
    if (typeof mode === 'string' && PLAYGROUND_DISPLAY[mode]) playground.display = PLAYGROUND_DISPLAY[mode];
    else if (mode !== undefined) log.drop('api.playground.mode', `no counterpart of ${JSON.stringify(mode)} (show, simple or hide)`);
    if (typeof oldApi.playground.disableProxy === 'boolean') playground.proxy = !oldApi.playground.disableProxy;
    dropOtherKeys(log, oldApi.playground, 'api.playground', ['mode', 'disableProxy'], 'no counterpart in api.playground');
    if (Object.keys(playground).length) result.playground = playground;
  }

  const examples = requestExamples(oldApi, log);
  if (examples) result.examples = examples;

  const mdx: JsonObject = {};
  if (isObject(oldApi.auth)) {
    const auth: JsonObject = {};
    if (oldApi.auth.method !== undefined) auth.method = oldApi.auth.method;
    if (oldApi.auth.name !== undefined) auth.name = oldApi.auth.name;
    dropOtherKeys(log, oldApi.auth, 'api.auth', ['method', 'name'], 'today\'s api.mdx.auth has method and name only (no input prefix)');
    if (Object.keys(auth).length) mdx.auth = auth;
  }
  if (oldApi.baseUrl !== undefined) mdx.server = oldApi.baseUrl;
  if (Object.keys(mdx).length) result.mdx = { ...(mdx.server !== undefined ? { server: mdx.server } : {}), ...(mdx.auth ? { auth: mdx.auth } : {}) };

  if (oldApi.maintainOrder !== undefined) log.drop('api.maintainOrder', 'OpenAPI key order is always kept today');
  dropOtherKeys(log, oldApi, 'api', ['baseUrl', 'auth', 'playground', 'request', 'maintainOrder', 'paramFields'], 'no counterpart in today\'s api');
  return Object.keys(result).length ? result : undefined;
}

/** `api.paramFields` → `api.params` where the values have a counterpart. */
function paramFields(oldApi: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const fields = oldApi.paramFields;
  if (!isObject(fields)) {
    if (fields !== undefined) log.drop('api.paramFields', 'expected an object');
    return undefined;
  }
  const result: JsonObject = {};
  if (fields.expanded === 'all') result.expanded = 'all';
  else if (fields.expanded === 'none') result.expanded = 'closed';
  else if (fields.expanded !== undefined) log.drop('api.paramFields.expanded', `today's api.params.expanded is all or closed; ${JSON.stringify(fields.expanded)} has no counterpart`);
  if (fields.post !== undefined) result.post = fields.post;
  dropOtherKeys(log, fields, 'api.paramFields', ['expanded', 'post'], 'no counterpart in api.params');
  return Object.keys(result).length ? result : undefined;
}

/** `api.request.example` → `api.examples`: the languages, and whether optional parameters are shown. */
function requestExamples(oldApi: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const request = oldApi.request;
  if (!isObject(request)) {
    if (request !== undefined) log.drop('api.request', 'expected an object');
    return undefined;
  }
  dropOtherKeys(log, request, 'api.request', ['example'], 'no counterpart in api.examples');
  const example = request.example;
  if (!isObject(example)) return undefined;
  const result: JsonObject = {};
  if (example.languages !== undefined) result.languages = example.languages;
  // Optional parameters shown in examples is today's `defaults: all`; hidden is `required`.
  if (typeof example.showOptionalParams === 'boolean') result.defaults = example.showOptionalParams ? 'all' : 'required';
  dropOtherKeys(log, example, 'api.request.example', ['languages', 'showOptionalParams'], 'no counterpart in api.examples');
  return Object.keys(result).length ? result : undefined;
}

/** Today's integrations (a strict object: an unknown one is an error, so it is listed instead). */
const INTEGRATIONS = new Set([
  'adobe', 'amplitude', 'clarity', 'clearbit', 'cookies', 'fathom', 'frontchat', 'ga4', 'gtm', 'heap', 'hightouch', 'hotjar',
  'intercom', 'koala', 'logrocket', 'mixpanel', 'onetrust', 'pirsch', 'plausible', 'posthog', 'segment', 'telemetry', 'transcend',
]);

/** `integrations` from `analytics` (same provider objects) and the old `integrations` (ids as strings). */
export function integrations(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const result: JsonObject = {};
  const add = (provider: string, value: Json, path: string) => {
    if (INTEGRATIONS.has(provider)) result[provider] = value;
    else log.drop(path, `"${provider}" is not one of today's integrations`);
  };
  if (isObject(old.analytics)) {
    for (const [provider, value] of Object.entries(old.analytics)) add(provider, value, childPath('analytics', provider));
  } else if (old.analytics !== undefined) log.drop('analytics', 'expected an object');
  if (isObject(old.integrations)) {
    for (const [provider, value] of Object.entries(old.integrations)) {
      // The old layout gave these two as a bare id.
      if (provider === 'intercom' && typeof value === 'string') add(provider, { appId: value }, 'integrations.intercom');
      else if (provider === 'frontchat' && typeof value === 'string') add(provider, { snippetId: value }, 'integrations.frontchat');
      else add(provider, value, childPath('integrations', provider));
    }
  } else if (old.integrations !== undefined) log.drop('integrations', 'expected an object');
  return Object.keys(result).length ? result : undefined;
}

/** `seo` from `metadata` (the meta tags) and `seo.indexHiddenPages`. */
export function seo(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  const result: JsonObject = {};
  if (isObject(old.metadata)) result.metatags = old.metadata;
  else if (old.metadata !== undefined) log.drop('metadata', 'expected a map of meta tag to value');
  if (isObject(old.seo)) {
    for (const [key, value] of Object.entries(old.seo)) {
      if (key === 'indexHiddenPages') result.indexing = value === true ? 'all' : 'navigable';
      // Already in today's shape (a half-upgraded file).
      else if (key === 'metatags' || key === 'indexing') result[key] = isObject(value) && isObject(result[key]) ? { ...(result[key] as JsonObject), ...value } : value;
      else log.drop(childPath('seo', key), 'no counterpart in today\'s seo');
    }
  } else if (old.seo !== undefined) log.drop('seo', 'expected an object');
  return Object.keys(result).length ? result : undefined;
}

/** `search`: the prompt stays; where the box goes (`location`) is the theme's choice today. */
export function search(old: JsonObject, log: UpgradeLog): JsonObject | undefined {
  if (!isObject(old.search)) {
    if (old.search !== undefined) log.drop('search', 'expected an object');
    return undefined;
  }
  dropOtherKeys(log, old.search, 'search', ['prompt'], 'today\'s search has a prompt only; the theme places the search box');
  return old.search.prompt !== undefined ? { prompt: old.search.prompt } : undefined;
}
