import { DocsWorkspace } from '../workspace';
import { ParsedApiSpec, parseApiSpec } from './spec';

/** API descriptions larger than this are not parsed (a real one is rarely over a few megabytes). */
const MAX_SPEC_CHARS = 32 * 1024 * 1024;
/** Specs kept at once; a site rarely has more than a handful. */
const MAX_SPECS = 64;

/**
 * Parsed API description files, each parsed once per text: the workspace gives the editor's text of
 * an open spec, so an edit re-parses it once and every check, hover and preview after that shares
 * the result. Owned by a language service instance (and one by the preview).
 */
export class ApiSpecCache {
  private readonly specs = new Map<string, { text: string; spec: ParsedApiSpec }>();

  constructor(private readonly workspace: DocsWorkspace) {}

  /** The parsed spec of a local file; undefined when it cannot be read. */
  get(path: string): ParsedApiSpec | undefined {
    const text = this.workspace.readFile(path);
    return text === undefined ? undefined : this.parse(path, text);
  }

  /** The parsed spec of a text (an open editor's), cached under its path. */
  parse(path: string, text: string): ParsedApiSpec {
    const hit = this.specs.get(path);
    if (hit && hit.text === text) return hit.spec;
    const spec = text.length > MAX_SPEC_CHARS ? tooLarge() : safeParse(text);
    this.specs.delete(path);
    if (this.specs.size >= MAX_SPECS) this.specs.delete(this.specs.keys().next().value as string);
    this.specs.set(path, { text, spec });
    return spec;
  }
}

function tooLarge(): ParsedApiSpec {
  const message = 'The file is too large to read.';
  return { format: 'unknown', operations: new Set(), operationList: [], error: { message, offset: 0 }, problems: () => [], resolved: () => undefined };
}

function safeParse(text: string): ParsedApiSpec {
  try {
    return parseApiSpec(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { format: 'unknown', operations: new Set(), operationList: [], error: { message, offset: 0 }, problems: () => [{ message, offset: 0, length: 1, severity: 'error' }], resolved: () => undefined };
  }
}
