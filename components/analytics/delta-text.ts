import type { Delta } from '@/lib/analytics/quick-numbers';
import { i18n } from '@/lib/i18n/translate';

export type DeltaDirection = 'up' | 'down' | 'same' | 'none';

export function deltaDirection(delta: Delta): DeltaDirection {
  if (delta.percent === null) return delta.change === 0 ? 'same' : 'none';
  if (delta.change === 0) return 'same';
  return delta.change > 0 ? 'up' : 'down';
}

/** "up 12% on the previous 30 days": the words a screen reader hears and the tooltip shows. */
export function deltaDescription(delta: Delta): string {
  const direction = deltaDirection(delta);
  if (direction === 'same' || direction === 'none') return i18n.t(`analytics.numbers.delta.${direction}`);
  return i18n.t(`analytics.numbers.delta.${direction}`, { percent: String(Math.abs(delta.percent ?? 0)) });
}

/** The short visible form: "+12%", "−5%", "0%", "new". */
export function deltaBadge(delta: Delta): string {
  switch (deltaDirection(delta)) {
    case 'up':
      return `+${delta.percent}%`;
    case 'down':
      return `\u2212${Math.abs(delta.percent ?? 0)}%`;
    case 'same':
      return '0%';
    default:
      return `+${delta.change}`;
  }
}
