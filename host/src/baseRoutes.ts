/**
 * `docsite check --base <ref>` and the editor's `docsite.redirects.base`: the routes each site published at a git ref, read from git without
 * checking anything out. The base's page list comes from `git ls-tree` names over an in-memory
 * workspace, with the service's own listPages and `.mintignore` reading, so the base's routes are
 * the build's as surely as the working tree's; only `.mintignore` and the configuration are read
 * (`git show`), page texts are not needed for routes. Where a page went comes from git's renames,
 * else from a new page with the same text or title (the service's matchMoves), for the quick fix.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { FsWorkspace } from './fsWorkspace';
import { listedUnder } from './workingChanges';
import { MINTIGNORE_FILE, configFileNameOf, matchMoves, pageIdOf, publishedRoutes, routeOfPageId, type BaseRoutes, type DocsWorkspace, type PageText } from '../../site/src';
import { fileAtRef, type FileChange } from './git';
import type { RefTree } from './refTree';

/** The most pages whose text is read to match moves git did not see (each side). */
const MAX_MATCHED_PAGES = 2000;
/** A page larger than this is not read to match a move. */
const MAX_MATCHED_BYTES = 1024 * 1024;

/** A tree of files at a ref: names from `git ls-tree`, texts of the few files read. */
class TreeWorkspace implements DocsWorkspace {
  private readonly files: ReadonlySet<string>;
  private readonly sorted: readonly string[];

  constructor(
    files: readonly string[],
    private readonly texts: ReadonlyMap<string, string>,
  ) {
    this.files = new Set(files);
    this.sorted = [...files].sort();
  }

  fileExists(p: string): boolean {
    return this.files.has(p);
  }

  readFile(p: string): string | undefined {
    return this.texts.get(p);
  }

  /** As every workspace lists: no dot folders, no node_modules (DocsWorkspace.listFiles). */
  listFiles(dir: string): readonly string[] {
    return this.sorted.filter((f) => listedUnder(f, dir));
  }

  realPath(p: string): string | undefined {
    return this.files.has(p) || this.sorted.some((f) => f.startsWith(p + '/')) ? p : undefined;
  }
}

/**
 * The routes the site at `docsRoot` published at the ref of `refTree`, with the known moves; undefined
 * when the base had no site there (no docs.json or mint.json at the docs root): then nothing can be
 * missing. The ref's files come from `refTree`'s listing, which the changed files were read from.
 */
export async function baseRoutes(refTree: RefTree, docsRoot: string, changes: readonly FileChange[]): Promise<BaseRoutes | undefined> {
  const { root: repo, ref } = refTree;
  const files = await refTree.filesUnder(docsRoot);
  if (!files.some((f) => path.posix.dirname(f) === docsRoot && configFileNameOf(f))) return undefined;
  const texts = new Map<string, string>();
  const mintignore = path.posix.join(docsRoot, MINTIGNORE_FILE);
  if (files.includes(mintignore)) {
    const text = await fileAtRef(repo, ref, mintignore);
    if (text !== undefined) texts.set(mintignore, text);
  }
  const routes = publishedRoutes(docsRoot, new TreeWorkspace(files, texts));
  const current = publishedRoutes(docsRoot, new FsWorkspace());
  const routeOf = (file: string) => {
    const id = pageIdOf(file, docsRoot);
    return id === undefined ? undefined : routeOfPageId(id);
  };
  const moves = new Map<string, string>();
  for (const change of changes) {
    if (change.kind !== 'renamed') continue;
    const from = routeOf(change.from);
    const to = routeOf(change.path);
    if (from !== undefined && to !== undefined && routes.get(from) === change.from && current.get(to) === change.path) moves.set(from, to);
  }
  // Pages that left without a rename git saw, and the new ones that may be them.
  const gone = [...routes].filter(([route]) => !current.has(route) && !moves.has(route)).slice(0, MAX_MATCHED_PAGES);
  const came = [...current].filter(([route]) => !routes.has(route)).slice(0, MAX_MATCHED_PAGES);
  if (gone.length > 0 && came.length > 0) {
    const goneTexts: PageText[] = [];
    for (const [route, file] of gone) {
      const text = await fileAtRef(repo, ref, file);
      if (text !== undefined && text.length <= MAX_MATCHED_BYTES) goneTexts.push({ route, text });
    }
    const cameTexts: PageText[] = [];
    for (const [route, file] of came) {
      const text = readSmallFile(file);
      if (text !== undefined) cameTexts.push({ route, text });
    }
    for (const [from, to] of matchMoves(goneTexts, cameTexts)) moves.set(from, to);
  }
  return { routes, moves };
}

function readSmallFile(file: string): string | undefined {
  try {
    if (fs.statSync(file).size > MAX_MATCHED_BYTES) return undefined;
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
