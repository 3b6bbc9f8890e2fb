/**
 * The decisions of "Docsite: Create Project Rules", apart from VS Code: which site, which editor
 * directory, and what to do when rules.md exists. The command supplies the UI (quick picks, modal
 * dialogs); tests supply a scripted one. Nothing is written unless the user chose it, and an
 * existing file is only replaced after an explicit confirmation.
 */
import { ProjectRulesSiteCandidate, writeProjectRulesFile, assertProjectRulesPathInside, ProjectRulesError, rulesPlace, publishedRouteOf, addToMintignore, legacyRulesFile, hasDocsiteMarkerOnDisk, type RulesPlace } from '../../../host/src';
import { detectRulesTarget, rulesTargetOfPath, truncationNote } from '../../../assistants/src';
import * as fs from 'node:fs';
import type { RulesStart } from './rulesJob';
import * as nodePath from 'node:path';

export type ExistingChoice = 'open' | 'diff' | 'replace';
/** A file the site build would publish: write `.mintlify/AGENTS.md` instead, list it in `.mintignore`, or publish it. */
export type PublishedChoice = 'mintlify' | 'mintignore' | 'publish';

export interface ProjectRulesUi {
  /** Several sites or repository roots: which one. Undefined = cancelled. */
  pickSite(sites: readonly ProjectRulesSiteCandidate[]): Promise<ProjectRulesSiteCandidate | undefined>;
  /** The editor can't be told: pick a target (its id) or enter an editor directory. Undefined = cancelled. */
  pickEditorDirectory(): Promise<string | undefined>;
  /**
   * The file lies where the site build publishes it as the page `route`: what to do. Asked once per
   * site; the UI remembers the answer (workspace state) and returns it without asking again.
   */
  askPublished(site: ProjectRulesSiteCandidate, path: string, route: string): Promise<PublishedChoice | undefined>;
  /** An older Docsite's rules file at `old`, where the tool does not read it; the rules are now in `path`. Resolves to whether to delete it. */
  offerLegacyMove(old: string, path: string, tool: string): Promise<boolean>;
  /** rules.md exists. `afterDiff`: the diff is showing, so don't block the window. */
  askExisting(path: string, afterDiff: boolean): Promise<ExistingChoice | undefined>;
  /** The modal "really replace?" confirmation. */
  confirmReplace(path: string): Promise<boolean>;
  showDiff(path: string, newContent: string): Promise<void>;
  open(path: string): Promise<void>;
  /** Whether the file is open with unsaved changes (replacing it then would fight the editor). */
  hasUnsavedChanges(path: string): boolean;
  info(message: string): void;
}

/**
 * Whatever reads and parses the site: in VS Code a worker thread under a time budget
 * (threadedRulesReader.ts), never the extension host's thread; tests may run the thread's work in
 * process (rulesThread.ts). Failures reject with a ProjectRulesError the user is shown.
 */
export interface ProjectRulesReader {
  /** Every site found from the starts, each once. */
  sites(starts: readonly RulesStart[], confine: boolean): Promise<ProjectRulesSiteCandidate[]>;
  /** The file's whole new text at the place `chosen` names (rulesPlace): the tool's file, or a team's file with the Docsite section new. */
  content(site: ProjectRulesSiteCandidate, chosen: string): Promise<string>;
}

export interface ProjectRulesEnvironment {
  /** Folders to look for sites in, each with the folder to use as root when there is no git repository. */
  starts: readonly RulesStart[];
  reader: ProjectRulesReader;
  /** `vscode.env.appName`. */
  appName: string | undefined;
  /** `docsite.rules.editorDirectory` for a repository root ('' when unset). */
  editorDirectorySetting(repoRoot: string): string;
  /**
   * "Regenerate (show diff)" on a stale rules file: that file, for the site it was made from (its
   * docs.json). The file's own folder is its repository root, so the new text records the same site
   * folder; the flow starts at the diff.
   */
  regenerate?: { file: string; configPath?: string };
}

export type ProjectRulesOutcome =
  | { kind: 'written' | 'replaced'; path: string }
  | { kind: 'opened'; path: string }
  /** "Show Diff" found the file identical to the rules generated now. */
  | { kind: 'up-to-date'; path: string }
  | { kind: 'cancelled'; path?: string };

