import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { PreviewState } from '../../../preview/src';
import { restorableState } from './restorableState';
import { isSpecFileName, isSpecCandidate } from '../../../service/src';
import { isPagePath, siteOfPage } from '../../../site/src';
import type * as PanelModule from './previewPanel';
import type { PreviewPanel } from './previewPanel';
import { PreviewWorkspace, toDocPath } from './previewWorkspace';
import { PREVIEW_VIEW_TYPE } from './viewType';

let panelModule: typeof PanelModule | undefined;

/**
 * `docsite.sitePage`: the active editor shows a page of a site. The preview's keys, menu entry and
 * palette commands use it, so a site's `.md` pages get this preview on Ctrl+Shift+V instead of the
 * plain Markdown one, while Markdown files outside any site keep VS Code's.
 */
function setSitePageContext(editor: vscode.TextEditor | undefined, workspace: PreviewWorkspace): void {
  void vscode.commands.executeCommand('setContext', 'docsite.sitePage', !!editor && isSitePage(editor.document.uri, workspace));
}

/**
 * Whether a file is a page (.mdx/.md) of a site: below a folder holding docs.json or mint.json, and
 * not in a dot folder there (`.cursor/rules.md`, `.github/…` are no pages; the site build skips them).
 */
export function isSitePage(uri: vscode.Uri, workspace: PreviewWorkspace): boolean {
  return uri.scheme === 'file' && isPagePath(uri.path) && siteOfPage(toDocPath(uri), workspace) !== undefined;
}

/** The symlink-free URI path of a file URI path; undefined when it does not exist. */
function realUriPath(uriPath: string): string | undefined {
  try {
    return vscode.Uri.file(fs.realpathSync.native(vscode.Uri.file(uriPath).fsPath)).path;
  } catch {
    return undefined;
  }
}

/**
 * The panel and its renderer (the MDX parser, the sanitizer, the highlighter) are a separate bundle,
 * dist/previewPanel.js, loaded when the first preview opens: activation stays fast for the many
 * sessions that never open a preview.
 */
function loadPanelModule(): typeof PanelModule {
  // A computed path, so esbuild leaves this require to run time instead of inlining the module.
  panelModule ??= require(path.join(__dirname, 'previewPanel.js')) as typeof PanelModule;
  return panelModule;
}

/**
 * The preview commands, the panel serializer and the editor events every panel follows. One
 * unlocked ("dynamic") preview follows the active page; locked previews stay on theirs.
 */
