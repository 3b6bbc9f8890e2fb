/**
 * The site's chrome as the preview draws it around a page: HTML per area, the theme, the mode
 * toggle and the versions. Built by chrome.ts; patched area by area by chromePatch.ts, which names
 * it from here rather than from the builder that uses it.
 */
import type { Theme } from './chromeTheme';
import type { ModeConfig } from './mode';

export interface ChromeModel {
  name: string;
  topbar: string;
  sidebar: string;
  /** The previous / next links below the page (empty when the page has neither). */
  pager: string;
  footer: string;
  theme: Theme;
  modeToggle: ModeConfig;
  versions: string[];
  version?: string;
}