export async function createProjectRules(ui: ProjectRulesUi, env: ProjectRulesEnvironment): Promise<ProjectRulesOutcome> {
  const sites = new Map((await env.reader.sites(env.starts, true)).map((site) => [site.configPath, site]));
  if (!sites.size) {
    const where = env.starts.map((s) => s.dir).join(', ');
    throw new ProjectRulesError(`No docs.json found${where ? ` in ${where}` : ''}. Open the folder of a documentation site first.`, 'ENOENT');
  }
  const regenerate = env.regenerate;
  if (regenerate) return regenerateRules(ui, env.reader, regenerate, sites);
  const site = sites.size === 1 ? [...sites.values()][0] : await ui.pickSite([...sites.values()]);
  if (!site) return { kind: 'cancelled' };

  const setting = env.editorDirectorySetting(site.repoRoot).trim();
  let chosen = setting || detectRulesTarget(env.appName)?.id || (await ui.pickEditorDirectory());
  if (!chosen) return { kind: 'cancelled' };
  let place: RulesPlace;
  try {
    place = rulesPlace(site, chosen);
  } catch (e) {
    throw new ProjectRulesError(`${(e as Error).message}${setting ? ' (from the setting docsite.rules.editorDirectory)' : ''}`, 'EINVAL');
  }
  // Where the build would serve the file as a page, the user decides first (issue 37, item 3).
  const route = publishedRouteOf(site, place.path);
  if (route) {
    const answer = await ui.askPublished(site, place.path, route);
    if (!answer) return { kind: 'cancelled' };
    if (answer === 'mintlify') place = rulesPlace(site, (chosen = 'mintlify-agents'));
    if (answer === 'mintignore') addToMintignore(site, place.path);
  }
  const path = place.path;
  // Before anything is read or shown: an existing file behind a symlink is not ours to diff.
  assertProjectRulesPathInside(path, place.root);
  const content = await env.reader.content(site, chosen);
  const old = legacyRulesFile(site, place);
  let outcome: ProjectRulesOutcome | undefined;
  if (!fs.existsSync(path)) {
    const written = writeProjectRulesFile(path, content, { force: false, root: place.root });
    if (written.written) {
      await ui.open(path);
      const partly = truncationNote(place.target, content);
      ui.info(`Created ${path}${whereNote(site)}. ${place.target ? `${place.target.reads.replace(/ \(.*\)$/, '')}` : 'Your AI assistant reads it'} when it writes pages for ${site.name ?? 'this site'}.${partly ? ` ${partly}` : ''}`);
      outcome = { kind: 'written', path };
    }
    // Someone created it meanwhile: fall through to the same choices as for an existing file.
  }
  outcome ??= await replaceExisting(ui, place.root, site, path, content, false);
  if (old && (outcome.kind === 'written' || outcome.kind === 'replaced' || outcome.kind === 'up-to-date') && (await ui.offerLegacyMove(old, path, place.target!.tool))) {
    // Only a file that still carries Docsite's marker: one the user made their own in between is kept.
    if (hasDocsiteMarkerOnDisk(old)) fs.unlinkSync(old);
  }
  return outcome;
}

/** "Regenerate (show diff)": straight to the diff of that file, then the same confirmations. */
async function regenerateRules(ui: ProjectRulesUi, reader: ProjectRulesReader, target: { file: string; configPath?: string }, sites: Map<string, ProjectRulesSiteCandidate>): Promise<ProjectRulesOutcome> {
  const found = (target.configPath && sites.get(target.configPath)) || (sites.size === 1 ? [...sites.values()][0] : await ui.pickSite([...sites.values()]));
  if (!found) return { kind: 'cancelled' };
  const of = rulesTargetOfPath(target.file.replace(/\\/g, '/'));
  if (of === undefined) throw new ProjectRulesError(`${target.file} is not a project rules file.`, 'EINVAL');
  const root = nodePath.resolve(of.root);
  // The file's own place: its target, else the generic `.<dir>/rules.md` of its folder.
  const chosen = of.target?.id ?? `${nodePath.basename(nodePath.dirname(target.file))}/rules.md`;
  const site = of.target?.inDocsRoot ? { ...found, docsRoot: root } : { ...found, repoRoot: root };
  assertProjectRulesPathInside(target.file, root);
  const content = await reader.content(site, chosen);
  return replaceExisting(ui, root, site, target.file, content, true);
}

/** An existing file: open it, diff it, or replace it after the modal confirmation. `diffFirst` starts at the diff. */
async function replaceExisting(ui: ProjectRulesUi, root: string, site: ProjectRulesSiteCandidate, path: string, content: string, diffFirst: boolean): Promise<ProjectRulesOutcome> {
  let afterDiff = false;
  for (;;) {
    const choice = diffFirst && !afterDiff ? 'diff' : await ui.askExisting(path, afterDiff);
    if (choice === 'open') {
      await ui.open(path);
      return { kind: 'opened', path };
    }
    if (choice === 'diff') {
      if ((await readOrUndefined(path)) === content) {
        ui.info(`${path} is up to date: it already holds the rules generated from the site now.`);
        return { kind: 'up-to-date', path };
      }
      await ui.showDiff(path, content);
      afterDiff = true;
      continue;
    }
    if (choice !== 'replace' || !(await ui.confirmReplace(path))) return { kind: 'cancelled', path };
    if (ui.hasUnsavedChanges(path)) {
      throw new ProjectRulesError(`${path} has unsaved changes. Save or revert them, then run the command again.`, 'EDIRTY');
    }
    writeProjectRulesFile(path, content, { force: true, root });
    await ui.open(path);
    ui.info(`Replaced ${path}${whereNote(site)}.`);
    return { kind: 'replaced', path };
  }
}

/** Why the file is not at the repository root, when it is not. */
function whereNote(site: ProjectRulesSiteCandidate): string {
  return site.outsideGitRoot ? ` (in the workspace folder: the repository root ${site.outsideGitRoot} is outside the workspace)` : '';
}

/** Read without blocking the extension host: the file may be a large AGENTS.md. */
async function readOrUndefined(path: string): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}
