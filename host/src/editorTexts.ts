/**
 * The one stream of the editor's open texts to the threads that check or render: the language
 * server's validation and rename threads (server/src/validationThread.ts) and the preview's render
 * thread (client/src/preview/pageRenderer.ts). Each thread puts the texts over the disk
 * (OverlayWorkspace), so every thread reads a file as the editor holds it, unsaved edits included.
 * A text is posted once when it changes, not with every job; a fresh thread (after one was stopped
 * at its budget) gets every open text again through BudgetedWorker's `onStart`.
 */

/** One message of the stream: an open file's text as the editor holds it; `text` undefined: closed, read from disk again. */
export interface EditorTextMessage {
  type: 'text';
  path: string;
  text?: string;
}

/** Something the stream posts to: a BudgetedWorker, or in tests a recorder. */
export interface TextReceiver {
  post(message: EditorTextMessage): void;
}

export class EditorTexts {
  /** The open files' texts as last sent. */
  private readonly texts = new Map<string, string>();
  private readonly receivers: TextReceiver[] = [];

  /** Adds a thread to the stream (built with `replay` as its `onStart`): it gets every text from now on. */
  feed(receiver: TextReceiver): void {
    this.receivers.push(receiver);
  }

  /** An open file's text (undefined: closed). An unchanged text is not posted again. */
  set(path: string, text: string | undefined): void {
    if (this.texts.get(path) === text) return;
    if (text === undefined) this.texts.delete(path);
    else this.texts.set(path, text);
    for (const receiver of this.receivers) receiver.post({ type: 'text', path, text });
  }

  /** Whether the threads read `path` as the editor holds it. */
  holds(path: string): boolean {
    return this.texts.has(path);
  }

  /** Every open text, for a fresh thread (BudgetedWorker's `onStart`). */
  readonly replay = (post: (message: EditorTextMessage) => void): void => {
    for (const [path, text] of this.texts) post({ type: 'text', path, text });
  };
}
