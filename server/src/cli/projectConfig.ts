import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { Ignore } from 'ignore';
import { parse as parseJsonc } from 'jsonc-parser';
import { DocsiteSettings, resolveSettings } from '../service/settings';

/** The project config file of the CLI. It takes the same keys as the VS Code settings. */
export const PROJECT_CONFIG_FILE = '.docsiterc.json';
/** Paths (gitignore syntax, relative to the checked folder) that the CLI never checks. */
export const IGNORE_FILE = '.docsiteignore';

/**
 * Turns settings written the VS Code way — flat (`"docsite.rules.missing-page": "warning"`) or
 * nested (`"docsite": { "rules": { … } }`) — into one nested object under `docsite`.
 */
export function nestDocsiteKeys(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (keys: string[], value: unknown) => {
    let target = out;
    for (const key of keys.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) put([...keys, k], v);
    } else {
      target[last] = value;
    }
  };
  for (const [key, value] of Object.entries(flat)) {
    if (key === 'docsite') put([], value);
    else if (key.startsWith('docsite.')) {
      // Rule codes contain no dots, so `docsite.rules.<code>` splits cleanly.
      put(key.slice('docsite.'.length).split('.'), value);
    }
  }
  return out;
}

function readJsonc(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const value = parseJsonc(text, [], { allowTrailingComma: true });
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: expected a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * The settings for a checked folder: `.vscode/settings.json` first (so CI matches what the editor
 * shows), then `.docsiterc.json` on top. An explicit `--config` file replaces the latter.
 */
export function loadProjectSettings(dir: string, explicitConfig?: string): { settings: DocsiteSettings; sources: string[] } {
  const sources: string[] = [];
  let merged: Record<string, unknown> = {};
  const candidates = [path.join(dir, '.vscode', 'settings.json'), explicitConfig ? path.resolve(explicitConfig) : path.join(dir, PROJECT_CONFIG_FILE)];
  for (const file of candidates) {
    const value = readJsonc(file);
    if (!value) {
      if (file === explicitConfig && explicitConfig) throw new Error(`config file not found: ${file}`);
      continue;
    }
    sources.push(file);
    merged = deepMerge(merged, nestDocsiteKeys(value));
  }
  return { settings: resolveSettings(merged), sources };
}

function deepMerge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
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
