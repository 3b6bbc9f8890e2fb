import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { DocsWorkspace } from '../../../service/src/workspace';
import { pathToUri, uriToPath } from '../../../service/src/uri';

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
 * The files the preview reads: open editors first (unsaved edits show at once), then the disk.
 * No index is kept: the preview asks about a handful of files (images, navigation pages) per render.
 */
export class PreviewWorkspace implements DocsWorkspace {
  fileExists(path: string): boolean {
    if (this.openDocument(path)) return true;
    try {
      return fs.statSync(fromDocPath(path).fsPath).isFile();
    } catch {
      return false;
    }
  }

  readFile(path: string): string | undefined {
    const doc = this.openDocument(path);
    if (doc) return doc.getText();
    try {
      const fsPath = fromDocPath(path).fsPath;
      const stat = fs.statSync(fsPath);
      if (!stat.isFile() || stat.size > 4 * 1024 * 1024) return undefined;
      const buffer = fs.readFileSync(fsPath);
      return buffer.includes(0) ? undefined : buffer.toString('utf8');
    } catch {
      return undefined;
    }
  }

  listFiles(dir: string): readonly string[] {
    const out: string[] = [];
    const walk = (d: string, depth: number): void => {
      if (depth > 12 || out.length > 20_000) return;
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(fromDocPath(d).fsPath, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.name.startsWith('.') || e.name === 'node_modules') continue;
        const p = d.endsWith('/') ? d + e.name : d + '/' + e.name;
        if (e.isDirectory()) walk(p, depth + 1);
        else if (e.isFile()) out.push(p);
      }
    };
    walk(dir, 0);
    return out;
  }

  realPath(path: string): string | undefined {
    try {
      // The webview may only load what this path really is: `localResourceRoots` is checked on the
      // written path, so a symlink inside the docs root would otherwise reach any file.
      return fromDocPath(fs.realpathSync.native(fromDocPath(path).fsPath)).path;
    } catch {
      return undefined;
    }
  }

  private openDocument(path: string): vscode.TextDocument | undefined {
    return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && toDocPath(d.uri) === path);
  }
}
