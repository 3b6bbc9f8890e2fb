import { joinPath } from '../../../common/src';
import { Loc, OperationRef, PageEntry } from './types';

const METHODS = 'get|post|put|patch|delete|head|options|trace|webhook';
// The path (or webhook name) runs to the end: a spec may write a space in it (`/files/{file name}`).
const OPERATION = new RegExp(`^(?:(\\S+)\\s+)?(${METHODS})\\s+(\\S.*)$`, 'i');

/**
 * `METHOD /path` or `spec-file METHOD /path` (as in navigation entries and frontmatter `openapi:`).
 * The path must start with `/`, except for webhooks, which the site names by their key.
 */
export function parseOperation(value: string): OperationRef | undefined {
  const match = OPERATION.exec(value.trim());
  if (!match) return undefined;
  const method = match[2].toUpperCase();
  if (method !== 'WEBHOOK' && !match[3].startsWith('/')) return undefined;
  return { specFile: match[1], method, path: match[3] };
}

/**
 * The page id of a navigation entry, normalised as the site build does: a leading `/` or `./` is
 * dropped and `..` is resolved. A trailing `/` is dropped too: the entry names the same page file.
 */
export function pageIdOfEntry(value: string): string {
  const trimmed = value.trim();
  if (!/(^|\/)\.{1,2}(\/|$)|^\/|\/$/.test(trimmed)) return trimmed;
  return joinPath('/', trimmed).slice(1);
}

export function pageEntry(value: string, loc: Loc): PageEntry {
  const operation = parseOperation(value);
  return { kind: 'page', value, id: operation ? '' : pageIdOfEntry(value), operation, loc };
}
