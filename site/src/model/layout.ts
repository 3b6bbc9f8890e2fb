import { Node } from 'jsonc-parser';

/**
 * The two layouts of a site configuration:
 * - `today`: the current docs.json, with a `theme` and `navigation` as an object of divisions;
 * - `legacy`: the spec's layout (until 2025), with `navigation` as an array of groups, in docs.json
 *   or under its old name mint.json.
 */
export type ConfigLayout = 'today' | 'legacy';

/** The file names that define a site, in the order the site build prefers them. */
export const CONFIG_FILE_NAMES = ['docs.json', 'mint.json'] as const;
export type ConfigFileName = (typeof CONFIG_FILE_NAMES)[number];

/** The config file name of a path, when it names one (`/site/mint.json` → `mint.json`). */
export function configFileNameOf(path: string): ConfigFileName | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return (CONFIG_FILE_NAMES as readonly string[]).includes(base) ? (base as ConfigFileName) : undefined;
}

/**
 * Which layout a parsed config uses. A mint.json is always the spec's layout. In docs.json, a
 * `theme` or an object `navigation` means today's layout; an array `navigation` means the spec's.
 * With neither (an empty or half-typed file), a docs.json is taken as today's layout, since new
 * sites are made in it.
 */
export function detectLayout(root: Node | undefined, fileName: ConfigFileName = 'docs.json'): ConfigLayout {
  if (fileName === 'mint.json') return 'legacy';
  if (root?.type !== 'object') return 'today';
  let navigation: Node | undefined;
  let hasTheme = false;
  for (const property of root.children ?? []) {
    const key = property.children?.[0]?.value;
    if (key === 'navigation') navigation = property.children?.[1];
    else if (key === 'theme') hasTheme = true;
  }
  if (navigation?.type === 'array') return hasTheme && isModernTheme(root) ? 'today' : 'legacy';
  if (navigation?.type === 'object' || hasTheme) return 'today';
  return isLegacyShaped(root) ? 'legacy' : 'today';
}

const MODERN_THEMES = new Set(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia']);

/** A `theme` naming one of today's themes (the old layout's themes were `venus`, `quill`, `prism`). */
function isModernTheme(root: Node): boolean {
  for (const property of root.children ?? []) {
    if (property.children?.[0]?.value === 'theme') return MODERN_THEMES.has(String(property.children?.[1]?.value));
  }
  return false;
}

/**
 * Keys only the spec's layout has at the top (today's layout dropped or moved them): a file with one
 * of them and no navigation yet is an old-layout file.
 */
const LEGACY_ONLY_KEYS = new Set([
  'topbarLinks', 'topbarCtaButton', 'anchors', 'tabs', 'versions', 'topAnchor', 'modeToggle', 'footerSocials', 'backgroundImage', 'feedback',
  'openapi', 'primaryTab', 'font', 'analytics', 'eyebrow', 'codeBlock', 'layout', 'topbar', 'sidebar', 'rounded', 'isWhiteLabeled', 'mintlify',
]);

/** Nested keys only the spec's layout has (`api.baseUrl` is `api.mdx.server` today, and so on). */
const LEGACY_ONLY_NESTED: Record<string, readonly string[]> = {
  api: ['baseUrl', 'auth', 'maintainOrder', 'request'],
  colors: ['background', 'anchors', 'ultraLight', 'ultraDark'],
};

function isLegacyShaped(root: Node): boolean {
  return (root.children ?? []).some((p) => {
    const key = String(p.children?.[0]?.value);
    if (LEGACY_ONLY_KEYS.has(key)) return true;
    const nested = LEGACY_ONLY_NESTED[key];
    const value = p.children?.[1];
    if (!nested || value?.type !== 'object') return false;
    return (value.children ?? []).some((q) => nested.includes(String(q.children?.[0]?.value)) || (key === 'api' && isLegacyPlayground(q)));
  });
}

/** `api.playground.mode` (today: `api.playground.display`). */
function isLegacyPlayground(property: Node): boolean {
  if (property.children?.[0]?.value !== 'playground') return false;
  const value = property.children?.[1];
  return value?.type === 'object' && (value.children ?? []).some((q) => q.children?.[0]?.value === 'mode');
}
