/**
 * What a preview restored after a reload may keep of its saved state. VS Code hands the serializer
 * whatever the webview last stored, and the webview runs next to page content: the stored resource is
 * therefore untrusted. A preview is restored only for a page file (`.mdx`/`.md`, a `file:` URI) inside
 * one of the open workspace folders, after resolving `..` and, through `realPath`, symlinks; every
 * other field is kept only when it has the right type. No VS Code API here, so it is unit-testable.
 */
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { type PreviewState, isMode } from '../../../preview/src';
import { isPagePath, parseOperation } from '../../../site/src';

/** Resolves symlinks of a URI-style path (`/c:/a` on Windows); undefined when it does not exist. */
export type RealPath = (uriPath: string) => string | undefined;

export function restorableState(
  saved: unknown,
  workspaceFolders: readonly string[],
  realPath: RealPath = (p) => p,
): (Partial<PreviewState> & { resource: string }) | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const s = saved as Record<string, unknown>;
  if (typeof s.resource !== 'string') return undefined;
  const resource = workspacePageUri(s.resource, workspaceFolders, realPath);
  if (!resource) return undefined;
  return {
    resource,
    locked: s.locked === true,
    mode: isMode(s.mode) ? s.mode : undefined,
    version: typeof s.version === 'string' ? s.version : undefined,
    line: typeof s.line === 'number' && Number.isInteger(s.line) && s.line >= 0 ? s.line : undefined,
    operation: isOperationEntry(s.operation) ? s.operation : undefined,
  };
}

/** A navigation entry naming an operation (`[spec-file ]METHOD /path`), read as the site model reads one. */
function isOperationEntry(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 512 && parseOperation(value) !== undefined;
}

/** The resource as a file URI string when it names a page inside a workspace folder. */
export function workspacePageUri(resource: string, workspaceFolders: readonly string[], realPath: RealPath = (p) => p): string | undefined {
  let uri: URI;
  try {
    uri = URI.parse(resource, true);
  } catch {
    return undefined;
  }
  if (uri.scheme !== 'file' || uri.authority || uri.query || uri.fragment) return undefined;
  const lexical = path.posix.normalize(uri.path);
  if (!isPagePath(lexical)) return undefined;
  const real = realPath(lexical);
  if (!real) return undefined;
  const inside = workspaceFolders.some((folder) => {
    const root = realPath(path.posix.normalize(folder));
    return !!root && isWithin(lexical, path.posix.normalize(folder)) && isWithin(real, root);
  });
  return inside ? uri.with({ path: lexical }).toString() : undefined;
}

function isWithin(child: string, folder: string): boolean {
  // Drive letters (`/c:/…`) compare without case, as Windows does.
  const fold = (p: string): string => (/^\/[a-z]:/i.test(p) ? p.toLowerCase() : p);
  const c = fold(child);
  const f = fold(folder.endsWith('/') ? folder.slice(0, -1) : folder);
  return c.startsWith(f + '/');
}
