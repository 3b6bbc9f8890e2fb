/**
 * `colors.primary`, `colors.light` and `colors.dark` against the page background, as the vendor's
 * `mint a11y` checks them (@mintlify/cli `accessibility.js`, `checkDocsColors`):
 * - `primary` is the accent of text (links, active navigation) in light mode: against the light
 *   background, WCAG AA for text, 4.5:1;
 * - `light` is that accent in dark mode: against the dark background, 4.5:1;
 * - `dark` fills buttons and hover states in both modes: against each background, 3:1 (the vendor's
 *   threshold, WCAG's for non-text contrast).
 * The backgrounds are `background.color` (today's layout) or `colors.background` (mint.json) when set,
 * else white and the themes' dark background (DEFAULT_DARK_BACKGROUND). A colour that is no hex code
 * is `invalid-color`'s finding, not this rule's.
 * The colours are the site model's, as the build reads them through `$ref`s: a `colors` object in a
 * file docs.json `$ref`s is checked, and the finding is reported in that file, on the value.
 */
import { configColor, isConfigColor } from '../../../../site/src';
import { parseHex } from '../colors';
import type { NoData } from '../../ruleContract';
import { ConfigRule, locRange } from './ruleTypes';

const LIGHT_BACKGROUND = '#FFFFFF';
/**
 * The dark page background when docs.json sets none. The vendor's is per theme and unpublished:
 * `#0B0C0F` reproduces the ratios of a real `mint a11y` report within 0.02 (`#8B6F47` 4.15:1,
 * `#D4A27F` 8.62:1 on the dark background).
 */
const DEFAULT_DARK_BACKGROUND = '#0B0C0F';
const TEXT_RATIO = 4.5;
const BUTTON_RATIO = 3;

type Mode = 'light' | 'dark';
interface Check {
  readonly key: 'primary' | 'light' | 'dark';
  readonly mode: Mode;
  readonly needs: number;
  readonly what: string;
}
const CHECKS: readonly Check[] = [
  { key: 'primary', mode: 'light', needs: TEXT_RATIO, what: 'text' },
  { key: 'light', mode: 'dark', needs: TEXT_RATIO, what: 'text' },
  { key: 'dark', mode: 'dark', needs: BUTTON_RATIO, what: 'buttons' },
  { key: 'dark', mode: 'light', needs: BUTTON_RATIO, what: 'buttons' },
];

/** WCAG 2 relative luminance of a config colour (`#rgb` or `#rrggbb`). */
function luminance(hex: string): number {
  const { red, green, blue } = parseHex(hex) ?? { red: 0, green: 0, blue: 0 };
  const [r, g, b] = [red, green, blue].map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Rounded down, so a failing ratio never reads as the threshold (4.47 is "4.4", not "4.5"). */
const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

export const colorContrastRule: ConfigRule<NoData<'color-contrast'>> = {
  codes: {
    'color-contrast': {
      title: 'Color contrast',
      severity: 'warning',
      description: '`colors.primary`, `light` or `dark` is hard to read on the page background (WCAG AA, as `mint a11y` checks it).',
    },
  },
  scope: 'site',
  check(ctx, report) {
    const set = ctx.model.background.color;
    const backgrounds: Record<Mode, string> = {
      light: configColor(set?.light)?.toUpperCase() ?? LIGHT_BACKGROUND,
      dark: configColor(set?.dark)?.toUpperCase() ?? DEFAULT_DARK_BACKGROUND,
    };
    for (const { key, mode, needs, what } of CHECKS) {
      const written = ctx.model.writtenColors[key];
      // Reported where the value is written: in this file, or when the file that holds it is checked.
      const range = written && locRange(ctx, written.loc);
      if (!written || !range || !isConfigColor(written.value)) continue;
      const { value } = written;
      const ratio = contrastRatio(value, backgrounds[mode]);
      if (ratio >= needs) continue;
      report(
        'color-contrast',
        range,
        `\`colors.${key}\` ${value} on the ${mode} background (${backgrounds[mode]}) has a contrast ratio of ${formatRatio(ratio)}; ${what} need${what === 'text' ? 's' : ''} ${needs}:1 (WCAG AA).`,
      );
    }
  },
};
