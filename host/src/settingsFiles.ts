/**
 * The one finder and reader of the settings files, for the editor's server and for the command line
 * alike (CI and the editor once read different files): a folder's `.vscode/settings.json`, and
 * the `.docsiterc.json` nearest to a site's docs root, never above a boundary (the workspace folder
 * in the editor, the checked folder in `docsite check`). What a file means is the service's
 * (site/src/projectConfig.ts); where it is looked for, and reading it, is here alone.
 */
import * as nodePath from 'node:path';
import { PROJECT_CONFIG_FILE, findSite, mergeSettings, projectConfigSettings } from '../../site/src';
import { isWithin } from '../../common/src';
import { FsWorkspace } from './fsWorkspace';
import { readTextFile } from './readText';

/** A settings file found, and its `docsite` settings nested as VS Code's section is (`rules`, `validation`, …). */
export interface SettingsFile {
  path: string;
  settings: Record<string, unknown>;
}

/** A folder's VS Code workspace settings file, as a path below the folder. */
export const VSCODE_SETTINGS = ['.vscode', 'settings.json'] as const;

/** Whether `path` is a settings file read for `folders`: any `.docsiterc.json`, or one of the folders' `.vscode/settings.json`. */
export function isSettingsFile(path: string, folders: readonly string[]): boolean {
  return nodePath.basename(path) === PROJECT_CONFIG_FILE || folders.some((folder) => path === nodePath.join(folder, ...VSCODE_SETTINGS));
}

/**
 * Reads one settings file (`.docsiterc.json`, `.vscode/settings.json`, `--config FILE`); undefined
 * when it cannot be read (missing, a folder, binary). Throws, naming the file, on one that is no JSON
 * object or holds a forbidden key: a config is never half-read.
 */
export function readSettingsFile(file: string): SettingsFile | undefined {
  const read = readTextFile(file);
  return read.ok ? { path: file, settings: projectConfigSettings(read.text, file) } : undefined;
}

/** `<folder>/.vscode/settings.json`; undefined when there is none. Throws as readSettingsFile does. */
export function folderVscodeSettings(folder: string): SettingsFile | undefined {
  return readSettingsFile(nodePath.join(folder, ...VSCODE_SETTINGS));
}

/**
 * The `.docsiterc.json` nearest to `folder`: in it, then in each parent up to `boundary` and never
 * above it, so a file outside the project does not steer it. Without a boundary holding `folder`,
 * only `folder` itself is looked in. Undefined when there is none; throws as readSettingsFile does.
 */
export function nearestProjectConfig(folder: string, boundary: string | undefined): SettingsFile | undefined {
  for (let dir = folder; ; ) {
    const found = readSettingsFile(nodePath.join(dir, PROJECT_CONFIG_FILE));
    if (found) return found;
    const parent = nodePath.dirname(dir);
    if (boundary === undefined || parent === dir || !isWithin(dir, boundary) || dir === boundary) return undefined;
    dir = parent;
  }
}

/**
 * The folder a file's `.docsiterc.json` is looked up from: its site's docs root (the README: "at the
 * docs root", where "Turn off <rule> for this site" writes it, and where `docsite check` looks for
 * each site), so every file of a site has the site's settings. A file of no site inside the
 * boundary (or a workspace folder itself: `isFolder`) starts from its own folder.
 */
export function settingsFolderOf(file: string, boundary: string | undefined, isFolder = false): string {
  const own = isFolder ? file : nodePath.dirname(file);
  if (isFolder) return own;
  const site = findSite(file, new FsWorkspace());
  return site && boundary !== undefined && isWithin(site.docsRoot, boundary) ? site.docsRoot : own;
}

/**
 * The editor's `.docsiterc.json` for `file` (a file, or a workspace folder itself): the one nearest
 * to its site's docs root, up to the innermost workspace folder holding it. As `docsite check <that
 * folder>` picks for the site (cli/src/projectConfig.ts). Throws as readSettingsFile does.
 */
export function projectConfigForFile(file: string, workspaceFolders: readonly string[]): SettingsFile | undefined {
  const boundary = workspaceFolders.filter((f) => isWithin(file, f)).sort((a, b) => b.length - a.length)[0];
  return nearestProjectConfig(settingsFolderOf(file, boundary, workspaceFolders.includes(file)), boundary);
}

/**
 * The editor's `docsite` settings section with the file's `.docsiterc.json` merged over it (its
 * keys win, as over `.vscode/settings.json` in the CLI). Throws as readSettingsFile does.
 */
export function withProjectConfig(file: string | undefined, workspaceFolders: readonly string[], docsite: unknown): unknown {
  const project = file === undefined ? undefined : projectConfigForFile(file, workspaceFolders);
  if (!project) return docsite;
  return mergeSettings(docsite && typeof docsite === 'object' ? (docsite as Record<string, unknown>) : {}, project.settings);
}
