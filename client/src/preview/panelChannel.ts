/**
 * A panel's side of the preview protocol (preview/src/previewMessages.ts): every message to the
 * webview goes out in the envelope with the panel's channel secret, every message from it is checked
 * and handed to the handler of its type, one per type (the type check fails when one is missing).
 *
 * A message posted while the webview's script is not listening is lost: between a new document and
 * its script's start, or while VS Code has unloaded a hidden webview and loads it again from its
 * document. So the channel keeps the latest message of each kind posted since the document was
 * built, and when the script says `ready` it sends them again: the webview then shows the current
 * page, chrome, settings and lock, not the document's. No VS Code API here, so it is unit-testable.
 */
import { randomBytes } from 'node:crypto';
import { readWebviewMessage, type HostEnvelope, type HostMessage, type WebviewMessage } from '../../../preview/src';

export function makeNonce(): string {
  return randomBytes(24).toString('base64').replace(/[^A-Za-z0-9]/g, '');
}

export type WebviewHandlers = { [K in WebviewMessage['type']]: (message: Extract<WebviewMessage, { type: K }>) => void };

/**
 * Scrolling is a moment's request, not state: a late script does not scroll to an old line. Edits of
 * the chrome apply to the chrome before them: a reloaded script gets the whole chrome they led to.
 */
type Replayed = Exclude<HostMessage['type'], 'scroll' | 'chromeEdits'>;

export class PanelChannel {
  /** Every message to the webview carries it; the webview refuses any message without it. */
  readonly secret = makeNonce();
  private readonly latest = new Map<Replayed, HostMessage>();

  constructor(
    private readonly send: (envelope: HostEnvelope) => void,
    private readonly handlers: WebviewHandlers,
  ) {}

  /** Sends a message; `replayAs` is what a reloaded script gets instead (the whole chrome for its edits). */
  post(message: HostMessage, replayAs?: Extract<HostMessage, { type: Replayed }>): void {
    const replayed = replayAs ?? (message.type === 'scroll' || message.type === 'chromeEdits' ? undefined : message);
    if (replayed) this.latest.set(replayed.type, replayed);
    this.send({ channel: this.secret, message });
  }

  /** A new document holds the state as of now: what was posted to the old one is not sent again. */
  documentBuilt(): void {
    this.latest.clear();
  }

  /** A message from the webview: handled when it is one the protocol has; on `ready`, the latest state goes out again. */
  receive(data: unknown): void {
    const message = readWebviewMessage(data);
    if (!message) return;
    (this.handlers[message.type] as (m: WebviewMessage) => void)(message);
    if (message.type === 'ready') for (const latest of this.latest.values()) this.send({ channel: this.secret, message: latest });
  }
}
