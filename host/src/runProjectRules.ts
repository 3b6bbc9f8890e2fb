/**
 * `docsite rules --editor NAME | --target NAME [dir] [--force]`: the CLI side of Create Project Rules.
 * It never asks: where the editor would, its message says what it found (an older Docsite's file the
 * tool does not read, a file the site build would publish) and what to do.
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { RULES_TARGETS, rulesTarget, truncationNote } from '../../assistants/src';
import { ProjectRulesError, assertProjectRulesPathInside, findProjectRulesSites, writeProjectRulesFile } from './projectRulesWriter';
import { isSectionPlace, legacyRulesFile, placeContent, publishedRouteOf, readOrUndefined, rulesPlace } from './rulesPlaces';

export interface RunProjectRulesArgs {
  /** A folder: the site's docs root, the repository, or a folder inside the site. */
  dir: string;
  /** A tool (`cursor`), a target's file (`AGENTS.md`) or an editor directory (`.zed`: the generic `.zed/rules.md`). */
  editor?: string;
  /** A target by id (`agents`, `mintlify-agents`, `claude`, `copilot`, `copilot-path`, `cursor`, …). */
  target?: string;
  /** Replace an existing file; for a section target, write the section into a file that has other content. */
  force: boolean;
}

export interface RunProjectRulesResult {
  path: string;
  written: boolean;
  message: string;
}

/**
 * Resolves to `written: false` with a message when the file exists and `force` is off. Rejects with a
 * ProjectRulesError (clear message) when there is no site, when several sites make the choice
 * ambiguous, or when the file can't be written.
 */
export async function runProjectRulesCommand(args: RunProjectRulesArgs): Promise<RunProjectRulesResult> {
  if (args.target !== undefined && !rulesTarget(args.target)) {
    throw new ProjectRulesError(`Unknown target "${args.target}": use one of ${RULES_TARGETS.map((t) => t.id).join(', ')}.`, 'EINVAL');
  }
  const dir = nodePath.resolve(args.dir);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir);
  } catch {
    stat = undefined;
  }
  if (!stat?.isDirectory()) throw new ProjectRulesError(`${dir} is not a folder.`, 'ENOENT');
  const sites = findProjectRulesSites(dir, dir);
  if (!sites.length) throw new ProjectRulesError(`No docs.json found in ${dir}, below it or above it.`, 'ENOENT');
  if (sites.length > 1) {
    const list = sites.map((s) => `  ${s.configPath}${s.name ? ` (${s.name})` : ''}`).join('\n');
    throw new ProjectRulesError(`Several sites found under ${dir}; pass the folder of one of them:\n${list}`, 'EAMBIGUOUS');
  }
  const site = sites[0];
  const place = rulesPlace(site, args.target ?? args.editor ?? '');
  const path = place.path;
  assertProjectRulesPathInside(path, place.root);
  const existing = readOrUndefined(path);
  const merged = placeContent(site, place, existing);
  if (!merged.ok) throw new ProjectRulesError(`${path} was left unchanged: ${merged.reason}.`, 'EINVAL');
  const notes = [legacyNote(site, place), publishedNote(site, path), truncationNote(place.target, merged.text) ?? ''].filter(Boolean).join('\n');
  const result = (written: boolean, message: string) => ({ path, written, message: notes ? `${message}\n${notes}` : message });
  const section = isSectionPlace(place);
  if (merged.change === 'unchanged') return result(true, section ? `${path}: the Docsite section is up to date.` : `${path} is up to date.`);
  if (existing !== undefined && !args.force) {
    if (!section) return result(false, `${path} already exists and was left unchanged. Use --force to replace it.`);
    const what = merged.change === 'replaced' ? 'replace its Docsite section' : 'add a Docsite section after its own text';
    return result(false, `${path} exists; Docsite would ${what}, keeping every other line. Use --force to write it.`);
  }
  const outcome = writeProjectRulesFile(path, merged.text, { force: existing !== undefined, root: place.root });
  if (!outcome.written) return result(false, `${path} appeared meanwhile and was left unchanged; run again.`);
  const done = !section || merged.change === 'created' ? (existing !== undefined ? 'Replaced' : 'Wrote') : merged.change === 'replaced' ? 'Replaced the Docsite section of' : 'Added a Docsite section to';
  return result(true, `${done} ${path} for ${site.name ?? site.configPath}.`);
}

/** An older Docsite's file for the same tool, at a place the tool does not read: say so, and what to do. */
function legacyNote(site: Parameters<typeof legacyRulesFile>[0], place: Parameters<typeof legacyRulesFile>[1]): string {
  const old = legacyRulesFile(site, place);
  return old ? `${old} was written by an older Docsite, where ${place.target!.tool} does not read it; the rules are now in ${place.path}. Delete ${old}.` : '';
}

/** A file the site build would serve as a page: say where, and the two ways out. */
function publishedNote(site: Parameters<typeof publishedRouteOf>[0], path: string): string {
  const route = publishedRouteOf(site, path);
  if (!route) return '';
  const base = nodePath.basename(path);
  return `Warning: the site build publishes ${base} as the page ${route}. Use --target mintlify-agents (.mintlify/AGENTS.md, never published), or add /${nodePath.relative(site.docsRoot, path).split(nodePath.sep).join('/')} to ${nodePath.join(site.docsRoot, '.mintignore')}.`;
}
