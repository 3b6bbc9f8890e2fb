import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../node/fsWorkspace';
import { DocsLanguageService } from '../service/languageService';
import { DocsiteSettings } from '../service/settings';
import { discoverSites } from '../service/model/discovery';
import { listPages } from '../service/site';
import { pathToUri } from '../service/uri';
import { loadIgnore } from './projectConfig';

export interface FileResult {
  /** Absolute path. */
  path: string;
  /** Path relative to the checked folder, with forward slashes. */
  relativePath: string;
  diagnostics: Diagnostic[];
}

export interface CheckResult {
  root: string;
  sites: { name: string; config: string; pages: number }[];
  /** Files with at least one diagnostic. */
  files: FileResult[];
  /** How many files were checked. */
  checkedFiles: number;
  internalErrors: string[];
}

export interface CheckOptions {
  dir: string;
  settings: DocsiteSettings;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Runs the same language service as the editor over every site under `dir`: each docs.json and
 * every page of its site. Files matched by `.docsiteignore` are skipped.
 */
export function runCheck(options: CheckOptions): CheckResult {
  const root = toServicePath(options.dir);
  const workspace = new FsWorkspace();
  const internalErrors: string[] = [];
  const service = new DocsLanguageService(workspace, (where, e) => internalErrors.push(`${where}: ${e instanceof Error ? e.message : String(e)}`));
  const ig = loadIgnore(options.dir);
  const relative = (p: string) => path.posix.relative(root, p) || path.posix.basename(p);
  const notIgnored = (p: string) => {
    const rel = relative(p);
    return rel.startsWith('..') || !ig.ignores(rel);
  };

  const located = fs.statSync(root).isFile()
    ? [{ docsRoot: path.posix.dirname(root), configPath: root }]
    : discoverSites(root, workspace).filter((s) => notIgnored(s.configPath));
  const work: { path: string; languageId: string }[] = [];
  const sites: CheckResult['sites'] = [];
  for (const { docsRoot, configPath: config } of located) {
    const pages = [...listPages(docsRoot, workspace).values()].filter(notIgnored).sort();
    const model = service.siteModel(config);
    sites.push({ name: model.name ?? path.posix.basename(docsRoot), config, pages: pages.length });
    // Files the configuration `$ref`s are checked too: their navigation entries are the site's.
    const parts = [...model.sources.keys()].filter((f) => f !== config && notIgnored(f)).sort();
    work.push({ path: config, languageId: 'json' }, ...parts.map((p) => ({ path: p, languageId: 'json' })), ...pages.map((p) => ({ path: p, languageId: 'mdx' })));
  }

  const files: FileResult[] = [];
  work.forEach((item, i) => {
    const text = workspace.readFile(item.path);
    if (text !== undefined) {
      const document = TextDocument.create(pathToUri(item.path), item.languageId, 1, text);
      // Reported in reading order, whatever order the rules ran in.
      const diagnostics = service
        .validate(document, options.settings)
        .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
      if (diagnostics.length) files.push({ path: item.path, relativePath: relative(item.path), diagnostics });
      service.forget(document.uri);
    }
    options.onProgress?.(i + 1, work.length);
  });
  return { root, sites, files, checkedFiles: work.length, internalErrors };
}
