import type { Diagnostic } from 'vscode-languageserver-types';
import type { DocsiteSettings } from '../service/settings';

/** Server → validation worker. */
export type ToValidator =
  | { type: 'validate'; id: number; uri: string; languageId: string; version: number; text: string; settings: DocsiteSettings }
  /** An open OpenAPI file as the editor holds it (`text` undefined: closed, read from disk again). */
  | { type: 'spec'; path: string; text?: string }
  /** A closed document: its cached parse is dropped. */
  | { type: 'forget'; uri: string }
  /** Files the watcher saw appear or go, for the worker's file index. */
  | { type: 'files'; created: string[]; deleted: string[] };

/** Validation worker → server. */
export type FromValidator =
  /** The worker loaded and listens: budgets start only now, a thread's start-up is not the check's time. */
  | { type: 'ready' }
  | { type: 'result'; id: number; diagnostics: Diagnostic[] }
  | { type: 'failed'; id: number; message: string };
