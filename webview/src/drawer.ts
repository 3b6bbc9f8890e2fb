/**
 * The site navigation as a drawer in a narrow preview (to the side of the editor). Below the
 * breakpoint the stylesheet hides the sidebar and shows the top bar's menu button; this module opens
 * the sidebar over the page when the button is pressed and closes it again on the button, Escape, a
 * click outside it, a page chosen in it, or focus tabbing out of it. The drawer sits below the top
 * bar, so the button stays in reach. Focus moves into the drawer when it opens and back to the button
 * when it closes.
 *
 * All wiring is here, under the script's nonce: the markup carries no handlers, and the chrome HTML
 * (re-patched on every docs.json edit) carries only `data-ds-action="toggle-nav"` and a closed
 * `aria-expanded`, so `sync()` re-applies the state after each patch.
 */

/** Must match the `max-width` of the drawer's media query in preview.css. */
export const NARROW_QUERY = '(max-width: 760px)';
const OPEN_CLASS = 'ds-nav-open';
const FOCUSABLE = 'a[href], button:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

export interface Drawer {
  toggle(): void;
  /** Re-applies the open state to the chrome after it was patched. */
  sync(): void;
}

export function createDrawer(): Drawer {
  const root = document.documentElement;
  const sidebar = (): HTMLElement | null => document.getElementById('ds-sidebar');
  const button = (): HTMLElement | null => document.querySelector<HTMLElement>('#ds-topbar [data-ds-action="toggle-nav"]');
  const narrow = window.matchMedia(NARROW_QUERY);
  const isOpen = (): boolean => root.classList.contains(OPEN_CLASS);

  function sync(): void {
    const open = isOpen();
    const b = button();
    if (b) {
      b.setAttribute('aria-controls', 'ds-sidebar');
      b.setAttribute('aria-expanded', open ? 'true' : 'false');
      b.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
    }
  }

  function open(): void {
    // The drawer starts below the top bar, whose height depends on the banner and the tab bar.
    const topbar = document.getElementById('ds-topbar');
    if (topbar) root.style.setProperty('--ds-drawer-top', `${Math.round(topbar.getBoundingClientRect().bottom)}px`);
    root.classList.add(OPEN_CLASS);
    sync();
    const nav = sidebar();
    const target = nav?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'nearest' });
  }

  function close(returnFocus: boolean): void {
    if (!isOpen()) return;
    root.classList.remove(OPEN_CLASS);
    sync();
    if (returnFocus) button()?.focus();
  }

  // Capture phase: the drawer decides before the preview's own click handling (links, actions).
  document.addEventListener(
    'click',
    (event) => {
      if (!isOpen()) return;
      const target = event.target as Element | null;
      if (!target || target.closest('[data-ds-action="toggle-nav"]')) return;
      const inside = sidebar()?.contains(target) ?? false;
      // A page chosen in the drawer: the link still opens it; the drawer gets out of the way.
      if (!inside || target.closest('a[href]')) close(true);
    },
    true,
  );
  document.addEventListener('change', (event) => {
    // A section chosen in a sidebar select opens its first page, as a link does.
    if (isOpen() && sidebar()?.contains(event.target as Node)) close(true);
  });
  // Tabbing out of the drawer (into the page behind the backdrop) closes it, as a menu would.
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element | null;
    if (isOpen() && target && !sidebar()?.contains(target) && !target.closest('[data-ds-action="toggle-nav"]')) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      close(true);
    }
  });
  // Widened past the breakpoint: the sidebar is a column again, not a drawer left open.
  narrow.addEventListener('change', () => {
    if (!narrow.matches) close(false);
  });
  sync();

  return {
    toggle: () => (isOpen() ? close(true) : open()),
    sync,
  };
}
