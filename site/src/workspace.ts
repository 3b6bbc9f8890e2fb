import { WorkspaceMemos } from './text/workspaceMemos';

/**
 * The language service never touches the file system or VS Code directly. Everything it knows about
 * files other than the document being checked comes through this interface, so the LSP server, the
 * CLI, the preview and the tests (test/support/inMemoryWorkspace.ts) share one engine.
 *
 * Paths are absolute, with forward slashes (`/site/docs.json`). The caller converts URIs.
 */
export interface DocsWorkspace {
  /** Whether a regular file exists at `path`. */
  fileExists(path: string): boolean;
  /** The text of a file, or undefined when it is missing, not a file, binary or unreadable. */
  readFile(path: string): string | undefined;
  /**
   * Every file below `dir` (recursively), as absolute paths. Ignored folders (node_modules, .git and
   * other dot folders) are never listed. Implementations keep this as an index and update it from
   * file watcher events, so calling it per keystroke is cheap.
   */
  listFiles(dir: string): readonly string[];
  /**
   * The path with every symlink resolved, or undefined when nothing is there. Containment checks
   * (see common/src/containment.ts) compare real paths, so a symlink inside the docs root that points elsewhere
   * never lets the service read, list or link a file outside it.
   */
  realPath(path: string): string | undefined;
  /**
   * A number that changes whenever a file is created or deleted, and whenever a JSON or YAML file
   * (`isSpecFileName`) or a `.mintignore` changes on disk: whether such a file is an OpenAPI
   * description depends on its text, a `.mintignore` decides which files a site has, and the OpenAPI
   * files found under a docs root are kept per generation too. When present,
   * the service keeps derived file lists (such as a site's pages, or its discovered OpenAPI files)
   * until it changes instead of rebuilding them per call.
   */
  readonly generation?: number;
  /**
   * Only in a workspace that records what a check asks (workspaceCheck/recording.ts, for
   * `docsite check --cache`): runs `compute` and returns the questions it asked, so that a memo that
   * later answers from the result can say it asked them (`replayQuestions`). A memo that answered
   * without them made a warm run miss a spec added since (issue 22).
   */
  recordQuestions?<T>(compute: () => T): { value: T; questions: Questions };
  replayQuestions?(questions: Questions): void;
  /**
   * Only in a recording workspace: runs `compute` without recording the questions it asks, and
   * records instead the one question `op\0path` with the answer `compute` gives. For a result that
   * depends on a summary of many files (op `i`: the import graph of the site at `path`, for the
   * unused-snippet rule), which a later run works out again (DependencyAnswers) rather than
   * re-asking every file's text, so a page edit that leaves its imports alone keeps the result.
   */
  summarize?<T>(op: string, path: string, compute: () => { value: T; answer: string }): T;
  /**
   * The memos of answers worked out from this workspace's files (text/workspaceMemos.ts), owned by
   * whoever made this object: the language service gives the workspace it reads through one
   * (withMemos), OverlayWorkspace and RecordingWorkspace keep their own, and so does the host's
   * FsWorkspace. Without it, such answers are worked out on every call.
   */
  readonly memos?: WorkspaceMemos;
}

/** The questions a computation asked a workspace and their answers, as a recording workspace notes them. */
export type Questions = readonly (readonly [string, string])[];

/** Runs `compute`, with the questions it asks when the workspace records them (see DocsWorkspace). */
export function withQuestions<T>(workspace: DocsWorkspace, compute: () => T): { value: T; questions: Questions } {
  return workspace.recordQuestions ? workspace.recordQuestions(compute) : { value: compute(), questions: [] };
}

/**
 * `workspace` itself when it keeps memos (DocsWorkspace.memos), else one that reads through it and
 * keeps memos of its own: the language service reads through this, so the memos of what it works
 * out from the files are its own state, never a module's.
 */
export function withMemos(workspace: DocsWorkspace): DocsWorkspace {
  if (workspace.memos) return workspace;
  const { recordQuestions, replayQuestions, summarize } = workspace;
  return {
    get generation() {
      return workspace.generation;
    },
    fileExists: (path) => workspace.fileExists(path),
    readFile: (path) => workspace.readFile(path),
    listFiles: (dir) => workspace.listFiles(dir),
    realPath: (path) => workspace.realPath(path),
    // Only the optional methods the workspace has: callers ask whether they are there.
    ...(recordQuestions && { recordQuestions: <T>(compute: () => T) => recordQuestions.call(workspace, compute) as { value: T; questions: Questions } }),
    ...(replayQuestions && { replayQuestions: (questions: Questions) => replayQuestions.call(workspace, questions) }),
    ...(summarize && { summarize: <T>(op: string, path: string, compute: () => { value: T; answer: string }) => summarize.call(workspace, op, path, compute) as T }),
    memos: new WorkspaceMemos(),
  };
}
