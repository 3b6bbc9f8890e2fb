import { DocsWorkspace } from '../../../site/src';
import { BoundedCache, hashText } from '../../../common/src';
import { ParsedApiSpec, failedSpec, parseApiSpec } from './spec';
import { factsOf, restoredSpec, type SpecFactsStore } from './specFacts';

/**
 * API descriptions larger than this are not parsed, in any thread. Parsing, validating and resolving
 * a spec holds 35 to 70 times its text in memory (a 4 MB spec: about 250 MB at its peak, and 25 to
 * 50 s of CPU on a busy 2-core machine), so this is what the language server's and the whole-site
 * check's worker threads have room for (server/src/validationThread.ts, workspaceDiagnostics.ts). The
 * largest spec of the 7,800-page corpus is 1.1 MB.
 */
export const MAX_SPEC_CHARS = 4 * 1024 * 1024;
/** Specs kept at once; a site rarely has more than a handful. */
const MAX_SPECS = 64;
/** Spec text kept parsed at once: with MAX_SPEC_CHARS, two specs at the limit, or many small ones. */
const MAX_CACHED_CHARS = 2 * MAX_SPEC_CHARS;

/**
 * Parsed API description files, each parsed once per text: the workspace gives the editor's text of
 * an open spec, so an edit re-parses it once and every check, hover and preview after that shares
 * the result. Owned by a language service instance (and one by the preview).
 *
 * With a store of facts (specFacts.ts, `docsite check --cache`), a text whose facts an earlier run
 * kept is not parsed for them: only its problems or resolved document, if asked for, parse it.
 */
export class ApiSpecCache {
  /** By path; the texts count toward MAX_CACHED_CHARS, as a parse holds many times its text. */
  private readonly specs = new BoundedCache<string, { text: string; spec: ParsedApiSpec }>({
    maxEntries: MAX_SPECS,
    maxWeight: MAX_CACHED_CHARS,
    weigh: (entry) => entry.text.length,
  });
  private parsedTexts = 0;

  constructor(
    private readonly workspace: DocsWorkspace,
    private readonly facts?: SpecFactsStore,
  ) {}

  /** How many texts this cache has parsed (restored ones count once their problems or resolved document are asked for). */
  get parses(): number {
    return this.parsedTexts;
  }

  /** The parsed spec of a local file; undefined when it cannot be read. */
  get(path: string): ParsedApiSpec | undefined {
    const text = this.workspace.readFile(path);
    return text === undefined ? undefined : this.parse(path, text);
  }

  /** The parsed spec of a text (an open editor's), cached under its path. */
  parse(path: string, text: string): ParsedApiSpec {
    const hit = this.specs.get(path);
    if (hit && hit.text === text) return hit.spec;
    const spec = text.length > MAX_SPEC_CHARS ? tooLarge(text) : this.parseOrRestore(text);
    return this.specs.set(path, { text, spec }).spec;
  }

  private parseOrRestore(text: string): ParsedApiSpec {
    const parse = () => (this.parsedTexts++, safeParse(text));
    if (!this.facts) return parse();
    const hash = hashText(text);
    const known = this.facts.get(hash);
    if (known) return restoredSpec(known, parse);
    const spec = parse();
    this.facts.put(hash, factsOf(spec));
    return spec;
  }
}

/**
 * A spec over the limit is not parsed: it fails like one that does not parse, with its one problem
 * on its first line (the file shows it; pages and docs.json entries naming it are not judged).
 */
function tooLarge(text: string): ParsedApiSpec {
  const message = `The file is larger than ${MAX_SPEC_CHARS / (1024 * 1024)} MB, the most Docsite reads of an OpenAPI file: it is not checked, and the operations that pages and docs.json name in it are not either.`;
  const firstLine = text.indexOf('\n');
  // A warning: the file may well be valid, Docsite only did not read it.
  return failedSpec({ message, offset: 0, length: Math.max(1, Math.min(firstLine < 0 ? text.length : firstLine, 200)), severity: 'warning' }, 'too-large');
}

function safeParse(text: string): ParsedApiSpec {
  try {
    return parseApiSpec(text);
  } catch (e) {
    return failedSpec({ message: e instanceof Error ? e.message : String(e), offset: 0, length: 1, severity: 'error' });
  }
}
