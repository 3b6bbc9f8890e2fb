import { TextDocument } from 'vscode-languageserver-textdocument';
import type { WorkspaceEdit } from 'vscode-languageserver-types';
import type { PathRename } from '../config/rename';
import { siteRenameEdits } from '../siteRenameEdits';
import type { ServiceCore } from './core';

/** Navigation, link and redirect edits for renamed or moved pages (siteRenameEdits.ts). */
export interface RenameProvider {
  renameEdits(configs: readonly TextDocument[], renames: readonly PathRename[], textOf?: (path: string) => string | undefined, redirects?: 'none' | 'add' | 'only'): WorkspaceEdit;
}

export function renameProvider(core: ServiceCore): RenameProvider {
  return {
    renameEdits(configs, renames, textOf, redirects = 'none') {
      const sites = configs.map((document) => {
        const path = core.pathOf(document);
        return { document, path, model: core.sites.get(path, document.getText()) };
      });
      return siteRenameEdits(sites, renames, core.workspace, textOf, redirects);
    },
  };
}
