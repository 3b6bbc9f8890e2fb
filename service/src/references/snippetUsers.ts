/**
 * Which pages use a snippet: the import graph of a site, for the "used by N pages" hover and
 * CodeLens. A file is a snippet, as the build reads it, when it sits in the docs root's `snippets/`
 * (or `_snippets/`) folder or anything imports it; every other page file is a page. A page uses a
 * snippet it imports, and every snippet that one imports in turn (the build inlines them all).
 *
 * Not a dependency model: what a check depends on is the record of workspaceCheck/; this answers
 * an editor's question about the site as it is now. Each file's imports are kept per text, so a
 * second question costs one read per file and a parse only of the import lines of the files that
 * changed (importsOf).
 */
import { type DocsWorkspace, isSnippetPath, listPages, resolveImport } from '../../../site/src';
import { BoundedCache, hashText, isRecord } from '../../../common/src';
import { parsePage, type PageImport } from '../../../mdx/src';
import { type FactsStore } from '../factsStore';

/**
 * What a page's text imports, as written: its import statements' sources and its legacy
 * `<Snippet file>` names. Resolving them against the files of the site is cheap; finding them takes
 * a parse, which a store of facts by text hash spares a later run.
 */
export interface ImportFacts {
  readonly sources: readonly string[];
  readonly snippets: readonly string[];
}

const NO_IMPORTS: ImportFacts = { sources: [], snippets: [] };

/** Import facts rebuilt from what an untrusted file holds, or undefined when they are not that. */
export function validImportFacts(value: unknown): ImportFacts | undefined {
  if (!isRecord(value)) return undefined;
  const { sources, snippets } = value;
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  return strings(sources) && strings(snippets) ? { sources: [...sources], snippets: [...snippets] } : undefined;
}

/** A site bigger than this is not walked for a hover or a lens (bounded work): the answer says so. */
const MAX_FILES = 20_000;
/** Files whose imports are kept across questions, all sites together. */
const MAX_KEPT = 40_000;
/** Their texts (kept to compare), together: the largest corpus site (8.4 MB) several times over. */
const MAX_KEPT_TEXT = 32_000_000;
/** Sites whose import graph is kept: a workspace holds a few. */
const MAX_GRAPHS = 64;

export interface SnippetUse {
  /** The pages that show the snippet, directly or through other snippets, sorted. */
  pages: string[];
  /** The files that import it themselves (pages and snippets), sorted. */
  importers: string[];
  /** True when the site has more files than are walked: the lists are then empty, not known. */
  tooLarge?: boolean;
}

/** A site's import graph: each file's imports, and the reverse. */
interface ImportGraph {
  readonly files: readonly string[];
  /** file → the site files it imports. */
  readonly imports: ReadonlyMap<string, string[]>;
  /** file → the files that import it. */
  readonly importersOf: ReadonlyMap<string, string[]>;
  /** importsSignature's answer, once asked. */
  signature?: string;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

export class SnippetUsers {
  /** path → its text and the files it imports, as last read. */
  private readonly imports = new BoundedCache<string, { text: string; targets: string[] }>({ maxEntries: MAX_KEPT, maxWeight: MAX_KEPT_TEXT, weigh: (kept) => kept.text.length });
  /** The workspace generation the kept imports were resolved in. */
  private generation: number | undefined;
  /** Each docs root's import graph as last worked out (see `graph`). */
  private readonly graphs = new BoundedCache<string, ImportGraph>({ maxEntries: MAX_GRAPHS });

  /**
   * `facts`: what earlier runs' parses gave, by text hash (factsStore.ts), when the host keeps them.
   * `beforeWholePageParse`: called before a whole page is parsed for its imports (its import lines do
   * not parse on their own, or it writes `<Snippet`); a host that parses only import lines on its
   * thread throws there (`docsite check --cache`'s main thread, reuseWithoutParsing.ts).
   */
  constructor(
    private readonly workspace: DocsWorkspace,
    private readonly facts?: FactsStore<ImportFacts>,
    private readonly beforeWholePageParse: () => void = () => {},
  ) {}

  /**
   * `usersOf` for a check whose result is recorded (the unused-snippet rule): the result depends on
   * the site's import graph as one question (DocsWorkspace.summarize, answered by importsSignature),
   * not on every page's text.
   */
  usersForCheck(path: string, docsRoot: string): SnippetUse {
    const { workspace } = this;
    if (!workspace.summarize) return this.usersOf(path, docsRoot);
    return workspace.summarize('i', docsRoot, () => ({ value: this.usersOf(path, docsRoot), answer: this.importsSignature(docsRoot) }));
  }

