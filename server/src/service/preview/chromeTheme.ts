/** The site's colours, background and light/dark settings, as the webview applies them. */
import type { SiteModel } from '../model/types';
import type { ChromeContext } from './chromeParts';
import type { ModeConfig } from './mode';

export interface Theme {
  primary?: string;
  light?: string;
  dark?: string;
  backgroundLight?: string;
  backgroundDark?: string;
  /** The background image (the light one when there are two). */
  backgroundImage?: string;
  /** Set only when dark mode has an image of its own. */
  backgroundImageDark?: string;
  /** `gradient`, `grid` or `windows`: a decoration drawn behind the page. */
  backgroundDecoration?: 'gradient' | 'grid' | 'windows';
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const DECORATIONS = new Set(['gradient', 'grid', 'windows']);

export function themeOf(ctx: ChromeContext): Theme {
  const { model } = ctx;
  const hex = (v: string | undefined): string | undefined => (v && HEX.test(v) ? v : undefined);
  const image = model.background.image;
  const imageLight = ctx.asset(image?.light) ?? ctx.asset(image?.dark);
  const imageDark = ctx.asset(image?.dark);
  const theme: Theme = {
    primary: hex(model.colors.primary),
    light: hex(model.colors.light),
    dark: hex(model.colors.dark),
    backgroundLight: hex(model.background.color?.light),
    backgroundDark: hex(model.background.color?.dark),
    backgroundImage: imageLight,
  };
  if (imageDark && imageDark !== imageLight) theme.backgroundImageDark = imageDark;
  const decoration = model.background.decoration;
  if (decoration && DECORATIONS.has(decoration)) theme.backgroundDecoration = decoration as Theme['backgroundDecoration'];
  return theme;
}

/**
 * Today's `appearance` carries the old `modeToggle` semantics: `default` is the starting mode
 * (`system` follows the editor's theme) and `strict` hides the toggle, forcing the default.
 */
export function modeConfigOf(model: SiteModel): ModeConfig {
  const mode = model.appearance.default;
  return { default: mode === 'light' || mode === 'dark' ? mode : undefined, isHidden: model.appearance.strict };
}
