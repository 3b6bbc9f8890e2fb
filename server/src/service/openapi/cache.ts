import { DocsWorkspace } from '../workspace';
import { ApiSpecSummary, summarizeApiSpec } from './operations';

/** API descriptions larger than this are not parsed (a real one is rarely over a few megabytes). */
const MAX_SPEC_CHARS = 32 * 1024 * 1024;

/**
 * Summaries of API description files, parsed once per text. Owned by a language service instance.
 */
export class ApiSpecCache {
  private readonly specs = new Map<string, { text: string; summary: ApiSpecSummary }>();

  constructor(private readonly workspace: DocsWorkspace) {}

  /** The summary of a local file; undefined when it cannot be read. */
  get(path: string): ApiSpecSummary | undefined {
    const text = this.workspace.readFile(path);
    if (text === undefined) return undefined;
    const hit = this.specs.get(path);
    if (hit && hit.text === text) return hit.summary;
    const summary: ApiSpecSummary =
      text.length > MAX_SPEC_CHARS
        ? { operations: new Set(), error: { message: 'The file is too large to read.', offset: 0 } }
        : safeSummary(text);
    if (this.specs.size > 64) this.specs.delete(this.specs.keys().next().value as string);
    this.specs.set(path, { text, summary });
    return summary;
  }
}

function safeSummary(text: string): ApiSpecSummary {
  try {
    return summarizeApiSpec(text);
  } catch (e) {
    return { operations: new Set(), error: { message: e instanceof Error ? e.message : String(e), offset: 0 } };
  }
}
