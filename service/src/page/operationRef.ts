/**
 * A page's reference to an OpenAPI operation: `openapi: "GET /users"` (or `file METHOD /path`) in
 * its frontmatter, or `api: "GET /users"` on a hand-written API page. One place finds the entry, the
 * specs in scope and the operation, for the rule, completion, hover, definition and the preview.
 */
import { parseOperation, type OperationRef, type SiteModel, type DocsWorkspace } from '../../../site/src';
import { findOperation, OperationMatch, SpecInScope, SpecReader, specsInScope } from '../openapi/scope';
import type { FrontmatterEntry, ParsedPage, Span } from '../../../mdx/src';

/** The frontmatter keys whose value may name an operation. */
export const OPERATION_KEYS = ['openapi', 'api'] as const;

export interface PageOperationRef {
  readonly key: 'openapi' | 'api';
  readonly entry: FrontmatterEntry;
  /** The value without its quotes. */
  readonly value: string;
  readonly valueSpan: Span;
  /** Undefined when the value is not `[file] METHOD /path` (an `api:` URL, say). */
  readonly ref?: OperationRef;
}

/** The `openapi:` entry, else the `api:` entry, of a page's frontmatter. */
export function pageOperationEntry(page: Pick<ParsedPage, 'frontmatter'>): PageOperationRef | undefined {
  for (const key of OPERATION_KEYS) {
    const entry = page.frontmatter.entries.find((e) => e.key === key);
    if (!entry || !entry.rawValue) continue;
    // Written over several lines (a folded or quoted string), the value is the one YAML reads and
    // its span is every line of it: no character of the source maps to the value one to one.
    if (entry.multiline && entry.value !== undefined) return { key, entry, value: entry.value, valueSpan: entry.valueSpan, ref: parseOperation(entry.value) };
    const quoted = /^(["'])(.*)\1$/.exec(entry.rawValue);
    const value = quoted ? quoted[2] : entry.rawValue.replace(/\s+#.*$/, '');
    const start = entry.valueSpan.start + (quoted ? 1 : 0);
    return { key, entry, value, valueSpan: { start, end: start + value.length }, ref: parseOperation(value) };
  }
  return undefined;
}

export interface ResolvedPageOperation extends PageOperationRef {
  readonly ref: OperationRef;
  readonly specs: readonly SpecInScope[];
  readonly match?: OperationMatch;
}

/** The page's operation reference with the specs in scope and the operation, when it names one. */
export function resolvePageOperation(page: Pick<ParsedPage, 'frontmatter'>, model: SiteModel | undefined, workspace: DocsWorkspace, read: SpecReader | undefined): ResolvedPageOperation | undefined {
  const entry = pageOperationEntry(page);
  if (!entry?.ref || !model || !read) return undefined;
  const specs = specsInScope(model, workspace, read);
  return { ...entry, ref: entry.ref, specs, match: findOperation(entry.ref, specs, 'page') };
}
