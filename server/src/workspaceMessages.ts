import type { Diagnostic } from 'vscode-languageserver-types';
import type { DocsiteSettings } from '../../site/src';
import type { PassReport } from './activityLog';

/** One site's settings (the editor's for its folder, its `.docsiterc.json` over them), by its docs root. */
export interface SiteSettings {
  docsRoot: string;
  settings: DocsiteSettings;
}

/** Server → workspace worker. Paths are absolute, forward-slash. */
export type ToWorker =
  /**
   * `settings`: for files of no site in `sites` (a rules file above every docs root); `published`:
   * files a previous worker published findings for, to be cleared if they are clean now.
   */
  | { type: 'start'; folders: string[]; settings: DocsiteSettings; sites: SiteSettings[]; published: string[]; overBudget: string[] }
  | { type: 'open'; path: string; text: string }
  | { type: 'close'; path: string }
  | { type: 'watched'; changes: { path: string; kind: 'created' | 'changed' | 'deleted' }[] }
  | { type: 'cancel' };

/** Workspace worker → server. */
export type FromWorker =
  | { type: 'publish'; path: string; diagnostics: Diagnostic[] }
  /** A pass over many files began, advanced or ended (`done === total`): the server shows progress. */
  | { type: 'progress'; done: number; total: number }
  /** The check of one file begins: the server times it against the budget (see WorkspaceDiagnostics). */
  | { type: 'checking'; path: string }
  /** The worker yields to its message loop: no file is being checked. */
  | { type: 'idle' }
  /** A pass ended: the queue is empty, or the user cancelled it. For the output channel (activityLog.ts). */
  | { type: 'passDone'; pass: PassReport }
  | { type: 'error'; message: string };