export function registerPreview(context: vscode.ExtensionContext): void {
  const workspace = new PreviewWorkspace();
  const panels = new Set<PreviewPanel>();
  /** One render thread for every panel, started with the first preview (see pageRenderer.ts). */
  let renderer: PanelModule.PageRenderer | undefined;
  /**
   * The render thread reads a file as the editor holds it: each unsaved text of the workspace's
   * folders reaches it through the one stream of open texts (host/src/editorTexts.ts), when the
   * thread starts, then at each edit; a save or a close takes it back to the disk's. A saved file
   * reads the same from disk, so a large file open only for reading is never copied to the thread.
   */
  const streamText = (document: vscode.TextDocument, open = true): void => {
    if (!renderer || document.uri.scheme !== 'file' || !vscode.workspace.getWorkspaceFolder(document.uri)) return;
    renderer.editorText(toDocPath(document.uri), open && document.isDirty ? document.getText() : undefined);
  };
  const rendererOf = (): PanelModule.PageRenderer => {
    if (!renderer) {
      renderer = loadPanelModule().createPageRenderer(context.extensionUri);
      context.subscriptions.push(renderer);
      for (const document of vscode.workspace.textDocuments) streamText(document);
    }
    return renderer;
  };
  setSitePageContext(vscode.window.activeTextEditor, workspace);

  const track = (panel: PreviewPanel): PreviewPanel => {
    panels.add(panel);
    panel.onDidDispose(() => panels.delete(panel));
    return panel;
  };

  const create = (resource: vscode.Uri, column: vscode.ViewColumn, preserveFocus: boolean, state?: Partial<PreviewState>): PreviewPanel => {
    const panel = vscode.window.createWebviewPanel(
      PREVIEW_VIEW_TYPE,
      'Preview',
      { viewColumn: column, preserveFocus },
      { enableScripts: true, enableFindWidget: true, enableCommandUris: false, localResourceRoots: [] },
    );
    return track(new (loadPanelModule().PreviewPanel)(panel, resource, context.extensionUri, workspace, rendererOf(), state));
  };

  const targetResource = (arg: unknown): vscode.Uri | undefined => {
    if (arg instanceof vscode.Uri) return arg;
    const editor = vscode.window.activeTextEditor;
    if (editor && editor.document.uri.scheme === 'file') return editor.document.uri;
    const active = activePanel();
    return active?.resource;
  };

  const activePanel = (): PreviewPanel | undefined => [...panels].find((p) => p.panel.active) ?? (panels.size === 1 ? [...panels][0] : undefined);

  const show = (arg: unknown, sideBySide: boolean): void => {
    const resource = targetResource(arg);
    if (!resource) {
      void vscode.window.showInformationMessage('Open a page of a documentation site to preview it.');
      return;
    }
    const activeColumn = vscode.window.activeTextEditor?.viewColumn ?? vscode.ViewColumn.One;
    const column = sideBySide ? vscode.ViewColumn.Beside : activeColumn;
    const existing = [...panels].find((p) => !p.locked) ?? [...panels].find((p) => p.resource.toString() === resource.toString());
    if (existing) {
      existing.setResource(resource);
      existing.panel.reveal(sideBySide ? existing.panel.viewColumn : column, sideBySide);
      return;
    }
    create(resource, column, sideBySide);
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('docsite.openPreview', (uri?: unknown) => show(uri, false)),
    vscode.commands.registerCommand('docsite.openPreviewToSide', (uri?: unknown) => show(uri, true)),
    vscode.commands.registerCommand('docsite.togglePreviewLock', () => {
      const panel = activePanel();
      if (panel) panel.setLocked(!panel.locked);
    }),
    vscode.window.registerWebviewPanelSerializer(PREVIEW_VIEW_TYPE, {
      async deserializeWebviewPanel(webviewPanel: vscode.WebviewPanel, state: unknown): Promise<void> {
        // The saved state comes from the webview, next to page content: only a page inside the
        // workspace is restored (never, say, file:///root/.ssh/id_rsa).
        const folders = (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.path);
        const s = restorableState(state, folders, realUriPath);
        if (!s) {
          webviewPanel.dispose();
          return;
        }
        track(new (loadPanelModule().PreviewPanel)(webviewPanel, vscode.Uri.parse(s.resource), context.extensionUri, workspace, rendererOf(), s));
      },
    }),
    vscode.workspace.onDidSaveTextDocument((document) => streamText(document)),
    vscode.workspace.onDidCloseTextDocument((document) => streamText(document, false)),
    vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.contentChanges.length === 0) return;
      // Before the panels schedule their renders: the thread has the text when their jobs run.
      streamText(event.document);
      const uri = event.document.uri.toString();
      for (const p of panels) {
        if (p.resource.toString() === uri) p.schedulePage();
        else if (p.isConfigOfSite(event.document.uri)) p.scheduleChrome();
        else if (isPagePath(event.document.uri.path) && p.docsRootPath && toDocPath(event.document.uri).startsWith(p.docsRootPath + '/')) {
          // A page title in the navigation may have changed: the render thread reads that page again.
          p.scheduleChrome();
        } else if (isSpecFileOf(p, event.document.uri)) p.schedulePage();
      }
    }),
    vscode.window.onDidChangeActiveTextEditor((editor) => setSitePageContext(editor, workspace)),
    vscode.window.onDidChangeActiveTextEditor((editor) => {
      // Only the pages of a site: a Markdown file elsewhere (a README, `.cursor/rules.md`) is no page.
      if (!editor || !isSitePage(editor.document.uri, workspace)) return;
      for (const p of panels) if (!p.locked) p.setResource(editor.document.uri);
    }),
    vscode.window.onDidChangeTextEditorVisibleRanges((event) => {
      const uri = event.textEditor.document.uri.toString();
      const line = event.visibleRanges[0]?.start.line;
      if (line === undefined) return;
      for (const p of panels) {
        if (p.resource.toString() !== uri || Date.now() < p.ignoreEditorScrollUntil) continue;
        if (!vscode.workspace.getConfiguration('docsite.preview', p.resource).get<boolean>('scrollPreviewWithEditor', true)) continue;
        p.scrollTo(line);
      }
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('docsite.preview')) for (const p of panels) p.sendSettings();
    }),
    { dispose: () => [...panels].forEach((p) => p.dispose()) },
  );

  // Files changed on disk (another tool, a git checkout). One watcher keeps the preview's file index
  // current and redraws what depends on the file: the chrome for the configuration or a file it
  // `$ref`s, the page for an OpenAPI file of its site.
  const watcher = vscode.workspace.createFileSystemWatcher('**/*');
  const onDisk = (kind: 'created' | 'changed' | 'deleted') => (uri: vscode.Uri): void => {
    if (uri.scheme !== 'file') return;
    const docPath = toDocPath(uri);
    if (kind === 'created') workspace.fileCreated(docPath);
    if (kind === 'deleted') workspace.fileDeleted(docPath);
    // A changed JSON/YAML file may have become (or stopped being) an OpenAPI file of a site; a
    // changed page may have a new title, which the render thread's chrome reads again.
    if (kind === 'changed') workspace.fileChanged(docPath);
    if (kind !== 'changed' || isSpecCandidate(docPath) || isPagePath(docPath)) renderer?.files(kind === 'created' ? [docPath] : [], kind === 'deleted' ? [docPath] : [], kind === 'changed' ? [docPath] : []);
    for (const p of panels) {
      if (p.isConfigOfSite(uri)) p.scheduleChrome();
      else if (isSpecFileOf(p, uri)) p.schedulePage();
    }
  };
  context.subscriptions.push(watcher, watcher.onDidCreate(onDisk('created')), watcher.onDidChange(onDisk('changed')), watcher.onDidDelete(onDisk('deleted')));
}

/**
 * Whether a JSON or YAML file may be an OpenAPI description a panel's page reads (docs.json names
 * one, or frontmatter does, as `openapi: "file.yaml GET /x"`): any such file inside its docs root
 * other than the configuration. A page re-render costs a few milliseconds, so no finer test is needed.
 */
function isSpecFileOf(panel: PreviewPanel, uri: vscode.Uri): boolean {
  return isSpecFileName(uri.path) && !!panel.docsRootPath && toDocPath(uri).startsWith(panel.docsRootPath + '/') && !panel.isConfigOfSite(uri);
}
