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
