/** Server → validation worker, besides the jobs themselves (see budgetedWorker.ts). */
export type ToValidator =
  /** An open OpenAPI file as the editor holds it (`text` undefined: closed, read from disk again). */
  | { type: 'spec'; path: string; text?: string }
  /** A closed document: its cached parse is dropped. */
  | { type: 'forget'; uri: string }
  /** Files the watcher saw appear, go or change, for the worker's file index (see FsWorkspace). */
  | { type: 'files'; created: string[]; deleted: string[]; changed: string[] };
