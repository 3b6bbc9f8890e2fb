/**
 * The one rule between URIs and the paths the service works on, for every part that holds URIs: the
 * server, and the preview in the extension host (`uriToPath(uri.toString())` for a vscode.Uri). A
 * path is the file's native path with forward slashes (`/site/a.mdx`; `c:/site/a.mdx` on Windows).
 */
import { URI } from 'vscode-uri';

/** The `file:` URI of an absolute forward-slash path, as LSP clients expect it. */
export function pathToUri(path: string): string {
  return URI.file(path).toString();
}

/** The absolute forward-slash path of a `file:` URI; undefined for other schemes. */
export function uriToPath(uri: string): string | undefined {
  const parsed = URI.parse(uri);
  if (parsed.scheme !== 'file') return undefined;
  return parsed.fsPath.replace(/\\/g, '/');
}
