import * as vscode from 'vscode';
import { type DocsWorkspace } from '../../../site/src';
import { pathToUri, uriToPath } from '../../../common/src';
import { FsWorkspace } from '../../../host/src';

/**
 * The service path of a file URI, by the one rule the server uses too (service/src/uri.ts):
 * forward slashes, `c:/site/a.mdx` on Windows.
 */
export function toDocPath(uri: vscode.Uri): string {
  return uriToPath(uri.toString()) ?? uri.path;
}

export function fromDocPath(path: string): vscode.Uri {
  return vscode.Uri.parse(pathToUri(path));
}

/**
 * The files the preview reads: open editors first (unsaved edits show at once), then the disk
 * through the same FsWorkspace as the language server and the CLI (one containment rule, one file
 * index). registerPreview.ts feeds the index the file watcher's creations, deletions and changes.
 */
export class PreviewWorkspace implements DocsWorkspace {
  private readonly disk = new FsWorkspace();

  get generation(): number {
    return this.disk.generation;
  }

  fileExists(path: string): boolean {
    return this.openDocument(path) !== undefined || this.disk.fileExists(path);
  }

  readFile(path: string): string | undefined {
    return this.openDocument(path)?.getText() ?? this.disk.readFile(path);
  }

  listFiles(dir: string): readonly string[] {
    return this.disk.listFiles(dir);
  }

  /**
   * The webview may only load what a path really is: `localResourceRoots` is checked on the written
   * path, so a symlink inside the docs root would otherwise reach any file.
   */
  realPath(path: string): string | undefined {
    return this.disk.realPath(path);
  }

  fileCreated(path: string): void {
    this.disk.fileCreated(path);
  }

  fileDeleted(path: string): void {
    this.disk.fileDeleted(path);
  }

  fileChanged(path: string): void {
    this.disk.fileChanged(path);
  }

  private openDocument(path: string): vscode.TextDocument | undefined {
    return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && toDocPath(d.uri) === path);
  }
}
