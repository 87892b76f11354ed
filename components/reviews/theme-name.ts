import { i18n } from '@/lib/i18n/translate';
import type { ThemeId } from '@/lib/themes/theme-ids';

/** A theme's name as a manager reads it ("Wait time"), wherever a theme is shown (locales › themes). */
export const themeName = (theme: ThemeId): string => i18n.t(`themes.${theme}`);
