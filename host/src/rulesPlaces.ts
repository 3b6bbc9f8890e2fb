/**
 * Where a chosen rules target lands on disk for a site, and the text it gets (issue 37, items 2 and
 * 3): a tool's own file with its frontmatter, or the Docsite section of a team's file; whether the
 * site build would publish it; an older Docsite's file at a place the tool does not read.
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { hasDocsiteMarker, publishedRoute, rulesFileText, withMintignoreLine, type SectionMerge } from '../../service/src';
import { legacyRulesFiles, resolveRulesPlace, type RulesTarget } from '../../assistants/src';
import { FsWorkspace } from './fsWorkspace';
import { ProjectRulesError, buildProjectRulesContent, writeProjectRulesFile, type ProjectRulesSiteCandidate } from './projectRulesWriter';

export interface RulesPlace {
  /** The file written. */
  path: string;
  /** The known tool it is for; undefined for the spec's generic `.<dir>/rules.md`. */
  target?: RulesTarget;
  /** The folder the file belongs to and must stay inside: the repository root, or the docs root for `inDocsRoot` targets. */
  root: string;
}

/** The place of a chosen name (`cursor`, `AGENTS.md`, `.zed`) for `site`. Throws a ProjectRulesError on a bad name. */
export function rulesPlace(site: ProjectRulesSiteCandidate, value: string): RulesPlace {
  let resolved: ReturnType<typeof resolveRulesPlace>;
  try {
    resolved = resolveRulesPlace(value);
  } catch (e) {
    throw new ProjectRulesError((e as Error).message, 'EINVAL');
  }
  const root = resolved.target?.inDocsRoot ? site.docsRoot : site.repoRoot;
  return { path: nodePath.join(root, ...resolved.file.split('/')), target: resolved.target, root };
}

/** Whether the place holds a Docsite section in a file of the team's, rather than a file of its own. */
export function isSectionPlace(place: Pick<RulesPlace, 'target'>): boolean {
  return place.target?.format === 'section';
}

/**
 * The file's whole new text: for a section target the file as it is with the Docsite section new
 * (written as MDX comments where the build parses the file as a page), else the tool's frontmatter
 * and the rules. The rules name the site folder relative to the place's root.
 */
export function placeContent(site: ProjectRulesSiteCandidate, place: RulesPlace, existing: string | undefined): SectionMerge {
  const rules = buildProjectRulesContent({ ...site, repoRoot: place.root });
  return rulesFileText(place, site, rules, existing);
}

/** The route the site build would publish the file at (`/AGENTS`), or undefined when it would not. */
export function publishedRouteOf(site: ProjectRulesSiteCandidate, path: string): string | undefined {
  return publishedRoute(path.split(nodePath.sep).join('/'), site.docsRoot.split(nodePath.sep).join('/'), new FsWorkspace());
}

/** Adds the file to the docs root's `.mintignore` (created when missing), written atomically. */
export function addToMintignore(site: ProjectRulesSiteCandidate, path: string): string {
  const mintignore = nodePath.join(site.docsRoot, '.mintignore');
  const existing = readOrUndefined(mintignore);
  const text = withMintignoreLine(existing, path.split(nodePath.sep).join('/'), site.docsRoot.split(nodePath.sep).join('/'));
  writeProjectRulesFile(mintignore, text, { force: existing !== undefined, root: site.docsRoot });
  return mintignore;
}

/** A rules file an older Docsite wrote for this target where the tool does not read it (`.cursor/rules.md`). */
export function legacyRulesFile(site: ProjectRulesSiteCandidate, place: RulesPlace): string | undefined {
  if (!place.target) return undefined;
  for (const file of legacyRulesFiles(place.target)) {
    const path = nodePath.join(site.repoRoot, ...file.split('/'));
    const text = readOrUndefined(path);
    if (text !== undefined && hasDocsiteMarker(text)) return path;
  }
  return undefined;
}

/** Whether the file on disk carries a Docsite marker (a file a user made their own has none). */
export function hasDocsiteMarkerOnDisk(path: string): boolean {
  return hasDocsiteMarker(readOrUndefined(path) ?? '');
}

export function readOrUndefined(path: string): string | undefined {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw new ProjectRulesError(`Can't read ${path}: ${(e as Error).message}`, (e as NodeJS.ErrnoException).code);
  }
}
