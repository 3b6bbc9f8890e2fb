/**
 * The lines the server writes to the Docsite output channel about what it does: the sites it found,
 * each whole-site check, and slow validations. One line per event, never one per keystroke: a check
 * of a few files after an edit, or a validation, is logged only when it took longer than
 * SLOW_MS (the rest go to the trace, shown with `docsite.trace.server` on).
 */
import type { SiteInfo } from './protocol';
import { uriToPath, plural } from '../../common/src';

/** Work that took longer than this is worth a line in the output channel. */
export const SLOW_MS = 200;

/** A whole-site check (or a re-check after an edit) that finished or was cancelled. */
export interface PassReport {
  /** Started for every file of every site (start-up, new settings or folders), not by an edit. */
  whole: boolean;
  pages: number;
  /** docs.json, the files it `$ref`s, and files that left a site. */
  otherFiles: number;
  ms: number;
  cancelled: boolean;
}

/** `site found: "Acme" in docs (docs.json, today's layout)`, the folder relative to its workspace folder. */
export function siteFoundLine(site: SiteInfo, workspaceFolders: readonly string[]): string {
  const config = site.configUri.slice(site.configUri.lastIndexOf('/') + 1);
  const layout = site.layout === 'today' ? "today's layout" : "the spec's older layout";
  return `site found: "${site.name}" in ${displayPath(uriToPath(site.docsRootUri) ?? site.docsRootUri, workspaceFolders)} (${config}, ${layout})`;
}

export function noSitesLine(workspaceFolders: readonly string[]): string {
  return `no docs.json or mint.json found in ${workspaceFolders.length ? workspaceFolders.join(', ') : 'the workspace (no folder open)'}`;
}

/** The line for a pass, or undefined for a quick re-check after an edit. */
export function passLine(pass: PassReport): string | undefined {
  if (!pass.whole && !pass.cancelled && pass.ms <= SLOW_MS) return undefined;
  const what = `${plural(pass.pages, 'page')}${pass.otherFiles ? ` and ${plural(pass.otherFiles, 'other file')}` : ''}`;
  const ms = Math.round(pass.ms);
  if (pass.cancelled) return `whole-site check cancelled after ${what} (${ms} ms)`;
  return pass.whole ? `checked ${what} in ${ms} ms (whole-site check)` : `re-checked ${what} in ${ms} ms after a change`;
}

/** `validated guides/a.mdx in 12 ms: 3 problems`. */
export function validationLine(path: string, workspaceFolders: readonly string[], ms: number, problems: number): string {
  return `validated ${displayPath(path, workspaceFolders)} in ${Math.round(ms)} ms: ${plural(problems, 'problem')}`;
}

/** A path relative to the workspace folder holding it (`.` for the folder itself), else as it is. */
export function displayPath(path: string, workspaceFolders: readonly string[]): string {
  const folder = workspaceFolders.filter((f) => path === f || path.startsWith(f + '/')).sort((a, b) => b.length - a.length)[0];
  if (folder === undefined) return path;
  return path === folder ? '.' : path.slice(folder.length + 1);
}
