import type { EditorTextMessage } from '../../host/src';

/** Server → validation worker, besides the jobs themselves (see budgetedWorker.ts). */
export type ToValidator =
  /**
   * An open file of a site (page, snippet, docs.json, a part of it, a spec, `.mintignore`) as the
   * editor holds it (`text` undefined: closed, read from disk again): the one stream of open texts
   * (host/src/editorTexts.ts) every thread that checks or renders reads (see server.ts `trackEditorText`).
   */
  | EditorTextMessage
  /** A closed document: its cached parse is dropped. */
  | { type: 'forget'; uri: string }
  /** Files the watcher saw appear, go or change, for the worker's file index (see FsWorkspace). */
  | { type: 'files'; created: string[]; deleted: string[]; changed: string[] };
