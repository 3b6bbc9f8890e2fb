/**
 * `.docsiterc.json`, the site's own settings file: the same keys as the VS Code settings, flat
 * (`"docsite.rules.missing-page": "warning"`) or nested (`"docsite": { "rules": { … } }`), plus
 * `"preset"`. Found and read for the CLI (cli/src/projectConfig.ts) and, on top of the editor's
 * settings, for the server by one finder (host/src/settingsFiles.ts), through the functions here, so
 * a file written by "Turn off <rule> for this site" (projectConfigEdit.ts) means the same to both.
 */
import { Node, parseTree } from 'jsonc-parser';

/** The project config file, at a site's docs root (or a folder above it: the nearest counts). */
export const PROJECT_CONFIG_FILE = '.docsiterc.json';

/**
 * Keys that would reach Object.prototype through a plain object (`"docsite.__proto__.missing-page"`
 * once turned every object's `missing-page` off). Rejected outright, so a config is never half-read.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Settings = Record<string, unknown>;

/** A config object with no prototype: no key of a user's file can reach Object.prototype. */
const emptySettings = (): Settings => Object.create(null) as Settings;

function assertAllowedKey(key: string, written: string): void {
  if (FORBIDDEN_KEYS.has(key)) throw new Error(`the key "${written}" is not allowed ("${key}" is reserved)`);
}

/**
 * Turns settings written the VS Code way — flat (`"docsite.rules.missing-page": "warning"`) or
 * nested (`"docsite": { "rules": { … } }`) — into one nested object under `docsite`. Throws on a
 * `__proto__`, `constructor` or `prototype` key.
 */
export function nestDocsiteKeys(flat: Record<string, unknown>): Record<string, unknown> {
  const out = emptySettings();
  const put = (keys: string[], value: unknown, written: string) => {
    for (const key of keys) assertAllowedKey(key, written);
    let target = out;
    for (const key of keys.slice(0, -1)) {
      if (!Object.hasOwn(target, key) || typeof target[key] !== 'object' || target[key] === null) target[key] = emptySettings();
      target = target[key] as Settings;
    }
    const last = keys[keys.length - 1];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) put([...keys, k], v, `${written}.${k}`);
    } else {
      target[last] = value;
    }
  };
  for (const [key, value] of Object.entries(flat)) {
    if (key === 'docsite') put([], value, key);
    else if (key.startsWith('docsite.')) {
      // Rule codes contain no dots, so `docsite.rules.<code>` splits cleanly.
      put(key.slice('docsite.'.length).split('.'), value, key);
    }
  }
  return out;
}

/**
 * `"preset": "strict"` at the top of a config file is `docsite.rules.preset`. (Object.hasOwn: only
 * the file's own key counts; the objects here have no prototype anyway.)
 */
export function withPresetKey(value: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(value, 'preset')) return value;
  const out = Object.assign(emptySettings(), value);
  delete out.preset;
  out['docsite.rules.preset'] = value.preset;
  return out;
}

/**
 * The value of a parsed JSONC node, built from null-prototype objects. (A plain object literal
 * would take a `"__proto__"` key as its prototype instead of as a key.)
 */
function valueOf(node: Node | undefined): unknown {
  if (!node) return undefined;
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  if (node.type !== 'object') return node.value;
  const out = emptySettings();
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key && typeof key.value === 'string') out[key.value] = valueOf(value);
  }
  return out;
}

/** A JSONC settings file's top-level object; throws when it is something else (an array, a string). */
export function parseSettingsFile(text: string, file: string): Record<string, unknown> {
  const value = valueOf(parseTree(text, [], { allowTrailingComma: true }));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: expected a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * The settings a `.docsiterc.json` (or `.vscode/settings.json`) text holds, nested as VS Code's
 * `docsite` section is (`rules`, `validation`, …), ready to merge on top of it with `mergeSettings`.
 * Throws, naming `file`, on a text that is no JSON object or holds a forbidden key.
 */
export function projectConfigSettings(text: string, file: string): Record<string, unknown> {
  const value = parseSettingsFile(text, file);
  try {
    return nestDocsiteKeys(withPresetKey(value));
  } catch (e) {
    throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** `b` over `a`, object by object (a rule set in `b` replaces the same rule in `a`, the others stay). */
export function mergeSettings(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = Object.assign(emptySettings(), a);
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? mergeSettings(prev as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}
