/** The site's colours, background and light/dark settings, as the webview applies them. */
import { configColor, type SiteModel } from '../../site/src';
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

const DECORATIONS = new Set(['gradient', 'grid', 'windows']);

export function themeOf(ctx: ChromeContext): Theme {
  const { model } = ctx;
  const image = model.background.image;
  const imageLight = ctx.asset(image?.light) ?? ctx.asset(image?.dark);
  const imageDark = ctx.asset(image?.dark);
  const theme: Theme = {
    // Only the colours docs.json accepts: the site build rejects `#0D9373AA`, so the preview does not paint with it.
    primary: configColor(model.colors.primary),
    light: configColor(model.colors.light),
    dark: configColor(model.colors.dark),
    backgroundLight: configColor(model.background.color?.light),
    backgroundDark: configColor(model.background.color?.dark),
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
