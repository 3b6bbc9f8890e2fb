import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../node/fsWorkspace';
import { readTextFile } from '../node/readText';
import { DIAGNOSTIC_SOURCE } from '../service/diagnostics';
import { DocsLanguageService } from '../service/languageService';
import { DocsiteSettings } from '../service/settings';
import { discoverSites } from '../service/model/discovery';
import { listPages } from '../service/site';
import { pathToUri } from '../service/uri';
import { assertCheckable, noSiteMessage, NothingCheckedError } from './checkTarget';
import { loadIgnore } from './projectConfig';

/** The code of the finding on a file that was found but could not be checked (binary, too large). */
export const FILE_NOT_CHECKED = 'file-not-checked';

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
  /** How many files were really checked (read and validated). */
  checkedFiles: number;
  /** Files that could not be read at all (permissions, vanished, not a regular file): exit code 2. */
  unreadable: { path: string; reason: string }[];
  internalErrors: string[];
}

export interface CheckOptions {
  dir: string;
  settings: DocsiteSettings;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Runs the same language service as the editor over every site under `dir`: each docs.json and
 * every page of its site. Files matched by `.docsiteignore` are skipped. Throws a
 * NothingCheckedError when `dir` cannot be read or holds no site.
 */
export function runCheck(options: CheckOptions): CheckResult {
  assertCheckable(options.dir);
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
  if (located.length === 0) throw new NothingCheckedError(noSiteMessage(options.dir));
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
  const unreadable: CheckResult['unreadable'] = [];
  let checkedFiles = 0;
  work.forEach((item, i) => {
    const read = readTextFile(item.path);
    if (read.ok) {
      const document = TextDocument.create(pathToUri(item.path), item.languageId, 1, read.text);
      // Reported in reading order, whatever order the rules ran in.
      const diagnostics = service
        .validate(document, options.settings)
        .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
      if (diagnostics.length) files.push({ path: item.path, relativePath: relative(item.path), diagnostics });
      service.forget(document.uri);
      checkedFiles++;
    } else if (read.reason === 'unreadable') {
      unreadable.push({ path: item.path, reason: read.detail });
    } else {
      // A binary or oversized file is a problem of that file: reported on it, never skipped silently.
      files.push({ path: item.path, relativePath: relative(item.path), diagnostics: [fileNotChecked(`Not checked: ${read.detail}.`)] });
    }
    options.onProgress?.(i + 1, work.length);
  });
  return { root, sites, files, checkedFiles, unreadable, internalErrors };
}

/** Not a rule (no setting can turn it off): a file the check could not look at must not pass. */
function fileNotChecked(message: string): Diagnostic {
  const start = { line: 0, character: 0 };
  return { range: { start, end: start }, severity: DiagnosticSeverity.Error, code: FILE_NOT_CHECKED, source: DIAGNOSTIC_SOURCE, message };
}
