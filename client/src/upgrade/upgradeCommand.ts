import * as nodePath from 'node:path';
import * as vscode from 'vscode';
import { proposedDiffs } from '../proposedDiff';
import { upgradeConfigText, DroppedField } from '../../../service/src';
import { ConfigFileName, configFileNameOf, detectLayout } from '../../../site/src';
import { parseTree } from 'jsonc-parser';

const TITLE = 'Upgrade docs.json to the Current Layout';
/** Virtual documents holding the proposed docs.json, for the diff view. */
const PROPOSED_SCHEME = 'docsite-upgrade';
/** The confirm button. UI tests find the dialog by it. */
export const APPLY = 'Apply';
/** At most this many dropped fields are named in a dialog; the rest are counted. */
const MAX_LISTED = 12;

export interface UpgradeCommandOptions {
  /** The modal's answer, for tests: skips the dialog (`Apply` applies, anything else cancels). */
  confirm?: string;
  /** Skip the diff view (tests). */
  noDiff?: boolean;
}

export interface UpgradeCommandOutcome {
  status: 'applied' | 'cancelled' | 'current' | 'invalid' | 'refused' | 'no-config';
  /** The file the new text went to (docs.json). */
  target?: string;
  dropped?: DroppedField[];
  message?: string;
}

/**
 * The handler of "Docsite: Upgrade docs.json to the Current Layout" (palette, and the code action
 * on an old-layout docs.json or a mint.json, which passes the file's URI). It shows the new text as
 * a diff, asks, and applies one undoable WorkspaceEdit: the whole text of docs.json replaced, or,
 * for mint.json, docs.json created beside it (mint.json is kept). It resolves to what happened, so
 * tests can drive it through `executeCommand('docsite.upgradeConfig', uri, { confirm: 'Apply' })`.
 * This module is its own bundle (dist/upgradeCommand.js), loaded on the command's first run.
 */
export function createUpgradeCommand(context: vscode.ExtensionContext): (resource?: unknown, options?: UpgradeCommandOptions) => Promise<UpgradeCommandOutcome> {
  const diff = proposedDiffs(context, PROPOSED_SCHEME);
  const showDiff = (current: vscode.Uri, target: vscode.Uri, text: string) =>
    diff(current, target, text, `${nodePath.basename(current.path)} ↔ ${nodePath.basename(target.path)} (current layout)`);

  return async (resource?: unknown, options: UpgradeCommandOptions = {}) => {
    const outcome = await upgrade(resource, options, showDiff).catch(
      (e: unknown): UpgradeCommandOutcome => ({ status: 'refused', message: `${TITLE} failed: ${e instanceof Error ? e.message : String(e)}` }),
    );
    if (outcome.message && outcome.status !== 'applied' && outcome.status !== 'cancelled') {
      const show = outcome.status === 'current' ? vscode.window.showInformationMessage : vscode.window.showErrorMessage;
      void show(outcome.message);
    }
    return outcome;
  };
}

type ShowDiff = (current: vscode.Uri, target: vscode.Uri, text: string) => Promise<void>;

