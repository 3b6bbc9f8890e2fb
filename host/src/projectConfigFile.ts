/**
 * The editor's view of `.docsiterc.json`: the server lays it over the VS Code settings, as the CLI
 * lays it over `.vscode/settings.json` (cli/src/projectConfig.ts), so "Turn off <rule> for this site"
 * (service/src/projectConfigEdit.ts) turns the rule off in the editor and in CI alike.
 */
import * as nodePath from 'node:path';
import { PROJECT_CONFIG_FILE, isWithin, mergeSettings, projectConfigSettings } from '../../service/src';
import { readTextFile } from './readText';

/**
 * The settings of the `.docsiterc.json` nearest to `file` (a file, or a workspace folder itself): its
 * folder, then each parent up to the workspace folder that holds it (never above, so a file outside
 * the workspace does not steer it).
 * Undefined when there is none. Throws, naming the file, on one that is no JSON object or holds a
 * forbidden key: the caller reports it and goes on without it.
 */
export function nearestProjectConfig(file: string, workspaceFolders: readonly string[]): { path: string; settings: Record<string, unknown> } | undefined {
  const folder = workspaceFolders.filter((f) => isWithin(file, f)).sort((a, b) => b.length - a.length)[0];
  let dir = workspaceFolders.includes(file) ? file : nodePath.dirname(file);
  for (;;) {
    const candidate = nodePath.join(dir, PROJECT_CONFIG_FILE);
    const read = readTextFile(candidate);
    if (read.ok) return { path: candidate, settings: projectConfigSettings(read.text, candidate) };
    const parent = nodePath.dirname(dir);
    if (!folder || parent === dir || !isWithin(parent, folder)) return undefined;
    dir = parent;
  }
}

/**
 * The editor's `docsite` settings section with the nearest `.docsiterc.json` merged over it (its
 * keys win, as over `.vscode/settings.json` in the CLI). Throws as nearestProjectConfig does.
 */
export function withProjectConfig(file: string | undefined, workspaceFolders: readonly string[], docsite: unknown): unknown {
  const project = file === undefined ? undefined : nearestProjectConfig(file, workspaceFolders);
  if (!project) return docsite;
  return mergeSettings(docsite && typeof docsite === 'object' ? (docsite as Record<string, unknown>) : {}, project.settings);
}
