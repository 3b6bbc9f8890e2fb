import * as vscode from 'vscode';
import { proposedDiffs } from '../proposedDiff';
import * as nodePath from 'node:path';
import { RULES_TARGETS, editorDirectoryProblem } from '../../../assistants/src';
import { ProjectRulesError, ProjectRulesSiteCandidate } from '../../../host/src';
import { ExistingChoice, ProjectRulesOutcome, ProjectRulesReader, ProjectRulesUi, PublishedChoice, createProjectRules } from './flow';
import { ThreadedRulesReader } from './threadedRulesReader';

const TITLE = 'Create Project Rules';
/** Virtual documents holding the proposed rules.md, for the diff view. */
const PROPOSED_SCHEME = 'docsite-rules';

// Button and item labels. UI tests find the dialogs and picks by these.
const OPEN = 'Open';
const SHOW_DIFF = 'Show Diff';
const REPLACE = 'Replace…';
const CONFIRM_REPLACE = 'Replace';
const CUSTOM = 'Custom…';
const USE_MINTLIFY = 'Use .mintlify/AGENTS.md';
const ADD_MINTIGNORE = 'Add to .mintignore';
const PUBLISH = 'Publish It';
const DELETE_OLD = 'Delete Old File';
/** Workspace state: the answer to "the build would publish it", per site (its configuration path). */
const PUBLISHED_ANSWERS = 'docsite.projectRules.publishedAnswers';

/**
 * The handler of "Docsite: Create Project Rules" (palette, and the Explorer context menu of a
 * folder), with the content provider its diff view needs. It resolves to what happened
 * (`ProjectRulesOutcome`), so tests that run it through `executeCommand` can check the result; every
 * choice goes through standard quick picks and dialogs, so a UI test can drive it as a user would.
 * This module is its own bundle (dist/projectRulesCommand.js), loaded on the command's first run.
 */
export function createProjectRulesCommand(context: vscode.ExtensionContext): (resource?: unknown) => Promise<ProjectRulesOutcome | undefined> {
  const showDiff = proposedDiffs(context, PROPOSED_SCHEME);
  // The site is read on this thread of its own (dist/rulesWorker.js), started on the first run and kept.
  const thread = new ThreadedRulesReader(nodePath.join(__dirname, 'rulesWorker.js'));
  context.subscriptions.push({ dispose: () => thread.dispose() });
  const reader = withProgress(thread);
  return async (resource?: unknown): Promise<ProjectRulesOutcome | undefined> => {
      const ui = vscodeUi(context, (path, content) => showDiff(vscode.Uri.file(path), vscode.Uri.file(path), content, `${nodePath.basename(path)}: current ↔ new`));
      const regenerate = regenerateTarget(resource);
      try {
        return await createProjectRules(ui, {
          starts: regenerate ? regenerateStarts(regenerate) : await startFolders(resource),
          regenerate,
          reader,
          appName: vscode.env.appName,
          editorDirectorySetting: (repoRoot) => {
            const value = vscode.workspace.getConfiguration('docsite', vscode.Uri.file(repoRoot)).get<unknown>('rules.editorDirectory');
            return typeof value === 'string' ? value : '';
          },
        });
      } catch (e) {
        const message = e instanceof ProjectRulesError ? e.message : `${TITLE} failed: ${e instanceof Error ? e.message : String(e)}`;
        void vscode.window.showErrorMessage(message);
        return undefined;
      }
  };
}

/** The reader, with a progress note in the status bar while the thread reads the site: the window stays usable. */
function withProgress(reader: ProjectRulesReader): ProjectRulesReader {
  const progress = <T>(title: string, work: () => Promise<T>): Promise<T> => Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, work));
  return {
    sites: (starts, confine) => progress(`${TITLE}: looking for sites`, () => reader.sites(starts, confine)),
    content: (site, chosen) => progress(`${TITLE}: reading ${site.name ?? 'the site'}`, () => reader.content(site, chosen)),
  };
}

/**
 * The argument of "Regenerate (show diff)" (the server's quick fix, the stale notice's "Update
 * rules"): `{ file, configPath }`, else undefined (the command was run from the palette or Explorer).
 */
function regenerateTarget(resource: unknown): { file: string; configPath?: string } | undefined {
  if (typeof resource !== 'object' || resource === null || resource instanceof vscode.Uri) return undefined;
  const { file, configPath } = resource as { file?: unknown; configPath?: unknown };
  if (typeof file !== 'string' || !nodePath.isAbsolute(file)) return undefined;
  return { file, ...(typeof configPath === 'string' && nodePath.isAbsolute(configPath) ? { configPath } : {}) };
}

/** The site of a file to regenerate: its docs.json's folder, else the file's own. */
function regenerateStarts(target: { file: string; configPath?: string }): { dir: string; fallbackRoot: string }[] {
  const dir = nodePath.dirname(target.configPath ?? target.file);
  const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(target.file));
  return [{ dir, fallbackRoot: folder?.uri.scheme === 'file' ? folder.uri.fsPath : dir }];
}

/** The Explorer folder the command was run on, else every workspace folder on disk. */
async function startFolders(resource: unknown): Promise<{ dir: string; fallbackRoot: string }[]> {
  if (resource instanceof vscode.Uri && resource.scheme === 'file') {
    let dir = resource.fsPath;
    try {
      if ((await vscode.workspace.fs.stat(resource)).type & vscode.FileType.File) dir = nodePath.dirname(dir);
    } catch {
      // A folder that vanished: findProjectRulesSites reports no site.
    }
    const folder = vscode.workspace.getWorkspaceFolder(resource);
    return [{ dir, fallbackRoot: folder?.uri.scheme === 'file' ? folder.uri.fsPath : dir }];
  }
  return (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === 'file')
    .map((f) => ({ dir: f.uri.fsPath, fallbackRoot: f.uri.fsPath }));
}

