/**
 * Whether a message may come from VS Code's side of the preview: never a sender that is gone
 * (`source` null, as a page's frame that posts and removes itself), never a frame inside the page or
 * within one. VS Code posts from the webview host frame, and code-server from a
 * window that is not the parent (seen in the e2e tier), so the sender is not pinned further; the
 * channel secret, which no page frame can read, is what proves the host.
 */
export function isFromOutsideThePage(source: MessageEventSource | null): boolean {
  if (source === null) return false;
  // A top-level preview (the browser tests load it so) is its own host; in VS Code it is never top.
  if (source === window) return window.parent === window;
  try {
    for (let w = source as Window | undefined; w && w !== w.parent; w = w.parent) if (w.parent === window) return false;
  } catch {
    return false;
  }
  return true;
}
