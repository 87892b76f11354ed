/**
 * A review's themes in the compact form kept with its reputation facts: three bit masks, bit `i`
 * for `THEMES[i]` (theme-ids.ts), one per tone. Counting a theme over 100,000 reviews is then a
 * test of a bit in typed arrays; the quotes are read again from the few reviews a view shows.
 */
import { THEMES, type ThemeId, type ThemeMention, type Tone } from './theme-ids';

export interface ThemeMasks {
  praise: number;
  complaint: number;
  neutral: number;
}

const BIT = new Map<ThemeId, number>(THEMES.map((theme, i) => [theme, 1 << i]));

export const NO_THEMES: Readonly<ThemeMasks> = { praise: 0, complaint: 0, neutral: 0 };

/** The bit of `theme` in a mask: what a column of masks is tested with. */
export const themeBit = (theme: ThemeId): number => BIT.get(theme) ?? 0;

export function masksOf(mentions: readonly Pick<ThemeMention, 'theme' | 'tone'>[]): ThemeMasks {
  const masks = { ...NO_THEMES };
  for (const { theme, tone } of mentions) masks[tone] |= BIT.get(theme) ?? 0;
  return masks;
}

/** Whether `masks` hold `theme` with `tone` (any tone when omitted). */
export function hasTheme(masks: ThemeMasks, theme: ThemeId, tone?: Tone): boolean {
  const bit = BIT.get(theme) ?? 0;
  if (tone) return (masks[tone] & bit) !== 0;
  return ((masks.praise | masks.complaint | masks.neutral) & bit) !== 0;
}