async function upgrade(resource: unknown, options: UpgradeCommandOptions, showDiff: ShowDiff): Promise<UpgradeCommandOutcome> {
  const source = await configToUpgrade(resource);
  if (!source) return { status: 'no-config', message: 'No docs.json or mint.json to upgrade: open one, or run the command from its code action.' };
  const fileName = configFileNameOf(source.path) as ConfigFileName;
  const document = await vscode.workspace.openTextDocument(source);
  const target = fileName === 'mint.json' ? vscode.Uri.joinPath(source, '..', 'docs.json') : source;

  if (fileName === 'mint.json' && (await exists(target))) {
    const existing = await vscode.workspace.openTextDocument(target);
    const layout = detectLayout(parseTree(existing.getText()) ?? undefined, 'docs.json');
    return {
      status: 'refused',
      message:
        layout === 'today'
          ? `${vscode.workspace.asRelativePath(target)} already exists in today's layout; the site build reads it and ignores mint.json. Nothing was changed.`
          : `${vscode.workspace.asRelativePath(target)} exists beside mint.json, and the site build reads it instead: upgrade docs.json. Nothing was changed.`,
    };
  }

  const converted = upgradeConfigText(document.getText(), fileName);
  if (converted.kind === 'current') return { status: 'current', message: `${vscode.workspace.asRelativePath(source)} is already in today's layout: nothing to upgrade.` };
  if (converted.kind === 'invalid') return { status: 'invalid', message: `${vscode.workspace.asRelativePath(source)}: ${converted.message}. Fix it, then upgrade.` };
  const { text, result } = converted;
  const version = document.version;

  if (!options.noDiff) await showDiff(source, target, text);
  const answer =
    options.confirm ??
    (await vscode.window.showWarningMessage(
      fileName === 'mint.json' ? `Create ${vscode.workspace.asRelativePath(target)} in today's layout? mint.json is kept.` : `Replace the content of ${vscode.workspace.asRelativePath(target)} with today's layout?`,
      { modal: true, detail: droppedDetail(result.dropped) + ' The change can be undone (Undo) until you save.' },
      APPLY,
    ));
  if (answer !== APPLY) return { status: 'cancelled', target: target.toString(), dropped: result.dropped };
  if (document.version !== version) {
    return { status: 'refused', target: target.toString(), dropped: result.dropped, message: `${vscode.workspace.asRelativePath(source)} changed while the diff was open. Nothing was changed; run the upgrade again.` };
  }

  const edit = new vscode.WorkspaceEdit();
  if (fileName === 'mint.json') {
    // Never over an existing file: if docs.json appeared meanwhile, the whole edit fails.
    edit.createFile(target, { overwrite: false, ignoreIfExists: false });
    edit.insert(target, new vscode.Position(0, 0), text);
  } else {
    edit.replace(source, new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)), text);
  }
  if (!(await vscode.workspace.applyEdit(edit))) {
    return { status: 'refused', target: target.toString(), dropped: result.dropped, message: `The upgrade could not be applied to ${vscode.workspace.asRelativePath(target)}. Nothing was changed.` };
  }
  await vscode.window.showTextDocument(target, { preview: false });
  const summary = result.dropped.length
    ? `Upgraded to today's layout. ${result.dropped.length} old field${result.dropped.length === 1 ? ' has' : 's have'} no place in it: ${result.dropped.slice(0, MAX_LISTED).map((d) => d.path).join(', ')}${result.dropped.length > MAX_LISTED ? ', …' : ''}. Save to keep the change, or Undo.`
    : `Upgraded to today's layout; every old field was carried over. Save to keep the change, or Undo.`;
  void vscode.window.showInformationMessage(summary);
  return { status: 'applied', target: target.toString(), dropped: result.dropped };
}

/** The dialog's detail: the old fields that are left out, with why. */
function droppedDetail(dropped: readonly DroppedField[]): string {
  if (!dropped.length) return 'Every old field is carried over.';
  const lines = dropped.slice(0, MAX_LISTED).map((d) => `• ${d.path}: ${d.reason}`);
  if (dropped.length > MAX_LISTED) lines.push(`…and ${dropped.length - MAX_LISTED} more.`);
  return `These old fields have no place in today's layout and are left out:\n${lines.join('\n')}\n`;
}

/** The config the command works on: the given URI, else the active editor's, else the only one in the workspace (or a pick). */
async function configToUpgrade(resource: unknown): Promise<vscode.Uri | undefined> {
  const given = typeof resource === 'string' ? vscode.Uri.parse(resource) : resource instanceof vscode.Uri ? resource : undefined;
  if (given && configFileNameOf(given.path)) return given;
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active && configFileNameOf(active.path)) return active;
  const found = await vscode.workspace.findFiles('**/{docs,mint}.json', '**/node_modules/**', 50);
  const candidates: vscode.Uri[] = [];
  for (const uri of found) {
    const document = await vscode.workspace.openTextDocument(uri);
    const fileName = configFileNameOf(uri.path) as ConfigFileName;
    if (detectLayout(parseTree(document.getText()) ?? undefined, fileName) === 'legacy') candidates.push(uri);
  }
  if (candidates.length <= 1) return candidates[0];
  const picked = await vscode.window.showQuickPick(
    candidates.map((uri) => ({ label: vscode.workspace.asRelativePath(uri), uri })),
    { title: TITLE, placeHolder: 'Which site config should be upgraded?' },
  );
  return picked?.uri;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
