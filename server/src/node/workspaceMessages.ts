import type { Diagnostic } from 'vscode-languageserver-types';
import type { DocsiteSettings } from '../service/settings';

/** Server → workspace worker. Paths are absolute, forward-slash. */
export type ToWorker =
  | { type: 'start'; folders: string[]; settings: DocsiteSettings }
  | { type: 'open'; path: string; text: string }
  | { type: 'close'; path: string }
  | { type: 'watched'; changes: { path: string; kind: 'created' | 'changed' | 'deleted' }[] }
  | { type: 'cancel' };

/** Workspace worker → server. */
export type FromWorker =
  | { type: 'publish'; path: string; diagnostics: Diagnostic[] }
  /** A pass over many files began, advanced or ended (`done === total`): the server shows progress. */
  | { type: 'progress'; done: number; total: number }
  | { type: 'error'; message: string };
