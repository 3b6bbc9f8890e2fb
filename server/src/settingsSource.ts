/**
 * The settings a file is checked with: the editor's `docsite` section with the site's
 * `.docsiterc.json` on top, as in the CLI. An editor other than VS Code (`docsite lsp --stdio` in
 * Neovim, Helix, Zed, Emacs) usually has no `docsite` section to give: it does not support
 * `workspace/configuration`, or answers null for a section it was not told about (the LSP
 * specification: "null if the client does not know the section"). Then the workspace folder's
 * `.vscode/settings.json` stands in for it. Both files are found and read by host/src/settingsFiles.ts,
 * as `docsite check` finds and reads them (cli/src/projectConfig.ts), so a team's settings hold in
 * every editor and in CI alike.
 */
import * as nodePath from 'node:path';
import type { Connection } from 'vscode-languageserver/node';
import { VSCODE_SETTINGS, folderVscodeSettings, isSettingsFile, withProjectConfig } from '../../host/src';
import { DocsiteSettings, PROJECT_CONFIG_FILE, configFileNameOf, resolveSettings } from '../../site/src';
import { isWithin, uriToPath } from '../../common/src';

export interface SettingsSourceDeps {
  connection: Connection;
  /** Whether the client answers `workspace/configuration` (its initialize capabilities). */
  canPullConfiguration: () => boolean;
  workspaceFolders: () => readonly string[];
  logFailure: (where: string, error: unknown) => void;
}

export function settingsSource({ connection, canPullConfiguration, workspaceFolders, logFailure }: SettingsSourceDeps) {
  const cache = new Map<string, Promise<DocsiteSettings>>();

  /** The `docsite` section of the `.vscode/settings.json` of the workspace folder holding `path`; {} without one. */
  function folderSettings(path: string | undefined): unknown {
    const folder = path === undefined ? undefined : workspaceFolders().filter((f) => isWithin(path, f)).sort((a, b) => b.length - a.length)[0];
    if (folder === undefined) return {};
    try {
      return folderVscodeSettings(folder)?.settings ?? {};
    } catch (e) {
      logFailure(`reading ${nodePath.join(folder, ...VSCODE_SETTINGS)} (the defaults apply)`, e);
      return {};
    }
  }

  /** The editor's section, or the folder's file when the editor has none to give. */
  function editorSettings(uri: string): Promise<unknown> {
    const path = uriToPath(uri);
    if (!canPullConfiguration()) return Promise.resolve(folderSettings(path));
    return connection.workspace.getConfiguration({ scopeUri: uri, section: 'docsite' }).then(
      (section: unknown) => (section === null || section === undefined ? folderSettings(path) : section),
      () => folderSettings(path),
    );
  }

  /** The editor's section with the site's `.docsiterc.json` over it; alone when that file is broken. */
  function withProjectConfigOf(uri: string, docsite: unknown): unknown {
    try {
      return withProjectConfig(uriToPath(uri), workspaceFolders(), docsite);
    } catch (e) {
      logFailure('reading .docsiterc.json (the editor settings apply alone)', e);
      return docsite;
    }
  }

  return {
    /** Cached until `clear` (a settings change, a settings file written). */
    settingsFor(uri: string): Promise<DocsiteSettings> {
      let pending = cache.get(uri);
      if (!pending) {
        pending = editorSettings(uri).then((docsite) => resolveSettings(withProjectConfigOf(uri, docsite)));
        cache.set(uri, pending);
      }
      return pending;
    },
    clear(): void {
      cache.clear();
    },
    /**
     * Whether a file changed on disk changes which settings apply: a `.docsiterc.json`, a folder's
     * `.vscode/settings.json`, or a docs.json (mint.json) that came or went, which moves a docs
     * root, where a site's `.docsiterc.json` is looked up from (host/src/settingsFiles.ts).
     */
    isSettingsFile(path: string, kind: 'created' | 'changed' | 'deleted'): boolean {
      return isSettingsFile(path, workspaceFolders()) || (kind !== 'changed' && configFileNameOf(path) !== undefined);
    },
  };
}
