import * as nodePath from 'node:path';
import * as vscode from 'vscode';
import { CLIENT_COMMANDS, DIAGNOSTIC_SOURCE } from '../../../service/src';

// Button labels; the UI test presses them by these.
const UPDATE = 'Update rules';
const MUTE = "Don't ask for this site";
/** workspaceState: the docs.json paths whose stale rules never raise the notice. */
const MUTED_KEY = 'docsite.projectRules.staleNoticeMuted';

interface StaleFinding {
  file: string;
  changed: string[];
  site?: string;
  configPath?: string;
}

/**
 * One notice when a generated rules file goes stale (issue 25, item 2): "Project rules for <site>
 * are out of date (navigation changed)", with "Update rules" and "Don't ask for this site". The
 * server works staleness out on its worker and publishes `rules-stale`; this only watches the
 * diagnostics. One notice per transition to stale, not per keystroke: a file already noticed is not
 * noticed again until its finding has gone. While a docs.json is unsaved the notice waits for the
 * save, so "Update rules" regenerates from what is on disk.
 */
export function registerStaleRulesNotice(context: vscode.ExtensionContext): void {
  const noticed = new Set<string>();
  const consider = () => {
    if (vscode.workspace.textDocuments.some((d) => d.isDirty && /(^|[\\/])(docs|mint)\.json$/.test(d.fileName))) return;
    for (const [uri, diagnostics] of vscode.languages.getDiagnostics()) {
      const finding = staleFinding(uri, diagnostics);
      if (!finding || noticed.has(uri.toString())) continue;
      noticed.add(uri.toString());
      const muted = context.workspaceState.get<string[]>(MUTED_KEY, []);
      if (finding.configPath && muted.includes(finding.configPath)) continue;
      void show(context, finding);
    }
  };
  context.subscriptions.push(
    vscode.languages.onDidChangeDiagnostics((e) => {
      for (const uri of e.uris) if (!staleFinding(uri, vscode.languages.getDiagnostics(uri))) noticed.delete(uri.toString());
      if (e.uris.some((uri) => staleFinding(uri, vscode.languages.getDiagnostics(uri)))) consider();
    }),
    vscode.workspace.onDidSaveTextDocument((d) => {
      if (/(^|[\\/])(docs|mint)\.json$/.test(d.fileName)) consider();
    }),
  );
}

function staleFinding(uri: vscode.Uri, diagnostics: readonly vscode.Diagnostic[]): StaleFinding | undefined {
  if (uri.scheme !== 'file') return undefined;
  const d = diagnostics.find((x) => x.source === DIAGNOSTIC_SOURCE && codeOf(x) === 'rules-stale');
  if (!d) return undefined;
  // The language client keeps the server's `data` on the diagnostic.
  const data = (d as { data?: { changed?: unknown; site?: unknown; configPath?: unknown } }).data ?? {};
  const changed = Array.isArray(data.changed) ? data.changed.filter((c): c is string => typeof c === 'string') : [];
  return {
    file: uri.fsPath,
    changed,
    ...(typeof data.site === 'string' ? { site: data.site } : {}),
    ...(typeof data.configPath === 'string' ? { configPath: data.configPath } : {}),
  };
}

function codeOf(d: vscode.Diagnostic): string | undefined {
  const code = typeof d.code === 'object' ? d.code.value : d.code;
  return code === undefined ? undefined : String(code);
}

const PART_WORDS: Record<string, string> = { catalog: 'Docsite updated', components: 'snippets changed', navigation: 'navigation changed', settings: 'settings changed' };

async function show(context: vscode.ExtensionContext, finding: StaleFinding): Promise<void> {
  const site = finding.site ?? nodePath.basename(nodePath.dirname(finding.configPath ?? finding.file));
  const why = finding.changed.map((c) => PART_WORDS[c] ?? `${c} changed`).join(', ');
  const answer = await vscode.window.showInformationMessage(`Project rules for ${site} are out of date${why ? ` (${why})` : ''}.`, UPDATE, MUTE);
  if (answer === UPDATE) {
    await vscode.commands.executeCommand(CLIENT_COMMANDS.regenerateProjectRules, { file: finding.file, ...(finding.configPath ? { configPath: finding.configPath } : {}) });
  } else if (answer === MUTE && finding.configPath) {
    const muted = context.workspaceState.get<string[]>(MUTED_KEY, []);
    await context.workspaceState.update(MUTED_KEY, [...new Set([...muted, finding.configPath])]);
  }
}
