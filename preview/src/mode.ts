/**
 * Light/dark mode rules of the preview (shared by the webview script and the tests):
 * - `modeToggle.isHidden` with `modeToggle.default` forces that single mode: no toggle, no choice.
 * - otherwise a mode the reader chose wins; then `modeToggle.default`; then the editor's theme kind
 *   (VS Code's stand-in for the operating system's preference).
 * - `isHidden` hides the toggle in every case.
 */
export type Mode = 'light' | 'dark';

export interface ModeConfig {
  default?: Mode;
  isHidden?: boolean;
}

export interface ModeState {
  mode: Mode;
  toggleVisible: boolean;
  forced: boolean;
  /** Where the mode came from. */
  source: 'forced' | 'user' | 'default' | 'theme';
}

export function isMode(value: unknown): value is Mode {
  return value === 'light' || value === 'dark';
}

export function resolveMode(config: ModeConfig, userChoice: Mode | undefined, themeKind: Mode): ModeState {
  const hidden = config.isHidden === true;
  const def = isMode(config.default) ? config.default : undefined;
  if (hidden && def) return { mode: def, toggleVisible: false, forced: true, source: 'forced' };
  if (!hidden && userChoice) return { mode: userChoice, toggleVisible: true, forced: false, source: 'user' };
  if (def) return { mode: def, toggleVisible: !hidden, forced: false, source: 'default' };
  return { mode: themeKind, toggleVisible: !hidden, forced: false, source: 'theme' };
}