function vscodeUi(context: vscode.ExtensionContext, showDiff: (path: string, content: string) => Promise<void>): ProjectRulesUi {
  return {
    async pickSite(sites: readonly ProjectRulesSiteCandidate[]) {
      const items = sites.map((site) => ({
        label: site.name ?? nodePath.basename(site.docsRoot),
        description: vscode.workspace.asRelativePath(site.configPath),
        detail: `Rules go in ${site.repoRoot}${site.outsideGitRoot ? ' (the workspace folder; the repository root is outside it)' : ''}`,
        site,
      }));
      const picked = await vscode.window.showQuickPick(items, {
        title: TITLE,
        placeHolder: 'Which documentation site are the rules for?',
        matchOnDescription: true,
        ignoreFocusOut: true,
      });
      return picked?.site;
    },

    async pickEditorDirectory() {
      // Each target says truthfully what reads its file (assistants/src/targets.ts cites each tool's documentation).
      const items: (vscode.QuickPickItem & { directory?: string })[] = [
        ...RULES_TARGETS.map((t) => ({ label: t.tool, description: t.file, detail: t.reads, directory: t.id })),
        { label: '', kind: vscode.QuickPickItemKind.Separator },
        { label: CUSTOM, description: 'Another editor: .<directory>/rules.md, the spec\'s generic place' },
      ];
      const picked = await vscode.window.showQuickPick(items, {
        title: TITLE,
        placeHolder: 'Which AI assistant are the rules for? (Set docsite.rules.editorDirectory to skip this question.)',
        ignoreFocusOut: true,
      });
      if (!picked) return undefined;
      if (picked.directory) return picked.directory;
      return vscode.window.showInputBox({
        title: TITLE,
        prompt: 'The hidden directory at the repository root that holds rules.md (the spec\'s generic place; only tools that read it use it)',
        value: '.',
        valueSelection: [1, 1],
        ignoreFocusOut: true,
        validateInput: (value) => editorDirectoryProblem(value) ?? null,
      });
    },

    async askPublished(site: ProjectRulesSiteCandidate, path: string, route: string): Promise<PublishedChoice | undefined> {
      const answers = context.workspaceState.get<Record<string, PublishedChoice>>(PUBLISHED_ANSWERS) ?? {};
      const remembered = answers[site.configPath];
      if (remembered) return remembered;
      const name = vscode.workspace.asRelativePath(path);
      const answer = await vscode.window.showWarningMessage(
        `${name} is in the docs root of ${site.name ?? 'the site'}: the site build publishes it as the page ${route}.`,
        { modal: true, detail: "Anyone could read the instructions there. The site vendor's agent reads .mintlify/AGENTS.md, which is never published; or keep the file and leave it out of the build in .mintignore. Docsite remembers the answer for this site." },
        USE_MINTLIFY,
        ADD_MINTIGNORE,
        PUBLISH,
      );
      const choice: PublishedChoice | undefined = answer === USE_MINTLIFY ? 'mintlify' : answer === ADD_MINTIGNORE ? 'mintignore' : answer === PUBLISH ? 'publish' : undefined;
      if (choice) await context.workspaceState.update(PUBLISHED_ANSWERS, { ...answers, [site.configPath]: choice });
      return choice;
    },

    async offerLegacyMove(old: string, path: string, tool: string) {
      const answer = await vscode.window.showInformationMessage(
        `${vscode.workspace.asRelativePath(old)} was written by an older Docsite, where ${tool} does not read it. The rules are now in ${vscode.workspace.asRelativePath(path)}.`,
        DELETE_OLD,
      );
      return answer === DELETE_OLD;
    },

    async askExisting(path: string, afterDiff: boolean): Promise<ExistingChoice | undefined> {
      const name = vscode.workspace.asRelativePath(path);
      const answer = afterDiff
        ? await vscode.window.showInformationMessage(`Replace ${name} with the new rules shown on the right?`, REPLACE, OPEN)
        : await vscode.window.showWarningMessage(
            `${name} already exists.`,
            { modal: true, detail: 'Open it, compare it with the newly generated rules, or replace it.' },
            OPEN,
            SHOW_DIFF,
            REPLACE,
          );
      return answer === OPEN ? 'open' : answer === SHOW_DIFF ? 'diff' : answer === REPLACE ? 'replace' : undefined;
    },

    async confirmReplace(path: string) {
      const answer = await vscode.window.showWarningMessage(
        `Replace ${vscode.workspace.asRelativePath(path)}?`,
        { modal: true, detail: 'Its current content will be overwritten with the newly generated rules. Use version control to get it back.' },
        CONFIRM_REPLACE,
      );
      return answer === CONFIRM_REPLACE;
    },

    showDiff,

    async open(path: string) {
      await vscode.window.showTextDocument(vscode.Uri.file(path), { preview: false });
    },

    hasUnsavedChanges(path: string) {
      return vscode.workspace.textDocuments.some((d) => d.uri.scheme === 'file' && d.uri.fsPath === path && d.isDirty);
    },

    info(message: string) {
      void vscode.window.showInformationMessage(message);
    },
  };
}