  /**
   * A fingerprint of the site's import graph (every file and the site files it imports): what a
   * snippet's users are worked out from. Read again after a change to tell whether it changed.
   */
  importsSignature(docsRoot: string): string {
    const graph = this.graph(docsRoot);
    if (!graph) return 'too large';
    if (graph.signature === undefined) {
      const edges: string[] = [];
      for (const [file, targets] of graph.imports) if (targets.length) edges.push(file + '\0' + targets.join('\0'));
      graph.signature = hashText(edges.sort().join('\n'));
    }
    return graph.signature;
  }

  /** Who uses the file at `path`, a file of the site at `docsRoot`. */
  usersOf(path: string, docsRoot: string): SnippetUse {
    const graph = this.graph(docsRoot);
    if (!graph) return { pages: [], importers: [], tooLarge: true };
    const { importersOf } = graph;
    const pages = new Set<string>();
    const seen = new Set([path]);
    const queue = [path];
    while (queue.length) {
      for (const importer of importersOf.get(queue.shift()!) ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
        if (!isSnippetPath(importer, docsRoot) && !importersOf.has(importer)) pages.add(importer);
      }
    }
    return { pages: [...pages].sort(), importers: [...(importersOf.get(path) ?? [])].sort() };
  }

  /**
   * The import graph of the site at `docsRoot`, undefined for a site too large to walk. Worked out
   * again only when a file's text or the list of files changed since the last question: a whole-site
   * check asks once per snippet, and rebuilding it each time made the check quadratic in the site's
   * size (1,941 snippets × 3,832 files on NangoHQ__nango).
   */
  private graph(docsRoot: string): ImportGraph | undefined {
    const files = [...listPages(docsRoot, this.workspace).values()];
    if (files.length > MAX_FILES) return undefined;
    this.forgetIfFilesCameOrWent();
    // Unchanged when every file reads as the text its imports were kept for: a pass without
    // building anything (the texts a workspace keeps are the same strings, compared in O(1)).
    const kept = this.graphs.get(docsRoot);
    if (kept && sameList(kept.files, files) && files.every((file) => this.imports.get(file)?.text === (this.workspace.readFile(file) ?? ''))) return kept;
    const imports = this.importsOfAll(files, docsRoot);
    const importersOf = new Map<string, string[]>();
    for (const [file, targets] of imports) {
      for (const target of targets) {
        let list = importersOf.get(target);
        if (!list) importersOf.set(target, (list = []));
        list.push(file);
      }
    }
    const graph: ImportGraph = { files, imports, importersOf };
    this.graphs.set(docsRoot, graph);
    return graph;
  }

  /**
   * Whether a file imported `path` when the graph was last worked out, without reading anything: a
   * page outside the snippets folder gets a lens only then, so opening or editing an ordinary page
   * does not walk the whole site.
   */
  wasImported(path: string): boolean {
    for (const { targets } of this.imports.values()) if (targets.includes(path)) return true;
    return false;
  }

  /**
   * The site files each file imports, worked out again only for the files whose text changed, or
   * all of them once files came or went (an import resolves to a file that exists).
   */
  private importsOfAll(files: readonly string[], docsRoot: string): Map<string, string[]> {
    this.forgetIfFilesCameOrWent();
    const out = new Map<string, string[]>();
    for (const file of files) {
      const text = this.workspace.readFile(file) ?? '';
      const kept = this.imports.get(file);
      if (kept && kept.text === text) out.set(file, kept.targets);
      else {
        const facts = this.importFactsOf(text);
        this.keep(file, text, [...targetsOf(facts.sources, file, docsRoot, this.workspace), ...legacyIncludes(facts.snippets, files, docsRoot)], out);
      }
    }
    return out;
  }

  /** Once files came or went, an import may resolve elsewhere: nothing kept holds. */
  private forgetIfFilesCameOrWent(): void {
    if (this.workspace.generation === this.generation) return;
    this.imports.clear();
    this.graphs.clear();
    this.generation = this.workspace.generation;
  }

