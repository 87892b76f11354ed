import { filterRouteHash } from '@/components/reviews/inbox/inbox-route';
import { i18n } from '@/lib/i18n/translate';

/**
 * "57 reviews need attention: awaiting an answer past their response target (…)": a link to
 * exactly those reviews, the inbox under "Past response target" (the same rule, lib/reviews/due-time.ts),
 * whose count is this one. Nothing to open when none does.
 */
export function NeedsAttention({ count, targets }: { count: number; targets: string }) {
  const words = i18n.t('reputation.attention', count, { targets });
  return (
    <p class="reputation-attention" data-needs-attention={count}>
      {count === 0 ? words : <a href={filterRouteHash({ overdue: true })}>{words}</a>}
    </p>
  );
}
