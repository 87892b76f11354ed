import { HOUR } from '@/lib/clock/durations';
import { formatList } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { TargetBands } from '@/lib/reviews/due-time';
import { formatDuration } from './format-figures';

/**
 * The response targets in words, as Reputation counts against them: "2★ or less within 24 h and
 * 3★ and more within 3 d" (Intl's list of the bands that have one), or that none is set.
 */
export function targetsText(bands: TargetBands): string {
  const parts = (['low', 'rest'] as const).flatMap((band) => {
    const hours = bands[band];
    return hours === null
      ? []
      : [i18n.t(`reputation.targets.${band}`, { time: formatDuration(hours * HOUR) })];
  });
  if (parts.length === 0) return i18n.t('reputation.targets.none');
  return formatList(parts);
}