  /**
   * What a text imports, as written: parsed, or from the store of an earlier run's parses by text
   * hash (`docsite check --cache`). A text that names no import and no `<Snippet` needs neither.
   */
  private importFactsOf(text: string): ImportFacts {
    if (!/^import\s/m.test(text) && !text.includes('<Snippet')) return NO_IMPORTS;
    const hash = this.facts && hashText(text);
    const known = hash && this.facts!.get(hash);
    if (known) return known;
    const facts: ImportFacts = { sources: importsOf(text, this.beforeWholePageParse).map((i) => i.source), snippets: legacySnippetNames(text, this.beforeWholePageParse) };
    if (hash) this.facts!.put(hash, facts);
    return facts;
  }

  private keep(file: string, text: string, targets: string[], out: Map<string, string[]>): void {
    this.imports.set(file, { text, targets });
    out.set(file, targets);
  }
}

/** A file's imports: from its import lines alone (importLines), or from the whole file when they do not parse on their own. */
function importsOf(text: string, beforeWholePageParse: () => void): PageImport[] {
  const lines = importLines(text);
  if (lines?.length === 0) return [];
  const statements = lines && parsePage(lines.join('\n\n') + '\n');
  if (statements?.strict && statements.imports.length === lines!.length) return statements.imports;
  beforeWholePageParse();
  return parsePage(text).imports;
}

function targetsOf(sources: readonly string[], file: string, docsRoot: string, workspace: DocsWorkspace): string[] {
  const targets = new Set<string>();
  for (const source of sources) {
    if (!/^\.{0,2}\//.test(source)) continue;
    const target = resolveImport(source, file, docsRoot, workspace);
    if (target && target !== file) targets.add(target);
  }
  return [...targets];
}

/**
 * The snippets a page shows through the legacy `<Snippet file="name.mdx" />`, which the build
 * (@mintlify/common, remarkMdxInjectSnippets and rss/resolveSnippets) replaces with the snippet
 * whose path or file name is `file`. Where the build keys paths from is not published, so a file
 * of the snippets folder matches by its path from the folder, from the docs root, or its name:
 * a snippet is never called unused for a match the build may make. Only a page that writes
 * `<Snippet` is parsed for it.
 */
function legacyIncludes(names: readonly string[], files: readonly string[], docsRoot: string): string[] {
  if (names.length === 0) return [];
  const wanted = new Set(names.flatMap((name) => [name, name.split('/').pop()!]));
  return files.filter((file) => {
    if (!isSnippetPath(file, docsRoot)) return false;
    const fromRoot = file.slice(docsRoot.length + 1);
    return wanted.has(fromRoot) || wanted.has(fromRoot.slice(fromRoot.indexOf('/') + 1)) || wanted.has(fromRoot.split('/').pop()!);
  });
}

/** The `file` of each legacy `<Snippet />` of a page (see legacyIncludes); only a page that writes `<Snippet` is parsed for it. */
function legacySnippetNames(text: string, beforeWholePageParse: () => void): string[] {
  if (!text.includes('<Snippet')) return [];
  beforeWholePageParse();
  return parsePage(text)
    .elements.filter((e) => e.name === 'Snippet')
    .flatMap((e) => e.attributes.filter((a) => a.name === 'file' && typeof a.value === 'string').map((a) => a.value!.replace(/^\.?\//, '')));
}

/**
 * The import statements of a file, one per line, or undefined when the whole file must be parsed.
 * Parsing a page costs about as much as checking it, and a site of thousands of pages has an
 * import on most of them: so, as the build does when it sorts pages from snippets (prebuild's
 * categorizeFilePaths), only the lines that start with `import`, outside code fences, go to the MDX
 * parser. An import written over several lines takes the parse of the whole file.
 */
function importLines(text: string): string[] | undefined {
  if (!/^import\s/m.test(text)) return [];
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const run = /^(`{3,}|~{3,})/.exec(line.trimStart())?.[1];
    if (fence !== undefined) {
      if (run && run[0] === fence[0] && run.length >= fence.length) fence = undefined;
      continue;
    }
    if (run) fence = run;
    else if (/^import[ \t]/.test(line)) {
      if (!/(\bfrom\s*|^import\s*)(['"])[^'"\n]*\2\s*;?\s*$/.test(line.replace(/\r$/, ''))) return undefined;
      lines.push(line.replace(/\r$/, ''));
    }
  }
  return lines;
}
