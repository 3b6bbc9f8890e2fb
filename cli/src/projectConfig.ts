/**
 * Where `docsite check` (and `mcp`) takes each site's settings from, found and read by the editor's
 * own finder (host/src/settingsFiles.ts): the checked folder's `.vscode/settings.json`, then the
 * `.docsiterc.json` nearest to the site's docs root, up to the checked folder and never above it
 * (or `--config FILE` instead, for every site). So `docsite check .` at a repository's root reads
 * `docs/.docsiterc.json` for the site in `docs/`, as the editor does for that site's files.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { Ignore } from 'ignore';
import { folderVscodeSettings, nearestProjectConfig, readSettingsFile, toServicePath, type SettingsFile } from '../../host/src';
import { DocsiteSettings, PROJECT_CONFIG_FILE, mergeSettings, nestDocsiteKeys, resolveSettings } from '../../site/src';

/** The project config file of the CLI. It takes the same keys as the VS Code settings (site/src/projectConfig.ts). */
export { PROJECT_CONFIG_FILE, nestDocsiteKeys };
/** Paths (gitignore syntax, relative to the checked folder) that the CLI never checks. */
export const IGNORE_FILE = '.docsiteignore';

/** The settings of a run: one for every site, or each site's by its docs root (ProjectSettings.forSite). */
export type SiteSettings = DocsiteSettings | ((docsRoot: string) => DocsiteSettings);

/** The settings `settings` gives the site at `docsRoot`. */
export function settingsOfSite(settings: SiteSettings, docsRoot: string): DocsiteSettings {
  return typeof settings === 'function' ? settings(docsRoot) : settings;
}

/** `--strict`: every site's settings with the strict preset (per-rule settings still win over it). */
export const strictIf = (strict: boolean) => (loaded: DocsiteSettings) => (strict ? { ...loaded, preset: 'strict' as const } : loaded);

/** The folder whose `.vscode/settings.json` counts, and above which no `.docsiterc.json` is read: a checked docs.json's own folder. */
function checkedFolder(dir: string): string {
  const absolute = toServicePath(dir);
  return fs.statSync(absolute, { throwIfNoEntry: false })?.isFile() ? path.posix.dirname(absolute) : absolute;
}

/**
 * The settings files of one run, each read once: every site's settings are worked out from them,
 * and sites with the same files share one settings object (parallelCheck.ts sends each set once).
 */
export class ProjectSettings {
  private readonly folder: string;
  private readonly vscode: SettingsFile | undefined;
  private readonly explicit: SettingsFile | undefined;
  /** By the path of the site's `.docsiterc.json` ('' for none). */
  private readonly byProjectFile = new Map<string, { settings: DocsiteSettings; sources: string[] }>();

  /** Throws, naming the file, on a settings file that is no JSON object or holds a forbidden key, and on a missing `--config` file. */
  constructor(
    dir: string,
    explicitConfig?: string,
    /** Applied to every site's settings (`--strict`: the strict preset). */
    private readonly adjust: (settings: DocsiteSettings) => DocsiteSettings = (s) => s,
  ) {
    this.folder = checkedFolder(dir);
    this.vscode = folderVscodeSettings(this.folder);
    if (explicitConfig !== undefined) {
      const file = path.resolve(explicitConfig);
      this.explicit = readSettingsFile(file);
      if (!this.explicit) throw new Error(`config file not found: ${file}`);
    }
  }

  /** The settings of the site whose docs root is `docsRoot` (a folder at or below the checked one), and the files they came from. */
  forSiteWithSources(docsRoot: string): { settings: DocsiteSettings; sources: string[] } {
    const project = this.explicit ?? nearestProjectConfig(toServicePath(docsRoot), this.folder);
    const key = project?.path ?? '';
    let known = this.byProjectFile.get(key);
    if (!known) {
      const files = [this.vscode, project].filter((f): f is SettingsFile => f !== undefined);
      const merged = files.reduce<Record<string, unknown>>((settings, file) => mergeSettings(settings, file.settings), Object.create(null) as Record<string, unknown>);
      known = { settings: this.adjust(resolveSettings(merged)), sources: files.map((f) => f.path) };
      this.byProjectFile.set(key, known);
    }
    return known;
  }

  /** The settings of the site whose docs root is `docsRoot`: a SiteSettings for runCheck. */
  readonly forSite = (docsRoot: string): DocsiteSettings => this.forSiteWithSources(docsRoot).settings;
}

/**
 * The settings for one site of a checked folder (by default the folder itself as the docs root):
 * `.vscode/settings.json` first (so CI matches what the editor shows), then the nearest
 * `.docsiterc.json` on top. An explicit `--config` file replaces the latter.
 */
export function loadProjectSettings(dir: string, explicitConfig?: string, docsRoot: string = dir): { settings: DocsiteSettings; sources: string[] } {
  return new ProjectSettings(dir, explicitConfig).forSiteWithSources(docsRoot);
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
