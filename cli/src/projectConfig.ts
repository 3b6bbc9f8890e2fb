import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { Ignore } from 'ignore';
import { DocsiteSettings, PROJECT_CONFIG_FILE, mergeSettings, nestDocsiteKeys, parseSettingsFile, resolveSettings, withPresetKey } from '../../service/src';

/** The project config file of the CLI. It takes the same keys as the VS Code settings (service/src/projectConfig.ts). */
export { PROJECT_CONFIG_FILE, nestDocsiteKeys };
/** Paths (gitignore syntax, relative to the checked folder) that the CLI never checks. */
export const IGNORE_FILE = '.docsiteignore';

function readJsonc(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return parseSettingsFile(text, file);
}

/**
 * The settings for a checked folder: `.vscode/settings.json` first (so CI matches what the editor
 * shows), then `.docsiterc.json` on top. An explicit `--config` file replaces the latter.
 */
export function loadProjectSettings(dir: string, explicitConfig?: string): { settings: DocsiteSettings; sources: string[] } {
  const sources: string[] = [];
  let merged: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const candidates = [path.join(dir, '.vscode', 'settings.json'), explicitConfig ? path.resolve(explicitConfig) : path.join(dir, PROJECT_CONFIG_FILE)];
  for (const file of candidates) {
    const value = readJsonc(file);
    if (!value) {
      if (file === explicitConfig && explicitConfig) throw new Error(`config file not found: ${file}`);
      continue;
    }
    sources.push(file);
    try {
      merged = mergeSettings(merged, nestDocsiteKeys(withPresetKey(value)));
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`);
    }
  }
  return { settings: resolveSettings(merged), sources };
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
