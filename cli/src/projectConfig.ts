import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { Ignore } from 'ignore';
import { Node, parseTree } from 'jsonc-parser';
import { DocsiteSettings, resolveSettings } from '../../service/src';

/** The project config file of the CLI. It takes the same keys as the VS Code settings. */
export const PROJECT_CONFIG_FILE = '.docsiterc.json';
/** Paths (gitignore syntax, relative to the checked folder) that the CLI never checks. */
export const IGNORE_FILE = '.docsiteignore';

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
function withPresetKey(value: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(value, 'preset')) return value;
  const out = Object.assign(emptySettings(), value);
  delete out.preset;
  out['docsite.rules.preset'] = value.preset;
  return out;
}

function readJsonc(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const value = valueOf(parseTree(text, [], { allowTrailingComma: true }));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: expected a JSON object`);
  return value as Record<string, unknown>;
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

/**
 * The settings for a checked folder: `.vscode/settings.json` first (so CI matches what the editor
 * shows), then `.docsiterc.json` on top. An explicit `--config` file replaces the latter.
 */
export function loadProjectSettings(dir: string, explicitConfig?: string): { settings: DocsiteSettings; sources: string[] } {
  const sources: string[] = [];
  let merged = emptySettings();
  const candidates = [path.join(dir, '.vscode', 'settings.json'), explicitConfig ? path.resolve(explicitConfig) : path.join(dir, PROJECT_CONFIG_FILE)];
  for (const file of candidates) {
    const value = readJsonc(file);
    if (!value) {
      if (file === explicitConfig && explicitConfig) throw new Error(`config file not found: ${file}`);
      continue;
    }
    sources.push(file);
    try {
      merged = deepMerge(merged, nestDocsiteKeys(withPresetKey(value)));
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`);
    }
  }
  return { settings: resolveSettings(merged), sources };
}

function deepMerge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = Object.assign(emptySettings(), a);
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? deepMerge(prev as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

/** The ignore rules of a checked folder (`.docsiteignore`, gitignore syntax). */
export function loadIgnore(dir: string): Ignore {
  const ig = ignore();
  try {
    ig.add(fs.readFileSync(path.join(dir, IGNORE_FILE), 'utf8'));
  } catch {
    // No ignore file: nothing is ignored.
  }
  return ig;
}
