/**
 * The upgrade from the spec's (old) docs.json layout, or a mint.json, to today's layout: section 5
 * of docs-json-today.md, field by field. Pure: no file system, no editor. Every old field that has
 * no place in today's layout is listed in `dropped`, by name.
 *
 * Key order: `$schema` and `theme` first, then each new key where its first old source field was, so
 * the new file reads in the order the user wrote the old one (and the diff stays readable).
 */
import { TODAY_SCHEMA_URL } from '../config/vendorSchema';
import * as settings from './settings';
import { navigation } from './navigation';
import { Json, JsonObject, UpgradeLog, UpgradeOptions, UpgradeResult, isObject } from './types';

export type { DroppedField, UpgradeOptions, UpgradeResult } from './types';


interface Producer {
  /** The new top-level key. */
  key: string;
  /** The old keys it is made from; the first of them present in the old file places it. */
  from: readonly string[];
  build(old: JsonObject, log: UpgradeLog): Json | undefined;
}

const PRODUCERS: readonly Producer[] = [
  { key: 'name', from: ['name'], build: (old) => old.name },
  { key: 'colors', from: ['colors'], build: settings.colors },
  { key: 'logo', from: ['logo'], build: (old) => old.logo },
  { key: 'favicon', from: ['favicon'], build: (old) => old.favicon },
  { key: 'appearance', from: ['modeToggle'], build: settings.appearance },
  { key: 'background', from: ['colors', 'background', 'backgroundImage'], build: settings.background },
  { key: 'styling', from: ['eyebrow', 'codeBlock'], build: settings.styling },
  { key: 'fonts', from: ['font'], build: settings.fonts },
  { key: 'navbar', from: ['topbarLinks', 'topbarCtaButton'], build: settings.navbar },
  // Placed where the old navigation array was, not where `versions` or `tabs` happened to be.
  { key: 'navigation', from: ['navigation', 'tabs', 'anchors', 'versions', 'topAnchor', 'primaryTab'], build: navigation },
  { key: 'footer', from: ['footerSocials', 'footer'], build: settings.footer },
  { key: 'api', from: ['openapi', 'api'], build: settings.api },
  { key: 'search', from: ['search'], build: settings.search },
  { key: 'seo', from: ['metadata', 'seo'], build: settings.seo },
  { key: 'integrations', from: ['analytics', 'integrations'], build: settings.integrations },
  { key: 'redirects', from: ['redirects'], build: (old) => old.redirects },
];

/** Old fields with no new home at all, and why. */
const GONE: Record<string, string> = {
  feedback: 'today\'s layout has no feedback settings (thumbs rating, suggest edit, raise issue are set in the dashboard)',
  topbar: 'the theme styles the top bar today',
  sidebar: 'the theme styles the sidebar today',
  rounded: 'the theme decides rounding today',
  isWhiteLabeled: 'no counterpart in today\'s layout',
  mintlify: 'no counterpart in today\'s layout',
};

/** Today's top-level keys that the old layout did not have: a half-upgraded file keeps them as they are. */
const TODAY_ONLY_KEYS = new Set([
  'public', 'description', 'icons', 'banner', 'errors', 'contextual', 'thumbnails', 'interaction', 'variables', 'markdown',
  'navbar', 'appearance', 'styling', 'fonts',
]);

/** Old keys the producers read besides their own `from` keys, or that are handled as `theme`. */
const CONSUMED_ELSEWHERE = new Set(['$schema', 'theme', 'layout']);

export function upgradeConfig(old: JsonObject, options: UpgradeOptions = {}): UpgradeResult {
  const log = new UpgradeLog();
  const oldKeys = Object.keys(old);
  const config: JsonObject = { $schema: TODAY_SCHEMA_URL, theme: settings.theme(old, log, options.upgradeTheme === true) };

  // Each new key's position: that of its first old source key present (navigation: the array's own).
  const placed: { key: string; at: number; value: Json }[] = [];
  for (const producer of PRODUCERS) {
    const sources = producer.key === 'navigation' && 'navigation' in old ? ['navigation'] : producer.from;
    let at = Math.min(...sources.map((k) => oldKeys.indexOf(k)).filter((i) => i >= 0));
    // Required keys are written even when the old file lacks them: colors right after the name.
    if (!Number.isFinite(at)) {
      if (producer.key === 'colors') at = oldKeys.indexOf('name') + 0.5;
      else if (producer.key === 'navigation') at = oldKeys.length;
      else continue;
    }
    const value = producer.build(old, log);
    if (value !== undefined) placed.push({ key: producer.key, at, value });
  }

  const produced = new Set(PRODUCERS.flatMap((p) => p.from));
  for (const [at, key] of oldKeys.entries()) {
    if (produced.has(key) || CONSUMED_ELSEWHERE.has(key)) continue;
    if (GONE[key]) log.drop(key, GONE[key]);
    else if (TODAY_ONLY_KEYS.has(key)) placed.push({ key, at, value: mergeToday(placed, key, old[key]) });
    else log.drop(key, 'not a field of the old layout or of today\'s');
  }

  placed.sort((a, b) => a.at - b.at);
  for (const { key, value } of placed) config[key] = value;
  return { config, dropped: orderByOldFile(log, oldKeys), notes: log.notes };
}

/**
 * A today-only key that the conversion also makes (a half-upgraded file with both `navbar` and
 * `topbarLinks`): the value already in today's shape wins, field by field.
 */
function mergeToday(placed: { key: string; at: number; value: Json }[], key: string, value: Json): Json {
  const index = placed.findIndex((p) => p.key === key);
  if (index < 0) return value;
  const [converted] = placed.splice(index, 1);
  return isObject(converted.value) && isObject(value) ? { ...converted.value, ...value } : value;
}

/** The dropped list in the order the fields appear in the old file (top-level key order). */
function orderByOldFile(log: UpgradeLog, oldKeys: readonly string[]) {
  const rank = (path: string) => {
    const top = /^[^.[]+/.exec(path)?.[0] ?? path;
    const i = oldKeys.indexOf(top.replace(/^"|"$/g, ''));
    return i < 0 ? oldKeys.length : i;
  };
  return log.dropped.map((d, i) => ({ d, i })).sort((a, b) => rank(a.d.path) - rank(b.d.path) || a.i - b.i).map(({ d }) => d);
}

/** The new file's text: 2-space JSON with a trailing newline, as the site generator writes it. */
export function formatConfig(config: JsonObject): string {
  return JSON.stringify(config, null, 2) + '\n';
}
